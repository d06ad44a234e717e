import { describe, expect, it } from "vitest";
import { householdName, inHouseholdWords } from "#server/ai/builtin/household-words.ts";

const names = ["Huevos", "Pan", "Leche", "Azúcar", "Papel higiénico", "Pasta", "Jitomates"];
const ask = (proposal: { args: Record<string, unknown> }) => `¿${JSON.stringify(proposal.args)}?`;

describe("the household's names for things", () => {
  it("names a thing said in Portuguese or English as the household does", () => {
    expect(householdName("ovos", names, "pt")).toBe("Huevos");
    expect(householdName("pão", names, "pt")).toBe("Pan");
    expect(householdName("acucar", names, "pt")).toBe("Azúcar");
    expect(householdName("eggs", names, "en")).toBe("Huevos");
    expect(householdName("toilet paper", names, "en")).toBe("Papel higiénico");
    expect(householdName("tomatoes", names, "en")).toBe("Jitomates");
  });

  it("keeps a Spanish regional word, a longer name and an unknown thing as said", () => {
    expect(householdName("fideos", names, "es")).toBe("fideos");
    expect(householdName("huevo", names, "es")).toBe("Huevos");
    expect(householdName("pan integral", names, "en")).toBe("pan integral");
    expect(householdName("juice", names, "en")).toBe("juice");
  });

  it("renames the items of list and pantry calls and asks a proposal again", async () => {
    const calls = await inHouseholdWords(
      [
        { toolName: "addShoppingItems", input: { items: [{ name: "milk", quantity: "2 gal" }] } },
        { toolName: "checkShoppingItems", input: { names: ["bread"] } },
        {
          toolName: "proposeAction",
          input: { tool: "readPantry", args: { view: "item", name: "eggs" }, question: "?" },
        },
        { toolName: "createTask", input: { title: "milk" } },
      ],
      async () => ({ pantry: names, shopping: [] }),
      "en",
      ask,
    );
    expect(calls.map((call) => call.input)).toEqual([
      { items: [{ name: "Leche", quantity: "2 gal" }] },
      { names: ["Pan"] },
      {
        tool: "readPantry",
        args: { view: "item", name: "Huevos" },
        question: '¿{"view":"item","name":"Huevos"}?',
      },
      { title: "milk" },
    ]);
  });

  it("reads the household's names only when a call names a thing", async () => {
    let reads = 0;
    const words = async () => {
      reads++;
      return { pantry: names, shopping: [] };
    };
    await inHouseholdWords([{ toolName: "listTasks", input: {} }], words, "en", ask);
    expect(reads).toBe(0);
  });

  it("puts a thing run out on the list without emptying it when the pantry does not keep it", async () => {
    const ranOut = (name: string) => [
      { toolName: "adjustPantryItem", input: { name, quantity: 0 } },
      { toolName: "addShoppingItems", input: { items: [{ name, quantity: "2 rolls" }] } },
    ];
    const words = async () => ({ pantry: names, shopping: ["Servilletas"] });
    const tools = async (name: string) =>
      (await inHouseholdWords(ranOut(name), words, "en", ask)).map((call) => call.toolName);
    expect(await tools("paper towels")).toEqual(["addShoppingItems"]);
    expect(await tools("Servilletas")).toEqual(["addShoppingItems"]);
    expect(await tools("eggs")).toEqual(["adjustPantryItem", "addShoppingItems"]);
  });
});
