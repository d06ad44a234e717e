import { describe, expect, it } from "vitest";
import { understand } from "#server/ai/builtin/understand.ts";

/** Sunday 22 November 2026: every date below is counted from it. */
const today = "2026-11-22";

type Case = [utterance: string, intent: string, input?: Record<string, unknown>];

const cases: Case[] = [
  // Shopping: adding (Mexican, Argentine, Colombian phrasing, typos, no accents)
  [
    "agrega leche y 2 kg de arroz a la lista",
    "addShopping",
    {
      items: [
        { name: "Leche", quantity: null },
        { name: "Arroz", quantity: "2 kg" },
      ],
    },
  ],
  ["Agregá pan a la lista del súper", "addShopping", { items: [{ name: "Pan", quantity: null }] }],
  ["agrega huevos a la lista", "addShopping", { items: [{ name: "Huevos", quantity: null }] }],
  [
    "porfa anótame tortillas, frijoles y una docena de huevos",
    "addShopping",
    {
      items: [
        { name: "Tortillas", quantity: null },
        { name: "Frijoles", quantity: null },
        { name: "Huevos", quantity: "una docena" },
      ],
    },
  ],
  ["añade jamón a mi lista", "addShopping", { items: [{ name: "Jamón", quantity: null }] }],
  ["agrga leche a la lista", "addShopping", { items: [{ name: "Leche", quantity: null }] }],
  [
    "necesito comprar detergente",
    "addShopping",
    { items: [{ name: "Detergente", quantity: null }] },
  ],
  [
    "hay que comprar 3 litros de leche",
    "addShopping",
    { items: [{ name: "Leche", quantity: "3 litros" }] },
  ],
  ["sumá yerba a la lista", "addShopping", { items: [{ name: "Yerba", quantity: null }] }],
  ["pon aguacates en la lista", "addShopping", { items: [{ name: "Aguacates", quantity: null }] }],
  [
    "add eggs and bread to the shopping list",
    "addShopping",
    {
      items: [
        { name: "Eggs", quantity: null },
        { name: "Bread", quantity: null },
      ],
    },
  ],
  ["adiciona café na lista", "addShopping", { items: [{ name: "Café", quantity: null }] }],
  [
    "parce, anota arepas y queso en la lista",
    "addShopping",
    {
      items: [
        { name: "Arepas", quantity: null },
        { name: "Queso", quantity: null },
      ],
    },
  ],
  ["wey, ¿qué hay que comprar?", "listShopping", {}],
  // Shopping: reading and checking
  ["¿qué tengo que comprar?", "listShopping", {}],
  ["que tenemos que comprar", "listShopping", {}],
  ["qué hay en la lista", "listShopping", {}],
  ["what do we need to buy?", "listShopping", {}],
  ["o que preciso comprar?", "listShopping", {}],
  ["ya compré el pan", "checkShopping", { names: ["Pan"] }],
  ["ya compre la leche y los huevos", "checkShopping", { names: ["Leche", "Huevos"] }],
  ["I bought milk", "checkShopping", { names: ["Milk"] }],
  ["já comprei o arroz", "checkShopping", { names: ["Arroz"] }],
  // Tasks
  [
    "recuérdame pagar la luz el viernes",
    "createTask",
    { title: "Pagar la luz", dueDate: "2026-11-27", priority: "medium" },
  ],
  [
    "recuerdame llamar al dentista mañana",
    "createTask",
    { title: "Llamar al dentista", dueDate: "2026-11-23", priority: "medium" },
  ],
  [
    "recordame sacar la basura pasado mañana",
    "createTask",
    { title: "Sacar la basura", dueDate: "2026-11-24", priority: "medium" },
  ],
  [
    "acuérdame de renovar el pasaporte el 15 de diciembre",
    "createTask",
    { title: "Renovar el pasaporte", dueDate: "2026-12-15", priority: "medium" },
  ],
  [
    "recuerdame pagar el gas en 3 dias",
    "createTask",
    { title: "Pagar el gas", dueDate: "2026-11-25", priority: "medium" },
  ],
  [
    "recuerdame comprar regalo para la abuela el sabado, es urgente",
    "createTask",
    { title: "Comprar regalo para la abuela", dueDate: "2026-11-28", priority: "high" },
  ],
  [
    "agrega una tarea: lavar el carro",
    "createTask",
    { title: "Lavar el carro", dueDate: null, priority: "medium" },
  ],
  [
    "tengo que inscribir a los niños la próxima semana",
    "createTask",
    { title: "Inscribir a los niños", dueDate: "2026-11-23", priority: "medium" },
  ],
  [
    "remind me to pay rent on friday",
    "createTask",
    { title: "Pay rent", dueDate: "2026-11-27", priority: "medium" },
  ],
  [
    "me lembra de pagar a escola amanhã",
    "createTask",
    { title: "Pagar a escola", dueDate: "2026-11-23", priority: "medium" },
  ],
  [
    "recuerdame pagar la luz el 1/12",
    "createTask",
    { title: "Pagar la luz", dueDate: "2026-12-01", priority: "medium" },
  ],
  [
    "che, recordame llevar el auto al taller el lunes",
    "createTask",
    { title: "Llevar el auto al taller", dueDate: "2026-11-23", priority: "medium" },
  ],
  ["¿qué tareas tengo?", "listTasks", {}],
  ["que hay pendiente", "listTasks", {}],
  ["ya pagué la luz", "completeTask", { title: "pagué la luz" }],
  ["terminé la tarea lavar los platos", "completeTask", { title: "lavar los platos" }],
  ["marca sacar la basura como hecha", "completeTask", { title: "sacar la basura" }],
  // Calendar
  ["¿qué tenemos hoy?", "summary", {}],
  ["que hay para hoy", "summary", {}],
  ["resume mi día", "summary", {}],
  ["what's on today?", "summary", {}],
  ["o que temos hoje?", "summary", {}],
  [
    "agenda la junta de padres el jueves a las 7",
    "createEvent",
    { title: "Junta de padres", date: "2026-11-26", time: "19:00", eventType: "school" },
  ],
  [
    "agendá una cita con el pediatra el 3 de diciembre a las 10 de la mañana",
    "createEvent",
    { title: "Cita con el pediatra", date: "2026-12-03", time: "10:00", eventType: "health" },
  ],
  [
    "agenda cumpleaños de Sofi el sábado a las 5 de la tarde",
    "createEvent",
    { title: "Cumpleaños de sofi", date: "2026-11-28", time: "17:00", eventType: "birthday" },
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
    { title: "Soccer practice", date: "2026-11-28", time: "09:00", eventType: "general" },
  ],
  [
    "agenda reunión de trabajo el lunes al mediodía",
    "createEvent",
    { title: "Reunión de trabajo", date: "2026-11-23", time: "12:00", eventType: "work" },
  ],
  [
    "agenda la fiesta el 24 de diciembre",
    "createEvent",
    { title: "Fiesta", date: "2026-12-24", time: null, eventType: "general" },
  ],
  ["agenda la junta de padres", "needDate", undefined],
  ["¿qué tenemos esta semana?", "eventsUpcoming", { from: "2026-11-22", to: "2026-11-29" }],
  ["qué tenemos el sábado", "eventsOn", { from: "2026-11-28", to: "2026-11-28" }],
  ["que hay mañana", "eventsOn", { from: "2026-11-23", to: "2026-11-23" }],
  // Pantry
  ["¿qué se está acabando?", "lowStock", { view: "low" }],
  ["que se esta acabando en la despensa", "lowStock", { view: "low" }],
  ["what's running low?", "lowStock", { view: "low" }],
  ["¿qué vence esta semana?", "expiring", { view: "expiring" }],
  ["que caduca pronto", "expiring", { view: "expiring" }],
  ["¿cuántos huevos quedan?", "pantryItem", { view: "item", name: "huevos" }],
  ["cuanto arroz tenemos", "pantryItem", { view: "item", name: "arroz" }],
  ["¿tenemos leche?", "pantryItem", { view: "item", name: "leche" }],
  ["usé 2 huevos", "adjustPantry", { name: "Huevos", delta: -2 }],
  ["se acabó la leche", "adjustPantry", { name: "Leche", quantity: 0 }],
  ["quedan 3 latas de atún", "adjustPantry", { name: "Atún", quantity: 3 }],
  // Services
  [
    "necesito un plomero para el sábado",
    "requestService",
    { serviceType: "Plomería", scheduledDate: "2026-11-28" },
  ],
  [
    "ocupo un electricista mañana, no prende la luz de la cocina",
    "requestService",
    { serviceType: "Electricidad", scheduledDate: "2026-11-23" },
  ],
  [
    "se tapó el baño, necesito un fontanero",
    "requestService",
    { serviceType: "Plomería", scheduledDate: null },
  ],
  [
    "necesitamos fumigar la casa el 5 de diciembre",
    "requestService",
    { serviceType: "Fumigación", scheduledDate: "2026-12-05" },
  ],
  [
    "I need a plumber on monday",
    "requestService",
    { serviceType: "Plomería", scheduledDate: "2026-11-23" },
  ],
  // Cooking, greetings, help, unknown
  ["¿qué cocino hoy?", "cook", { view: "all" }],
  ["que hago de comer", "cook", { view: "all" }],
  ["what should I cook tonight?", "cook", { view: "all" }],
  ["hola", "greeting", undefined],
  ["buenas tardes, Hogaria", "greeting", undefined],
  [
    "hola! agrega tomates a la lista",
    "addShopping",
    { items: [{ name: "Tomates", quantity: null }] },
  ],
  ["¿qué puedes hacer?", "help", undefined],
  ["what can you do", "help", undefined],
  ["gracias!", "thanks", undefined],
  ["¿cuál es la capital de Francia?", "unknown", undefined],
  ["cuéntame un chiste", "unknown", undefined],
];

describe("the built-in assistant understands household requests", () => {
  it.each(cases)("%s → %s", (utterance, intent, input) => {
    const understood = understand(utterance, today);
    expect(understood.intent).toBe(intent);
    if (input === undefined) {
      expect(understood.calls).toEqual([]);
    } else {
      expect(understood.calls).toHaveLength(1);
      expect(understood.calls[0]?.input).toMatchObject(input);
    }
  });

  it("has at least 60 varied utterances", () => {
    expect(cases.length).toBeGreaterThanOrEqual(60);
  });

  it("answers in the language it was spoken to", () => {
    expect(understand("agrega leche", today).language).toBe("es");
    expect(understand("add milk to the list", today).language).toBe("en");
    expect(understand("o que preciso comprar hoje", today).language).toBe("pt");
    // A message with no word of any language gets the persona's.
    expect(understand("ok", today, "en").language).toBe("en");
    expect(understand("hola", today, "en").language).toBe("es");
  });

  it("never turns what it does not understand into an action", () => {
    for (const text of ["", "   ", "asdfgh", "la vida es bella", "¿quién ganó el partido?"]) {
      expect(understand(text, today).calls).toEqual([]);
    }
  });
});
