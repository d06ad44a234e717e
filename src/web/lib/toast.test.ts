import { describe, expect, it, vi } from "vitest";

const success = vi.fn();
const plain = vi.fn();
vi.mock("sonner", () => ({ toast: Object.assign(plain, { success }), Toaster: () => null }));

describe("toast before sonner has loaded (ADR 022)", () => {
  it("loads sonner with the first toast and shows every toast asked for meanwhile, in order", async () => {
    const { loadSonner, toast, whenSonnerWanted } = await import("#web/lib/toast.ts");
    const wanted = vi.fn();
    whenSonnerWanted(wanted);
    expect(wanted).not.toHaveBeenCalled();
    toast.success("Guardado", { description: "La tarea" });
    toast("Hecho");
    expect(wanted).toHaveBeenCalledOnce();
    await loadSonner();
    await Promise.resolve();
    expect(success).toHaveBeenCalledWith("Guardado", { description: "La tarea" });
    expect(plain).toHaveBeenCalledWith("Hecho");
    toast.success("Otra");
    expect(success).toHaveBeenLastCalledWith("Otra");
  });
});
