import { describe, expect, it } from "vitest";
import { understandingOn } from "#tests/server/harness/understanding.ts";

/** Sunday 22 November 2026: every date below is counted from it. */
const today = "2026-11-22";
const understand = understandingOn(today);

type Case = [utterance: string, tool: string | null, input?: Record<string, unknown>];

/** The reference examples of the earlier engine that still hold, in the contract's shapes. */
const cases: Case[] = [
  [
    "agrega leche y 2 kg de arroz a la lista",
    "addShoppingItems",
    { items: [{ name: "Leche" }, { name: "Arroz", quantity: "2 kg" }] },
  ],
  ["Agregá pan a la lista del súper", "addShoppingItems", { items: [{ name: "Pan" }] }],
  ["agrega huevos a la lista", "addShoppingItems", { items: [{ name: "Huevos" }] }],
  [
    "porfa anótame tortillas, frijoles y una docena de huevos",
    "addShoppingItems",
    { items: [{ name: "Tortillas" }, { name: "Frijoles" }, { name: "Huevos", quantity: "12" }] },
  ],
  ["añade jamón a mi lista", "addShoppingItems", { items: [{ name: "Jamón" }] }],
  ["agrga leche a la lista", "addShoppingItems", { items: [{ name: "Leche" }] }],
  ["necesito comprar detergente", "addShoppingItems", { items: [{ name: "Detergente" }] }],
  [
    "hay que comprar 3 litros de leche",
    "addShoppingItems",
    { items: [{ name: "Leche", quantity: "3 l" }] },
  ],
  ["sumá yerba a la lista", "addShoppingItems", { items: [{ name: "Yerba" }] }],
  ["pon aguacates en la lista", "addShoppingItems", { items: [{ name: "Aguacates" }] }],
  [
    "add eggs and bread to the shopping list",
    "addShoppingItems",
    { items: [{ name: "Eggs" }, { name: "Bread" }] },
  ],
  ["adiciona café na lista", "addShoppingItems", { items: [{ name: "Café" }] }],
  [
    "parce, anota arepas y queso en la lista",
    "addShoppingItems",
    { items: [{ name: "Arepas" }, { name: "Queso" }] },
  ],
  ["wey, ¿qué hay que comprar?", "listShoppingItems", {}],
  ["¿qué tengo que comprar?", "listShoppingItems", {}],
  ["que tenemos que comprar", "listShoppingItems", {}],
  ["qué hay en la lista", "listShoppingItems", {}],
  ["what do we need to buy?", "listShoppingItems", {}],
  ["o que preciso comprar?", "listShoppingItems", {}],
  ["ya compré el pan", "checkShoppingItems", { names: ["Pan"] }],
  ["ya compre la leche y los huevos", "checkShoppingItems", { names: ["Leche", "Huevos"] }],
  ["I bought milk", "checkShoppingItems", { names: ["Milk"] }],
  // The thing bought is the list's, not a task done; crossing out says so too.
  ["ya compré las pilas", "checkShoppingItems", { names: ["Pilas"] }],
  // What was used for something is not the thing's name.
  ["usé 3 huevos en el pastel", "adjustPantryItem", { name: "Huevos", delta: -3 }],
  ["usei 2 ovos no bolo", "adjustPantryItem", { name: "Ovos", delta: -2 }],
  ["we used 2 eggs for breakfast", "adjustPantryItem", { name: "Eggs", delta: -2 }],
  // A need that names no service but fits the list is groceries.
  [
    "we need a dozen bananas and a bag of rice",
    "addShoppingItems",
    {
      items: [
        { name: "Bananas", quantity: "12" },
        { name: "Rice", quantity: "1 bag" },
      ],
    },
  ],
  ["ya conseguí las servilletas, táchalas", "checkShoppingItems", { names: ["Servilletas"] }],
  ["el jabón ya está, táchalo", "checkShoppingItems", { names: ["Jabón"] }],
  ["já comprei o arroz", "checkShoppingItems", { names: ["Arroz"] }],
  [
    "recuérdame pagar la luz el viernes",
    "createTask",
    { title: "Pagar la luz", dueDate: "2026-11-27" },
  ],
  [
    "recuerdame llamar al dentista mañana",
    "createTask",
    { title: "Llamar al dentista", dueDate: "2026-11-23" },
  ],
  [
    "recordame sacar la basura pasado mañana",
    "createTask",
    { title: "Sacar la basura", dueDate: "2026-11-24" },
  ],
  [
    "acuérdame de renovar el pasaporte el 15 de diciembre",
    "createTask",
    { title: "Renovar el pasaporte", dueDate: "2026-12-15" },
  ],
  [
    "recuerdame pagar el gas en 3 dias",
    "createTask",
    { title: "Pagar el gas", dueDate: "2026-11-25" },
  ],
  [
    "recuerdame comprar regalo para la abuela el sabado, es urgente",
    "createTask",
    { title: "Comprar regalo para la abuela", dueDate: "2026-11-28", priority: "urgent" },
  ],
  [
    "recuérdame pagar la luz el viernes, es importante",
    "createTask",
    { title: "Pagar la luz", dueDate: "2026-11-27", priority: "high" },
  ],
  [
    "remind me to call the bank tomorrow, it's urgent",
    "createTask",
    { title: "Call the bank", dueDate: "2026-11-23", priority: "urgent" },
  ],
  ["agrega una tarea: lavar el carro", "createTask", { title: "Lavar el carro" }],
  // Numbers come before things: "dos panelas" stays as written.
  [
    "ponme dos panelas y una bolsa de leche",
    "addShoppingItems",
    {
      items: [
        { name: "Panelas", quantity: "2" },
        { name: "Leche", quantity: "1 bolsa" },
      ],
    },
  ],
  [
    "me regala una libra de arroz para la lista",
    "addShoppingItems",
    { items: [{ name: "Arroz", quantity: "1 lb" }] },
  ],
  // A question of when reads the calendar; it creates nothing.
  ["¿cuándo es la junta de padres?", "listEvents", { from: "2026-11-22" }],
  ["quando é o aniversário da Sofía?", "listEvents", { from: "2026-11-22" }],
  [
    "sacar la basura todos los martes y jueves",
    "createTask",
    { title: "Sacar la basura", recurrence: "weekly" },
  ],
  [
    "passa a tarefa de lavar o carro pro Mateo",
    "updateTask",
    { title: "Lavar o carro", assignee: "Mateo" },
  ],
  [
    "lavar el carro debería ser cada semana",
    "updateTask",
    { title: "Lavar el carro", recurrence: "weekly" },
  ],
  ["cancela lo del viernes", "listEvents", { from: "2026-11-27", to: "2026-11-27" }],
  [
    "agrega un atado de culantro y crema",
    "addShoppingItems",
    { items: [{ name: "Culantro", quantity: "1 atado" }, { name: "Crema" }] },
  ],
  ["pon ajo y cebolla", "addShoppingItems", { items: [{ name: "Ajo" }, { name: "Cebolla" }] }],
  ["ad milk to teh list", "addShoppingItems", { items: [{ name: "Milk" }] }],
  ["¿qué tengo anotado para el súper?", "listShoppingItems", {}],
  [
    "asignale a Sofía lo de sacar la basura",
    "updateTask",
    { title: "Sacar la basura", assignee: "Sofía" },
  ],
  ["we used up the coffee", "adjustPantryItem", { name: "Coffee", quantity: 0 }],
  ["¿qué tareas se pasaron de fecha?", "listTasks", { status: "overdue" }],
  [
    "move the parent meeting to monday the 30th at 6pm",
    "updateEvent",
    { title: "Parent meeting", date: "2026-11-30", time: "18:00" },
  ],
  [
    "crea una tarea: pagar la tarjeta, prioridad alta",
    "createTask",
    { title: "Pagar la tarjeta", priority: "high" },
  ],
  // Deadlines and days of the month.
  [
    "hay que pagar el agua antes del viernes",
    "createTask",
    { title: "Pagar el agua", dueDate: "2026-11-27" },
  ],
  [
    "me lembra de pagar o aluguel dia 5",
    "createTask",
    { title: "Pagar o aluguel", dueDate: "2026-12-05" },
  ],
  // A thing to do said where groceries go is still a task.
  ["ya no hace falta lavar el carro, bórrala", "deleteTask", { title: "Lavar el carro" }],
  // A closing "check them off", "marca na lista" repeats the request.
  ["got the apples, check them off", "checkShoppingItems", { names: ["Apples"] }],
  ["comprei as maçãs, marca na lista", "checkShoppingItems", { names: ["Maçãs"] }],
  [
    "parent teacher conference thursday 5 to 6pm",
    "createEvent",
    { date: "2026-11-26", time: "17:00", durationMinutes: 60 },
  ],
  // A change of priority to a task that is there.
  [
    "lo de la colegiatura ponlo urgente",
    "updateTask",
    { title: "Colegiatura", priority: "urgent" },
  ],
  ["make the laundry task urgent", "updateTask", { title: "Laundry", priority: "urgent" }],
  [
    "deixa a tarefa de lavar o carro como importante",
    "updateTask",
    { title: "Lavar o carro", priority: "high" },
  ],
  [
    "urgent: pay the water bill by friday",
    "createTask",
    { title: "Pay the water bill", dueDate: "2026-11-27", priority: "urgent" },
  ],
  [
    "tengo que inscribir a los niños la próxima semana",
    "createTask",
    { title: "Inscribir a los niños", dueDate: "2026-11-23" },
  ],
  ["remind me to pay rent on friday", "createTask", { title: "Pay rent", dueDate: "2026-11-27" }],
  [
    "me lembra de pagar a escola amanhã",
    "createTask",
    { title: "Pagar a escola", dueDate: "2026-11-23" },
  ],
  [
    "recuerdame pagar la luz el 1/12",
    "createTask",
    { title: "Pagar la luz", dueDate: "2026-12-01" },
  ],
  [
    "che, recordame llevar el auto al taller el lunes",
    "createTask",
    { title: "Llevar el auto al taller", dueDate: "2026-11-23" },
  ],
  ["¿qué tareas tengo?", "listTasks", {}],
  ["¿qué hay el viernes?", "listEvents", { from: "2026-11-27", to: "2026-11-27" }],
  [
    "que Mateo ordene su cuarto el sábado",
    "createTask",
    { assignee: "Mateo", dueDate: "2026-11-28" },
  ],
  ["agrega crema y pasta", "addShoppingItems", { items: [{ name: "Crema" }, { name: "Pasta" }] }],
  ["what's on Carlos's list of chores?", "listTasks", { assignee: "Carlos" }],
  ["el jabón no lo compré al final, volvé a ponerlo", "uncheckShoppingItems", { names: ["Jabón"] }],
  ["que hay pendiente", "listTasks", {}],
  ["ya pagué la luz", "completeTask", { title: "La luz" }],
  ["terminé la tarea lavar los platos", "completeTask"],
  ["marca sacar la basura como hecha", "completeTask", { title: "Sacar la basura" }],
  ["¿qué tenemos hoy?", "summarizeDay", {}],
  ["que hay para hoy", "summarizeDay", {}],
  ["resume mi día", "summarizeDay", {}],
  ["what's on today?", "summarizeDay", {}],
  ["o que temos hoje?", "summarizeDay", {}],
  [
    "agenda la junta de padres el jueves a las 7",
    "createEvent",
    { title: "Junta de padres", date: "2026-11-26", time: "19:00", eventType: "school" },
  ],
  [
    "agendá una cita con el pediatra el 3 de diciembre a las 10 de la mañana",
    "createEvent",
    { date: "2026-12-03", time: "10:00", eventType: "health" },
  ],
  [
    "agenda cumpleaños de Sofi el sábado a las 5 de la tarde",
    "createEvent",
    { title: "Cumpleaños de Sofi", date: "2026-11-28", time: "17:00", eventType: "birthday" },
  ],
  [
    "agendame la cena familiar mañana a las 8 de la noche",
    "createEvent",
    { title: "Cena familiar", date: "2026-11-23", time: "20:00", eventType: "family" },
  ],
  [
    "tengo cita con el dentista el martes a las 4:30",
    "createEvent",
    { title: "Cita con el dentista", date: "2026-11-24", time: "16:30", eventType: "health" },
  ],
  [
    "schedule soccer practice on saturday at 9 am",
    "createEvent",
    { title: "Soccer practice", date: "2026-11-28", time: "09:00" },
  ],
  [
    "agenda reunión de trabajo el lunes al mediodía",
    "createEvent",
    { title: "Reunión de trabajo", date: "2026-11-23", time: "12:00", eventType: "work" },
  ],
  ["agenda la fiesta el 24 de diciembre", "createEvent", { title: "Fiesta", date: "2026-12-24" }],
  // A change to what is there: "para las 5" is a time, what follows a comma is why.
  [
    "la reunión de padres cámbiala para las 5",
    "updateEvent",
    { title: "Reunión de padres", time: "17:00" },
  ],
  ["desmarcá lo de la basura, al final no la sacaron", "reopenTask", { title: "La basura" }],
  [
    "lo de regar las plantas no se hizo, márcala como pendiente de nuevo",
    "reopenTask",
    { title: "Regar las plantas" },
  ],
  [
    "agrega pan y queso para la once",
    "addShoppingItems",
    { items: [{ name: "Pan" }, { name: "Queso" }] },
  ],
  // An event said without a verb, and a time range: its start and how long.
  [
    "cena con los suegros el viernes 8pm",
    "createEvent",
    { title: "Cena con los suegros", date: "2026-11-27", time: "20:00" },
  ],
  [
    "jantar da vó domingo às 19h",
    "createEvent",
    { title: "Jantar da vó", date: "2026-11-29", time: "19:00" },
  ],
  [
    "el viernes pediatra de Sofía 10am",
    "createEvent",
    { title: "Pediatra de Sofía", date: "2026-11-27", time: "10:00" },
  ],
  [
    "asado en lo de los abuelos el sábado de 1 a 5",
    "createEvent",
    { date: "2026-11-28", time: "13:00", durationMinutes: 240 },
  ],
  [
    "festa junina na escola sábado das 14 às 18h",
    "createEvent",
    { date: "2026-11-28", time: "14:00", durationMinutes: 240 },
  ],
  [
    "yoga class on thursday from 7 to 9pm",
    "createEvent",
    { title: "Yoga class", date: "2026-11-26", time: "19:00", durationMinutes: 120 },
  ],
  [
    "agenda la reunión del trabajo el lunes entre las 10 y las 12",
    "createEvent",
    { date: "2026-11-23", time: "10:00", durationMinutes: 120 },
  ],
  ["¿qué tenemos esta semana?", "listEvents", { from: "2026-11-22", to: "2026-11-29" }],
  ["qué tenemos el sábado", "listEvents", { from: "2026-11-28", to: "2026-11-28" }],
  ["que hay mañana", "summarizeDay", { date: "2026-11-23" }],
  ["¿qué se está acabando?", "readPantry", { view: "low" }],
  ["what's running low?", "readPantry", { view: "low" }],
  ["¿qué vence esta semana?", "readPantry", { view: "expiring" }],
  ["que caduca pronto", "readPantry", { view: "expiring" }],
  ["¿cuántos huevos quedan?", "readPantry", { view: "item", name: "Huevos" }],
  ["cuanto arroz tenemos", "readPantry", { view: "item", name: "Arroz" }],
  ["¿tenemos leche?", "readPantry", { view: "item", name: "Leche" }],
  ["usé 2 huevos", "adjustPantryItem", { name: "Huevos", delta: -2 }],
  ["se acabó la leche", "adjustPantryItem", { name: "Leche", quantity: 0 }],
  ["quedan 3 latas de atún", "adjustPantryItem", { name: "Atún", quantity: 3 }],
  [
    "necesito un plomero para el sábado",
    "createServiceRequest",
    { serviceType: "Plomería", date: "2026-11-28" },
  ],
  [
    "ocupo un electricista mañana, no prende la luz de la cocina",
    "createServiceRequest",
    { serviceType: "Electricidad", date: "2026-11-23" },
  ],
  [
    "necesitamos fumigar la casa el 5 de diciembre",
    "createServiceRequest",
    { serviceType: "Fumigación", date: "2026-12-05" },
  ],
  [
    "I need a plumber on monday",
    "createServiceRequest",
    { serviceType: "Plomería", date: "2026-11-23" },
  ],
  ["¿qué cocino hoy?", "suggestMeals", {}],
  ["que hago de comer", "suggestMeals", {}],
  ["what should I cook tonight?", "suggestMeals", {}],
  ["hola! agrega tomates a la lista", "addShoppingItems", { items: [{ name: "Tomates" }] }],
  ["hola", null],
  ["buenas tardes, Hogaria", null],
  ["¿qué puedes hacer?", null],
  ["what can you do", null],
  ["gracias!", null],
  ["¿cuál es la capital de Francia?", null],
  ["cuéntame un chiste", null],
];

describe("the understanding reads household requests", () => {
  it.each(cases)("%s → %s", (utterance, tool, input) => {
    const understood = understand(utterance);
    if (tool === null) {
      expect(understood.calls).toEqual([]);
      return;
    }
    // Every one of these is a clear request: it acts, it does not ask.
    expect(understood.outcome, JSON.stringify(understood.calls)).toBe("act");
    const call = understood.calls.find((candidate) => candidate.toolName === tool);
    expect(call?.toolName, JSON.stringify(understood.calls)).toBe(tool);
    if (input) expect(call?.input).toMatchObject(input);
  });
});

describe("what issue 16 saw, read right", () => {
  it("«compra leche, pan y 2 kilos de papas» adds three items: compra is «buy»", () => {
    expect(understand("compra leche, pan y 2 kilos de papas").calls).toEqual([
      {
        toolName: "addShoppingItems",
        input: { items: [{ name: "Leche" }, { name: "Pan" }, { name: "Papas", quantity: "2 kg" }] },
      },
    ]);
  });

  it("«hay que fumigar, hay hormigas…» is a request for Fumigación; «hay que fumigar» alone asks", () => {
    const said = understand("hay que fumigar el patio, hay muchas hormigas");
    expect(said.outcome).toBe("act");
    expect(said.calls[0]).toMatchObject({
      toolName: "createServiceRequest",
      input: { serviceType: "Fumigación" },
    });
    expect(understand("hay que fumigar").outcome).toBe("confirm");
  });

  it.each([
    ["hola, ¿qué hay que comprar?", "listShoppingItems"],
    ["bom dia, coloca leite na lista", "addShoppingItems"],
    ["good morning! what do we have today?", "summarizeDay"],
  ])("a greeting, then a request (%s): the request is answered", (message, tool) => {
    expect(understand(message).calls[0]?.toolName).toBe(tool);
  });

  it("«o cachorro não foi passear, reabre a tarefa»: the closing command is the request", () => {
    // The telling names the task the closing "reopen it" points to (reopen-requests.ts): it is
    // reopened, once (it was proposed before the third round).
    const understood = understand("o cachorro não foi passear, reabre a tarefa");
    expect(understood.calls).toHaveLength(1);
    expect(understood.calls[0]?.toolName).toBe("reopenTask");
    expect(String(understood.calls[0]?.input.title)).toMatch(/cachorro/i);
  });

  it("«la natación de Mateo hoy se corre para las 6» moves it, never creates an event", () => {
    const understood = understand("la junta de padres se corre para las 8");
    const call = understood.calls[0];
    const tool = call?.toolName === "proposeAction" ? call.input.tool : call?.toolName;
    expect(tool).toBe("updateEvent");
    expect(JSON.stringify(understood.calls)).not.toContain("createEvent");
  });

  it("a list that opens with an unknown word is no greeting", () => {
    expect(understand("caraotas, arepas y queso blanco para la lista").calls[0]).toMatchObject({
      toolName: "addShoppingItems",
      input: { items: [{ name: "Caraotas" }, { name: "Arepas" }, { name: "Queso blanco" }] },
    });
  });

  it.each(["¿quién tiene que lavar el carro?", "que vence pronto en la heladera"])(
    "%s names no member: no task is created",
    (message) => {
      expect(JSON.stringify(understand(message).calls)).not.toContain("createTask");
    },
  );

  it.each([
    "¿cuánto está el dólar hoy?",
    "¿cuántos kilómetros hay de Lima a Cusco?",
    "¿cuántos años tiene Shakira?",
    "how many people live in Brazil?",
    "quantos habitantes tem o Brasil?",
  ])("a question about the world (%s) is out of scope, not a pantry item", (message) => {
    const understood = understand(message);
    expect(understood.outcome).toBe("outOfScope");
    expect(understood.calls).toEqual([]);
  });

  it.each([
    ["¿tenemos leche de almendras?", "Leche de almendras"],
    ["do we have any milk left?", "Milk"],
  ])("a pantry question (%s) still reads the pantry", (message, name) => {
    expect(understand(message).calls).toEqual([
      { toolName: "readPantry", input: { view: "item", name } },
    ]);
  });

  it("«pon una cumbia de Los Ángeles Azules» is never added to the list without asking", () => {
    expect(understand("pon una cumbia de Los Ángeles Azules").outcome).not.toBe("act");
  });

  it("«pon música de Bad Bunny» is out of scope and calls nothing", () => {
    const understood = understand("pon música de Bad Bunny");
    expect(understood.outcome).toBe("outOfScope");
    expect(understood.calls).toEqual([]);
  });

  it("«Anota que mañana tengo que ir al banco» is a task for tomorrow", () => {
    expect(understand("Anota que mañana tengo que ir al banco").calls).toEqual([
      {
        toolName: "createTask",
        input: { title: "Ir al banco", dueDate: "2026-11-23", priority: "medium" },
      },
    ]);
  });

  it("«se nos acabó el café, agrégalo a la lista» runs both, and «agrégalo» is the café", () => {
    expect(understand("se nos acabó el café, agrégalo a la lista").calls).toEqual([
      { toolName: "adjustPantryItem", input: { name: "Café", quantity: 0 } },
      { toolName: "addShoppingItems", input: { items: [{ name: "Café" }] } },
    ]);
  });

  it("«Compré 6 huevos» adds 6 to the pantry (the contract's delta +6)", () => {
    expect(understand("Compré 6 huevos").calls).toEqual([
      { toolName: "adjustPantryItem", input: { name: "Huevos", delta: 6 } },
    ]);
  });

  it("«coloca na lista: sabão em pó, 3 caixas de leite e banana» keeps every word as written", () => {
    const understood = understand("coloca na lista: sabão em pó, 3 caixas de leite e banana");
    expect(understood.language).toBe("pt");
    expect(understood.calls).toEqual([
      {
        toolName: "addShoppingItems",
        input: {
          items: [
            { name: "Sabão em pó" },
            { name: "Leite", quantity: "3 caixas" },
            { name: "Banana" },
          ],
        },
      },
    ]);
  });

  it.each([
    ["agrega asado a la lista", "Asado"],
    ["anota banana en la lista", "Banana"],
    ["agrega sabão a la lista", "Sabão"],
    ["necesito comprar papel de cocina", "Papel de cocina"],
  ])("never rewrites a correct word: %s", (message, name) => {
    expect(understand(message).calls[0]?.input).toEqual({ items: [{ name }] });
  });

  it("«¿qué tengo que hacer hoy?» is the day: tasks and events", () => {
    expect(understand("¿qué tengo que hacer hoy?").calls).toEqual([
      { toolName: "summarizeDay", input: {} },
    ]);
  });

  it("«anota en el calendario la reunión de apoderados el lunes 19:30» keeps the time", () => {
    expect(
      understand("anota en el calendario la reunión de apoderados el lunes 19:30").calls,
    ).toEqual([
      {
        toolName: "createEvent",
        input: {
          title: "Reunión de apoderados",
          date: "2026-11-23",
          time: "19:30",
          eventType: "school",
        },
      },
    ]);
  });

  it("«Recuérdame pagar el gas el viernes a las 10» keeps the time", () => {
    expect(understand("Recuérdame pagar el gas el viernes a las 10").calls[0]?.input).toMatchObject(
      {
        title: "Pagar el gas",
        dueDate: "2026-11-27",
        dueTime: "10:00",
      },
    );
  });
});

describe("items and quantities", () => {
  it.each([
    ["agrega una docena de huevos", { name: "Huevos", quantity: "12" }],
    ["agrega aguacates x6", { name: "Aguacates", quantity: "6" }],
    ["agrega medio kilo de carne", { name: "Carne", quantity: "0.5 kg" }],
    ["anota un par de limones", { name: "Limones", quantity: "2" }],
    ["toca comprar un kilo y medio de papas", { name: "Papas", quantity: "1.5 kg" }],
    ["add 2 pounds of chicken to the list", { name: "Chicken", quantity: "2 lb" }],
    ["ponle yogur griego", { name: "Yogur griego" }],
    ["Agregá pan a la lista del súper", { name: "Pan" }],
  ])("%s acts at once", (message, item) => {
    const understood = understand(message);
    expect(understood.outcome).toBe("act");
    expect(understood.calls).toEqual([{ toolName: "addShoppingItems", input: { items: [item] } }]);
  });

  it.each([
    ["mandarinas", "addShoppingItems"],
    ["toallas húmedas", "addShoppingItems"],
    ["galletas de avena?", "addShoppingItems"],
  ])("asks before acting on a bare noun: %s", (message, tool) => {
    const understood = understand(message);
    expect(understood.outcome).toBe("confirm");
    expect(understood.calls).toHaveLength(1);
    expect(understood.calls[0]?.toolName).toBe("proposeAction");
    expect(understood.calls[0]?.input.tool).toBe(tool);
  });
});

describe("what families type and say, read as they mean it", () => {
  it.each([
    ["q tenemos q comprar", "listShoppingItems", {}],
    ["oq ta faltando na lista", "listShoppingItems", {}],
    ["vc pode adicionar leite na lista", "addShoppingItems", { items: [{ name: "Leite" }] }],
    ["fijate si nos queda yerba", "readPantry", { view: "item", name: "Yerba" }],
    ["¿tenemos pollo? ¿cuánto hay?", "readPantry", { view: "item", name: "Pollo" }],
    ["anything going off soon?", "readPantry", { view: "expiring" }],
    [
      "2 lbs of ground beef pls",
      "addShoppingItems",
      { items: [{ name: "Ground beef", quantity: "2 lb" }] },
    ],
    ["un kilito de papas", "addShoppingItems", { items: [{ name: "Papas", quantity: "1 kg" }] }],
    [
      "marca el pan y las tortillas como compradas",
      "checkShoppingItems",
      { names: ["Pan", "Tortillas"] },
    ],
    ["las servilletas desmárcalas", "uncheckShoppingItems", { names: ["Servilletas"] }],
  ] as const)("%s → %s", (message, tool, input) => {
    const understood = understand(message);
    expect(understood.outcome, JSON.stringify(understood)).toBe("act");
    expect(understood.calls).toEqual([{ toolName: tool, input }]);
  });

  it("«usé los últimos huevos, pon una docena en la lista»: none left, and a dozen of them to buy", () => {
    expect(understand("usé los últimos huevos, pon una docena en la lista").calls).toEqual([
      { toolName: "adjustPantryItem", input: { name: "Huevos", quantity: 0 } },
      { toolName: "addShoppingItems", input: { items: [{ name: "Huevos", quantity: "12" }] } },
    ]);
  });

  it("«compra leche porque se acabó»: the reason asks for nothing", () => {
    expect(understand("compra leche porque se acabó").calls).toEqual([
      { toolName: "addShoppingItems", input: { items: [{ name: "Leche" }] } },
    ]);
  });

  it.each(["jajaja", "kkkkkk 😂😂", "lol 😂"])("a laugh changes nothing: %s", (message) => {
    const understood = understand(message);
    expect(understood.outcome).toBe("laughter");
    expect(understood.calls).toEqual([]);
  });

  it.each(["vaciá la lista", "esvazia a lista de compras", "empty the shopping list"])(
    "«%s» proposes emptying the list, and never empties it unasked",
    (message) => {
      const understood = understand(message);
      expect(understood.outcome).toBe("confirm");
      expect(understood.calls[0]?.input).toMatchObject({
        tool: "removeShoppingItems",
        args: { all: true },
      });
    },
  );

  it.each([
    ["tira o pão da lista, já tem", "removeShoppingItems", { names: ["Pão"] }],
    [
      "sobrou só meio pacote de café",
      "adjustPantryItem",
      { name: "Café", quantity: 0.5, unit: "paquete" },
    ],
    ["we ate all the cookies", "adjustPantryItem", { name: "Cookies", quantity: 0 }],
    ["a gente tá sem açúcar", "adjustPantryItem", { name: "Açúcar", quantity: 0 }],
    ["put milk on the grocery list", "addShoppingItems", { items: [{ name: "Milk" }] }],
    ["quero agendar uma faxina pesada", "createServiceRequest", { serviceType: "Limpieza" }],
  ] as const)("%s → %s", (message, tool, input) => {
    const understood = understand(message);
    expect(understood.outcome, JSON.stringify(understood)).toBe("act");
    expect(understood.calls).toMatchObject([{ toolName: tool, input }]);
  });

  it.each(["¿cuánto está la UF hoy?", "how much is a gallon of milk?"])(
    "a price is the world's: %s",
    (message) => {
      expect(understand(message)).toMatchObject({ outcome: "outOfScope", calls: [] });
    },
  );

  it("«anota pan y saca el detergente»: a take-out after a change to the list is the list's", () => {
    expect(understand("anota pan y saca el detergente").calls).toEqual([
      { toolName: "addShoppingItems", input: { items: [{ name: "Pan" }] } },
      { toolName: "removeShoppingItems", input: { names: ["Detergente"] } },
    ]);
    expect(JSON.stringify(understand("compra pan y saca la basura").calls)).not.toContain(
      "removeShoppingItems",
    );
  });

  it("«se nos terminó el arroz, anótalo»: none left, and on the list", () => {
    expect(understand("se nos terminó el arroz, anótalo").calls).toEqual([
      { toolName: "adjustPantryItem", input: { name: "Arroz", quantity: 0 } },
      { toolName: "addShoppingItems", input: { items: [{ name: "Arroz" }] } },
    ]);
  });

  it("«ay se me olvidaba, anota tortillas»: the aside before is no request", () => {
    expect(understand("ay se me olvidaba, anota tortillas").calls).toEqual([
      { toolName: "addShoppingItems", input: { items: [{ name: "Tortillas" }] } },
    ]);
  });

  it("«necesito pintar la sala» is never a grocery", () => {
    expect(JSON.stringify(understand("necesito pintar la sala").calls)).not.toContain(
      "addShoppingItems",
    );
  });

  it("«limpia la cocina» is no emptying of the list", () => {
    expect(JSON.stringify(understand("limpia la cocina").calls)).not.toContain("all");
  });

  it("«2 huevos»: a number and a thing, no unit, is only asked", () => {
    expect(understand("2 huevos").outcome).toBe("confirm");
  });
});

describe("precision first", () => {
  it("runs the proposed action on «sí» and nothing on «no»", () => {
    const pending = { tool: "addShoppingItems", args: { items: [{ name: "Música" }] } };
    for (const yes of ["Sí", "sí, dale", "Sim", "yes"]) {
      expect(understand(yes, { pending }).calls).toEqual([
        { toolName: "addShoppingItems", input: pending.args },
      ]);
    }
    expect(understand("No", { pending })).toMatchObject({ outcome: "declined", calls: [] });
  });

  it.each([
    "",
    "   ",
    "😀😀😀",
    "<script>alert('x')</script> agrega leche",
    "a".repeat(10_000),
    "asdfgh qwerty",
  ])("changes nothing on bad input: %s", (message) => {
    expect(understand(message).calls).toEqual([]);
  });
});

describe("the language of the request", () => {
  it.each([
    ["agrega leche", "es"],
    ["add milk to the list", "en"],
    ["o que preciso comprar hoje", "pt"],
    ["hola", "es"],
  ] as const)("%s → %s", (message, language) => {
    expect(understand(message, { fallback: "en" }).language).toBe(language);
  });

  // Portuguese written with words Spanish shares, said to a Spanish persona.
  it.each([
    ["apaga o evento", "pt"],
    ["o que tem na despensa?", "pt"],
    ["me mostra as tarefas", "pt"],
    ["churrasco às 12h", "pt"],
    ["compra leche o jugo", "es"],
    // A member's name is nobody's language; groceries say less than the words around them.
    ["Lucas ate the last apples", "en"],
    ["me coloca pan e leche na lista", "pt"],
    ["add 3 kilos de papas please", "en"],
    ["sunscreen", "en"],
    ["toalhas de papel", "pt"],
    ["mandarinas", "es"],
  ] as const)("%s → %s (persona in Spanish)", (message, language) => {
    expect(understand(message, { fallback: "es" }).language).toBe(language);
  });

  it("a message with no word of any language gets the persona's", () => {
    expect(understand("👍", { fallback: "pt" }).language).toBe("pt");
  });
});

describe("families that mix their languages", () => {
  it("a request said half in another language is read with that language's phrasings", () => {
    const said = understand("recuérdame pay the water bill el lunes");
    expect(said.outcome).toBe("act");
    expect(said.calls).toEqual([
      {
        toolName: "createTask",
        input: expect.objectContaining({ title: "Pay the water bill", dueDate: "2026-11-23" }),
      },
    ]);
  });

  it("Spanish things joined by «y» in an English request are several things", () => {
    expect(understand("add frijoles y tortillas").calls).toEqual([
      {
        toolName: "addShoppingItems",
        input: { items: [{ name: "Frijoles" }, { name: "Tortillas" }] },
      },
    ]);
  });
});

describe("a member's name first, then what they did", () => {
  it.each([
    ["Lucas walked the dog", "The dog"],
    ["o Pedro lavou o carro", "O carro"],
  ])("«%s» completes the chore", (message, title) => {
    const said = understand(message);
    expect(said.outcome).toBe("act");
    expect(said.calls).toEqual([{ toolName: "completeTask", input: { title } }]);
  });
});

describe("two requests in one message, and a task said to be one", () => {
  it("«como tarea» makes a task of what any verb would have put elsewhere", () => {
    const said = understand(
      "anotá como tarea pagar las expensas el 10 de diciembre, prioridad alta",
    );
    expect(said.outcome).toBe("act");
    expect(said.calls).toEqual([
      {
        toolName: "createTask",
        input: { title: "Pagar las expensas", dueDate: "2026-12-10", priority: "high" },
      },
    ]);
  });

  it("a reminder to go somewhere after a change to the list is a task of its own", () => {
    const said = understand("agrega arroz a la lista y recuérdame ir al mercado mañana");
    expect(said.calls).toEqual([
      { toolName: "addShoppingItems", input: { items: [{ name: "Arroz" }] } },
      {
        toolName: "createTask",
        input: { title: "Ir al mercado", dueDate: "2026-11-23", priority: "medium" },
      },
    ]);
  });

  it("the same opening word said again opens a second request", () => {
    const said = understand("ya saqué la basura y ya lavé el carro");
    expect(said.calls).toEqual([
      { toolName: "completeTask", input: { title: "La basura" } },
      { toolName: "completeTask", input: { title: "El carro" } },
    ]);
  });
});

describe("what formal and neutral Spanish says in full", () => {
  it.each([
    ["¿qué tenemos en la agenda en diciembre?", { from: "2026-12-01", to: "2026-12-31" }],
    ["qué tenemos en la agenda la otra semana", { from: "2026-11-23", to: "2026-11-29" }],
  ])("«%s» lists that whole month or week", (message, range) => {
    expect(understand(message).calls).toEqual([{ toolName: "listEvents", input: range }]);
  });

  it("a reason shortened to «xq» is no part of the thing", () => {
    expect(understand("usé medio kilo de azúcar xq hice un pastel").calls).toEqual([
      { toolName: "adjustPantryItem", input: { name: "Azúcar", delta: -0.5, unit: "kg" } },
    ]);
  });

  it("«complete la tarea …» marks the task done", () => {
    expect(understand("complete la tarea de regar las plantas").calls).toEqual([
      { toolName: "completeTask", input: { title: "Regar las plantas" } },
    ]);
  });

  it.each([
    ["reabra la tarea de lavar el carro", "reopenTask", "Lavar el carro"],
    ["suspenda la cena del viernes", "cancelEvent", "Cena"],
  ])("«%s» acts in the formal voice", (message, toolName, title) => {
    const said = understand(message);
    expect(said.outcome).toBe("act");
    expect(said.calls[0]).toMatchObject({ toolName, input: { title } });
  });

  it("who to call, then the trouble, is one service request", () => {
    expect(understand("necesito un electricista, se quemó un fusible").calls).toEqual([
      {
        toolName: "createServiceRequest",
        input: {
          serviceType: "Electricidad",
          description: "Necesito un electricista, se quemó un fusible",
        },
      },
    ]);
  });

  it("a look in the pantry asked after a change to the list is asked too", () => {
    expect(understand("agrega leche y revisa si queda azúcar").calls).toEqual([
      { toolName: "addShoppingItems", input: { items: [{ name: "Leche" }] } },
      { toolName: "readPantry", input: { view: "item", name: "Azúcar" } },
    ]);
  });

  it("«… a la lista que se acaba» says why, not what", () => {
    expect(understand("agregue azúcar a la lista que se acaba").calls).toEqual([
      { toolName: "addShoppingItems", input: { items: [{ name: "Azúcar" }] } },
    ]);
  });
});
