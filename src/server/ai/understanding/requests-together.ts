import { isMutatingTool, type Understanding } from "#server/ai/understanding/plan.ts";

/**
 * Requests said together, each of which the engine acts on alone: "ya pagué la luz y agrega
 * pagar el agua para el viernes", "ya tengo los jitomates. y apúntame que el viernes a las 6 es
 * la posada", "se cae la comida del sábado, mejor hacemos un asado el domingo a la 1". Read as
 * one, the pieces' words mixed into one guess; read apart, each is as clear as if it had been
 * sent on its own. The message is cut once or twice — after a stop or a comma, or before "y",
 * "e", "and", "also", "además" — and taken as its pieces only when every piece, alone, acts to
 * change something; else null.
 */
export function requestsSaidTogether(
  message: string,
  said: Understanding,
  understand: (request: string) => Understanding,
): Understanding | null {
  if (said.outcome !== "confirm" && said.outcome !== "unclear") return null;
  if (message.length > 400) return null;
  const cuts = cutsOf(message);
  if (cuts.length === 0 || cuts.length > 8) return null;
  const splits: number[][] = [
    ...cuts.map((cut) => [cut]),
    ...cuts.flatMap((first, i) => cuts.slice(i + 1).map((second) => [first, second])),
  ];
  const read = new Map<string, Understanding>();
  const readOnce = (piece: string) => {
    const known = read.get(piece);
    if (known) return known;
    const understood = understand(piece);
    read.set(piece, understood);
    return understood;
  };
  for (const split of splits) {
    const pieces = piecesOf(message, split);
    if (pieces.some((piece) => !/\p{L}{2,}/u.test(piece))) continue;
    const readings: Understanding[] = [];
    for (const piece of pieces) {
      const understood = readOnce(piece);
      // A piece that would only read (a list, the day) may be a misreading of a detail of the
      // other: each piece must change something of its own.
      if (understood.outcome !== "act" || !understood.calls.some(changes)) break;
      readings.push(understood);
    }
    if (readings.length < pieces.length) continue;
    const calls = readings.flatMap((reading) => reading.calls);
    const [first] = readings as [Understanding, ...Understanding[]];
    return {
      ...first,
      intents: readings.flatMap((reading) => reading.intents),
      calls,
    };
  }
  return null;
}

const changes = (call: { toolName: string }) => isMutatingTool(call.toolName);

/** After a stop or a comma, or before "y", "e", "and", "also", "además", "mejor". */
function cutsOf(message: string): number[] {
  const cuts = new Set<number>();
  const joints =
    /[,;.!?…]+\s*(?:(?:y|e|and|also|además|ademas|tambien|también|mejor|ah)\s+)?|\s+(?=(?:y|e|and|also|además|ademas|plus)\s)/giu;
  for (const match of message.matchAll(joints)) {
    const cut = (match.index ?? 0) + match[0].length;
    const at = /^\s/.test(match[0]) ? (match.index ?? 0) : cut;
    if (at > 0 && at < message.length) cuts.add(at);
  }
  return [...cuts].sort((a, b) => a - b);
}

/** The message cut at these places, each piece without the joint that opened it. */
function piecesOf(message: string, cuts: number[]): string[] {
  const bounds = [0, ...cuts, message.length];
  return bounds
    .slice(1)
    .map((end, i) => message.slice(bounds[i], end))
    .map((piece) =>
      piece
        .replace(
          /^[\s,;.!?…]*(?:(?:y|e|and|also|además|ademas|tambien|también|mejor|ah)\s+)?/iu,
          "",
        )
        .replace(/[\s,;…]+$/u, "")
        .trim(),
    );
}

const alongWithADish = new Set(["addShoppingItems", "createTask", "createEvent"]);

/**
 * "bora fazer escondidinho na janta de sexta, e põe carne seca na lista": a dish placed on the
 * week plan, then another request said after it. The week plan's reading takes the whole
 * message; the request after a cut, alone, is done too — when the piece before it, alone, still
 * places the same dish.
 */
export function requestAfterAMeal(
  message: string,
  meal: Understanding,
  understand: (request: string) => Understanding,
): Understanding | null {
  if (message.length > 400) return null;
  const [placed] = meal.calls;
  if (placed?.toolName !== "planMeal" || meal.calls.length !== 1) return null;
  const same = (call: { toolName: string; input: unknown }) =>
    call.toolName === placed.toolName &&
    JSON.stringify(call.input) === JSON.stringify(placed.input);
  for (const cut of cutsOf(message)) {
    const [first = "", second = ""] = piecesOf(message, [cut]);
    if (!/\p{L}{2,}/u.test(second)) continue;
    const before = understand(first);
    if (before.outcome !== "act" || before.calls.length !== 1 || !before.calls.every(same))
      continue;
    const after = understand(second);
    // What a dish brings along: its groceries, a chore, a gathering — never a "done" read off
    // an aside ("…, ya puedes descontar lo que usamos").
    if (after.outcome !== "act" || !after.calls.every((call) => alongWithADish.has(call.toolName)))
      continue;
    return {
      ...meal,
      intents: [...meal.intents, ...after.intents],
      calls: [placed, ...after.calls],
    };
  }
  return null;
}
