import { describe, expect, it } from "vitest";
import { understandingOn } from "#tests/server/harness/understanding.ts";

/** A chore told done by another member, or told in the state it is in (told-done.ts). */
const understand = understandingOn("2026-11-25");

describe("a chore told done is completed", () => {
  it.each([
    ["carlos sacó la basura", "La basura"],
    ["Sofi lavó los platos", "Los platos"],
    ["Mateo ya sacó al perro, márcalo como hecho", "Al perro"],
    ["el internet ya está pagado", "El internet"],
    ["the water bill is paid", "The water bill"],
  ])("«%s»", (message, title) => {
    expect(understand(message)).toMatchObject({
      outcome: "act",
      calls: [{ toolName: "completeTask", input: { title } }],
    });
  });
});

describe("what is not a chore told done", () => {
  it.each(["Mateo no sacó la basura", "¿qué quedó pendiente?", "Carlos compró pan"])(
    "«%s» completes nothing",
    (message) => {
      const tools = understand(message).calls.map((call) => call.toolName);
      expect(tools).not.toContain("completeTask");
    },
  );
});
