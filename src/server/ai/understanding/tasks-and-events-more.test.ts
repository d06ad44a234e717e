import { beforeAll, describe, expect, it } from "vitest";
import type { Classifier } from "#server/ai/understanding/classifier.ts";
import { type UnderstandOptions, understandWith } from "#server/ai/understanding/engine.ts";
import { loadUnderstanding } from "#server/ai/understanding/model.ts";

/** Wednesday 25 November 2026: Thursday is the 26th, Friday the 27th, Monday the 30th. */
const today = "2026-11-25";
let classifier: Classifier;
beforeAll(async () => {
  classifier = await loadUnderstanding();
}, 120_000);

function understand(message: string, options: Partial<UnderstandOptions> = {}) {
  return understandWith(classifier, message, {
    today,
    fallback: "es",
    ask: () => "¿Seguro?",
    ...options,
  });
}

describe("a member's tasks, asked as families ask (issue 16)", () => {
  it.each([
    ["qué pendientes tiene Sofía", "Sofía"],
    ["q pendientes tiene mateo", "mateo"],
    ["¿qué tareas le quedan a Carlos?", "Carlos"],
    ["que tiene pendiente el carlos", "carlos"],
    ["o que falta a Sofi fazer?", "Sofi"],
    ["quais tarefas o Mateo tem?", "Mateo"],
    ["what chores does sofia have left", "sofia"],
    ["what does Carlos still have to do?", "Carlos"],
  ])("%s → listTasks for %s", (message, assignee) => {
    const understood = understand(message);
    expect(understood.outcome).toBe("act");
    expect(understood.calls).toEqual([{ toolName: "listTasks", input: { assignee } }]);
  });
});

describe("a reopen that points back to what was told (issue 16)", () => {
  it.each([
    ["el refrigerador sigue sucio, vuelva a abrir esa tarea", "El refrigerador"],
    ["oe, al perro no lo han sacado, desmarca esa tarea", "Perro"],
    ["the dog never got walked after all, reopen that task", "The dog"],
    ["walking the dog isn't done after all, reopen it", "Walking the dog"],
  ])("%s → reopenTask «%s», once", (message, title) => {
    const understood = understand(message);
    expect(understood.outcome).toBe("act");
    expect(understood.calls).toEqual([{ toolName: "reopenTask", input: { title } }]);
  });

  it("«el jabón no lo compré, desmarcalo» is still the list's", () => {
    expect(understand("el jabón no lo compré, desmarcalo").calls[0]?.toolName).toBe(
      "uncheckShoppingItems",
    );
  });
});

describe("a member set to a chore, and a dinner put on the calendar (issue 16)", () => {
  it.each([
    ["pon a Carlos a lavar los platos esta noche", "Lavar los platos", "Carlos", "2026-11-25"],
    ["poné a la Sofi a ordenar el cuarto mañana", "Ordenar el cuarto", "Sofi", "2026-11-26"],
    ["coloca o Mateo pra lavar a louça hoje à noite", "Lavar a louça", "Mateo", "2026-11-25"],
    ["put Mateo on dishes tonight", "Dishes", "Mateo", "2026-11-25"],
  ])("%s → a task for them", (message, title, assignee, dueDate) => {
    const understood = understand(message);
    expect(understood.outcome).toBe("act");
    expect(understood.calls).toEqual([
      { toolName: "createTask", input: { title, assignee, dueDate, priority: "medium" } },
    ]);
  });

  it.each([
    "ponele prioridad urgente a arreglar la puerta del baño",
    "the AC isn't working, get someone to fix it",
    "pon lentejas el martes en la cena",
  ])("%s sets no member to a chore", (message) => {
    const tools = understand(message).calls.map((call) => call.toolName);
    expect(tools).not.toContain("createTask");
  });

  it.each([
    ["agendá que el viernes a las 20 cenamos en lo de los abuelos", "2026-11-27", "20:00"],
    ["schedule dinner at grandma's on Friday at 7", "2026-11-27", "19:00"],
  ])("%s → an event, not the week plan", (message, date, time) => {
    const understood = understand(message);
    expect(understood.outcome).toBe("act");
    expect(understood.calls[0]).toMatchObject({ toolName: "createEvent", input: { date, time } });
  });
});

describe("the day that says which, and the day it moves to (issue 16)", () => {
  it.each([
    ["la comida familiar del sábado pasala a las 13", { title: "Comida familiar", time: "13:00" }],
    ["move the dentist on Thursday to 5pm", { title: "Dentist", time: "17:00" }],
    ["mueve la junta del lunes para el martes", { title: "Junta", date: "2026-12-01" }],
    [
      "la cita del jueves pásala pal viernes a las 5",
      { title: "Cita", date: "2026-11-27", time: "17:00" },
    ],
  ])("%s", (message, input) => {
    const understood = understand(message);
    expect(understood.outcome).toBe("act");
    expect(understood.calls).toEqual([{ toolName: "updateEvent", input }]);
  });

  it("«Friday Dec 4» is one day, not a move from one to the other", () => {
    const [call] = understand("put the school play on the calendar for Friday Dec 4 at 6pm").calls;
    expect(call?.input).toMatchObject({ date: "2026-12-04", time: "18:00" });
  });
});

describe("two things done at once, and a thing called «… night» (issue 16)", () => {
  it.each([
    ["ta, ya saqué la basura y regué las plantas", ["La basura", "Regué las plantas"]],
    ["lavei o carro e paguei a luz", ["O carro", "Paguei a luz"]],
    ["I walked the dog and fed the cat", ["Walked the dog", "Fed the cat"]],
  ])("%s → two completions", (message, titles) => {
    const understood = understand(message);
    expect(understood.outcome).toBe("act");
    expect(understood.calls).toEqual(
      titles.map((title) => ({ toolName: "completeTask", input: { title } })),
    );
  });

  it("«family movie night Friday» keeps its «night»", () => {
    const [call] = understand("book a 90 minute family movie night Friday at 7pm").calls;
    expect(call?.input).toMatchObject({
      title: "Family movie night",
      date: "2026-11-27",
      time: "19:00",
      durationMinutes: 90,
    });
  });
});

describe("a second thing done after a first (issue 16)", () => {
  it("«já tirei o lixo e reguei as plantas» completes both, ticks nothing off the list", () => {
    expect(understand("já tirei o lixo e reguei as plantas").calls).toEqual([
      { toolName: "completeTask", input: { title: "O lixo" } },
      { toolName: "completeTask", input: { title: "Reguei as plantas" } },
    ]);
  });

  it("«ya lavé el carro y compré el pan»: what was bought is still the list's", () => {
    expect(understand("ya lavé el carro y compré el pan").calls.map((c) => c.toolName)).toEqual([
      "completeTask",
      "checkShoppingItems",
    ]);
  });
});

describe("handed over instead of someone (issue 16)", () => {
  it.each([
    ["give the trash to Mateo instead of Carlos", "Mateo"],
    ["pásale lo de la basura a Sofía en lugar de Carlos", "Sofía"],
  ])("%s → the new member only", (message, assignee) => {
    const understood = understand(message);
    expect(understood.outcome).toBe("act");
    expect(understood.calls[0]).toMatchObject({ toolName: "updateTask", input: { assignee } });
  });
});

describe("a reminder to call a professional is a task, not a service request (issue 16)", () => {
  it.each([
    ["remind me to call the plumber tomorrow at 9am", "Call the plumber", "2026-11-26"],
    ["remind me to call the electrician on friday", "Call the electrician", "2026-11-27"],
    ["recuérdame llamar al plomero mañana", "Llamar al plomero", "2026-11-26"],
  ])("%s → createTask «%s»", (message, title, dueDate) => {
    const understood = understand(message);
    expect(understood.outcome).toBe("act");
    expect(understood.calls).toHaveLength(1);
    expect(understood.calls[0]).toMatchObject({
      toolName: "createTask",
      input: { title, dueDate },
    });
  });
});

describe("a chore wished of a member, with when its first time falls (issue 16)", () => {
  it.each([
    [
      "que Carlos pague el cable todos los meses, el próximo es el 10",
      "Pagar el cable",
      "2026-12-10",
    ],
    ["que Sofía pague el agua cada mes, la próxima es el 15", "Pagar el agua", "2026-12-15"],
    ["que Mateo saque la basura todos los lunes", "Sacar la basura", "2026-11-30"],
    ["que Sofía riegue el jardín todos los miércoles", "Regar el jardín", "2026-12-02"],
    ["que Carlos organice el garaje el sábado", "Organizar el garaje", "2026-11-28"],
    [
      "pay the cable bill every month, the next one is on the 10th",
      "Pay the cable bill",
      "2026-12-10",
    ],
  ])("%s → createTask «%s»", (message, title, dueDate) => {
    const understood = understand(message);
    expect(understood.outcome).toBe("act");
    expect(understood.calls).toHaveLength(1);
    expect(understood.calls[0]).toMatchObject({
      toolName: "createTask",
      input: { title, dueDate },
    });
  });
});

describe("a new task that is a verb alone is done to what the message named (issue 16)", () => {
  it.each([
    [
      "desmarca a consulta do dentista e cria uma tarefa pra remarcar",
      "Remarcar consulta do dentista",
    ],
    [
      "cancela la cita del dentista y crea una tarea para reprogramarla",
      "Reprogramar cita del dentista",
    ],
    [
      "cancel the dentist appointment and add a task to reschedule",
      "Reschedule dentist appointment",
    ],
  ])("%s → createTask «%s»", (message, title) => {
    const understood = understand(message);
    expect(understood.calls.at(-1)).toMatchObject({ toolName: "createTask", input: { title } });
  });

  it("leaves a task that names its own thing as said", () => {
    const understood = understand(
      "cancela la junta de padres y anota una tarea: llamar a la maestra",
    );
    expect(understood.calls.at(-1)).toMatchObject({
      toolName: "createTask",
      input: { title: "Llamar a la maestra" },
    });
  });
});

describe("which tasks, said as a relative clause, is a list (issue 16)", () => {
  it.each([
    "muéstrame las tareas que ya están hechas",
    "show me the tasks that are done",
    "mostra as tarefas que já estão feitas",
    "muéstrame las tareas ya hechas",
  ])("%s → listTasks done", (message) => {
    const understood = understand(message);
    expect(understood.outcome).toBe("act");
    expect(understood.calls).toEqual([{ toolName: "listTasks", input: { status: "done" } }]);
  });
});
