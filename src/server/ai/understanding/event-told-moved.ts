import { eventTypeOf, eventWords, gatheringWords } from "#server/ai/understanding/event-words.ts";
import type { ClauseReading, Scene } from "#server/ai/understanding/scene.ts";
import { fold, isPunctuation } from "#server/ai/understanding/text.ts";
import { textOf } from "#server/ai/understanding/words.ts";

/** "got moved", "was moved", "has been pushed", "was rescheduled", "mudou", "foi remarcada",
 * "passou", "se cambió", "se pasó", "se movió", "quedó", "la han movido", "la pasaron", "lo
 * cambiaron", "lo pasamos", "remarcamos", "the pediatrician pushed us", "nos cambiaron": a move told, not asked. */
const toldMoved =
  /^(?:(?:got|was|has been|have been|is being|is|were|got been)\s+)?(?:moved|pushed|rescheduled|changed|bumped|shifted)$|^(?:(?:se|ya se)\s+)?(?:cambio|paso|movio|corrio|recorrio|reprogramo|postergo|quedo|atraso|adelanto)$|^(?:la|lo|le|las|los)\s+(?:(?:han|habian|hayan)\s+)?(?:movido|pasado|cambiado|corrido|recorrido|reprogramado|movieron|pasaron|cambiaron|corrieron|recorrieron|reprogramaron|postergaron|atrasaron|adelantaron|movimos|movemos|pasamos|cambiamos|corrimos|reprogramamos|postergamos|atrasamos|adelantamos)$|^(?:a gente\s+)?(?:passamos|mudamos|remarcamos|adiamos)$|^(?:foi\s+)?(?:mudou|mudada|mudado|passou|remarcada|remarcado|remarcou|adiada|adiado|adiou|transferida|transferido)$|^(?:moved|pushed|bumped|rescheduled|switched|changed)\s+(?:us|me)$|^(?:nos|me)\s+(?:cambio|movio|paso|corrio|cambiaron|movieron|pasaron|corrieron|mudou|remarcou|mudaram|remarcaram)$/;

/** "va a ser", "será", "queda para", "fica pra", "vai ser", "is now", "will be": the new day or
 * hour told as what it now is. */
const toldNow =
  /^(?:al final\s+)?(?:va a ser|van a ser|sera|seran|ahora es|ahora sera|queda|quedaria|fica|ficou|vai ser|vai ficar|agora e|is now|will be|is going to be|now is|got pushed|got bumped|got moved)$/;

/** Words that lead from the move to where it goes ("to", "pra", "para el", "al"). */
const toWords = /^(to|for|until|pra|pro|para|pa|pal|al|a|el|la|o|the|on|em|na|no)$/;

/**
 * "the parents meeting got moved to tuesday same time", "a reunião de pais mudou pra quarta às
 * 20h", "la junta de padres se cambió al martes", "la cita del pediatra quedó para el viernes":
 * what the family was told of a gathering's new day or hour is the calendar's move — its name is
 * what comes before the telling. Told as what it now is ("la comida familiar va a ser a las 3",
 * "the family lunch is now at 1pm"), the same.
 */
export function moveTold(scene: Scene): ClauseReading | null {
  const { reading, from, to, top, asks, clause } = scene;
  const { temporal } = reading;
  if (asks || (!temporal.date && !temporal.time) || temporal.recurrence) return null;
  const said = reading.tokens.slice(from, to);
  const words = said.map((token) => token.folded);
  // The telling: one to three words, the last a participle or a past verb.
  let at = -1;
  let size = 0;
  for (let i = 1; i < words.length && at < 0; i++) {
    for (const length of [3, 2, 1]) {
      const phrase = words.slice(i, i + length).join(" ");
      if (i + length <= words.length && (toldMoved.test(phrase) || toldNow.test(phrase))) {
        at = i;
        size = length;
        break;
      }
    }
  }
  if (at < 1) return toldFirst(scene);
  // What follows is where it goes: only "to" words and the day or hour.
  const after = said.slice(at + size);
  if (
    !after.every(
      (token, i) =>
        isPunctuation(token) ||
        Boolean(temporal.roles[from + at + size + i]) ||
        toWords.test(token.folded) ||
        /^(same|time|misma|hora|mesma|mesmo|horario|at|as|às|a)$/.test(token.folded),
    )
  )
    return null;
  const thing = said
    .slice(0, at)
    .filter((token, i) => !isPunctuation(token) && !temporal.roles[from + i]);
  while (
    thing.length > 0 &&
    /^(la|el|lo|del|de|o|a|the|our|my|mi|nuestra)$/.test(thing[0]?.folded ?? "")
  )
    thing.shift();
  // "la comida familiar al final va a ser a las 3": how it turned out is no part of the name.
  const closing = thing.map((token) => token.folded).join(" ");
  const filler = /(?:^| )(al final|finalmente|at the end|after all|afinal|ahora|agora|now)$/.exec(
    closing,
  );
  if (filler) thing.splice(thing.length - (filler[1] ?? "").split(" ").length);
  if (!thing.some((token) => /\p{L}{3,}/u.test(token.text))) return null;
  const gathering =
    eventTypeOf(fold(textOf(thing))) !== "general" ||
    thing.some((token) => gatheringWords().has(token.folded) || eventWords.has(token.folded));
  // "a lição de matemática do Mateo fica pra sexta": a thing to do told of its new day is the
  // task's move (the household's own names tell a task from an event, builtin/references.ts).
  if (!gathering) {
    if (!temporal.date) return null;
    const slots = { title: thing };
    return {
      ...clause("task.move", top.score, { slots, literals: 1, hasSlot: true }, slots),
      basis: "carrier",
    };
  }
  const slots = { event: thing };
  return {
    ...clause("event.move", top.score, { slots, literals: 1, hasSlot: true }, slots),
    basis: "carrier",
  };
}

/** "remarcaram a consulta do dentista pra sexta", "mudaram a reunião de pais pra terça",
 * "cambiaron la junta de padres al jueves", "they moved the dentist to friday": whoever moved
 * it, said first — the gathering named after the telling, up to where it goes. */
const movedByThem =
  /^(remarcaram|mudaram|adiaram|passaram|transferiram|trocaram|cambiaron|pasaron|movieron|corrieron|recorrieron|reprogramaron|postergaron|atrasaron|adelantaron)$/;

function toldFirst(scene: Scene): ClauseReading | null {
  const { reading, from, to, top, clause } = scene;
  const said = reading.tokens.slice(from, to);
  const they = said[0]?.folded === "they" ? 1 : 0;
  const verb = said[they]?.folded ?? "";
  if (!movedByThem.test(verb) && !(they && /^(moved|pushed|rescheduled|changed)$/.test(verb)))
    return null;
  const thing = [];
  for (let i = they + 1; i < said.length; i++) {
    const token = said[i] as (typeof said)[number];
    if (reading.temporal.roles[from + i] || isPunctuation(token)) break;
    if (toWords.test(token.folded) && reading.temporal.roles[from + i + 1]) break;
    if (/^(to|pra|pro|para|al|pa)$/.test(token.folded)) break;
    thing.push(token);
  }
  while (thing.length > 0 && /^(la|el|lo|o|a|the|os|as|los|las)$/.test(thing[0]?.folded ?? ""))
    thing.shift();
  const gathering = thing.some(
    (token) => gatheringWords().has(token.folded) || eventWords.has(token.folded),
  );
  if (!gathering && eventTypeOf(fold(textOf(thing))) === "general") return null;
  const slots = { event: thing };
  return {
    ...clause("event.move", top.score, { slots, literals: 1, hasSlot: true }, slots),
    basis: "carrier",
  };
}
