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

describe("«pal» before the time asked about", () => {
  it("«qué hay agendado pal finde?» lists the weekend", () => {
    expect(understand("qué hay agendado pal finde?").calls).toEqual([
      { toolName: "listEvents", input: { from: "2026-11-28", to: "2026-11-29" } },
    ]);
  });
});
