// @vitest-environment jsdom
import { zodResolver } from "@hookform/resolvers/zod";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import i18n from "i18next";
import { useForm } from "react-hook-form";
import { initReactI18next } from "react-i18next";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import common from "#shared/i18n/locales/es/common.json" with { type: "json" };
import validation from "#shared/i18n/locales/es/validation.json" with { type: "json" };
import {
  DialogForm,
  FormActions,
  FormDialog,
  useDialogSubmit,
} from "#web/components/ui/form-dialog.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { ApiError, errorText, NetworkError } from "#web/lib/api-client.ts";

const toastError = vi.hoisted(() => vi.fn());
vi.mock("sonner", () => ({ toast: { error: toastError } }));

beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: "es",
    resources: { es: { common, validation } },
    defaultNS: "common",
  });
});

beforeEach(() => toastError.mockClear());
afterEach(cleanup);

const schema = z.object({ title: z.string().trim().min(1, "titleRequired") });

function TitleDialog({
  save,
  onOpenChange = () => {},
}: {
  save: (values: { title: string }) => Promise<void>;
  onOpenChange?: (open: boolean) => void;
}) {
  const form = useForm<{ title: string }>({
    resolver: zodResolver(schema),
    defaultValues: { title: "" },
  });
  const submit = useDialogSubmit(form, { failed: "No se pudo guardar", save });
  return (
    <FormDialog
      open
      onOpenChange={onOpenChange}
      title="Nueva tarea"
      description="Qué hay que hacer"
    >
      <DialogForm onSubmit={submit}>
        <FormField label="Título" error={form.formState.errors.title}>
          <Input {...form.register("title")} />
        </FormField>
        <FormActions
          cancelLabel="Cancelar"
          submitLabel="Crear"
          submittingLabel="Creando…"
          submitting={form.formState.isSubmitting}
        />
      </DialogForm>
    </FormDialog>
  );
}

const t = i18n.t.bind(i18n);

describe("errorText", () => {
  it("says the server's reason, the network text offline, else the fallback", () => {
    expect(errorText(new ApiError(409, "TASK_GONE", "La tarea ya no existe"), t)).toBe(
      "La tarea ya no existe",
    );
    expect(errorText(new NetworkError("Failed to fetch"), t)).toBe(common.errors.network);
    expect(errorText(new TypeError("x is undefined"), t)).toBe(common.errors.generic);
    expect(errorText(new TypeError("x is undefined"), t, "No se pudo cargar")).toBe(
      "No se pudo cargar",
    );
  });
});

describe("FormDialog", () => {
  it("is titled and described, its fields labelled, its rule's message under the field", async () => {
    const save = vi.fn(async () => {});
    render(<TitleDialog save={save} />);
    const dialog = screen.getByRole("dialog", { name: "Nueva tarea" });
    expect(screen.getByText("Qué hay que hacer").id).toBe(dialog.getAttribute("aria-describedby"));
    const title = screen.getByLabelText("Título");

    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Crear" })));

    expect(save).not.toHaveBeenCalled();
    const message = screen.getByRole("alert");
    expect(message.textContent).toBe(validation.titleRequired);
    expect(title.getAttribute("aria-invalid")).toBe("true");
    expect(title.getAttribute("aria-describedby")).toBe(message.id);
  });

  it("a refusal puts the server's field reason under the field and its reason in the toast", async () => {
    const save = vi.fn(async () => {
      throw new ApiError(400, "VALIDATION_FAILED", "Revisa el título", {
        title: "Ya hay una tarea con ese título",
        unknownField: "no se muestra",
      });
    });
    render(<TitleDialog save={save} />);
    fireEvent.change(screen.getByLabelText("Título"), { target: { value: "Sacar la basura" } });

    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Crear" })));

    expect(save).toHaveBeenCalledWith({ title: "Sacar la basura" });
    expect(screen.getByRole("alert").textContent).toBe("Ya hay una tarea con ese título");
    expect(screen.queryByText("no se muestra")).toBeNull();
    expect(toastError).toHaveBeenCalledWith("No se pudo guardar", {
      description: "Revisa el título",
    });
  });

  it("offline, the toast says the connection failed", async () => {
    render(
      <TitleDialog
        save={async () => {
          throw new NetworkError("Failed to fetch");
        }}
      />,
    );
    fireEvent.change(screen.getByLabelText("Título"), { target: { value: "Regar" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Crear" })));
    expect(toastError).toHaveBeenCalledWith("No se pudo guardar", {
      description: common.errors.network,
    });
  });

  it("'Cancelar' and the ✕ close it", () => {
    const onOpenChange = vi.fn();
    render(<TitleDialog save={async () => {}} onOpenChange={onOpenChange} />);
    fireEvent.click(screen.getByRole("button", { name: "Cancelar" }));
    fireEvent.click(screen.getByRole("button", { name: common.close }));
    expect(onOpenChange.mock.calls).toEqual([[false], [false]]);
  });
});
