import { describe, expect, it } from "vitest";
import { understandingOn } from "#tests/server/harness/understanding.ts";

const understand = understandingOn("2026-11-25");

/** Reference examples of the task families of the second tasks pass (issue 16): a chore told
 * to a member, a closing «who does it», «toca», a week asked for, a day of the month that
 * repeats. Each asserts the call that changes (or reads) the data. */
describe("a chore told to a member is their task", () => {
  it("«dile a X que …»: the wished verb becomes the infinitive, X does it", () => {
    expect(understand("pídele a Carlos que lave el patio el sábado").calls).toEqual([
      {
        toolName: "createTask",
        input: {
          title: "Lavar el patio",
          dueDate: "2026-11-28",
          priority: "medium",
          assignee: "Carlos",
        },
      },
    ]);
  });

  it("«remind X to …», «lembra o X de …»: X's task, not the caller's reminder", () => {
    const [call] = understand("remind Sofia to buy stamps on friday").calls;
    expect(call?.toolName).toBe("createTask");
    expect(call?.input).toMatchObject({ assignee: "Sofia", dueDate: "2026-11-27" });
    expect(String(call?.input.title)).not.toMatch(/remind/i);
  });
});

describe("who does it, said last", () => {
  it("«…, que lo haga X» and «…, X se encarga» assign the new task", () => {
    expect(
      understand("cada sábado regar el jardín, que lo haga Sofía").calls[0]?.input,
    ).toMatchObject({
      title: "Regar el jardín",
      assignee: "Sofía",
      recurrence: "weekly",
    });
    expect(
      understand("limpiar las ventanas el domingo, Carlos se encarga").calls[0]?.input,
    ).toMatchObject({
      title: "Limpiar las ventanas",
      assignee: "Carlos",
      dueDate: "2026-11-29",
    });
  });
});

describe("«toca»: a chore whose turn is said", () => {
  it("«el viernes toca …» creates the chore without «toca» in its title", () => {
    expect(understand("el viernes toca podar el pasto").calls).toEqual([
      {
        toolName: "createTask",
        input: { title: "Podar el pasto", dueDate: "2026-11-27", priority: "medium" },
      },
    ]);
  });
});

describe("a week asked for as a whole", () => {
  it("«¿qué le toca a X esta semana?» lists X's tasks, the week no part of the name", () => {
    expect(understand("¿qué le toca a Mateo esta semana?").calls).toEqual([
      { toolName: "listTasks", input: { assignee: "Mateo" } },
    ]);
  });
});

describe("a day of the month that repeats", () => {
  it("«el 20 de cada mes …» is monthly from the next 20th", () => {
    expect(understand("el 20 de cada mes pagar el seguro").calls[0]?.input).toMatchObject({
      title: "Pagar el seguro",
      recurrence: "monthly",
      dueDate: "2026-12-20",
    });
  });
});
