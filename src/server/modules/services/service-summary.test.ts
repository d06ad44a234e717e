import { describe, expect, it } from "vitest";
import { summarizeServiceRequest } from "#server/modules/services/service-summary.ts";

const request = {
  serviceType: "Electricidad",
  description: null,
  availabilityNotes: null,
  scheduledDate: null,
  photoUrls: [],
};

describe("summarizeServiceRequest", () => {
  it("reads urgency from the description, accents or not", async () => {
    expect(
      await summarizeServiceRequest({
        ...request,
        description: "Huele a gas en la cocina!! Lo antes posible por favor",
      }),
    ).toContain("urgencia alta (menciona: huele a gas, lo antes posible)");
    expect(
      await summarizeServiceRequest({ ...request, description: "El foco del baño no prende" }),
    ).toContain("atender pronto (menciona: no prende)");
    expect(
      await summarizeServiceRequest({ ...request, description: "Instalar una lámpara nueva" }),
    ).toContain("sin urgencia indicada");
  });

  it("says when the family is available, the preferred day and the photos", async () => {
    const summary = await summarizeServiceRequest({
      serviceType: "Plomería",
      description: "La regadera gotea.\nYa intentamos cambiar el empaque.",
      availabilityNotes: "Sábados en la mañana",
      scheduledDate: "2026-11-28",
      photoUrls: ["/api/files/a.webp"],
    });
    expect(summary).toBe(
      "Solicitud de Plomería, atender pronto (menciona: gotea). Problema: La regadera gotea. " +
        "Disponibilidad: Sábados en la mañana. Fecha preferida: sábado 28 de noviembre de 2026. " +
        "1 foto adjunta.",
    );
  });

  it("keeps a long description short", async () => {
    const summary = await summarizeServiceRequest({ ...request, description: "a".repeat(400) });
    expect(summary).toContain(`Problema: ${"a".repeat(139)}….`);
    expect(summary).toContain("Sin fecha preferida.");
  });
});
