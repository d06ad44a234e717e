import type { ClauseReading, Scene } from "#server/ai/understanding/scene.ts";
import { serviceOf } from "#server/ai/understanding/service-requests.ts";
import { isPunctuation, type Token } from "#server/ai/understanding/text.ts";

/** Verbs that get an appointment: "book", "schedule", "make", "set up", "agenda", "marca",
 * "pide", "reserva", "sácale" (a «cita» taken is one made: CO, CL, PE). */
const bookingVerb =
  /^(book|schedule|make|set|agend\p{L}*|ag[eé]nd\p{L}*|marc[aá]\p{L}*|marque\p{L}*|pid[ea]\p{L}*|ped[ií]\p{L}*|reserv\p{L}*|s[aá]c\p{L}*|add|put|agreg\p{L}*|añad\p{L}*|anad\p{L}*|adicion\p{L}*|anot\p{L}*|apunt\p{L}*|pon|ponme|p[oó]nme|pone|pon[eé])$/u;

/** What an appointment is called: no service to request, a time on the calendar. */
const appointmentWords = new Set(["appointment", "appt", "cita", "consulta", "turno", "hora"]);

/** Words that only lead to the appointment's name at its edges. */
const edgeWords =
  /^(a|an|the|una|un|uma|um|la|el|o|up|me|le|les|lhe|for|para|pra|pro|on|en|em|at|a)$/;

/**
 * "book a vet appointment for the dog on thursday at 11", "book a dentist appointment tuesday
 * 3:30pm", "sácale cita al perro con el veterinario el martes a las 11", "pide hora al oculista
 * el lunes": an appointment booked on a day is an event on the calendar — not a service
 * requested («Otro») nor a thing taken out. A trade named ("book a plumber appointment") is
 * left to the service rules.
 */
export function appointmentBooked(scene: Scene): ClauseReading | null {
  const { reading, from, to, top, asks, clause } = scene;
  if (asks || !reading.temporal.date) return null;
  const said = reading.tokens.slice(from, to);
  const first = said.findIndex((token) => !isPunctuation(token));
  const verb = said[first];
  if (!verb || !bookingVerb.test(verb.folded)) return null;
  // "sácale cita", "saca una hora", "sacá turno", "add a dentist appointment": no article that
  // points to one already there ("pon la cita del pediatra el viernes" may move it).
  if (
    /^(s[aá]c|add|agreg|añad|anad|adicion|pon|anot|apunt|put)/.test(verb.folded) &&
    /^(la|el|los|las|the|o|a|os|as)$/.test(said[first + 1]?.folded ?? "") &&
    !/^(a|an)$/.test(said[first + 1]?.folded ?? "")
  )
    return null;
  let thing: Token[] = said
    .slice(first + 1)
    .filter(
      (token) => !isPunctuation(token) && !reading.temporal.roles[from + said.indexOf(token)],
    );
  // "anotá en el calendario turno con…": where it is put is no part of its name.
  thing = thing.filter((token) => !/^(calendario|agenda|calendar)$/.test(token.folded));
  const folded = thing.map((token) => token.folded);
  if (!folded.some((word) => appointmentWords.has(word))) return null;
  // "hora" is an appointment only when taken or asked for ("saca hora", "pide hora").
  if (
    !folded.some((word) => appointmentWords.has(word) && word !== "hora") &&
    !/^(s[aá]c|pid|ped)/.test(verb.folded)
  )
    return null;
  if (serviceOf(folded)) return null;
  while (thing.length > 0 && edgeWords.test(thing[0]?.folded ?? "")) thing = thing.slice(1);
  while (thing.length > 0 && edgeWords.test(thing.at(-1)?.folded ?? "")) thing = thing.slice(0, -1);
  if (!thing.some((token) => /\p{L}{3,}/u.test(token.text))) return null;
  const slots = { event: thing };
  return {
    ...clause("event.create", top.score, { slots, literals: 1, hasSlot: true }, slots),
    basis: "carrier",
  };
}

/**
 * "block off saturday 2 to 5 for Sofia's party", "save sunday 10 to 12 for the fair", "reserva
 * el sábado de 4 a 7 para el cumple de Mateo": time kept on a day for something is that event —
 * its name is what the time is for.
 */
export function timeBlockedFor(scene: Scene): ClauseReading | null {
  const { reading, from, to, top, asks, clause } = scene;
  if (asks || !reading.temporal.date) return null;
  const said = reading.tokens.slice(from, to).filter((token) => !isPunctuation(token));
  const words = said.map((token) => token.folded);
  const opening = words.slice(0, 2).join(" ");
  if (
    !/^(block off|block out|save|hold|reserve|reserva|aparta|separa|bloquea|bloqueia)\b/.test(
      opening,
    )
  )
    return null;
  const forAt = words.findIndex((word, i) => i > 0 && /^(for|para|pra|pro|pa)$/.test(word));
  if (forAt < 0) return null;
  // Between the verb and "for": only the day and the hours.
  const start = words[1] === "off" || words[1] === "out" ? 2 : 1;
  const between = said.slice(start, forAt);
  if (
    !between.every(
      (token) =>
        Boolean(reading.temporal.roles[reading.tokens.indexOf(token)]) ||
        /^(el|la|o|a|the|on|de|from|to|a|till|until|as|às)$/.test(token.folded),
    )
  )
    return null;
  let thing = said
    .slice(forAt + 1)
    .filter((token) => !reading.temporal.roles[reading.tokens.indexOf(token)]);
  while (thing.length > 0 && edgeWords.test(thing[0]?.folded ?? "")) thing = thing.slice(1);
  if (!thing.some((token) => /\p{L}{3,}/u.test(token.text))) return null;
  const slots = { event: thing };
  return {
    ...clause("event.create", top.score, { slots, literals: 1, hasSlot: true }, slots),
    basis: "carrier",
  };
}
