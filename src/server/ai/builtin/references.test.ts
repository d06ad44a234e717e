import { describe, expect, it } from "vitest";
import { refersToHousehold, resolveReferences } from "#server/ai/builtin/references.ts";
import type { HouseholdVocabulary } from "#server/ai/tools/vocabulary.ts";
import type { Understanding } from "#server/ai/understanding/engine.ts";

const vocabulary: HouseholdVocabulary = {
  tasks: [
    { title: "Pagar la luz", done: false, dueDate: "2026-11-25" },
    { title: "Pagar el internet", done: false, dueDate: "2026-11-23" },
    { title: "Cambiar el filtro del agua", done: false, dueDate: "2026-12-01" },
    { title: "Limpiar el refrigerador", done: true, dueDate: "2026-11-22" },
  ],
  events: [
    { title: "Cita con el pediatra", date: "2026-11-26", time: "10:30" },
    { title: "Comida familiar", date: "2026-11-28", time: "14:00" },
    { title: "Junta de padres", date: "2026-11-30", time: "19:00" },
    { title: "Cita con el dentista", date: "2026-12-03", time: "16:00" },
  ],
  members: [
    { id: "ana", name: "Ana Rivera" },
    { id: "sofia", name: "Sofía Rivera" },
  ],
  meals: [],
  shopping: [],
  callerId: "ana",
};

const ask = (proposal: { tool: string }) => `¿${proposal.tool}?`;

function acting(toolName: string, input: Record<string, unknown>, intent = "task.move") {
  return {
    outcome: "act",
    language: "en",
    intents: [intent],
    calls: [{ toolName, input }],
  } as Understanding;
}

describe("what a message refers to, named as the household names it", () => {
  it("«the parents meeting» is «Junta de padres»", () => {
    const said = acting("updateEvent", { title: "Parents meeting", date: "2026-12-01" });
    expect(refersToHousehold(said)).toBe(true);
    expect(resolveReferences(said, vocabulary, ask).calls).toEqual([
      { toolName: "updateEvent", input: { title: "Junta de padres", date: "2026-12-01" } },
    ]);
  });

  it("a move said of what the household keeps as a task changes the task", () => {
    const said = acting("updateEvent", { title: "Filtro de água", date: "2026-11-27" });
    expect(resolveReferences(said, vocabulary, ask).calls).toEqual([
      {
        toolName: "updateTask",
        input: { title: "Cambiar el filtro del agua", dueDate: "2026-11-27" },
      },
    ]);
  });

  it("«Sofi» is the member «Sofía Rivera»", () => {
    const said = acting("createTask", { title: "Barrer", assignee: "Sofi" }, "task.create");
    expect(resolveReferences(said, vocabulary, ask).calls[0]?.input).toEqual({
      title: "Barrer",
      assignee: "Sofía Rivera",
    });
  });

  it("two that fit equally are asked about, not guessed: «cancel the appointment»", () => {
    const understood = resolveReferences(
      acting("cancelEvent", { title: "Appointment" }, "event.cancel"),
      vocabulary,
      ask,
    );
    expect(understood.outcome).toBe("confirm");
    expect(understood.calls).toEqual([
      {
        toolName: "proposeAction",
        input: {
          tool: "cancelEvent",
          args: { title: "Cita con el pediatra" },
          question: "¿cancelEvent?",
        },
      },
    ]);
  });

  it("«cancela lo del sábado» proposes cancelling that day's only event", () => {
    const listed = acting("listEvents", { from: "2026-11-28", to: "2026-11-28" }, "event.cancel");
    const understood = resolveReferences(listed, vocabulary, ask);
    expect(understood.outcome).toBe("confirm");
    expect(understood.calls[0]?.input).toMatchObject({
      tool: "cancelEvent",
      args: { title: "Comida familiar", date: "2026-11-28" },
    });
  });

  it("a name the household does not have stays as said (the tool then says so)", () => {
    const said = acting("completeTask", { title: "Walk the cat" }, "task.complete");
    expect(resolveReferences(said, vocabulary, ask)).toEqual(said);
  });
});

describe("a member's name alone names no task (issue 16)", () => {
  it("«borra la tarea de Carlos» is not «Lavar el carro»: the tool finds Carlos's own", () => {
    const household = {
      ...vocabulary,
      tasks: [...vocabulary.tasks, { title: "Lavar el carro", done: false, dueDate: null }],
      members: [...vocabulary.members, { id: "carlos", name: "Carlos Rivera" }],
    };
    const said = acting("deleteTask", { title: "Carlos" }, "task.delete");
    expect(resolveReferences(said, household, ask).calls).toEqual([
      { toolName: "deleteTask", input: { title: "Carlos" } },
    ]);
  });

  it("«pasale lo de lavar el carro a mateo» with a day hands it to Mateo and moves it", () => {
    const household = {
      ...vocabulary,
      tasks: [...vocabulary.tasks, { title: "Lavar el carro", done: false, dueDate: null }],
      members: [...vocabulary.members, { id: "mateo", name: "Mateo Rivera" }],
    };
    const said = acting("updateTask", {
      title: "Pasale lo de lavar el carro a mateo",
      dueDate: "2026-11-28",
    });
    expect(resolveReferences(said, household, ask).calls).toEqual([
      {
        toolName: "updateTask",
        input: { title: "Lavar el carro", dueDate: "2026-11-28", assignee: "Mateo Rivera" },
      },
    ]);
  });

  it("«el regalo para Sofía» moved keeps her in its title: she is whom it is for", () => {
    const household = {
      ...vocabulary,
      tasks: [
        ...vocabulary.tasks,
        { title: "Comprar regalo para Sofía", done: false, dueDate: null },
      ],
    };
    const said = acting("updateTask", { title: "El regalo para Sofía", dueDate: "2026-11-27" });
    expect(resolveReferences(said, household, ask).calls).toEqual([
      {
        toolName: "updateTask",
        input: { title: "Comprar regalo para Sofía", dueDate: "2026-11-27" },
      },
    ]);
  });
});

describe("a thing ticked that the list does not have, but a chore does", () => {
  const household: HouseholdVocabulary = {
    ...vocabulary,
    tasks: [...vocabulary.tasks, { title: "Regar las plantas", done: false, dueDate: null }],
    shopping: [{ name: "Pan", checked: false }],
  };

  it("«ya regué las plantas, táchalo» completes «Regar las plantas»", () => {
    const said = acting("checkShoppingItems", { names: ["Plantas"] }, "shopping.bought");
    expect(refersToHousehold(said)).toBe(true);
    expect(resolveReferences(said, household, ask).calls).toEqual([
      { toolName: "completeTask", input: { title: "Regar las plantas" } },
    ]);
  });

  it("a thing the list has stays the list's", () => {
    const said = acting("checkShoppingItems", { names: ["Pan"] }, "shopping.bought");
    expect(resolveReferences(said, household, ask).calls).toEqual(said.calls);
  });

  it("«desmarca el refrigerador» reopens the chore done", () => {
    const said = acting("uncheckShoppingItems", { names: ["Refrigerador"] }, "shopping.uncheck");
    expect(resolveReferences(said, household, ask).calls).toEqual([
      { toolName: "reopenTask", input: { title: "Limpiar el refrigerador" } },
    ]);
  });
});

describe("an hour said without its half of the day, near the event's own", () => {
  const moving = (title: string, time: string): Understanding => ({
    ...acting("updateEvent", { title, time }, "event.move"),
    hourSaidBare: true,
  });

  it("«pasa la junta de padres a las 8» (at 19:00) is 20:00", () => {
    expect(resolveReferences(moving("Junta de padres", "08:00"), vocabulary, ask).calls).toEqual([
      { toolName: "updateEvent", input: { title: "Junta de padres", time: "20:00" } },
    ]);
  });

  it("«the dentist moved us to 4:30» (at 16:00) is 16:30", () => {
    const [call] = resolveReferences(moving("Dentist", "04:30"), vocabulary, ask).calls;
    expect(call?.input).toEqual({ title: "Cita con el dentista", time: "16:30" });
  });

  it("a morning event keeps the morning, and a half of the day said is kept", () => {
    const [call] = resolveReferences(moving("Pediatra", "11:00"), vocabulary, ask).calls;
    expect(call?.input).toEqual({ title: "Cita con el pediatra", time: "11:00" });
    const said = acting("updateEvent", { title: "Junta de padres", time: "08:00" }, "event.move");
    expect(resolveReferences(said, vocabulary, ask).calls[0]?.input.time).toBe("08:00");
  });
});

describe("where one went, told before what was done there", () => {
  const told = (title: string) =>
    ({
      outcome: "act",
      language: "es",
      intents: ["task.complete", "shopping.check"],
      calls: [
        { toolName: "completeTask", input: { title } },
        { toolName: "checkShoppingItems", input: { names: ["Tortillas"] } },
      ],
    }) as Understanding;

  it("«ya pasé al super, tacha las tortillas» ticks the tortillas and completes no chore", () => {
    expect(resolveReferences(told("Pasé al super"), vocabulary, ask).calls).toEqual([
      { toolName: "checkShoppingItems", input: { names: ["Tortillas"] } },
    ]);
  });

  it("an errand the household has as a task is completed", () => {
    const errand = { title: "Ir al super", done: false, dueDate: "2026-11-25" };
    const withErrand = { ...vocabulary, tasks: [...vocabulary.tasks, errand] };
    expect(resolveReferences(told("Fui al super"), withErrand, ask).calls).toEqual([
      { toolName: "completeTask", input: { title: "Ir al super" } },
      { toolName: "checkShoppingItems", input: { names: ["Tortillas"] } },
    ]);
  });
});

describe("a change of what the household does not have is offered as new", () => {
  const proposed = (said: Understanding) => {
    const understood = resolveReferences(said, vocabulary, ask);
    return { outcome: understood.outcome, input: understood.calls[0]?.input };
  };

  it("«the school play is on december 10»: a new event, asked before it is made", () => {
    const said = acting("updateEvent", { title: "School play", date: "2026-12-10", time: "18:00" });
    expect(proposed(said)).toEqual({
      outcome: "confirm",
      input: {
        tool: "createEvent",
        args: { title: "School play", date: "2026-12-10", time: "18:00", eventType: "school" },
        question: "¿createEvent?",
      },
    });
  });

  it("one the household has is moved, as said", () => {
    const said = acting("updateEvent", { title: "Comida familiar", date: "2026-11-29" });
    expect(resolveReferences(said, vocabulary, ask).calls).toEqual(said.calls);
  });

  it("a move by so many days, or a length, of an unknown event is not made into a new one", () => {
    for (const input of [
      { title: "School play", shiftDays: 1 },
      { title: "School play", date: "2026-12-10", untilTime: "20:00" },
    ]) {
      expect(resolveReferences(acting("updateEvent", input), vocabulary, ask).outcome).toBe("act");
    }
  });

  it("«have Sofía pick up the cake»: a chore for a member, asked before it is made", () => {
    const said = acting("updateTask", { title: "Pick up the cake", assignee: "Sofía" });
    expect(proposed(said)).toEqual({
      outcome: "confirm",
      input: {
        tool: "createTask",
        args: { title: "Pick up the cake", assignee: "Sofía Rivera", priority: "medium" },
        question: "¿createTask?",
      },
    });
  });

  it("a chore handed to someone who is no member is not offered", () => {
    const said = acting("updateTask", { title: "Fix the sink", assignee: "someone" });
    expect(resolveReferences(said, vocabulary, ask).outcome).toBe("act");
  });
});

describe("a task moved that the household does not have", () => {
  it("«push the spelling bee to friday» offers it as a new task on that day", () => {
    const said = acting("updateTask", { title: "Spelling bee", dueDate: "2026-11-27" });
    expect(resolveReferences(said, vocabulary, ask).calls[0]?.input).toEqual({
      tool: "createTask",
      args: { title: "Spelling bee", dueDate: "2026-11-27", priority: "medium" },
      question: "¿createTask?",
    });
  });
});

describe("a bill named by its company, a child by no name, a thing put back on the list", () => {
  const resolved = (said: Understanding, household = vocabulary) =>
    resolveReferences(said, household, ask).calls;

  it.each([
    ["Le pagué a Enel", "Pagar la luz"],
    ["Lo de la CFE", "Pagar la luz"],
    ["Xfinity", "Pagar el internet"],
    ["Telecentro", "Pagar el internet"],
  ])("«%s» done is the chore %s", (title, chore) => {
    expect(resolved(acting("completeTask", { title }, "task.complete"))).toEqual([
      { toolName: "completeTask", input: { title: chore } },
    ]);
  });

  it("«the light bill», which fits every chore of paying, is the light's", () => {
    const said = acting("updateTask", { title: "Light bill", priority: "low" });
    expect(resolved(said)).toEqual([
      { toolName: "updateTask", input: { title: "Pagar la luz", priority: "low" } },
    ]);
  });

  it("a company whose bill the household has no chore for stays as said", () => {
    expect(resolved(acting("completeTask", { title: "Sabesp" }, "task.complete"))).toEqual([
      { toolName: "completeTask", input: { title: "Sabesp" } },
    ]);
  });

  it.each(["el nene", "anota que la nena", "the kid"])(
    "a chore for «%s» is made for no one in particular",
    (assignee) => {
      const said = acting(
        "createTask",
        { title: "Llevar la autorización", assignee },
        "task.create",
      );
      expect(resolved(said)).toEqual([
        { toolName: "createTask", input: { title: "Llevar la autorización" } },
      ]);
    },
  );

  it("things put back that the list has no line for are added; a line it has is put back", () => {
    const household = {
      ...vocabulary,
      shopping: [{ name: "Servilletas", checked: true }],
    };
    const back = (names: string[]) =>
      resolved(acting("uncheckShoppingItems", { names }, "shopping.uncheck"), household);
    expect(back(["Vasos descartables"])).toEqual([
      { toolName: "addShoppingItems", input: { items: [{ name: "Vasos descartables" }] } },
    ]);
    expect(back(["Napkins"])).toEqual([
      { toolName: "uncheckShoppingItems", input: { names: ["Napkins"] } },
    ]);
  });
});
