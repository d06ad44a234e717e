import { describe, expect, it } from "vitest";
import { resolveReferences } from "#server/ai/builtin/references.ts";
import { proposalQuestion, resultsReply } from "#server/ai/builtin/replies.ts";
import { matchName } from "#server/ai/tools/name-matching.ts";
import type { HouseholdVocabulary } from "#server/ai/tools/vocabulary.ts";
import type { Understanding } from "#server/ai/understanding/engine.ts";
import { readTraits } from "#shared/assistant/persona.ts";
import { understandingOn } from "#tests/server/harness/understanding.ts";

/** Families from our own list before the seventeenth round: an amount corrected by a bare
 * number, a typo on a first letter that sounds alike, a member's name said for one of several
 * chores of theirs, a class or a teacher's meeting told moved, a bought thing the list lacks, and
 * an event moved said with where it went. */
const understand = understandingOn("2026-11-25");

describe("an amount corrected with a bare number", () => {
  it("«usé 3 huevos, no, 4» takes four eggs from the pantry, not three", () => {
    expect(understand("usé 3 huevos, no, 4").calls).toEqual([
      { toolName: "adjustPantryItem", input: { name: "Huevos", delta: -4 } },
    ]);
  });

  it("«agrega 2 kilos de azúcar, no, 3» keeps the unit said first", () => {
    expect(understand("agrega 2 kilos de azúcar, no, 3").calls).toEqual([
      { toolName: "addShoppingItems", input: { items: [{ name: "Azúcar", quantity: "3 kg" }] } },
    ]);
  });

  it('"add 3 avocados, wait no 4" adds four', () => {
    expect(understand("add 3 avocados, wait no 4").calls).toEqual([
      { toolName: "addShoppingItems", input: { items: [{ name: "Avocados", quantity: "4" }] } },
    ]);
  });
});

describe("a typo on a first letter that sounds alike", () => {
  it("«vasura» is «basura» and «sebolla» «cebolla»; «vasos» and «casas» are no typos", () => {
    expect(matchName("vasura", "basura")).toBe("typo");
    expect(matchName("sebolla", "cebolla")).toBe("typo");
    expect(matchName("vasos", "basura")).toBeNull();
    expect(matchName("casas", "tazas")).toBeNull();
  });
});

describe("a member's name said for one of their chores", () => {
  const vocabulary: HouseholdVocabulary = {
    tasks: [
      { title: "Lavar el carro", done: false, dueDate: "2026-11-25", assignedTo: "sofia" },
      { title: "Regar las plantas", done: false, dueDate: "2026-11-27", assignedTo: "sofia" },
      { title: "Sacar la basura", done: false, dueDate: "2026-11-25", assignedTo: "carlos" },
    ],
    events: [],
    meals: [],
    shopping: [],
    members: [
      { id: "ana", name: "Ana Rivera" },
      { id: "sofia", name: "Sofía Rivera" },
      { id: "carlos", name: "Carlos Rivera" },
    ],
    callerId: "ana",
  };
  const move = (title: string): Understanding => ({
    outcome: "act",
    language: "es",
    intents: ["task.move"],
    calls: [{ toolName: "updateTask", input: { title, dueDate: "2026-11-29" } }],
  });

  it("«lo de Sofía pasalo pal domingo» asks about her soonest chore, trying nothing", () => {
    const asked = resolveReferences(move("Sofía"), vocabulary, proposalQuestion);
    expect(asked.outcome).toBe("confirm");
    expect(asked.calls).toEqual([
      {
        toolName: "proposeAction",
        input: {
          tool: "updateTask",
          args: { title: "Lavar el carro", dueDate: "2026-11-29" },
          question: "¿Paso la tarea «Lavar el carro» para el domingo 29 de noviembre?",
        },
      },
    ]);
  });

  it("with only one chore of theirs, the task tools find it (nothing asked)", () => {
    const said = resolveReferences(move("Carlos"), vocabulary, proposalQuestion);
    expect(said.outcome).toBe("act");
    expect(said.calls).toEqual(move("Carlos").calls);
  });
});

describe("a class or a teacher's meeting told moved", () => {
  it('"swim class is now at 5:30" moves the class, not a summary of the day', () => {
    expect(understand("swim class is now at 5:30").calls).toEqual([
      { toolName: "updateEvent", input: { title: "Swim class", time: "17:30" } },
    ]);
  });

  it('"parent teacher meeting" is the household\'s «Junta de padres»', () => {
    const vocabulary: HouseholdVocabulary = {
      tasks: [],
      events: [{ title: "Junta de padres", date: "2026-11-30", time: "19:00" }],
      meals: [],
      shopping: [],
      members: [{ id: "ana", name: "Ana Rivera" }],
      callerId: "ana",
    };
    const said = understand("the parent teacher meeting got moved to 8");
    expect(resolveReferences(said, vocabulary, proposalQuestion).calls).toEqual([
      { toolName: "updateEvent", input: { title: "Junta de padres", time: "20:00" } },
    ]);
  });
});

describe("a thing bought that the list does not have", () => {
  it("«ya compré los duraznos» alone says they are not on the list (not «no entendí»)", () => {
    const reply = resultsReply(
      [
        {
          toolName: "checkShoppingItems",
          input: { names: ["Duraznos"] },
          output: { ok: true, checked: [], notFound: ["Duraznos"] },
        },
      ],
      "es",
      readTraits({ language: "es" }, "es"),
      ["shopping.bought"],
    );
    expect(reply).toBe("No encontré «Duraznos» en la lista.");
  });
});

describe("an event moved says where it went", () => {
  const moved = (language: "es" | "en" | "pt") =>
    resultsReply(
      [
        {
          toolName: "updateEvent",
          input: {},
          output: {
            ok: true,
            event: { title: "Junta de padres", date: "2026-12-01", time: "20:00" },
            previous: { title: "Junta de padres", date: "2026-11-30", time: "19:00" },
          },
        },
      ],
      language,
      readTraits({ language: "es" }, "es"),
    );

  it.each([
    ["es", "Moví **Junta de padres** para el martes 1 de diciembre a las 20:00."],
    ["en", "I moved **Junta de padres** to Tuesday, December 1 at 20:00."],
    ["pt", "Mudei **Junta de padres** para terça-feira, 1 de dezembro às 20:00."],
  ] as const)("in %s: «%s»", (language, said) => {
    expect(moved(language)).toContain(said);
  });
});
