import { describe, expect, it } from "vitest";
import { understandingOn } from "#tests/server/harness/understanding.ts";

/** Wednesday 25 November 2026: Friday is the 27th, Saturday the 28th. */
const today = "2026-11-25";
const understand = understandingOn(today);

function tools(message: string): string[] {
  return understand(message).calls.map((call) => call.toolName);
}

describe("a member named first in pt/en", () => {
  it.each([
    ["new task for Mateo: sweep the porch, Friday", "Mateo", "Sweep the porch"],
    ["cria uma tarefa pra Sofia: varrer a varanda, sexta", "Sofia", "Varrer a varanda"],
    ["nova tarefa pro Mateo organizar a garagem na sexta", "Mateo", "Organizar a garagem"],
  ])("«%s» is %s's task, without the name in its title", (message, who, title) => {
    const understood = understand(message);
    expect(understood.calls[0]?.toolName).toBe("createTask");
    expect(understood.calls[0]?.input).toMatchObject({ title, assignee: who });
  });

  it.each([
    ["Mateo regou as plantas e a Sofia arrumou a cozinha", ["as plantas", "a cozinha"]],
    ["Carlos fixed the door and Sofia walked the dog", ["the door", "the dog"]],
  ])("«%s» is two completions, one per member", (message, titles) => {
    const understood = understand(message);
    expect(understood.calls.map((call) => call.toolName)).toEqual(["completeTask", "completeTask"]);
    expect(understood.calls.map((call) => String(call.input.title).toLowerCase())).toEqual(titles);
  });

  it("a brand after «and» is still a thing to buy, not a member", () => {
    const understood = understand("add milk and Oreo cookies");
    expect(understood.calls.every((call) => call.toolName !== "completeTask")).toBe(true);
  });
});

describe("changes said of a task that is there", () => {
  it("«… agora é toda semana» does not create a second task", () => {
    expect(tools("limpar a geladeira agora é toda semana")).not.toContain("createTask");
  });

  it("a closing «reabre essa tarefa» reopens what the telling before it names", () => {
    const understood = understand("a Sofia não regou as plantas, reabre essa tarefa");
    expect(understood.calls.map((call) => call.toolName)).toEqual(["reopenTask"]);
    expect(String(understood.calls[0]?.input.title)).toMatch(/plantas/);
  });
});

describe("the shopping list in pt/en", () => {
  it("«desmarca» of a thing to buy puts it back on the list, not an appointment cancelled", () => {
    const understood = understand("desmarca o detergente da lista");
    expect(understood.calls.map((call) => call.toolName)).toEqual(["uncheckShoppingItems"]);
    expect(understood.calls[0]?.input).toEqual({ names: ["Detergente"] });
  });

  it("«desmarca» of an appointment still cancels it", () => {
    expect(tools("desmarca a consulta do dentista")).toEqual(["cancelEvent"]);
  });

  it("«…, I forgot it» after the things is why, not a thing", () => {
    const understood = understand("put the bread back on the list, I forgot it");
    expect(JSON.stringify(understood.calls)).not.toMatch(/forgot/i);
  });
});

describe("the pantry and the list, named in a request of another kind", () => {
  it.each(["show me the fridge", "mostra a despensa"])("«%s» shows the pantry", (message) => {
    expect(tools(message)).toEqual(["readPantry"]);
  });

  it("a thing to buy deleted is taken off the list (asked first), not a task", () => {
    const understood = understand("delete the bananas");
    expect(understood.outcome).toBe("confirm");
    expect(understood.calls[0]?.input).toMatchObject({ tool: "removeShoppingItems" });
  });

  it("said to be a task, it stays a task", () => {
    expect(tools("delete the banana bread task")).toEqual(["deleteTask"]);
  });
});

describe("what is said of a task that is there", () => {
  it.each([
    ["the water bill is urgent", "urgent"],
    ["a conta de água é urgente", "urgent"],
  ])("«%s» changes its priority instead of creating a task", (message, priority) => {
    const understood = understand(message);
    expect(understood.calls.map((call) => call.toolName)).toEqual(["updateTask"]);
    expect(understood.calls[0]?.input).toMatchObject({ priority });
  });

  it("«the dishes should repeat every day» repeats the dishes, handed to no one", () => {
    const understood = understand("the dishes should repeat every day");
    expect(understood.calls).toEqual([
      { toolName: "updateTask", input: { title: "dishes", recurrence: "daily" } },
    ]);
  });
});

describe("politeness is no thing to buy", () => {
  it.each([
    ["por favor, coloca café na lista", ["Café"]],
    [
      "por gentileza, anota açúcar e farinha na lista de compras. Muito obrigado!",
      ["açúcar", "farinha"],
    ],
  ])("«%s» adds only the things", (message, names) => {
    const understood = understand(message);
    const items = understood.calls.flatMap((call) =>
      call.toolName === "addShoppingItems"
        ? (call.input.items as { name: string }[]).map((item) => item.name.toLowerCase())
        : [],
    );
    expect(items).toEqual(names.map((name) => name.toLowerCase()));
  });
});

describe("a closing verb with its «it» repeats the request", () => {
  it.each([
    ["não precisamos mais de pão, tira ele", "pão"],
    ["we don't need the bananas anymore, delete them", "Bananas"],
  ])("«%s» takes only the thing off", (message, name) => {
    const understood = understand(message);
    expect(understood.calls.map((call) => call.toolName)).toEqual(["removeShoppingItems"]);
    expect(JSON.stringify(understood.calls[0]?.input).toLowerCase()).toContain(name.toLowerCase());
    expect(JSON.stringify(understood.calls[0]?.input)).not.toMatch(/tira|delete/i);
  });
});

describe("asked, not told", () => {
  it.each(["o que já foi feito essa semana?", "what got done?"])(
    "«%s» lists the tasks done and marks nothing",
    (message) => {
      expect(understand(message).calls).toEqual([
        { toolName: "listTasks", input: { status: "done" } },
      ]);
    },
  );

  it("«wat do we need at the store» is the shopping list", () => {
    expect(tools("wat do we need at the store")).toEqual(["listShoppingItems"]);
  });
});

describe("put on the calendar", () => {
  it.each([
    ["put the school play on the calendar for Friday", "School play"],
    ["coloca o aniversário da tia Ana na agenda pra domingo", "Aniversário da tia Ana"],
  ])("«%s» is a new event", (message, title) => {
    const understood = understand(message);
    expect(understood.calls.map((call) => call.toolName)).toEqual(["createEvent"]);
    expect(understood.calls[0]?.input).toMatchObject({ title });
  });

  it("«move … on the calendar» still moves the one there", () => {
    expect(tools("move the dentist on the calendar to Friday")).toEqual(["updateEvent"]);
  });
});
