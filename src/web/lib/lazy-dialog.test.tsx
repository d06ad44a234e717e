// @vitest-environment jsdom
import { act, render, screen } from "@testing-library/react";
import i18n from "i18next";
import { lazy } from "react";
import { initReactI18next } from "react-i18next";
import { beforeAll, describe, expect, it, vi } from "vitest";
import common from "#shared/i18n/locales/es/common.json" with { type: "json" };
import { LazyDialog } from "#web/lib/lazy-dialog.tsx";

const toastError = vi.hoisted(() => vi.fn());
vi.mock("sonner", () => ({ toast: { error: toastError } }));

beforeAll(async () => {
  await i18n
    .use(initReactI18next)
    .init({ lng: "es", resources: { es: { common } }, defaultNS: "common" });
});

function Greeting({ open }: { open: boolean }) {
  return <p>{open ? "abierto" : "cerrado"}</p>;
}

/** A dialog module that loads when `load` is called, counting the calls. */
function lazyGreeting() {
  const load = vi.fn(async () => ({ Greeting }));
  const Lazy = lazy(() => load().then((module) => ({ default: module.Greeting })));
  return { load, Lazy };
}

function Host({ open, load, Lazy }: { open: boolean } & ReturnType<typeof lazyGreeting>) {
  return (
    <LazyDialog open={open} load={load}>
      <Lazy open={open} />
    </LazyDialog>
  );
}

describe("LazyDialog", () => {
  it("fetches the code when idle, mounts the dialog when first opened, and keeps it", async () => {
    vi.useFakeTimers();
    const dialog = lazyGreeting();
    const view = render(<Host open={false} {...dialog} />);
    expect(view.container.textContent).toBe("");
    expect(dialog.load).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(2500));
    expect(dialog.load).toHaveBeenCalledTimes(1);
    vi.useRealTimers();

    view.rerender(<Host open {...dialog} />);
    expect(await screen.findByText("abierto")).toBeTruthy();
    // Closed again, it stays mounted (its closing animation and its form's values).
    view.rerender(<Host open={false} {...dialog} />);
    expect(screen.getByText("cerrado")).toBeTruthy();
  });

  it("keeps the page and says the connection failed when the code cannot be fetched", async () => {
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    const load = vi.fn(() => Promise.reject(new TypeError("Failed to fetch")));
    const Lazy = lazy(() => load().then(() => ({ default: Greeting })));
    render(
      <main>
        <h1>Compras</h1>
        <LazyDialog open load={load}>
          <Lazy open />
        </LazyDialog>
      </main>,
    );
    await vi.waitFor(() =>
      expect(toastError).toHaveBeenCalledWith(
        "Error de red: No pudimos conectarnos al servidor. Verifica tu conexión.",
      ),
    );
    expect(screen.getByRole("heading", { name: "Compras" })).toBeTruthy();
    spy.mockRestore();
  });
});
