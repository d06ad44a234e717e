import { describe, expect, it } from "vitest";
import { understandingOn } from "#tests/server/harness/understanding.ts";

/** Questions about the household's lists, said as plainer ones (asked-plainly.ts). */
const understand = understandingOn("2026-11-25");

describe("a list asked for is shown", () => {
  it.each([
    ["pásame la lista de compras", { toolName: "listShoppingItems", input: {} }],
    ["pasame los pendientes de Mateo", { toolName: "listTasks", input: { assignee: "Mateo" } }],
    ["tem alguma coisa atrasada?", { toolName: "listTasks", input: { status: "overdue" } }],
    ["¿qué cosas ya hicimos?", { toolName: "listTasks", input: { status: "done" } }],
  ])("«%s»", (message, call) => {
    expect(understand(message)).toMatchObject({ outcome: "act", calls: [call] });
  });

  it("«me pasás la lista?» is answered in Spanish", () => {
    expect(understand("me pasás la lista del súper?").language).toBe("es");
  });

  it("things done said of a dish are not the tasks («ya hicimos la sopa, sacá las cosas…»)", () => {
    const tools = understand("ya hicimos la sopa, sacá las cosas de la despensa").calls;
    expect(tools.map((call) => call.toolName)).not.toContain("listTasks");
  });
});

describe("whether a thing is on the shopping list is answered by the list", () => {
  it.each([
    ["¿está el pan en la lista?", "es"],
    ["¿ya está la leche en la lista del súper?", "es"],
    ["¿tenemos arroz en la lista?", "es"],
    ["¿anotaste el pan en la lista?", "es"],
    ["is bread on the list?", "en"],
    ["did you add milk to the shopping list?", "en"],
    ["o pão tá na lista?", "pt"],
    ["tem leite na lista de compras?", "pt"],
    ["já colocaram o café na lista?", "pt"],
  ])("«%s» reads the list and adds nothing", (message, language) => {
    expect(understand(message)).toMatchObject({
      outcome: "act",
      language,
      calls: [{ toolName: "listShoppingItems", input: {} }],
    });
  });

  it.each([
    "could you please put paper towels on the list?",
    "can u put bananas on the shopping list?",
    "dá pra colocar leite condensado na lista?",
    "¿me pones el pan en la lista?",
  ])("a request asked as a question still adds: «%s»", (message) => {
    expect(understand(message).calls.map((call) => call.toolName)).toEqual(["addShoppingItems"]);
  });
});

describe("«pal» before the time asked about", () => {
  it("«qué hay agendado pal finde?» lists the weekend", () => {
    expect(understand("qué hay agendado pal finde?").calls).toEqual([
      { toolName: "listEvents", input: { from: "2026-11-28", to: "2026-11-29" } },
    ]);
  });
});
