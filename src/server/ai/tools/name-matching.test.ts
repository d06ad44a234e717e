import { describe, expect, it } from "vitest";
import {
  bestMatches,
  bestTitleMatch,
  matchMember,
  matchName,
  rankTitleMatches,
  synonymKin,
  wordForms,
} from "#server/ai/tools/name-matching.ts";

describe("matching a name said with the household's own", () => {
  it.each([
    ["Leche", "leche", "exact"],
    ["cafe", "Café", "exact"],
    ["huevo", "Huevos", "same"],
    ["papas", "Papa", "same"],
    ["limones", "Limón", "same"],
    ["nueces", "Nuez", "same"],
    ["pães", "Pão", "same"],
    ["limões", "limão", "same"],
    ["papéis", "papel", "same"],
    ["tomatoes", "Tomato", "same"],
    ["panes", "Pan", "same"],
    ["frijoles", "Frijol", "same"],
    ["bread", "Pan", "synonym"],
    ["leite", "Leche", "synonym"],
    ["eggs", "Huevos", "synonym"],
    ["huevos", "Ovos", "synonym"],
    ["feijão", "Frijoles", "synonym"],
    ["potatoes", "Papas", "synonym"],
    ["batatas", "Patatas", "synonym"],
    ["jitomates", "Tomates", "synonym"],
    ["palta", "Aguacate", "synonym"],
    ["sabão em pó", "Detergente", "synonym"],
    ["papel de baño", "Papel higiénico", "synonym"],
    ["detergnte", "Detergente", "typo"],
    ["manzanas", "Manzana", "same"],
    ["arroz", "Arroz integral", "contains"],
    ["leche deslactosada", "Leche", "within"],
    ["papel higiénico doble hoja", "Papel higiénico", "within"],
    ["confort", "Papel higiénico", "synonym"],
    ["papel toilette", "Papel higiénico", "synonym"],
    ["limón", "Lime", "synonym"],
    ["limones", "Lemon", "synonym"],
    ["frutillas", "Fresas", "synonym"],
    ["choclo", "Elote", "synonym"],
    ["porotos", "Frijoles", "synonym"],
    ["zapallo", "Calabaza", "synonym"],
    ["durazno", "Melocotón", "synonym"],
    ["pomelo", "Toronja", "synonym"],
    ["veggie soup", "Sopa de verduras", "synonym"],
  ])("%j and «%s»: %s", (said, existing, level) => {
    expect(matchName(said, existing)).toBe(level);
  });

  it.each([
    ["banana", "Mañana"],
    ["sabão", "Sábado"],
    ["pasta", "Pasas"],
    ["asado", "Pasado"],
    ["sal", "Sol"],
    ["leche", "Lechuga"],
    ["pan", "Pasta"],
    ["", "Pan"],
    // A lime is no lemon: «Limón» finds either, the English names never each other.
    ["lemons", "Lime"],
    ["lime", "Lemons"],
    ["papas", "Camote"],
    // A request's words glued to a name name nothing the household has.
    ["bórrale también el detergente", "Detergente"],
    ["jabón marqué como comprado pero", "Jabón"],
  ])("never reads %j as «%s»", (said, existing) => {
    expect(matchName(said, existing)).toBeNull();
  });

  it("forgives one typo only on words of five letters or more, never on a known grocery", () => {
    expect(matchName("lehce", "Leche")).toBe("typo");
    expect(matchName("pna", "Pan")).toBeNull();
    // «banana» is a grocery of its own: never a typo of «bananas» nor of «Banano»'s neighbours.
    expect(matchName("banana", "Bandana")).toBeNull();
  });

  it("forgives a silent «h» left out, and only that", () => {
    expect(matchName("papel igienico", "Papel higiénico")).toBe("typo");
    expect(matchName("uevos", "Huevos")).toBe("typo");
    expect(matchName("elado", "Hielo")).toBeNull();
    expect(matchName("orno", "Hornear")).toBeNull();
  });

  it("lets an exact match win over every other reading", () => {
    const items = ["Pan integral", "Pan", "Panes dulces", "Bread"];
    expect(bestMatches("pan", items, (name) => name)).toEqual(["Pan"]);
    expect(bestMatches("panes", items, (name) => name)).toEqual(["Pan"]);
    expect(bestMatches("bread", items, (name) => name)).toEqual(["Bread"]);
    expect(bestMatches("integral", items, (name) => name)).toEqual(["Pan integral"]);
    expect(bestMatches("arroz", items, (name) => name)).toEqual([]);
    expect(bestMatches("pan", ["Pan integral"], (name) => name, "typo")).toEqual([]);
  });

  it("knows the plural rules of Spanish, Portuguese and English", () => {
    expect(wordForms("limones")).toContain("limon");
    expect(wordForms("nueces")).toContain("nuez");
    expect(wordForms("paes")).toContain("pao");
    expect(wordForms("berries")).toContain("berry");
    expect(wordForms("pudins")).toContain("pudim");
    expect(wordForms("sal")).toEqual(["sal"]);
  });
});

describe("finding a task or an event by the words of its title", () => {
  const titles = ["Lavar el carro", "Pagar el recibo de la luz", "Junta de padres", "Pagar renta"];
  const find = (said: string) => bestTitleMatch(said, titles, (title) => title);

  it.each([
    ["pagué la luz", "Pagar el recibo de la luz"],
    ["la luz", "Pagar el recibo de la luz"],
    ["lavar el carro", "Lavar el carro"],
    ["lavé el coche... el carro", "Lavar el carro"],
    ["junta de padre", "Junta de padres"],
    ["la renta", "Pagar renta"],
    ["lavar", "Lavar el carro"],
    ["Junta de padres", "Junta de padres"],
  ])("%j finds «%s»", (said, title) => {
    expect(find(said)).toBe(title);
  });

  it.each(["lavar los platos", "pagar", "regar las plantas", "tarea", ""])(
    "%j finds nothing",
    (said) => {
      expect(find(said)).toBeUndefined();
    },
  );
});

describe("finding one by its title when it names someone", () => {
  const titles = ["Cumpleaños de Sofía", "Clase de natación de Mateo", "Hacer la tarea"];
  const people = ["Sofía Rivera", "Mateo Rivera", "Carlos Rivera"];
  const find = (said: string) => bestTitleMatch(said, titles, (title) => title, people);

  it.each([
    ["el cumple de Sofi… de Sofía", "Cumpleaños de Sofía"],
    ["la natación de Mateo", "Clase de natación de Mateo"],
    ["la natación", "Clase de natación de Mateo"],
  ])("%j finds «%s»", (said, title) => {
    expect(find(said)).toBe(title);
  });

  it.each(["el cumple de Mateo", "la natación de Sofía", "el cumpleaños de Carlos"])(
    "%j finds nothing: another member's, or only the member's name matches",
    (said) => {
      expect(find(said)).toBeUndefined();
    },
  );
});

describe("finding a chore said small or in another language", () => {
  const tasks = ["Regar las plantas", "Pasear al perro", "Limpiar el refrigerador"];
  it.each([
    ["las plantitas", "Regar las plantas"],
    ["el perrito", "Pasear al perro"],
    ["the fridge needs cleaning", "Limpiar el refrigerador"],
  ])("«%s» finds «%s»", (said, title) => {
    expect(rankTitleMatches(said, tasks, (task) => task)[0]?.item).toBe(title);
  });
});

describe("finding a member by how they are called", () => {
  const members = [
    { id: "ana", name: "Ana López" },
    { id: "carlos", name: "Carlos López" },
    { id: "sofia", name: "Sofía Pérez" },
    { id: "sofi2", name: "Sofía Ruiz" },
    { id: "mateo", name: "Mateo" },
  ];
  const find = (said: string) => {
    const match = matchMember(said, members, "ana");
    if (match.status === "found") return match.member.id;
    if (match.status === "ambiguous") return match.members.map((member) => member.id);
    return null;
  };

  it.each([
    ["Carlos", "carlos"],
    ["carlos lopez", "carlos"],
    ["a Carlos", "carlos"],
    ["mi hermano Carlos", "carlos"],
    ["Sofía Pérez", "sofia"],
    ["mi hermana Sofía Pérez", "sofia"],
    ["Sofia Ruiz", "sofi2"],
    ["Mateo", "mateo"],
    ["Mato", null],
    ["Matteo", "mateo"],
    ["Carl", "carlos"],
    ["me", "ana"],
    ["yo", "ana"],
    ["mí", "ana"],
    ["myself", "ana"],
    ["eu", "ana"],
    ["para mí", "ana"],
    ["Pedro", null],
    ["mi mamá", null],
    ["", null],
  ])("%j is %j", (said, id) => {
    expect(find(said)).toEqual(id);
  });

  it("says when a name fits two members equally", () => {
    expect(find("Sofía")).toEqual(["sofia", "sofi2"]);
    expect(find("López")).toEqual(["ana", "carlos"]);
  });
});

describe("synonymKin: which names a long pantry need be matched against", () => {
  const pantry = ["Leche", "Leche de almendras", "Huevos", "Papel higiénico", "Arroz", "Sal"];

  it("keeps the names that may be a synonym, and finds what matching them all finds", () => {
    for (const said of ["Leite", "Milk", "Eggs", "Toilet paper", "Rice"]) {
      const kin = synonymKin(said);
      expect(kin).not.toBeNull();
      const kept = pantry.filter((name) => kin?.(name));
      expect(bestMatches(said, kept, (name) => name, "synonym")).toEqual(
        bestMatches(said, pantry, (name) => name, "synonym"),
      );
      expect(kept).not.toContain("Sal");
    }
  });

  it("is null for a name in no group: nothing can be its synonym", () => {
    expect(synonymKin("Quinoa roja")).toBeNull();
  });
});
