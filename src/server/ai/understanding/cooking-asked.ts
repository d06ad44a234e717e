/**
 * "tengo pollo que vence el viernes, ¿qué puedo cocinar con eso?", "sugere alguma coisa pra
 * fazer com o que tem na geladeira", "suggest something to make with what's in the fridge": what
 * to cook, asked after a telling or as a suggestion — the telling only says why (its "el
 * viernes" is no event). Said as the plain question the engine reads ("¿qué cocino?"); null
 * when the message asks no such thing.
 */
export function cookingAskedPlainly(message: string): string | null {
  for (const [pattern, plain] of sayings) if (pattern.test(message)) return plain;
  return null;
}

const withWhatWeHave = String.raw`(?:con|com|with)\s+(?:eso|esto|isso|isto|that|this|it|lo\s+que\s+(?:hay|tenemos|queda)|o\s+que\s+(?:tem|temos|sobrou)|what(?:'s|\s+is|\s+we\s+have)|what\s+we've\s+got)`;

const sayings: [RegExp, string][] = [
  [
    new RegExp(
      String.raw`[,.;]\s*¿?\s*(?:y\s+)?qu[eé]\s+(?:puedo|podemos|podr[ií]a|hago|hacemos|cocino|cocinamos|preparo)\s+(?:cocinar|hacer|preparar)?\s*${withWhatWeHave}`,
      "iu",
    ),
    "¿qué cocino?",
  ],
  [
    new RegExp(
      String.raw`^(?:me\s+)?(?:sugi[eé]re(?:me)?|sugerí(?:me)?|recomi[eé]nda(?:me)?|recomend[aá](?:me)?|dame\s+una\s+idea)\s+(?:algo|alguna\s+receta|una\s+receta|una\s+comida)\s+(?:para|pa)\s+(?:hacer|cocinar|preparar)\s+${withWhatWeHave}`,
      "iu",
    ),
    "¿qué cocino?",
  ],
  [
    new RegExp(
      String.raw`^(?:me\s+)?(?:sugere|sugira|recomenda|me\s+d[aá]\s+uma\s+ideia\s+de)\s+(?:alguma\s+coisa|algo|uma\s+receita|alguma\s+receita)\s+(?:pra|para)\s+(?:fazer|cozinhar|preparar)\s+${withWhatWeHave}`,
      "iu",
    ),
    "o que eu cozinho hoje?",
  ],
  [
    new RegExp(
      String.raw`[,.;]\s*(?:e\s+)?o\s+que\s+(?:eu\s+)?(?:posso|podemos|d[aá]\s+pra)\s+(?:fazer|cozinhar|preparar)\s+${withWhatWeHave}`,
      "iu",
    ),
    "o que eu cozinho hoje?",
  ],
  [
    new RegExp(
      String.raw`^\s*(?:e\s+)?o\s+que\s+(?:eu\s+)?(?:d[aá]\s+pra|posso|podemos|a\s+gente\s+pode)\s+(?:fazer|cozinhar|preparar)\s+(?:de|pro|pra|para\s+o)\s+(?:janta|jantar|almo[cç]o|caf[eé])\s+${withWhatWeHave}`,
      "iu",
    ),
    "o que eu cozinho hoje?",
  ],
  [
    new RegExp(
      String.raw`^(?:suggest|recommend)\s+(?:something|a\s+recipe|a\s+meal)\s+(?:to|i\s+can|we\s+can)\s+(?:make|cook)\s+${withWhatWeHave}`,
      "iu",
    ),
    "what should I cook?",
  ],
  [
    new RegExp(
      String.raw`[,.;]\s*(?:so\s+)?what\s+can\s+(?:i|we)\s+(?:make|cook)\s+${withWhatWeHave}`,
      "iu",
    ),
    "what should I cook?",
  ],
];
