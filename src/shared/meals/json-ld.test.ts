import { describe, expect, it } from "vitest";
import { parseIngredientLine, recipeFromJsonLd } from "#shared/meals/json-ld.ts";

const page = `<!doctype html><html><head>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"WebSite","name":"Cocina"}</script>
<script type="application/ld+json">
{"@context":"https://schema.org","@graph":[{"@type":"BreadcrumbList"},{"@type":["Recipe"],
 "name":"Sopa de tortilla &amp; aguacate","recipeYield":["6 porciones"],"prepTime":"PT15M","cookTime":"PT1H",
 "recipeCategory":"Comida","keywords":"mexicana, cena",
 "recipeIngredient":["8 tortillas de maíz","1 ½ kg de jitomate","500 g de pollo","1 taza de crema","sal al gusto"],
 "recipeInstructions":[{"@type":"HowToSection","itemListElement":[{"@type":"HowToStep","text":"Fríe las <b>tortillas</b>."}]},
   {"@type":"HowToStep","text":"Licúa el jitomate."}]}]}
</script></head><body></body></html>`;

describe("recipeFromJsonLd", () => {
  it("reads a Recipe from a page's source, inside @graph, with HTML and entities cleaned", () => {
    expect(recipeFromJsonLd(page)).toEqual({
      name: "Sopa de tortilla & aguacate",
      servings: 6,
      minutes: 75,
      tags: ["comida", "cena"],
      ingredients: [
        { quantity: 8, unit: "unidad", name: "tortillas de maíz" },
        { quantity: 1.5, unit: "kg", name: "jitomate" },
        { quantity: 500, unit: "g", name: "pollo" },
        { quantity: null, unit: "unidad", name: "1 taza de crema" },
        { quantity: null, unit: "unidad", name: "sal al gusto" },
      ],
      steps: ["Fríe las tortillas.", "Licúa el jitomate."],
    });
  });

  it("reads a bare JSON file and answers null when there is no Recipe", () => {
    const json = JSON.stringify({
      "@type": "Recipe",
      name: "Arepas",
      recipeInstructions: "Mezclar y asar.",
    });
    expect(recipeFromJsonLd(json)).toMatchObject({
      name: "Arepas",
      servings: 4,
      steps: ["Mezclar y asar."],
    });
    expect(recipeFromJsonLd('{"@type":"Article","name":"Noticias"}')).toBeNull();
    expect(recipeFromJsonLd("<html><body>Sin datos</body></html>")).toBeNull();
    expect(recipeFromJsonLd("{no es json")).toBeNull();
  });

  it("parses ingredient lines into quantity, unit and name", () => {
    expect(parseIngredientLine("2 cebollas")).toEqual({
      quantity: 2,
      unit: "unidad",
      name: "cebollas",
    });
    expect(parseIngredientLine("1 litro de leche")).toEqual({
      quantity: 1,
      unit: "L",
      name: "leche",
    });
    expect(parseIngredientLine("2 cups flour")).toEqual({
      quantity: null,
      unit: "unidad",
      name: "2 cups flour",
    });
  });
});
