import { describe, expect, it } from "vitest";
import { understandingOn } from "#tests/server/harness/understanding.ts";

/**
 * The fourteenth round's families (holdout-2026-12-08), in phrasings of our own: who to call
 * after the trouble, a thing corrected while said, a bag the measure comes in, a month from
 * now, the talk after a list's lines, things got then marked, «ya» before a command, by the way,
 * a member before the task, a deadline by its day, one's own tasks, a face between sentences,
 * what used a thing up, back on the list, the week's meals sent to the list, a day asked with
 * «dime».
 */
const understand = understandingOn("2026-11-25");
const callsOf = (message: string) => understand(message).calls;

describe("who to call, said after the trouble", () => {
  it.each([
    ["se tapó la taza otra vez 😩 mandame un plomero pa mañana", "Plomería", "2026-11-26"],
    ["o fogão queimou, preciso de um eletricista amanha", "Electricidad", "2026-11-26"],
    ["the sink is clogged, get me a plumber for tomorrow", "Plomería", "2026-11-26"],
    ["el tanque esta perdiendo, ¿me pedis a alguien del gas para hoy?", "Gas", "2026-11-25"],
  ])("«%s» asks for %s on %s", (message, serviceType, date) => {
    expect(callsOf(message)).toEqual([
      {
        toolName: "createServiceRequest",
        input: { serviceType, description: expect.any(String), date },
      },
    ]);
  });
});

describe("a thing corrected while it is said", () => {
  it.each([
    [
      "ponme en la lista unas conchas pal café... no espera, mejor 8 bolillos",
      "addShoppingItems",
      { items: [{ name: "Bolillos", quantity: "8" }] },
    ],
    [
      "agrega leche, no mejor dicho leche deslactosada",
      "addShoppingItems",
      { items: [{ name: "Leche deslactosada" }] },
    ],
    ["add milk, I mean oat milk", "addShoppingItems", { items: [{ name: "Oat milk" }] }],
    [
      "coloca pão na lista, quer dizer, pão de queijo",
      "addShoppingItems",
      { items: [{ name: "Pão de queijo" }] },
    ],
    [
      "got the paper towels - wait no, the napkins. check them off",
      "checkShoppingItems",
      { names: ["Napkins"] },
    ],
  ])("«%s» keeps only what came after", (message, toolName, input) => {
    expect(callsOf(message)).toEqual([{ toolName, input }]);
  });
});

describe("the bag a measure comes in, and other containers", () => {
  it.each([
    ["add a 5 lb bag of rice", [{ name: "Rice", quantity: "5 lb" }]],
    ["add 2 kg bag of flour and foil", [{ name: "Flour", quantity: "2 kg" }, { name: "Foil" }]],
    ["agregame al changuito 3 potes de mermelada", [{ name: "Mermelada", quantity: "3 potes" }]],
  ])("«%s»", (message, items) => {
    expect(callsOf(message)).toEqual([{ toolName: "addShoppingItems", input: { items } }]);
  });
});

describe("a deadline a month away, or by a day of the month", () => {
  it.each([
    ["recuérdame cambiar el filtro dentro de un mes", "Cambiar el filtro", "2026-12-25"],
    ["remind me to renew the insurance in a month", "Renew the insurance", "2026-12-25"],
    ["me lembra de trocar o filtro daqui a um mês", "Trocar o filtro", "2026-12-25"],
    ["recuérdame pagar el seguro dentro de dos meses", "Pagar el seguro", "2027-01-25"],
    ["anota que hay que pagar la matrícula antes del 10", "Pagar la matrícula", "2026-12-10"],
    ["pay the tuition by the 10th", "Pay the tuition", "2026-12-10"],
  ])("«%s» is due on its day", (message, title, dueDate) => {
    expect(callsOf(message)).toEqual([
      { toolName: "createTask", input: { title, dueDate, priority: "medium" } },
    ]);
  });

  it("«daqui até domingo» is still a range from today", () => {
    expect(callsOf("o que tem daqui até domingo?")).toEqual([
      { toolName: "listEvents", input: { from: "2026-11-25", to: "2026-11-29" } },
    ]);
  });
});

describe("the talk after a list's lines is no line", () => {
  it.each([
    ["saca las peras de la lista, mi suegra nos trajo un montón", "removeShoppingItems", ["Peras"]],
    ["ya está el detergente, lo compró Carlos en el chino", "checkShoppingItems", ["Detergente"]],
  ])("«%s»", (message, toolName, names) => {
    expect(callsOf(message)).toEqual([{ toolName, input: { names } }]);
  });

  it("lines said together all stay", () => {
    expect(callsOf("quita el pan, la leche")).toEqual([
      { toolName: "removeShoppingItems", input: { names: ["Pan", "Leche"] } },
    ]);
  });
});

describe("things got, then marked by a closing that points back", () => {
  it.each([
    ["por fin encontré el detergente en el súper, márcalo", ["Detergente"]],
    ["o Carlos trouxe o pão, dá baixa", ["Pão"]],
    ["the kid grabbed the milk and eggs on his way home, mark those", ["Milk", "Eggs"]],
    [
      "ya eché al carrito el detergente y el pan de molde, chulee eso",
      ["Detergente", "Pan de molde"],
    ],
  ])("«%s» ticks %j", (message, names) => {
    expect(callsOf(message)).toEqual([{ toolName: "checkShoppingItems", input: { names } }]);
  });
});

describe("«ya» before a command, and «de paso» between two", () => {
  it("«ya tacha el pan» ticks the bread, no chore done", () => {
    expect(callsOf("ya tacha el pan")).toEqual([
      { toolName: "checkShoppingItems", input: { names: ["Pan"] } },
    ]);
  });

  it("«ya palomea el pan, y de paso apunta crema» ticks one and adds the other", () => {
    expect(callsOf("ya palomea el pan, y de paso apunta crema")).toEqual([
      { toolName: "checkShoppingItems", input: { names: ["Pan"] } },
      { toolName: "addShoppingItems", input: { items: [{ name: "Crema" }] } },
    ]);
  });

  it("«ya compré el pan» is still a thing bought", () => {
    expect(callsOf("ya compré el pan")).toEqual([
      { toolName: "checkShoppingItems", input: { names: ["Pan"] } },
    ]);
  });
});

describe("a member said before the task", () => {
  it("«créale a Mateo una tarea: …» is his", () => {
    expect(callsOf("créale a Mateo una tarea: ordenar el cuarto el sábado")).toEqual([
      {
        toolName: "createTask",
        input: {
          title: "Ordenar el cuarto",
          dueDate: "2026-11-28",
          priority: "medium",
          assignee: "Mateo",
        },
      },
    ]);
  });
});

describe("one's own tasks asked", () => {
  it.each([
    "¿y yo qué tareas tengo?",
    "what are my tasks",
    "what tasks do i have",
    "quais tarefas eu tenho?",
  ])("«%s» lists the asker's", (message) => {
    expect(callsOf(message)).toEqual([{ toolName: "listTasks", input: { assignee: "me" } }]);
  });

  it("«qué tareas tenemos» lists everyone's", () => {
    expect(callsOf("qué tareas tenemos")).toEqual([{ toolName: "listTasks", input: {} }]);
  });
});

describe("a thing run out, with a face, a reason and what used it up", () => {
  it.each([
    [
      "se nos terminó el azúcar 😭 anotalo en la lista así lo compro a la vuelta",
      "Azúcar",
      undefined,
    ],
    ["sugar's all gone after the cake. put 2 kilos on the list", "Sugar", "2 kg"],
  ])("«%s» empties it and lists it", (message, name, quantity) => {
    expect(callsOf(message)).toEqual([
      { toolName: "adjustPantryItem", input: { name, quantity: 0 } },
      {
        toolName: "addShoppingItems",
        input: { items: [quantity ? { name, quantity } : { name }] },
      },
    ]);
  });
});

describe("the week's meals sent to the list, in more words", () => {
  it.each([
    "pásale a la lista lo que falta para las comidas de la semana",
    "fill the list with what this week's meals need",
    "stock the list with whatever the menu needs this week",
  ])("«%s» is proposed", (message) => {
    const understood = understand(message);
    expect(understood.outcome).toBe("confirm");
    expect(understood.calls[0]?.input).toMatchObject({ tool: "addWeekToShoppingList" });
  });
});

describe("a day asked after «dime», a summary passed", () => {
  it.each([
    ["dime qué hay mañana, que ando a full", "2026-11-26"],
    ["me diz o que tem amanhã", "2026-11-26"],
    ["pasame un resumen de mañana", "2026-11-26"],
  ])("«%s» sums up that day", (message, date) => {
    expect(callsOf(message)).toEqual([{ toolName: "summarizeDay", input: { date } }]);
  });
});

describe("back on the list, said with «volver»", () => {
  it("«el cereal volvelo a la lista» puts it back", () => {
    expect(callsOf("el cereal volvelo a la lista")).toEqual([
      { toolName: "uncheckShoppingItems", input: { names: ["Cereal"] } },
    ]);
  });
});

describe("something to watch asked is the world's, a recipe is not", () => {
  it.each([
    "recomiéndame una peli para ver hoy",
    "suggest a movie for tonight",
    "me indica um filme pra hoje",
  ])("«%s» calls no tool", (message) => {
    expect(understand(message).outcome).toBe("outOfScope");
  });

  it("«recomiéndame una receta con pollo» suggests meals", () => {
    expect(callsOf("recomiéndame una receta con pollo")).toEqual([
      { toolName: "suggestMeals", input: {} },
    ]);
  });
});

describe("questions with more around them", () => {
  it.each([
    ["how much rice do we have and when does it expire?", "Rice"],
    ["¿cuánto pollo queda y cuándo vence?", "Pollo"],
  ])("«%s» reads the thing, its expiry with it", (message, name) => {
    expect(callsOf(message)).toEqual([{ toolName: "readPantry", input: { view: "item", name } }]);
  });

  it.each(["on my way to target, what do we need", "headed to walmart. anything we need?"])(
    "«%s» shows the shopping list",
    (message) => {
      expect(callsOf(message)).toEqual([{ toolName: "listShoppingItems", input: {} }]);
    },
  );

  it("«que toca de comer mañana?» reads tomorrow's plan", () => {
    expect(callsOf("que toca de comer mañana?")).toEqual([
      { toolName: "readMealPlan", input: { from: "2026-11-26" } },
    ]);
  });
});

describe("an event's new hour told", () => {
  it.each([
    ["the pediatrician called, they need to push us to 11:15", "Pediatrician", "11:15"],
    ["a consulta do pediatra vai começar mais tarde, ao meio-dia", "Consulta do pediatra", "12:00"],
    ["la junta de padres va a empezar más tarde, a las 8", "Junta de padres", "08:00"],
  ])("«%s» moves it", (message, title, time) => {
    const [call] = callsOf(message);
    expect(call?.toolName).toBe("updateEvent");
    expect(call?.input).toMatchObject({ title, time });
  });
});

describe("a chore not done after all, and «now» after an exclamation", () => {
  it("«the dog walk didn't actually happen, undo that» reopens it", () => {
    expect(callsOf("the dog walk didn't actually happen, undo that")).toEqual([
      { toolName: "reopenTask", input: { title: expect.stringMatching(/^(the )?dog walk$/i) } },
    ]);
  });

  it("«fixed the door finally!! now add a task to paint it on saturday» is two requests", () => {
    expect(callsOf("fixed the door finally!! now add a task to paint it on saturday")).toEqual([
      { toolName: "completeTask", input: { title: expect.stringMatching(/door/i) } },
      {
        toolName: "createTask",
        input: { title: "Paint it", dueDate: "2026-11-28", priority: "medium" },
      },
    ]);
  });
});

describe("«ahora» after an exclamation, in Spanish", () => {
  it("«ya pagué la luz!! ahora agrega leche» is two requests, read in Spanish", () => {
    const understood = understand("ya pagué la luz!! ahora agrega leche");
    expect(understood.language).toBe("es");
    expect(understood.calls).toEqual([
      { toolName: "completeTask", input: { title: "La luz" } },
      { toolName: "addShoppingItems", input: { items: [{ name: "Leche" }] } },
    ]);
  });
});

describe("a priority lowered, a day after a chore handed over, soap for the clothes", () => {
  it("«lower the priority on the internet bill, it's on autopay now» makes it low", () => {
    expect(callsOf("lower the priority on the internet bill, it's on autopay now")).toEqual([
      { toolName: "updateTask", input: { title: "Internet bill", priority: "low" } },
    ]);
  });

  it("«bájale la prioridad a lo del filtro» makes it low", () => {
    expect(callsOf("bájale la prioridad a lo del filtro, ya no corre prisa")).toEqual([
      { toolName: "updateTask", input: { title: "Filtro", priority: "low" } },
    ]);
  });

  it("«a limpeza da geladeira fica com a Sofia, pra segunda» hands it over on that day", () => {
    expect(callsOf("a limpeza da geladeira fica com a Sofia, pra segunda")).toEqual([
      {
        toolName: "updateTask",
        input: { title: "A limpeza da geladeira", assignee: "Sofia", dueDate: "2026-11-30" },
      },
    ]);
  });

  it("«jabón pa la ropa» is the whole name (the detergent), not soap", () => {
    expect(callsOf("ya palomea el jabón pa la ropa")).toEqual([
      { toolName: "checkShoppingItems", input: { names: ["Jabón pa la ropa"] } },
    ]);
  });
});

describe("what was used, a tick undone, a line back on, the bills behind", () => {
  it("«usé 3 huevos en el pastel, descontalos» takes only the eggs off", () => {
    expect(callsOf("usé 3 huevos en el pastel, descontalos")).toEqual([
      { toolName: "adjustPantryItem", input: { name: "Huevos", delta: -3 } },
    ]);
  });

  it("«el cereal que taché, me equivoqué, aún no lo compro» unticks the cereal", () => {
    expect(callsOf("el cereal que taché, me equivoqué, aún no lo compro")).toEqual([
      { toolName: "uncheckShoppingItems", input: { names: ["Cereal"] } },
    ]);
  });

  it("«milk's back on, we finished it already» puts the milk back", () => {
    expect(callsOf("milk's back on, we finished it already")).toEqual([
      { toolName: "uncheckShoppingItems", input: { names: ["Milk"] } },
    ]);
  });

  it.each([
    "hay alguna cuenta vencida?",
    "any overdue bills?",
    "tem alguma conta vencida que ninguém pagou?",
  ])("«%s» lists the chores behind", (message) => {
    expect(callsOf(message)).toEqual([{ toolName: "listTasks", input: { status: "overdue" } }]);
  });
});

describe("«marca» a thing with no day ticks it; with a day or a gathering it books", () => {
  it.each([
    ["marca el pan", ["Pan"]],
    ["marca la marraqueta, ya la compré en la panadería de la esquina", ["Marraqueta"]],
    ["por fin consegui el detergente en la bodega, marcalo", ["Detergente"]],
  ])("«%s» ticks %j", (message, names) => {
    expect(callsOf(message)).toEqual([{ toolName: "checkShoppingItems", input: { names } }]);
  });

  it("«marca la cita con el dentista el viernes» books it", () => {
    expect(callsOf("marca la cita con el dentista el viernes")).toEqual([
      {
        toolName: "createEvent",
        input: { title: "Cita con el dentista", date: "2026-11-27", eventType: "health" },
      },
    ]);
  });
});

describe("usted's command with its pronoun, and a gathering «with» someone", () => {
  it("«bórreme la tarea del filtro, ya no hace falta» deletes «Filtro»", () => {
    expect(callsOf("bórreme la tarea del filtro, ya no hace falta")).toEqual([
      { toolName: "deleteTask", input: { title: "Filtro" } },
    ]);
  });

  it("«movie night with friends saturday 7pm, about 3 hours» is an event", () => {
    expect(callsOf("movie night with friends saturday 7pm, about 3 hours")).toEqual([
      {
        toolName: "createEvent",
        input: {
          title: "Movie night with friends",
          date: "2026-11-28",
          time: "19:00",
          durationMinutes: 180,
          eventType: "general",
        },
      },
    ]);
  });
});
