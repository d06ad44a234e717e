import { describe, expect, it } from "vitest";
import { understandingOn } from "#tests/server/harness/understanding.ts";

/** A thing done put back to be done (pending-again.ts). */
const understand = understandingOn("2026-11-25");

describe("said «pending» again, it is reopened", () => {
  it.each([
    ["lo del refrigerador ponlo pendiente otra vez", "Refrigerador"],
    ["pon otra vez pendiente lo del refri", "Refri"],
    ["la tarea del refri vuelve a ponerla sin hacer", "Refri"],
    ["lo de pasear al perro vuelve a ponerlo pendiente", "Pasear perro"],
    ["uncheck the fridge task, it wasn't done", "Fridge"],
  ])("«%s»", (message, title) => {
    expect(understand(message)).toMatchObject({
      outcome: "act",
      calls: [{ toolName: "reopenTask", input: { title } }],
    });
  });
});

describe("what is not put back", () => {
  it("«ponme un pendiente de pagar la luz» is a new task", () => {
    expect(understand("ponme un pendiente de pagar la luz").calls[0]?.toolName).toBe("createTask");
  });

  it("«desmarca el pan» is the list's", () => {
    expect(understand("desmarca el pan").calls[0]?.toolName).toBe("uncheckShoppingItems");
  });
});
