import { describe, expect, it } from "vitest";
import { resolveReferences } from "#server/ai/builtin/references.ts";
import type { HouseholdVocabulary } from "#server/ai/tools/vocabulary.ts";
import { plainRequest } from "#server/ai/understanding/courtesy.ts";
import type { Understanding } from "#server/ai/understanding/engine.ts";
import { understandingOn } from "#tests/server/harness/understanding.ts";

/** Wednesday 25 November 2026: Friday is the 27th, Monday the 30th, Thursday 3 December. */
const understand = understandingOn("2026-11-25");

/** The calls a message acts with, as tool names and the inputs' given keys. */
function acted(message: string) {
  const understood = understand(message);
  expect(understood.outcome).toBe("act");
  return understood.calls;
}

describe("a request asked rather than commanded is acted on (issue 16)", () => {
  it.each([
    ["pana ¿me ayudas a agregar harina pan a la lista?", "agrega harina pan a la lista"],
    [
      "dá pra criar uma tarefa pra Sofia lavar o banheiro amanhã?",
      "cria uma tarefa pra Sofia lavar o banheiro amanhã",
    ],
    ["can u mark the internet bill as paid", "mark the internet bill as paid"],
    [
      "me creas una tarea de pagar el agua para el viernes?",
      "crea una tarea de pagar el agua para el viernes",
    ],
    ["me tachás el pan que ya lo compré", "tacha el pan que ya lo compré"],
    ["oye me anotai unas paltas en la lista", "anota unas paltas en la lista"],
    [
      "borrame la tarea de arreglar la puerta del baño",
      "borra la tarea de arreglar la puerta del baño",
    ],
    [
      "se nos acabó el aceite, me lo anotas en la lista?",
      "se nos acabó el aceite, anotalo en la lista",
    ],
    ["we're out of sugar, can you add it to the list?", "we're out of sugar, add it to the list"],
    ["¿podrías descontar medio kilo de harina?", "descuenta medio kilo de harina"],
    [
      "ponle a Mateo la tarea de ordenar el cuarto",
      "crea una tarea para Mateo de ordenar el cuarto",
    ],
    // Typed on a phone, told as a story first.
    ["agrega aguacates y limones ala lista xfa", "agrega aguacates y limones a la lista"],
    ["põe aí pão de queijo e guaraná pra mim", "põe aí pão de queijo e guaraná"],
    [
      "oye fijate que ayer vino mi suegra, asi que ponme galletas marias en la lista y luego vemos lo de la comida del sabado ok?",
      "ponme galletas marias en la lista",
    ],
    ["se acabó el café así que agrégalo a la lista", "se acabó el café, agrégalo a la lista"],
    [
      "anota en la lista de mercado queso y plátanos",
      "anota en la lista de compras queso y plátanos",
    ],
    ["¿me recuerdas pagar la luz mañana?", "recuérdame pagar la luz mañana"],
    ["¿me apuntas el cumple de la abuela el domingo?", "agenda el cumple de la abuela el domingo"],
    ["¿me anotas pan para la fiesta?", "anota pan para la fiesta"],
    ["tá faltando arroz", "falta arroz"],
    // Not asked of the assistant: left as said.
    ["pon la tarea de lavar para mí", null],
    ["¿me pasás el pronóstico del finde?", null],
    ["me quitas la duda", null],
    ["me falta leche", null],
    ["¿puedes cantar una canción?", null],
  ])("%s → %s", (message, plain) => {
    expect(plainRequest(message)).toBe(plain);
  });

  it.each([
    ["¿me cancelas la comida familiar del sábado?", "cancelEvent", { title: "Comida familiar" }],
    [
      "dá pra chamar um encanador pra sábado?",
      "createServiceRequest",
      { serviceType: "Plomería", date: "2026-11-28" },
    ],
    [
      "could you plan tacos for friday dinner",
      "planMeal",
      { date: "2026-11-27", slot: "dinner", meal: "Tacos" },
    ],
    ["dá pra marcar o pão como comprado?", "checkShoppingItems", { names: ["Pão"] }],
    [
      "me pones en el calendario reunion del conjunto el jueves 3 a las 7 pm",
      "createEvent",
      { title: "Reunion del conjunto", date: "2026-12-03", time: "19:00" },
    ],
    [
      "¿me ayudas a ponerle a Mateo la tarea de ordenar el cuarto?",
      "createTask",
      { title: "Ordenar el cuarto", assignee: "Mateo" },
    ],
    [
      "anotame como tarea llevar el auto al mecanico el lunes",
      "createTask",
      { title: "Llevar el auto al mecanico", dueDate: "2026-11-30" },
    ],
    ["¿podrías pasar lo del filtro del agua al jueves?", "updateTask", { dueDate: "2026-11-26" }],
  ])("%s → %s", (message, toolName, input) => {
    expect(acted(message)).toEqual([{ toolName, input: expect.objectContaining(input) }]);
  });

  it("«no hay cebollas, agrégalas a la lista» empties the pantry's and lists them", () => {
    expect(acted("no hay cebollas, agregalas a la lista")).toEqual([
      { toolName: "adjustPantryItem", input: { name: "Cebollas", quantity: 0 } },
      { toolName: "addShoppingItems", input: { items: [{ name: "Cebollas" }] } },
    ]);
  });

  it("a bare noun and emptying the list are still only proposed", () => {
    expect(understand("aguacate").outcome).toBe("confirm");
    expect(understand("vaciame la lista del super").outcome).toBe("confirm");
  });
});

describe("a change to the pantry said outright is made (issue 16)", () => {
  it.each([
    ["dá pra tirar 2 ovos da despensa? usei no bolo", { name: "Ovos", delta: -2 }],
    ["quita 2 huevos de la despensa para el pastel", { name: "Huevos", delta: -2 }],
    ["take 2 eggs out of the pantry", { name: "Eggs", delta: -2 }],
    ["can you set the milk in the pantry to 3 liters?", { name: "Milk", quantity: 3, unit: "L" }],
  ])("%s → adjustPantryItem", (message, input) => {
    expect(acted(message)).toEqual([{ toolName: "adjustPantryItem", input }]);
  });
});

describe("a chore told done, with no «ya», is done (issue 16)", () => {
  it.each([
    ["saqué la basura yo misma", "La basura"],
    ["saque la basura yo misma", "La basura"],
    ["lavé el carro", "El carro"],
    ["lavei o carro eu mesma", "O carro"],
    ["I took out the trash myself", "The trash"],
    ["mark the internet bill as paid", "The internet bill"],
  ])("%s → completeTask «%s»", (message, title) => {
    expect(acted(message)).toEqual([{ toolName: "completeTask", input: { title } }]);
  });

  it("what was bought or used stays the list's and the pantry's", () => {
    expect(acted("compré pan")[0]?.toolName).toBe("checkShoppingItems");
    expect(acted("usé 2 huevos")[0]?.toolName).toBe("adjustPantryItem");
  });
});

describe("a move told to a weekday lands in the event's own week (issue 16)", () => {
  const vocabulary: HouseholdVocabulary = {
    tasks: [],
    events: [
      { title: "Cita con el pediatra", date: "2026-11-26", time: "10:30" },
      { title: "Cita con el dentista", date: "2026-12-03", time: "16:00" },
    ],
    members: [{ id: "ana", name: "Ana Rivera" }],
    meals: [],
    shopping: [],
    callerId: "ana",
  };
  const resolved = (message: string) =>
    resolveReferences(understand(message) as Understanding, vocabulary, () => "?").calls;

  it.each([
    "the dentist moved to friday, same time",
    "al dentista lo cambiaron al viernes, misma hora",
    "o dentista passou pra sexta, mesmo horário",
  ])("%s → Friday 4 December", (message) => {
    expect(resolved(message)).toEqual([
      {
        toolName: "updateEvent",
        input: { title: "Cita con el dentista", date: "2026-12-04" },
      },
    ]);
  });

  it("asked, or told with a new hour, the weekday is the coming one", () => {
    expect(resolved("move the dentist to friday, same time")[0]?.input.date).toBe("2026-11-27");
    expect(
      resolved("la cita del dentista se cambió al viernes a las 5 de la tarde")[0]?.input,
    ).toEqual({ title: "Cita con el dentista", date: "2026-11-27", time: "17:00" });
  });

  it("an event of this week moves to the coming weekday", () => {
    expect(resolved("the pediatrician got moved to friday")[0]?.input.date).toBe("2026-11-27");
  });
});
