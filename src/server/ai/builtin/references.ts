import { billWordsOfProvider } from "#server/ai/builtin/bill-providers.ts";
import {
  bestMatches,
  matchMember,
  rankTitleMatches,
  synonymKin,
} from "#server/ai/tools/name-matching.ts";
import type { HouseholdVocabulary } from "#server/ai/tools/vocabulary.ts";
import type { Language } from "#server/ai/understanding/corpus.ts";
import type { PlannedCall, Proposal, Understanding } from "#server/ai/understanding/engine.ts";
import { eventTypeOf } from "#server/ai/understanding/event-words.ts";
import { namesAShop } from "#server/ai/understanding/name-edges.ts";
import { childWords } from "#server/ai/understanding/words.ts";
import { addDays } from "#shared/calendar/zoned-time.ts";
import { capitalizeFirst } from "#shared/shopping/item-names.ts";

/**
 * A task or an event the member refers to, named as the household names it: "push the parents
 * meeting to Tuesday" moves «Junta de padres», "cancela lo del jueves" proposes cancelling the one
 * event on Thursday. A reference that fits several equally ("cancel the appointment", "borra la
 * tarea de pagar") is not guessed: the closest one is proposed and asked about.
 */
const taskTools: Record<string, "open" | "done" | "any"> = {
  completeTask: "open",
  reopenTask: "done",
  updateTask: "any",
  deleteTask: "any",
};
const eventTools = new Set(["updateEvent", "cancelEvent"]);

/** Whether the understanding names a task or an event of the household's (or a day's event). */
export function refersToHousehold(understood: Understanding): boolean {
  return (
    cancelsADay(understood) ||
    understood.calls.some((call) => {
      const tool = call.toolName === "proposeAction" ? String(call.input.tool) : call.toolName;
      const input = call.toolName === "proposeAction" ? call.input.args : call.input;
      const assigned = typeof (input as Record<string, unknown> | undefined)?.assignee === "string";
      return (
        tool in taskTools ||
        eventTools.has(tool) ||
        tool in choreTwins ||
        tool === "cookMeal" ||
        assigned
      );
    })
  );
}

/** "cancela lo del sábado": a cancellation that named only the day (the engine lists it). */
function cancelsADay(understood: Understanding): boolean {
  const [call] = understood.calls;
  return (
    understood.intents.includes("event.cancel") &&
    understood.calls.length === 1 &&
    call?.toolName === "listEvents" &&
    call.input.from === call.input.to
  );
}

interface Resolved {
  tool: string;
  input: Record<string, unknown>;
  /** Several of the household's things fit the words equally. */
  ambiguous: boolean;
}

/** A task's change as the same change to an event, and back: the household knows which it is
 * ("muda o filtro de água pra sexta" moves the task «Cambiar el filtro del agua»). */
const twins: Record<string, { tool: string; fields: Record<string, string> }> = {
  updateEvent: {
    tool: "updateTask",
    fields: {
      title: "title",
      date: "dueDate",
      time: "dueTime",
      shiftDays: "shiftDays",
      priority: "priority",
    },
  },
  updateTask: {
    tool: "updateEvent",
    fields: { title: "title", dueDate: "date", dueTime: "time", shiftDays: "shiftDays" },
  },
  cancelEvent: { tool: "deleteTask", fields: { title: "title" } },
  deleteTask: { tool: "cancelEvent", fields: { title: "title" } },
};

function candidatesFor(
  tool: string,
  input: Record<string, unknown>,
  vocabulary: HouseholdVocabulary,
): { title: string }[] {
  const wanted = taskTools[tool];
  if (wanted)
    return vocabulary.tasks.filter((task) => wanted === "any" || task.done === (wanted === "done"));
  if (!eventTools.has(tool)) return [];
  // "cancela la junta del lunes": the day said is where to look first.
  const onDay = vocabulary.events.filter((event) => event.date === input.date);
  return tool === "cancelEvent" && onDay.length > 0 ? onDay : vocabulary.events;
}

/** "Sofi", "la Sofía", "mi hermano Carlos": the member's name as the household has it. */
function withMember(
  input: Record<string, unknown>,
  vocabulary: HouseholdVocabulary,
): Record<string, unknown> {
  const said = input.assignee;
  if (typeof said !== "string" || said === "me") return input;
  const match = matchMember(said, vocabulary.members, vocabulary.callerId);
  if (match.status === "found")
    return match.member.name === said ? input : { ...input, assignee: match.member.name };
  // "que el nene lleve la autorización", "the kid needs to…": a child said by no name is none
  // of the members' names — the chore is made, for no one in particular.
  if (childWords.has(plain(said).split(/\s+/).at(-1) ?? "")) {
    const { assignee: _, ...rest } = input;
    return rest;
  }
  return input;
}

/** "pasale lo de lavar el carro a mateo y que sea para el sábado": a chore handed over with a
 * day — the member named last, after «a», is whom it goes to, no part of its title. */
function handedToAMember(
  input: Record<string, unknown>,
  vocabulary: HouseholdVocabulary,
): Record<string, unknown> {
  if (typeof input.title !== "string" || input.assignee) return input;
  const handed =
    /^(?:p[aá]s[aá]?le|d[aá]le|passa|pass)\s+(?:(?:lo|la|o|a)\s+(?:de|del|da|do)\s+)?(?<title>.+?)\s+(?:a|al|pro|pra|to)\s+(?<who>\p{L}+)\s*$/iu.exec(
      input.title,
    )?.groups;
  if (!handed?.title || !handed.who) return input;
  const match = matchMember(handed.who, vocabulary.members, vocabulary.callerId);
  return match.status === "found"
    ? { ...input, title: capitalizeFirst(handed.title), assignee: match.member.name }
    : input;
}

/** "lo de Sofía pasalo pal domingo" with several chores of hers: which one is asked first, by
 * proposing the soonest — nothing is tried on a guess. With one or none the task tools answer. */
function oneOfTheirs(
  tool: string,
  input: Record<string, unknown>,
  title: string,
  vocabulary: HouseholdVocabulary,
): Resolved | null {
  const match = matchMember(title, vocabulary.members, vocabulary.callerId);
  if (match.status !== "found") return null;
  const theirs = candidatesFor(tool, input, vocabulary).filter(
    (task) => "assignedTo" in task && task.assignedTo === match.member.id,
  );
  const [soonest] = theirs;
  return theirs.length > 1 && soonest
    ? { tool, input: { ...input, title: soonest.title }, ambiguous: true }
    : null;
}

/** A word as compared here: lowercase, without accents. */
const plain = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/** The words of a title said, without the household's members' first names ("Mateo's"). */
function withoutMembers(title: string, vocabulary: HouseholdVocabulary): string {
  const firstName = (word: string) => plain(word).replace(/['’]s$/, "");
  const names = new Set(
    vocabulary.members.map((member) => firstName(member.name.split(" ")[0] ?? "")),
  );
  return title
    .split(/\s+/)
    .filter((word) => !names.has(firstName(word)))
    .join(" ");
}

/** "una hora más tarde" (the engine's shiftMinutes): the event's own hour moved by so much,
 * the soonest of that name; without an hour of its own (or past midnight) nothing is made up —
 * the call is left without a change and the tool says so. */
function shifted(resolved: Resolved, vocabulary: HouseholdVocabulary): Resolved {
  const { shiftMinutes, ...input } = resolved.input;
  if (typeof shiftMinutes !== "number") return resolved;
  const event = vocabulary.events.find((candidate) => candidate.title === input.title);
  const [hours, minutes] = (event?.time ?? "").split(":").map(Number);
  const at = (hours ?? Number.NaN) * 60 + (minutes ?? Number.NaN) + shiftMinutes;
  if (resolved.tool !== "updateEvent" || Number.isNaN(at) || at < 0 || at >= 24 * 60)
    return { ...resolved, input };
  const time = `${String(Math.floor(at / 60)).padStart(2, "0")}:${String(at % 60).padStart(2, "0")}`;
  return { ...resolved, input: { ...input, time } };
}

/** "atrasa un día lo del filtro", "push the dentist back a week" (the engine's shiftDays): the
 * task's or the event's own day moved by so many days; one with no day of its own gets none made
 * up — the call is left without a change and the tool says so. */
function shiftedDays(resolved: Resolved, vocabulary: HouseholdVocabulary): Resolved {
  const { shiftDays, ...input } = resolved.input;
  if (typeof shiftDays !== "number") return resolved;
  const day =
    resolved.tool === "updateTask"
      ? vocabulary.tasks.find((task) => task.title === input.title)?.dueDate
      : resolved.tool === "updateEvent"
        ? vocabulary.events.find((event) => event.title === input.title)?.date
        : null;
  if (!day) return { ...resolved, input };
  const moved = addDays(day, shiftDays);
  return {
    ...resolved,
    input:
      resolved.tool === "updateTask" ? { ...input, dueDate: moved } : { ...input, date: moved },
  };
}

/** "alarga la comida familiar una hora más", "alárgala hasta las 6" (the engine's
 * lengthenMinutes, untilTime): the event's own length made longer, or the length from its start
 * to that hour (a bare "las 6" after a start at 14:00 is 18:00); an event without an hour or a
 * length of its own gets none made up — the call is left without a change and the tool says so. */
function lengthened(resolved: Resolved, vocabulary: HouseholdVocabulary): Resolved {
  const { lengthenMinutes, untilTime, ...input } = resolved.input;
  if (typeof lengthenMinutes !== "number" && typeof untilTime !== "string") return resolved;
  const event = vocabulary.events.find((candidate) => candidate.title === input.title);
  if (resolved.tool !== "updateEvent" || !event?.time) return { ...resolved, input };
  if (typeof lengthenMinutes === "number") {
    if (!event.minutes) return { ...resolved, input };
    return { ...resolved, input: { ...input, durationMinutes: event.minutes + lengthenMinutes } };
  }
  const minutesOf = (time: string) => {
    const [hours, minutes] = time.split(":").map(Number);
    return (hours ?? Number.NaN) * 60 + (minutes ?? Number.NaN);
  };
  const start = minutesOf(event.time);
  let end = minutesOf(String(untilTime));
  if (end <= start && end < 12 * 60) end += 12 * 60;
  if (Number.isNaN(end) || end <= start) return { ...resolved, input };
  return { ...resolved, input: { ...input, durationMinutes: end - start } };
}

/** An event has no priority: one said of a move that stays the calendar's is left out. */
function withoutEventPriority(resolved: Resolved): Resolved {
  if (resolved.tool !== "updateEvent" || resolved.input.priority === undefined) return resolved;
  const { priority: _, ...input } = resolved.input;
  return { ...resolved, input };
}

/** "los vasos volvelos a la lista", "napkins go back on the list": things put back on the list
 * that it has no line for, bought or not, are added anew. */
function backOnTheList(said: Record<string, unknown>, vocabulary: HouseholdVocabulary): Resolved {
  const names = Array.isArray(said.names) ? said.names.map(String) : [];
  const listed = (name: string) =>
    bestMatches(name, vocabulary.shopping, (item) => item.name, "synonym").length > 0;
  // A thing's name is a few words; «Cereal lo palomeé por error» is a telling misread.
  const aThing = (name: string) =>
    name.split(/\s+/).length <= 3 &&
    !/(?<!\p{L})(?:lo|la|los|las|le|por|que|me|se)(?!\p{L})/iu.test(name);
  if (names.length === 0 || names.some(listed) || !names.every(aThing))
    return { tool: "uncheckShoppingItems", input: said, ambiguous: false };
  return {
    tool: "addShoppingItems",
    input: { items: names.map((name) => ({ name })) },
    ambiguous: false,
  };
}

function resolve(
  tool: string,
  said: Record<string, unknown>,
  vocabulary: HouseholdVocabulary,
): Resolved {
  if (tool === "cookMeal") return resolveMeal(said, vocabulary);
  if (tool in choreTwins) {
    const chore = choreOfTheList(tool, said, vocabulary);
    if (chore) return chore;
    return tool === "uncheckShoppingItems"
      ? backOnTheList(said, vocabulary)
      : { tool, input: said, ambiguous: false };
  }
  const found = withoutEventPriority(resolveTitle(tool, said, vocabulary));
  const offered = offeredAsNew(found, vocabulary);
  if (offered) return offered;
  return nearItsHour(
    inItsWeek(
      lengthened(shiftedDays(shifted(found, vocabulary), vocabulary), vocabulary),
      vocabulary,
    ),
    vocabulary,
  );
}

/** What a change may carry when what it names is made anew instead: an event told on a day, a
 * chore given to a member. */
const madeAnew: Record<string, { tool: string; fields: Set<string>; needs: string[] }> = {
  updateEvent: {
    tool: "createEvent",
    fields: new Set(["title", "date", "time", "durationMinutes"]),
    needs: ["date"],
  },
  updateTask: {
    tool: "createTask",
    fields: new Set(["title", "assignee", "dueDate", "dueTime", "priority"]),
    needs: ["assignee", "dueDate"],
  },
};

/** "the school play is on december 10", "el recital es el 10 de diciembre", "have Carlos pick up
 * milk", "push the spelling bee to friday": an event told on a day, a chore given to a member or
 * moved, that the household has neither on its calendar nor among its tasks is no change — it is
 * offered as new, asked before it is made. */
function offeredAsNew(resolved: Resolved, vocabulary: HouseholdVocabulary): Resolved | null {
  // How a bare hour or a told weekday was said matters only to a move.
  const { hourSaidBare: _bare, dayOfItsWeek: _weekday, ...input } = resolved.input;
  const anew = madeAnew[resolved.tool];
  const title = typeof input.title === "string" ? input.title : "";
  if (!anew || !title || !anew.needs.some((field) => typeof input[field] === "string")) return null;
  if (Object.keys(input).some((field) => !anew.fields.has(field))) return null;
  const known = [...vocabulary.events, ...vocabulary.tasks].some((thing) => thing.title === title);
  if (known) return null;
  if (anew.tool === "createTask") {
    const assignee = typeof input.assignee === "string" ? input.assignee : null;
    const member = assignee && matchMember(assignee, vocabulary.members, vocabulary.callerId);
    // "push Mateo's homework to monday": a member named in it is the task tools' to find.
    if ((member && member.status !== "found") || withoutMembers(title, vocabulary) !== title)
      return null;
    return { tool: anew.tool, input: { priority: "medium", ...input }, ambiguous: true };
  }
  return { tool: anew.tool, input: { ...input, eventType: eventTypeOf(title) }, ambiguous: true };
}

/** An hour said bare (the engine's hourSaidBare), for nearItsHour. */
function withBareHour(tool: string, input: Record<string, unknown>, bare: boolean | undefined) {
  const moved = bare && tool === "updateEvent" && typeof input.time === "string";
  return moved ? { ...input, hourSaidBare: true } : input;
}

/** "the dentist (at 4 pm) moved us to 4:30", "pasa la junta de padres (a las 7 pm) a las 8": an
 * hour read as the morning, said without its half of the day, is the afternoon's when that is
 * nearer the event's own hour — 16:30, 20:00, not 4:30 or 8 in the morning; "el pediatra
 * (10:30) a las 11" stays in the morning. */
function nearItsHour(resolved: Resolved, vocabulary: HouseholdVocabulary): Resolved {
  const { hourSaidBare, ...input } = resolved.input;
  if (!hourSaidBare) return resolved;
  const event = vocabulary.events.find((candidate) => candidate.title === input.title);
  const [hour, minute] = String(input.time).split(":").map(Number);
  const [own, ownMinute] = (event?.time ?? "").split(":").map(Number);
  if (hour === undefined || own === undefined || Number.isNaN(own)) return { ...resolved, input };
  const said = hour * 60 + (minute ?? 0);
  const at = own * 60 + (ownMinute ?? 0);
  // Only a morning reading is doubted: "a las 5" was already read as the afternoon.
  const other = hour >= 1 && hour < 12 ? said + 12 * 60 : said;
  const nearer = Math.abs(other - at) < Math.abs(said - at) ? other : said;
  const time = `${String(Math.floor(nearer / 60)).padStart(2, "0")}:${String(nearer % 60).padStart(2, "0")}`;
  return { ...resolved, input: { ...input, time } };
}

/** A move told (the engine's toldInItsWeek): the weekday it was said to, for inItsWeek. */
function withDayOfItsWeek(call: PlannedCall, told: boolean | undefined): Record<string, unknown> {
  const { date } = call.input;
  if (!told || call.toolName !== "updateEvent" || typeof date !== "string") return call.input;
  const dayOfItsWeek = ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
  return { ...call.input, dayOfItsWeek };
}

/** "the dentist moved to friday" (dayOfItsWeek, withDayOfItsWeek): told of an event in a later week,
 * the day is that weekday of the event's own week (Thursday 3 → Friday 4); an event of this week
 * keeps the day as said (the coming one). */
function inItsWeek(resolved: Resolved, vocabulary: HouseholdVocabulary): Resolved {
  const { dayOfItsWeek, ...input } = resolved.input;
  if (typeof dayOfItsWeek !== "number") return resolved;
  const event = vocabulary.events.find((candidate) => candidate.title === input.title);
  if (resolved.tool !== "updateEvent" || !event || typeof input.date !== "string")
    return { ...resolved, input };
  const weekday = ((new Date(`${event.date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
  const day = addDays(event.date, dayOfItsWeek - weekday);
  return { ...resolved, input: day > input.date ? { ...input, date: day } : input };
}

/** The week's meal to cook that words name: one the words are in ("los chilaquiles" →
 * «Chilaquiles verdes», as the tool finds it), else the closest fit ("sopa po", "fazer os tacos
 * de frango"); the closest day's when two fit. */
const mealTitle = (meal: { title: string }) => meal.title;

function plannedMeal(said: string, vocabulary: HouseholdVocabulary): string | undefined {
  const [contained] = bestMatches(said, vocabulary.meals, mealTitle, "contains");
  return (contained ?? rankTitleMatches(said, vocabulary.meals, mealTitle)[0]?.item)?.title;
}

/** "ya dejé hechos los tacos de pollo pa la comida", "we finally made the chilaquiles last
 * night": words that say a dish was made, and name a word of one of the week's meals to cook —
 * the nearest day's. */
function mealSaidCooked(said: string, vocabulary: HouseholdVocabulary): string | undefined {
  if (!/(cocin|cociné|hech|hic|hizo|made|cook|fiz|feit|fez|prepar|cozinh)/i.test(said)) return;
  return vocabulary.meals.find((meal) => namesAWordOf(said, meal.title, 4))?.title;
}

/** Whether words said of a chore name a word of a dish or a thing itself ("tacos", "sopa", a
 * plural of it) — a near spelling is not enough: "tacha el detergente" is no «Tacos de pollo». */
function namesAWordOf(said: string, name: string, shortest: number): boolean {
  const words = (text: string) =>
    plain(text)
      .split(/[^\p{L}]+/u)
      .filter((word) => word.length >= shortest);
  const saidWords = words(said);
  return words(name).some((word) =>
    saidWords.some(
      (other) => other === word || other.replace(/e?s$/, "") === word.replace(/e?s$/, ""),
    ),
  );
}

/** The shopping list's twin of a chore done or undone: an item still to buy ticked, a bought
 * one unticked — only when the words name it. */
function listedItem(tool: string, title: string, vocabulary: HouseholdVocabulary): Resolved | null {
  const twin = {
    completeTask: { toolName: "checkShoppingItems", checked: false },
    reopenTask: { toolName: "uncheckShoppingItems", checked: true },
  }[tool];
  if (!twin) return null;
  const named = vocabulary.shopping.filter(
    (item) => item.checked === twin.checked && namesAWordOf(title, item.name, 3),
  );
  const [first] = named;
  if (!first) return null;
  return { tool: twin.toolName, input: { names: [first.name] }, ambiguous: named.length > 1 };
}

/** The chore's twin of a thing ticked or unticked on the list: "ya regué las plantas,
 * táchalo", "reguei as plantas hoje" tick no «Plantas» when the list has none — the household's
 * open chore «Regar las plantas» was done (a done one undone, for an untick). */
const choreTwins: Record<string, { tool: string; done: boolean }> = {
  checkShoppingItems: { tool: "completeTask", done: false },
  uncheckShoppingItems: { tool: "reopenTask", done: true },
};

function choreOfTheList(
  tool: string,
  input: Record<string, unknown>,
  vocabulary: HouseholdVocabulary,
): Resolved | null {
  const twin = choreTwins[tool];
  const [name, ...others] = Array.isArray(input.names) ? input.names.map(String) : [];
  if (!twin || !name || others.length > 0) return null;
  if (vocabulary.shopping.some((item) => namesAWordOf(name, item.name, 3))) return null;
  const chores = vocabulary.tasks.filter((task) => task.done === twin.done);
  const [best, second] = rankTitleMatches(name, chores, (task) => task.title);
  if (!best || !namesAWordOf(name, best.item.title, 4)) return null;
  const tied = second !== undefined && second.matched === best.matched;
  return { tool: twin.tool, input: { title: best.item.title }, ambiguous: tied };
}

/** A meal said to be cooked, named as the household has it when the tool would not find it by
 * the words said; as said otherwise (the tool then says it is not on the plan). */
function resolveMeal(input: Record<string, unknown>, vocabulary: HouseholdVocabulary): Resolved {
  const unchanged = { tool: "cookMeal", input, ambiguous: false };
  const said = typeof input.meal === "string" ? input.meal : "";
  if (!said || bestMatches(said, vocabulary.meals, mealTitle, "contains").length > 0)
    return unchanged;
  const [closest] = rankTitleMatches(said, vocabulary.meals, mealTitle);
  return closest ? { ...unchanged, input: { ...input, meal: closest.item.title } } : unchanged;
}

function resolveTitle(
  tool: string,
  said: Record<string, unknown>,
  vocabulary: HouseholdVocabulary,
): Resolved {
  const input = withMember(
    tool === "updateTask" ? handedToAMember(said, vocabulary) : said,
    vocabulary,
  );
  const title = typeof input.title === "string" ? input.title : "";
  const unchanged = { tool, input, ambiguous: false };
  if (!title) return unchanged;
  // "borra la tarea de Carlos": a member's name alone is no title to match («Lavar el carro»
  // only looks like "Carlos") — the task tools find that member's own, or ask which.
  if (tool in taskTools && withoutMembers(title, vocabulary).trim() === "")
    return oneOfTheirs(tool, input, title, vocabulary) ?? unchanged;
  const candidates = candidatesFor(tool, input, vocabulary);
  if (candidates.some((candidate) => candidate.title === title)) return unchanged;
  const people = vocabulary.members.map((member) => member.name);
  const [best, second] = rankTitleMatches(
    title,
    candidates,
    (candidate) => candidate.title,
    people,
  );
  if (!best) {
    const bill = billOfProvider(title, candidates);
    if (bill) return { tool, input: { ...input, title: bill }, ambiguous: false };
    // "ya quedaron los tacos", "terminé de cocinar la sopa": no chore of that name is open, but
    // a meal of the week to cook is — it was cooked.
    const meal =
      tool === "completeTask"
        ? (plannedMeal(title, vocabulary) ?? mealSaidCooked(title, vocabulary))
        : undefined;
    if (meal && namesAWordOf(title, meal, 4))
      return { tool: "cookMeal", input: { meal }, ambiguous: false };
    // "listo las manzanas, ya las compré", "no he cogido el cereal, vuelve a ponerlo pendiente":
    // a thing on the list, done or undone, is the list's.
    const item = listedItem(tool, title, vocabulary);
    if (item) return item;
    // Said of a task but the household has it as an event, or the other way round.
    const twin = twins[tool];
    if (!twin || (tool === "updateTask" && (input.assignee || input.recurrence || input.priority)))
      return unchanged;
    const moved = Object.fromEntries(
      Object.entries(twin.fields)
        .filter(([from]) => input[from] !== undefined)
        .map(([from, to]) => [to, input[from]]),
    );
    const other = candidatesFor(twin.tool, moved, vocabulary);
    // "push Mateo's homework to monday": a member's name alone finds no twin («Clase de natación
    // de Mateo» is not his homework) — what else is said must match too.
    const unnamed = withoutMembers(title, vocabulary);
    return rankTitleMatches(unnamed, other, (candidate) => candidate.title).length > 0
      ? resolveTitle(twin.tool, moved, vocabulary)
      : unchanged;
  }
  const tied =
    second !== undefined &&
    second.matched === best.matched &&
    second.coverage === best.coverage &&
    second.item.title !== best.item.title;
  // "the light bill" fits every chore of paying equally; the bill's own words say which.
  const bill = tied ? billOfProvider(title, candidates) : undefined;
  if (bill) return { tool, input: { ...input, title: bill }, ambiguous: false };
  return { tool, input: { ...input, title: best.item.title }, ambiguous: tied };
}

/** "ya le pagué a la UTE": the one chore of paying that names the bill the company sends
 * («Pagar la luz»; «Cambiar el filtro del agua» is no bill). */
function billOfProvider(title: string, candidates: { title: string }[]): string | undefined {
  const bills = candidates.filter((candidate) => payWords.test(plain(candidate.title)));
  for (const word of billWordsOfProvider(title)) {
    const named = bills.filter((candidate) => namesAWordOf(word, candidate.title, 3));
    if (named.length === 1) return named[0]?.title;
  }
  return undefined;
}

const payWords =
  /(?<!\p{L})(?:pag\p{L}*|pay\p{L}*|bill|cuenta|conta|recibo|factura|boleta)(?!\p{L})/u;

/** "ya pasé al super, tacha las tortillas", "I just got back from the store, check off the
 * bread": where one went, told before what was done there, is no chore done — unless the
 * household has that errand as a task of its own. */
function withoutTripsTold(calls: PlannedCall[], vocabulary: HouseholdVocabulary): PlannedCall[] {
  if (calls.length < 2) return calls;
  const open = vocabulary.tasks.filter((task) => !task.done);
  return calls.filter((call) => {
    const title = call.toolName === "completeTask" ? String(call.input.title ?? "") : "";
    if (!title || !namesAShop(title)) return true;
    return rankTitleMatches(title, open, (task) => task.title).length > 0;
  });
}

/** Said of a dish that it was made, or is ready: «hicimos», «ya están», «pronta», «made»,
 * «mark it cooked», «fiz», «ficou pronta», "the soup is done", "soup's ready". */
const saidCooked =
  /(?<!\p{L})(?:hicimos|hice|hizo|se\s+hicieron|se\s+hizo|cocinamos|cocin[eé]|cocinad[oa]s?|cocinaron|se cocin[oó]|se cocinaron|preparamos|prepar[eé]|listos|listas|listo|est[aá]\s+lista|est[aá]n?|pront[oa]s?|made|cooked|finished making|done|ready|fiz|fizemos|feit[oa]s?|cozinhei|cozinhamos|ficou pront[oa])(?!\p{L})/iu;

/** What a message that tells a dish made may have been read as, when the dish was not seen. */
const misreadAs = new Set([
  "summarizeDay",
  // "la sopa está lista": «lista» read as the list.
  "listShoppingItems",
  "suggestMeals",
  "listEvents",
  "completeTask",
  "checkShoppingItems",
  "adjustPantryItem",
  "readMealPlan",
]);

/** Whether a message may tell a dish of the plan made, read as it was (before the household's
 * meals are read): it says something was made or is ready («lista», the list, is not said) and
 * was read as nothing, or as what such a message is misread as. */
export function mayTellADishMade(message: string, understood: Understanding): boolean {
  // "¿qué se hizo de cena?" asks; only a telling says a dish was made.
  if (!saidCooked.test(message) || /[?¿]/u.test(message)) return false;
  if (understood.calls.some((call) => call.toolName === "cookMeal")) return false;
  // "compré un pollo de 2 kilos…, ya está en el congelador": a thing bought is no dish made.
  const bought = (call: PlannedCall) =>
    call.toolName === "adjustPantryItem" && Number(call.input.delta) > 0;
  return (
    understood.outcome !== "act" ||
    understood.calls.every((call) => misreadAs.has(call.toolName) && !bought(call))
  );
}

/**
 * "anoche hicimos los chilaquiles al final", "ya está pronta la sopa de verduras", "the chicken
 * tacos are made, check them off the meal plan": a dish of the week's plan still to cook, said
 * made or ready, is cooked — when the message was read as nothing, or as what such a message is
 * misread as (a chore done, a thing ticked off, suggestions). Null otherwise.
 */
export function mealToldCooked(
  message: string,
  understood: Understanding,
  vocabulary: HouseholdVocabulary,
): Understanding | null {
  if (!mayTellADishMade(message, understood)) return null;
  const named = vocabulary.meals.filter((meal) => namesAWordOf(message, meal.title, 4));
  // "made the soup" of «Sopa de verduras»: the dish named in another language.
  const kin = named.length === 0 ? synonymKin(message) : null;
  if (kin) named.push(...vocabulary.meals.filter((meal) => kin(meal.title)));
  const titles = new Set(named.map((meal) => meal.title));
  // Two dishes named, or one the plan has twice on different days: which one is not said.
  const [meal] = named;
  if (!meal || titles.size > 1) return null;
  return {
    ...understood,
    outcome: "act",
    intents: ["meals.cooked"],
    calls: [{ toolName: "cookMeal", input: { meal: meal.title } }],
  };
}

/** The understanding with its references named as the household names them; an ambiguous one,
 * or a day's only event to cancel, becomes a proposal. */
export function resolveReferences(
  understood: Understanding,
  vocabulary: HouseholdVocabulary,
  ask: (proposal: Proposal, language: Language) => string,
): Understanding {
  const propose = (proposal: Proposal): Understanding => ({
    ...understood,
    outcome: "confirm",
    calls: [
      {
        toolName: "proposeAction",
        input: { ...proposal, question: ask(proposal, understood.language) },
      },
    ],
  });
  if (cancelsADay(understood)) {
    const day = understood.calls[0]?.input.from;
    const events = vocabulary.events.filter((event) => event.date === day);
    const [only] = events;
    return events.length === 1 && only
      ? propose({ tool: "cancelEvent", args: { title: only.title, date: day } })
      : understood;
  }
  if (understood.outcome === "confirm") {
    const call = understood.calls[0] as PlannedCall;
    const tool = String(call.input.tool);
    const args = (call.input.args ?? {}) as Record<string, unknown>;
    const resolved = resolve(tool, args, vocabulary);
    return resolved.input === args
      ? understood
      : propose({ tool: resolved.tool, args: resolved.input });
  }
  if (understood.outcome !== "act") return understood;
  const resolved = withoutTripsTold(understood.calls, vocabulary).map((call) =>
    resolve(
      call.toolName,
      withBareHour(
        call.toolName,
        withDayOfItsWeek(call, understood.toldInItsWeek),
        understood.hourSaidBare,
      ),
      vocabulary,
    ),
  );
  const unsure = resolved.find((entry) => entry.ambiguous);
  if (unsure) return propose({ tool: unsure.tool, args: unsure.input });
  return {
    ...understood,
    calls: onTheEventsOwnDay(resolved, vocabulary).map(({ tool, input }) => ({
      toolName: tool,
      input,
    })),
  };
}

/** "cambia la junta a las 8 y ponme un recordatorio ese día de…": a chore on the day of the event
 * moved (the engine's `onTheDayOf`) is due on the event's date — the new one if the move gives
 * one. An event the calendar does not have leaves the chore without a day. */
function onTheEventsOwnDay(resolved: Resolved[], vocabulary: HouseholdVocabulary): Resolved[] {
  return resolved.map((entry, at) => {
    const { onTheDayOf, ...input } = entry.input;
    if (onTheDayOf === undefined) return entry;
    const moved = resolved
      .slice(0, at)
      .reverse()
      .find((before) => before.tool === "updateEvent" || before.tool === "createEvent");
    const title = moved?.input.title;
    const date =
      (typeof moved?.input.date === "string" ? moved.input.date : undefined) ??
      vocabulary.events.find((event) => event.title === title)?.date;
    return { ...entry, input: date ? { ...input, dueDate: date } : input };
  });
}
