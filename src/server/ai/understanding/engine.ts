import { withoutAddress } from "#server/ai/understanding/address-words.ts";
import { withoutAlso } from "#server/ai/understanding/also-words.ts";
import {
  alreadyBoughtAfterARequest,
  attentionOpener,
  interjectionFirst,
  listClosingBeforeMore,
  whatComesOfItAfter,
  whomItIsSaidTo,
} from "#server/ai/understanding/asked-and-told.ts";
import { keptAskedPlainly } from "#server/ai/understanding/asked-if-kept.ts";
import { listAskedPlainly, palSaidInFull } from "#server/ai/understanding/asked-plainly.ts";
import { bringsAnErrand } from "#server/ai/understanding/bring-requests.ts";
import {
  calendarAskedWithUsted,
  theEventTold,
  toldForTheCalendar,
} from "#server/ai/understanding/calendar-closings.ts";
import { callsFor, oneChangePerThing } from "#server/ai/understanding/calls.ts";
import { afterGreeting, laughterLanguage } from "#server/ai/understanding/chat.ts";
import { choreAfterAdd } from "#server/ai/understanding/chore-after-add.ts";
import type { Classifier } from "#server/ai/understanding/classifier.ts";
import { readClause } from "#server/ai/understanding/clause-rules.ts";
import {
  actionIntents,
  clauses,
  looksWhether,
  opensWithAMember,
  saysAgain,
} from "#server/ai/understanding/clauses.ts";
import { cookingAskedPlainly } from "#server/ai/understanding/cooking-asked.ts";
import {
  type Intent,
  type Language,
  languages,
  lexicons,
} from "#server/ai/understanding/corpus.ts";
import { correctedInPassing, retractedInPassing } from "#server/ai/understanding/corrections.ts";
import {
  countSaidPlainly,
  countSetByName,
  listClosingSaidPlainly,
  noneLeftSaidPlainly,
} from "#server/ai/understanding/count-sayings.ts";
import { composedAnswer, isCommandWord, plainRequest } from "#server/ai/understanding/courtesy.ts";
import { dateSaidAfterItsDay } from "#server/ai/understanding/date-after-its-day.ts";
import { allOfADayAsked, rangeSaidWithWeekdays } from "#server/ai/understanding/day-requests.ts";
import {
  doneAfterDone,
  doneClosingSaidPlainly,
  doneStateSaidPlainly,
  howItWasDoneAfter,
  markedDoneSaidInFull,
  paidSomewhere,
  whoDidItSaidAfter,
} from "#server/ai/understanding/done-together.ts";
import { schedulingClose } from "#server/ai/understanding/event-requests.ts";
import { namesAGrocery, readItems, type SaidItem } from "#server/ai/understanding/items.ts";
import { isLanguageWord } from "#server/ai/understanding/language.ts";
import { mealWordsOfAnotherRequest } from "#server/ai/understanding/meal-or-chore.ts";
import { readMealRequest } from "#server/ai/understanding/meal-requests.ts";
import { withoutMemberArticle } from "#server/ai/understanding/member-articles.ts";
import { shiftedByDays } from "#server/ai/understanding/move-requests.ts";
import { occasionPutOnADay } from "#server/ai/understanding/occasion-on-a-day.ts";
import {
  asksAboutAGame,
  asksAPrice,
  asksForEntertainment,
  asksPublicInformation,
  asksTheClockOrAPhone,
  looksLikeMarkup,
} from "#server/ai/understanding/out-of-scope.ts";
import {
  boughtAfterAnAdd,
  pastSaidPlainly,
  pickedUpSaidPlainly,
} from "#server/ai/understanding/past-said-plainly.ts";
import { pendingAgainSaidPlainly, saysPending } from "#server/ai/understanding/pending-again.ts";
import {
  isMutatingTool,
  type Outcome,
  type PlannedCall,
  type Understanding,
  type UnderstandOptions,
} from "#server/ai/understanding/plan.ts";
import { type Reading, read } from "#server/ai/understanding/reading.ts";
import {
  reopenAfterTelling,
  reopenNamedAfterTelling,
} from "#server/ai/understanding/reopen-requests.ts";
import { repetitionSaidPlainly } from "#server/ai/understanding/repeat-changes.ts";
import {
  requestAfterAMeal,
  requestsSaidTogether,
} from "#server/ai/understanding/requests-together.ts";
import {
  alacenaIsThePantry,
  anythingScheduledAsked,
  backOnSaidShort,
  billsBehindAsked,
  boughtByItsParticiple,
  boughtForAPurpose,
  byTheWaySaidPlainly,
  calledToMoveUs,
  closingAskedWithCanYou,
  commandHurried,
  countSaidThingFirst,
  dayAfterAHandover,
  dictatedMarks,
  doneClosingInPortuguese,
  doneSaidBare,
  emojiAsAPause,
  eventToldOnADay,
  expiryAskedToo,
  fromHereSaidAsToday,
  goingNotedDown,
  gotThenMarked,
  haveSomeoneDoIt,
  hourChangeToldFirst,
  listAskedOnTheWay,
  listAskedWithUsted,
  markedWithoutADay,
  memberBeforeTheTask,
  moveToldThenChanged,
  notDoneAfterAll,
  nowAfterAnExclamation,
  startsAtAnotherHour,
  tickedByMistakeTold,
  toldThenNoted,
  tripThenBought,
  usedThenTakenOff,
  wholePantryAsked,
  whoseTasksAskedFirst,
  whyAfterTheList,
  wishSaidAsCommand,
} from "#server/ai/understanding/said-around.ts";
import {
  anyLateTaskAsked,
  anythingOfAMemberAsked,
  badlyDoneReopened,
  billMarkedPaid,
  billToldPaid,
  bumpedToAPriority,
  byThatDay,
  choreChangedInPortuguese,
  choreDayCorrected,
  choreDoneByItsState,
  choreForSomeoneElse,
  choreGivenTo,
  choreInSomeonesName,
  choreIsNowFor,
  choreOftenSaidFirst,
  choreQuoted,
  choreSaidAsToDo,
  choresDoneAsked,
  choresDueAsked,
  choresOfTheHouse,
  choreThenItsDay,
  choreThenMadeOne,
  choreThenPriority,
  choreUndone,
  choreWithItsDayFirst,
  closingForWhomSaidAfter,
  doneByAMemberThenMarked,
  doneByThemInPortuguese,
  doneByTheStateLeft,
  doneThenWhoDidIt,
  forgottenThenMoved,
  givenAsDone,
  goingToDoNoted,
  gotItDone,
  handedThenCorrected,
  handedWithPutIt,
  handoverThenDay,
  handoverWithBetter,
  inMyName,
  lateThenUrgent,
  leftUndoneAsked,
  makeMeRemember,
  movedWithCorrelo,
  neededOfTheAssistant,
  needThenToDo,
  needToDoInPortuguese,
  newChoreHeading,
  notDoneThenReopened,
  notedForAMember,
  paidHowDropped,
  paidThenCrossedOff,
  pendingAfterTheName,
  pleaNotToForget,
  priorityGoneTo,
  priorityPutOnAChore,
  putInThenTicked,
  queTypedShort,
  rememberThatMustDo,
  reminderSetUpEvery,
  reopenSaidOtherwise,
  sawToIt,
  swappedThenMarked,
  takenOffTheToDoList,
  taskForSomeoneToDo,
  tasksForMeAsked,
  theirChoreDone,
  theirOwnDone,
  thingCleanSaidDone,
  urgentThenWhy,
  whoDoesItNow,
  whoseTasksAskedLoosely,
  whyAfterANote,
  whyAfterTheDay,
  whyBeforeDoneClosing,
  whyItIsUrgent,
} from "#server/ai/understanding/said-of-chores.ts";
import {
  dishAtNight,
  dishDoneForAMeal,
  dishLeftReady,
  dishPraisedAsMade,
  dishThatGoes,
  dishToldReady,
  doneAndThanks,
  eveningMealSaidComida,
  justMadeADish,
  listMadeFromTheMenu,
  madeAfterAll,
  mealIdeasAskedOtherwise,
  mealPutDown,
  mealToldForADay,
  mealToldForTheMenu,
  missingForTheMenuListed,
  missingIngredientsListed,
  outOfIdeasForAMeal,
} from "#server/ai/understanding/said-of-meals.ts";
import {
  askedToBeToldWhat,
  askedToStartAnotherHour,
  calendarAskedOtherwise,
  calendarNotedForMe,
  calledAppointmentIsNow,
  calledItIsNowInSpanish,
  dayIsAGathering,
  endSaidAfter,
  gatheringNoted,
  gatheringWeAreHaving,
  hourCorrected,
  lengthChangedTold,
  madeAnotherHour,
  monthSaidTwice,
  movedFromDayToDay,
  movedFromWeekdayToWeekday,
  mustArriveThenChanged,
  noLongerOnThatDay,
  noonSaidAsAnHour,
  notGoingAnymore,
  notSeeingUsThenOff,
  oldHourSaidToo,
  onMyCalendar,
  putItIn,
  repairWishedOfSomeone,
  skippedThenOff,
  someoneAskedFor,
  summaryAskedFor,
  troubleThenSomeoneCalled,
  untilADayAsked,
  wentToAnotherTime,
  whoComesSaidAgain,
} from "#server/ai/understanding/said-of-the-calendar.ts";
import {
  alreadyAtHomeTicked,
  alreadyGotTold,
  amountAsTheListSaid,
  arrivedThenTicked,
  boughtByItsState,
  boughtForMyself,
  checkedOffByMistake,
  checkedOffWrongPutBack,
  checkPutLast,
  closingSaidPlainly,
  deletedFromTheList,
  emptiedWithWhy,
  gotButOneTickedByMistake,
  gotOrNotSaidOtherwise,
  groceryErased,
  hereAfterTheVerb,
  kindSaidAside,
  leftBehindToBuyAgain,
  listedThenWhatFor,
  listSaidShort,
  listSentToSee,
  markedButNotBought,
  moreSaidToTheThing,
  neverMindTakenOff,
  outOfTheList,
  pendingOnTheShoppingList,
  pleaseSaidLast,
  pronounBeforeTheVerb,
  putAsBought,
  putAwayInThePantry,
  putBackToBuy,
  readyThenGot,
  runningLowThenListed,
  scratchedFromTheList,
  shownBoughtButNot,
  stillNeededAfterAll,
  takenOffSaidShort,
  thingThenPutBack,
  thingThenRemoved,
  thrownOnTheList,
  tickAndUntickTogether,
  tickBeforeAnother,
  tickedButNotGot,
  tickedByMistakeUnticked,
  tickTakenOff,
  whereBoughtDropped,
  whyOffTheListAfter,
  whyTakenOffAfter,
} from "#server/ai/understanding/said-of-the-list.ts";
import {
  allOfItLost,
  allOfItWent,
  allOutOf,
  arrivedFromTheShop,
  boughtIntoThePantry,
  boughtOneOfSoMuch,
  boughtThenAdded,
  broughtToUs,
  cameFromSomewhere,
  downToSome,
  expiredAndThrownOut,
  finishedButSomeLeft,
  finishedBySomeoneOrThrownOut,
  hadToThrowOut,
  lastOfItUsed,
  lastOneGone,
  leftSaidThingFirst,
  madeAfterARunOut,
  notEvenADrop,
  pantryCheckAsked,
  pantryStateAsked,
  purposeAfterAQuestion,
  purposeOfAThingAsked,
  putInThePantryUncounted,
  runOutThenHow,
  sizeOfEach,
  spoiledByAmount,
  stockedOrLeftSaidOtherwise,
  stuckOnTheList,
  thrownOutSaidAfter,
  usedAllOfTheAmount,
  usedTheAmount,
  usedUpMaking,
  usedWhileMaking,
  wentIntoIt,
  whoFinishedItToldAfter,
} from "#server/ai/understanding/said-of-the-pantry.ts";
import type { ClauseReading } from "#server/ai/understanding/scene.ts";
import {
  callsForService,
  namesWhoToCall,
  serviceOf,
  serviceWeight,
  tellsATrouble,
  titleIsATrade,
} from "#server/ai/understanding/service-requests.ts";
import {
  listRequestBeforeWhy,
  namedRequestAmidTalk,
  requestAmidTalk,
} from "#server/ai/understanding/talk-around.ts";
import { handoverSaidOnce } from "#server/ai/understanding/task-members.ts";
import { noteThatSaidPlainly, withoutVerdict } from "#server/ai/understanding/task-phrasings.ts";
import {
  priorityAsPartOfTheChange,
  priorityChangeSaidPlainly,
} from "#server/ai/understanding/task-priority.ts";
import {
  onTheEventsDay,
  taskOfWhatWasNamed,
  tasksOfAState,
} from "#server/ai/understanding/task-requests.ts";
import { taskAskedOfTheCalendar } from "#server/ai/understanding/task-scheduling.ts";
import { contentWords } from "#server/ai/understanding/templates.ts";
import { fold, isPunctuation, type Token, tokenize } from "#server/ai/understanding/text.ts";
import { toldDone, toldInItsWeek } from "#server/ai/understanding/told-done.ts";
import {
  afterwardsToldAside,
  alreadyHadRemoved,
  byTheOrdinal,
  calledAboutTheAppointment,
  cancelledOnUs,
  countMadeTold,
  noIdeaSaidFirst,
  notFoundAtTheShop,
  onTheirPlate,
  scratchedOff,
  stillDirtyReopened,
  takenCareOf,
  thingThenTick,
  tickedByMistake,
  usedInWhatWasMade,
  ustedWithItsPronoun,
  wrongOneAfterUntick,
} from "#server/ai/understanding/told-plainly.ts";
import {
  putBackAfterWhy,
  readUnbought,
  stillNeededSaidPlainly,
} from "#server/ai/understanding/unbought.ts";
import { asksToUndo } from "#server/ai/understanding/undo.ts";
import { ustedOpeningSaidAsTu } from "#server/ai/understanding/usted.ts";
import {
  allOfThem,
  clean,
  isCommand,
  isInfinitive,
  namesATask,
  opensWithQuestion,
  phrasingWordsOf,
  takeOutVerbs,
  textOf,
} from "#server/ai/understanding/words.ts";
import { addDays } from "#shared/calendar/zoned-time.ts";
import { capitalizeFirst } from "#shared/shopping/item-names.ts";

export type {
  Outcome,
  PlannedCall,
  Proposal,
  Understanding,
  UnderstandOptions,
} from "#server/ai/understanding/plan.ts";

/**
 * The built-in assistant's understanding of one message: which tools to call with which input,
 * or what to say when nothing should change. Precision first: a confident reading acts, a
 * plausible one proposes its one action and asks (proposeAction), anything else changes nothing.
 *
 * This file holds the top of it: understandWith() and the message-wide checks (length, markup,
 * greetings, laughter, a pending proposal's "sí"/"no", prices, clauses said apart). Each clause
 * is read by clause-rules.ts and turned into tool calls by calls.ts; the domains' own rules live
 * in shopping-requests.ts, pantry-requests.ts, task-requests.ts, event-requests.ts and the rest.
 */

const maxLength = 2000;

/** "sí", "dale", "sim", "yes please": the whole message is one of the lexicon's answers. */
function answerTo(
  reading: Reading,
  fallback: Language,
  pending: boolean,
): { answer: "yes" | "no"; language: Language } | null {
  const words = reading.tokens.filter((token) => !isPunctuation(token)).map((t) => t.folded);
  if (words.length === 0 || words.length > 5) return null;
  const said = words.join(" ");
  // "No" is Spanish and Portuguese: said to the persona, it is in the persona's language.
  for (const language of [fallback, reading.language, ...languages]) {
    const lexicon = lexicons[language];
    if (lexicon.no.some((phrase) => fold(phrase) === said)) return { answer: "no", language };
    if (lexicon.yes.some((phrase) => fold(phrase) === said)) return { answer: "yes", language };
  }
  // "no, mejor no", "sí, dale": only as the answer to a question asked (the caller checks).
  if (!pending) return null;
  // "yep go ahead", "dale nomás", "sí porfa causa", "bora então": an answer's words and the
  // fillers around them only (courtesy.ts), opened by an answer of the lexicon.
  const composed = composedAnswer(words, reading.language);
  if (composed) return { answer: composed, language: reading.language };
  const first = words[0] ?? "";
  const lexicon = lexicons[reading.language];
  if (lexicon.no.map(fold).includes(first)) return { answer: "no", language: reading.language };
  // "dale, pero mañana", "sí, no sé": a yes with a "but" or a "no" is no plain yes.
  const hedged = words.some((word) => ["pero", "but", "mas", "porem", "no", "nao"].includes(word));
  if (
    !hedged &&
    lexicon.yes.map(fold).includes(first) &&
    ["si", "sim", "yes", "dale"].includes(first)
  )
    return { answer: "yes", language: reading.language };
  return null;
}

/** "anótalo", "apúntala", "ponlo en la lista", "agrégalas": a closing "note it down". */
function notesItDown(clause: ClauseReading): boolean {
  const words = clause.words.filter((word) => !/^[,;.]$/.test(word));
  const [verb, ...rest] = words;
  // "…, ponlo en la lista también", "…, coloca na lista também", "…, add it to the list too";
  // "…, anótalo para comprar", "…, anota pra comprar", "…, note it to buy".
  const listWords = [
    ...["en", "a", "la", "lista", "na", "da", "pra", "to", "the", "list", "on"],
    ...["para", "pa", "comprar", "buy", "get"],
    // "…, inclui na lista de compras", "…, ponlo en la lista del súper".
    ...["de", "del", "do", "compras", "mercado", "super", "súper", "shopping", "grocery"],
  ];
  const alsoWords = ["tambien", "también", "tambem", "também", "too", "also", "porfa", "please"];
  const closes = rest.every((word) => listWords.includes(word) || alsoWords.includes(word));
  if (verb === undefined || !closes) return false;
  if (/^(anot|apunt|agreg|sum|pon|met|añad|anad|coloc|bot|adicion)\w*(lo|la|los|las)$/.test(verb))
    return true;
  // Said with no pronoun: the list must be said ("coloca na lista também", "add them to the list").
  const object = verb === "add" || verb === "put" ? rest.shift() : undefined;
  return (
    /^(coloca|coloque|bota|poe|põe|adiciona|anota|inclui|inclua|acrescenta|agrega|añade|incluye|suma|apunta|add|put)$/.test(
      verb,
    ) &&
    (object === undefined ? verb !== "add" && verb !== "put" : /^(it|them)$/.test(object)) &&
    rest.includes("lista") !== rest.includes("list") &&
    rest.length > 0
  );
}

/** A clause of a command with its pronoun and the phrasings' own words only ("márcalo como
 * pendiente otra vez", "agrégalo a la lista"): it names nothing itself. */
function pointsBack(clause: ClauseReading, reading: Reading): boolean {
  const phrasing = phrasingWordsOf(reading.language);
  const spoken = clause.tokens.filter(
    (token) => !isPunctuation(token) && !reading.temporal.roles[reading.tokens.indexOf(token)],
  );
  // "márcalo como pendiente otra vez", "check them off", "marca na lista".
  return (
    spoken.length > 0 &&
    (spoken.some((token) => isCommand(token)) || spoken.length <= 4) &&
    spoken.every(
      (token) => isCommand(token) || phrasing.has(token.folded) || allOfThem.has(token.folded),
    )
  );
}

/** "regresa esa tarea a pendiente", "reabre a tarefa": a change said of "that task" only. */
function namesNothing(clause: ClauseReading): boolean {
  if (!/^(task|event)\./.test(clause.intent) || clause.intent.endsWith(".create")) return false;
  const pointers = new Set(
    "esa ese esta este eso essa esse isso la el lo a o the that this it tarea tarefa task evento event".split(
      " ",
    ),
  );
  const named = clause.slots.title ?? clause.slots.event ?? [];
  return named.every((token) => isPunctuation(token) || pointers.has(token.folded));
}

/** A part of a compound request read on its own, so that its days and hours are its own
 * ("anota la junta el lunes a las 7 y recuérdame llevar los papeles el domingo"); a part that
 * says no day takes the day said before it (not its hour: "…y recuérdame llevar los papeles"
 * is that Monday), or else the message's. */
function ownReading(
  reading: Reading,
  from: number,
  to: number,
  before: Reading | null,
  options: UnderstandOptions,
): Reading {
  const start = reading.tokens[from]?.start ?? 0;
  const end = reading.tokens[to - 1]?.end ?? reading.message.length;
  const said = reading.message.slice(start, end);
  // "…el 9 a las 11 y recuérdame un día antes llamar": so many days before the day said first.
  const ahead = daysBefore(said);
  const earlier = before?.temporal.date;
  if (ahead && earlier) {
    const own = read(said.replace(ahead.phrase, " "), options.today, options.fallback, {
      language: reading.language,
    });
    return { ...own, temporal: { ...own.temporal, date: addDays(earlier, -ahead.days) } };
  }
  const own = read(said, options.today, options.fallback, { language: reading.language });
  const { temporal } = own;
  // "urge pagar la colegiatura, ponlo para mañana": else the day said after it — unless that
  // was only a "now" ("el pediatra cambió la hora, ahora es a las 12. y ponme de pendiente…":
  // it tells when the change came, not the day of what follows).
  const source = before?.temporal.date ? before : reading;
  const day = source.temporal.date;
  if (temporal.date || temporal.recurrence || !day || saysOnlyNow(source)) return own;
  return { ...own, temporal: { ...temporal, date: day } };
}

function saysOnlyNow(reading: Reading): boolean {
  const dayWords = reading.tokens.filter((_, i) => reading.temporal.roles[i] === "date");
  return (
    dayWords.length > 0 &&
    dayWords.every((token) => /^(?:ahora|ahorita|agora|now)$/.test(token.folded))
  );
}

/** "un día antes", "um dia antes", "two days before", "la víspera": so many days before. */
function daysBefore(said: string): { phrase: string; days: number } | null {
  const found =
    /(?<!\p{L})(?:(un|una|um|uma|a|one|1|dos|dois|duas|two|2|tres|três|three|3)\s+(?:d[ií]as?|days?)\s+(?:antes|before)|(?:the )?day before|el d[ií]a (?:de )?antes|la v[ií]spera|na v[ée]spera|o dia anterior|el d[ií]a anterior)(?!\p{L})/iu.exec(
      said,
    );
  if (!found) return null;
  const count = (found[1] ?? "1").toLowerCase();
  const days = /^(dos|dois|duas|two|2)$/.test(count)
    ? 2
    : /^(tres|três|three|3)$/.test(count)
      ? 3
      : 1;
  return { phrase: found[0], days };
}

/** The message with a verb that points back to what was said before it ("márcala",
 * "desmárcalas", "cámbiala") said first, without its pronoun: "la tarea de X márcala como
 * pendiente" → "marca la tarea de X como pendiente", and that verb as written; null when there
 * is none. */
function commandFirst(reading: Reading): { message: string; verb: Token } | null {
  if (reading.language === "en") return null;
  const at = reading.tokens.findIndex(
    (token, i) =>
      i >= 2 &&
      !isPunctuation(reading.tokens[i - 1] as Token) &&
      (isCommand(token) ||
        /^(desmarc|cancel|complet|posterg|suspend|volv|vuelv)\w*(lo|la|los|las)$/.test(
          token.folded,
        )),
  );
  const verb = reading.tokens[at];
  if (!verb) return null;
  const bare = verb.folded.replace(/(?:selo|sela|melo|mela|los|las|lo|la)$/, "");
  if (bare.length < 3) return null;
  const { message } = reading;
  // "las servilletas volvelas a la lista": back on it is «vuelve a poner… en la lista».
  const back = /^(volv|vuelv)/.test(bare);
  const rest = `${message.slice(0, verb.start)}${message.slice(verb.end)}`;
  const said = (
    back ? `vuelve a poner ${rest.replace(/\ba la lista\b/, "en la lista")}` : `${bare} ${rest}`
  )
    .replace(/\s+/g, " ")
    .trim();
  return { message: said, verb };
}

/** "…, porque se acabó", "…? pq acabou tudo", "… xq hice flan", "…, because we ran out", "…, não precisa mais",
 * "… we don't need them", "… que ya tenemos en la casa", "… que todavía falta", "… así lo
 * compro a la vuelta", "… so I can grab it": why is said after what, and asks for nothing. */
const reasonAfter =
  /(?<=\S.*\s\S+.*)(?:[,.;?!]\s*|\s)(?:(?:porque|pq|xq|porq|because|bc|since|ya que|já que|ja que)\s.*|(?:(?:a gente |nós )?não precisa(?:mos)? mais|(?:we )?(?:don'?t|do not) need (?:it|them|that|those)(?: anymore| any more)?|(?:it'?s |they'?re )?(?:no longer|not) needed(?: anymore)?|que (?:ya|j[aá]) (?:tenemos|temos|tem|hay|no (?:hay|queda)\b|compr)\S*.*|que (?:todav[ií]a|a[uú]n|ainda) (?:falta|no|n[aã]o)\b.*|que ya no (?:va|van|vamos|hace falta|sirve|se necesita)\b.*|as[ií] (?:lo|la|los|las|me|no|ya) \S+.*|so (?:i|we) (?:can|don'?t|remember)\b.*)[.!]*)$/isu;

/** "agrega leche, es que viene mi suegra, y también pan", "add milk, because my mom's coming,
 * and bread": why, said between two parts of a request, asks for nothing either. */
const reasonBetween =
  /,\s*(?:es que|porque|pq|xq|because|since|ya que|j[aá] que|[eé] que)\s+[^,]+,\s*(?=(?:y|e|and)\s)/giu;

/** "mantequilla (la con sal)", "papel higiénico (el de 12 rollos)", "bread (the sourdough
 * one)", "(si no está ya)": an aside in parentheses says which one or whether, and names nothing. */
const asideInParentheses =
  /\s*\((?:(?:el|la|los|las|lo|the|si|se|if|que|that|which)\s|(?:o|a|os|as)\s(?:de|do|da|que)\s)[^()]*\)/giu;

/** "cancela la junta que la suspendieron, y en su lugar pon cena…", "cancel the meeting and
 * instead add dinner…", "cancela o jantar, e no lugar coloca…": what replaces it is a request
 * of its own, after a plain "y"; why it was cancelled names nothing. */
const insteadJoint =
  /(?:\s*,)?\s*(?:(?:y|e|and)\s+)?(?:en su lugar|en lugar de eso|en vez de eso|en vez|en cambio|no lugar dele|no lugar dela|em vez disso|no lugar|instead)(?!\s+(?:of|de|del|do|da)\b)\s*,?\s*/iu;
const insteadAfterCommand =
  /(?<!\p{L})(pon|ponme|pone|poné|poneme|agenda|agendá|agendame|agéndame|anota|anotá|anótame|anotame|coloca|coloque|bota|põe|poe|put|add|schedule)\s+(?:en su lugar|en lugar de eso|en vez de eso|no lugar|em vez disso|instead)(?!\p{L})/iu;
const cancelledReason =
  /\s+(?:que|porque|pq|since|because)\s+(?:(?:la|lo|se|it|they)\s+)?(?:(?:la|lo|os|as)\s+)?(?:suspendieron|cancelaron|suspendio|suspendió|cancelo|canceló|suspenderam|cancelaram|was cancell?ed|got cancell?ed|cancell?ed it)\b/iu;

/** "cancela la junta que la suspendieron, y en su lugar pon cena…": why it was cancelled names
 * nothing, and what replaces it is a request of its own. */
function insteadAsItsOwnRequest(message: string): string | null {
  // "…y ponme en su lugar una tutoría": said after the command, "instead" only drops out.
  const commanded = message.replace(insteadAfterCommand, "$1");
  if (commanded !== message) return commanded;
  const replaced = message.replace(cancelledReason, "").replace(insteadJoint, ", ");
  return replaced !== message && /\S/.test(replaced) ? replaced : null;
}

/** Ways of saying a request that read as a plainer message, tried in order: the first that
 * applies is understood in its place. */
/** The longest chain of plainer sayings one message is read through. */
const maxRewrites = 12;

const plainerSayings: ((message: string) => string | null)[] = [
  // «acordate q hay q pagar…»: «q» is «que» to every reading below (said-of-chores.ts).
  queTypedShort,
  // "ya traje las manzanas; el cereal no, lo marqué sin querer": before the mistake alone is
  // read (said-of-the-list.ts).
  gotButOneTickedByMistake,
  // «marca el pan y desmarca el cereal»: before «marca» alone is read as a tick of all that
  // follows.
  tickAndUntickTogether,
  // The twenty-third round's (said-of-*.ts).
  movedFromWeekdayToWeekday,
  hourCorrected,
  choreChangedInPortuguese,
  choreDayCorrected,
  thingCleanSaidDone,
  stockedOrLeftSaidOtherwise,
  dishDoneForAMeal,
  thrownOnTheList,
  whyOffTheListAfter,
  tickTakenOff,
  choreInSomeonesName,
  choresOfTheHouse,
  calendarAskedOtherwise,
  whyBeforeDoneClosing,
  leftSaidThingFirst,
  gotOrNotSaidOtherwise,
  paidSomewhere,
  choreWithItsDayFirst,
  noonSaidAsAnHour,
  closingForWhomSaidAfter,
  // The twenty-second round's (said-of-*.ts).
  finishedButSomeLeft,
  putInThenTicked,
  choresDoneAsked,
  mealIdeasAskedOtherwise,
  listMadeFromTheMenu,
  lastOneGone,
  whyTakenOffAfter,
  groceryErased,
  takenOffSaidShort,
  choresDueAsked,
  neededOfTheAssistant,
  // «lo del internet ya está, lo pagué en el banco»: before «lo pagué» is read as a chore.
  howItWasDoneAfter,
  // "actually we still need cereal, i marked it by mistake": before «actually» is read as a
  // correction (said-of-the-list.ts).
  stillNeededAfterAll,
  // "tô sem ideia do que fazer pro jantar, me ajuda": before «me ajuda» closes it (said-of-meals.ts).
  outOfIdeasForAMeal,
  // «me han movido el dentista del jueves 3 al viernes 4»: before the two days read as a range.
  movedFromDayToDay,
  // "el Mateo ya acabó sus ejercicios de matemáticas, dale por hecho": before the closings
  // below read «dale por hecho» of the whole telling (said-of-chores.ts).
  // "Carlos took care of the trash": before "care" is read as a word of the chore.
  sawToIt,
  doneByAMemberThenMarked,
  // "the cereal i checked off was the wrong kind, put it back": before "put it back" is read as
  // the why's (putBackAfterWhy).
  checkedOffWrongPutBack,
  // "el cereal lo marqué sin querer, no lo he comprado aún": before the mistake alone is read.
  tickedButNotGot,
  // "se nos terminó el café 😭 anotalo en la lista": a face between sentences is a comma.
  emojiAsAPause,
  // "pon mantequilla, y el detergente ya lo compré", «…. ya compré el pan, márcalo»: the one
  // bought is ticked — before «márcalo» is read of the whole message.
  boughtAfterAnAdd,
  // "por fin encontré el detergente, márcalo": the things got, marked bought.
  gotThenMarked,
  // "ya tacha el pan": «ya» only hurries the command.
  commandHurried,
  // "…, y de paso apunta suavitel": by the way is a plain «y».
  byTheWaySaidPlainly,
  // "créele a Sofía una tarea: …": the member said after the task.
  memberBeforeTheTask,
  // "…fica com o Carlos, pra sábado": the day of the chore handed over.
  dayAfterAHandover,
  // "how much chicken do we have and when does it go bad?": its expiry is the thing's.
  expiryAskedToo,
  // "heading to costco, what do we need": the shopping list.
  listAskedOnTheWay,
  // "the dentist called, they need to push us to 5:15": the appointment moved.
  calledToMoveUs,
  // "…vai começar mais cedo, ao meio-dia": a new hour told of an event.
  startsAtAnotherHour,
  // "the dog walk didn't actually happen, undo that": reopened.
  notDoneAfterAll,
  // "fixed the door finally!! now add a task…": two requests.
  nowAfterAnExclamation,
  // "usé 3 huevos en el pastel, descontalos": the use is the request.
  usedThenTakenOff,
  // "el jabón que marqué, me equivoqué…": unticked.
  tickedByMistakeTold,
  // "cereal's back on": back on the list.
  backOnSaidShort,
  // "¿hay alguna cuenta vencida?": the chores behind.
  billsBehindAsked,
  // "marca el pan": ticked, when no day or gathering is said.
  markedWithoutADay,
  // "bórreme la tarea del filtro": usted's command said with its tú form.
  ustedOpeningSaidAsTu,
  insteadAsItsOwnRequest,
  // "pásame la lista del súper", "tem alguma coisa atrasada?": a list asked, said plainly.
  listAskedPlainly,
  // "todavía tenemos frijoles o compro?": whether a grocery is kept, said plainly.
  keptAskedPlainly,
  // "qué hay agendado pal finde?": «pal» before the time asked about.
  palSaidInFull,
  // "oe causa, agrega chela a la lista": whom the family addresses is no part of the request.
  withoutAddress,
  // "we also need foil": an "also" inside the request adds nothing to it.
  withoutAlso,
  // "agéndame una tarea para Carlos: …": a task, though asked with the calendar's verb.
  taskAskedOfTheCalendar,
  // "coloca o aniversário da vó dia 20": an occasion put on a day, asked of the calendar.
  occasionPutOnADay,
  // "recuérdale al Carlos que…": the name's article is no part of the request.
  withoutMemberArticle,
  // "tem só meio quilo de feijão agora": "only" and "now" change no count.
  countSaidPlainly,
  // "set the rice to 2", «cambia los huevos a 18»: a grocery set to a number is its count.
  countSetByName,
  // "se ha acabado el pollo", "o café já era": none left, said the plainer way.
  noneLeftSaidPlainly,
  // "se acabó el aceite, ponlo en la lista por fa": the list's closing said plainly.
  listClosingSaidPlainly,
  // "he comprado una docena de huevos", "recién compré azúcar": the plain past.
  pastSaidPlainly,
  // "ya pasé por las manzanas, táchalas": got, said plainly.
  pickedUpSaidPlainly,
  // "move it to friday and make it high priority": the priority is part of the same change.
  priorityAsPartOfTheChange,
  // "cambia la prioridad de pagar el internet a urgente": the change said the plainer way.
  priorityChangeSaidPlainly,
  // "haz que regar las plantas sea todos los días": a task made to repeat, said plainly.
  repetitionSaidPlainly,
  // "la puerta del baño que la arregle Carlos, ponésela a él": a handover said once.
  handoverSaidOnce,
  // "Mateo ya hizo la tarea de matemáticas, tache eso": the telling says it is done.
  doneClosingSaidPlainly,
  // "marca como feita a da matemática, o Mateo terminou": who did it is why, no second task.
  whoDidItSaidAfter,
  // "mark the math homework done": "as" said.
  markedDoneSaidInFull,
  // "la luz quedó pagada y el internet también": done, told by the state of the thing.
  doneStateSaidPlainly,
  // "quinta que vem, dia 3, às 20h": the date said after its weekday says which week.
  dateSaidAfterItsDay,
  // "ponga en el calendario la misa…": usted's "ponga", put on the calendar.
  calendarAskedWithUsted,
  // "tengo pollo que vence el viernes, ¿qué puedo cocinar con eso?": what to cook, asked.
  cookingAskedPlainly,
  // "la tarea de matemática ya está", "de atún ya solo hay una lata", "¿Sofía qué tiene por
  // hacer?", "me mostra tudo que tem na despensa", "tem alguma coisa marcada pro sábado?".
  doneSaidBare,
  countSaidThingFirst,
  whoseTasksAskedFirst,
  wholePantryAsked,
  anythingScheduledAsked,
  // "apúntame ir a Correos…": going somewhere, noted, is a reminder.
  goingNotedDown,
  // "… question mark", "milk comma bread": marks dictated by name.
  dictatedMarks,
  // "súmalos a la alacena": the cupboard is the pantry.
  alacenaIsThePantry,
  // "quiero agregar leche…", "I want to plan tacos…": a wish to do it asks for it.
  wishSaidAsCommand,
  // "el pediatra nos cambió la hora, ahora es a las 12": the new hour, said plainly.
  hourChangeToldFirst,
  // "we still need milk": needed, said plainly.
  stillNeededSaidPlainly,
  // "the cereal was the wrong kind, put it back": the thing the why names goes back.
  putBackAfterWhy,
  // "apúntame que tengo que…": «anota que…».
  noteThatSaidPlainly,
  // "the school play is on december 10": an event told on a day, «is now on».
  eventToldOnADay,
  // "ponga leche en la lista": usted's "ponga", said of the list.
  listAskedWithUsted,
  // "have Mateo wash the car": a chore given to someone named.
  haveSomeoneDoIt,
  // "Carlos needs to clean the gutters on saturday, can you add that for him": told, then noted.
  toldThenNoted,
  // "put cilantro and 3 limes on the list? making tacos tonight": what the list is for.
  whyAfterTheList,
  // "daqui até domingo": from today.
  fromHereSaidAsToday,
  // "la junta la recorrieron a las 6, cámbiala": a move told, then asked to be set down.
  moveToldThenChanged,
  // "fui al mercado y compré…", "compré harina pa hacer pizzas": where, and what for.
  tripThenBought,
  boughtForAPurpose,
  // "ya compré el confort, ¿lo puedes marcar?": the closing, said as the command.
  closingAskedWithCanYou,
  // "carro lavado, pode dar baixa", "detergente comprado ✅": done, told by the thing's state.
  doneClosingInPortuguese,
  boughtByItsParticiple,
  // "canceled on us", "what's Sofia got on her plate?", "conté las latas de atún y son 5",
  // "tô sem ideia…, me dá umas sugestões", "la refrigeradora sigue cochina, … reábrela",
  // "trash is taken care of", "fiz omelete e foram 4 ovos", "scratch X off the list".
  cancelledOnUs,
  onTheirPlate,
  countMadeTold,
  noIdeaSaidFirst,
  stillDirtyReopened,
  takenCareOf,
  usedInWhatWasMade,
  scratchedOff,
  // "lo de regar las plantas póngalo diario": usted's command with its pronoun, as tú says it.
  ustedWithItsPronoun,
  // "ya tenemos pan, bórralo de la lista": had already, so taken off.
  alreadyHadRemoved,
  // "el jabón lo marqué sin querer, desmarcalo", "las servilletas no estaban en el súper, …".
  tickedByMistake,
  notFoundAtTheShop,
  // "desmarca o cereal, peguei o errado e devolvi": the wrong one got is why.
  wrongOneAfterUntick,
  // "los huevos, desmárcalos": the thing, then the tick with its pronoun.
  thingThenTick,
  // "me llamaron del consultorio del dentista: el turno ahora es…", "…, lo escondí en el clóset".
  calledAboutTheAppointment,
  afterwardsToldAside,
  // "renew the car registration by the 10th": due on that day.
  byTheOrdinal,
  // "coloca a porta do banheiro como prioridade alta", "…now at 6:30 instead of 7", "we're
  // having dinner at the Garcias' sunday at 7pm" (said-of-chores.ts, said-of-the-calendar.ts).
  priorityPutOnAChore,
  oldHourSaidToo,
  gatheringWeAreHaving,
  mealPutDown,
  calendarNotedForMe,
  purposeOfAThingAsked,
  usedWhileMaking,
  someoneAskedFor,
  anyLateTaskAsked,
  whoFinishedItToldAfter,
  repairWishedOfSomeone,
  noLongerOnThatDay,
  notGoingAnymore,
  handoverWithBetter,
  choreThenPriority,
  // «se fueron todas las papas pal caldo»: none left.
  allOfItWent,
  expiredAndThrownOut,
  notedForAMember,
  lengthChangedTold,
  putBackToBuy,
  pendingAfterTheName,
  handedWithPutIt,
  boughtByItsState,
  justMadeADish,
  rememberThatMustDo,
  tasksForMeAsked,
  calledAppointmentIsNow,
  notDoneThenReopened,
  runningLowThenListed,
  pantryCheckAsked,
  makeMeRemember,
  onMyCalendar,
  alreadyBoughtAfterARequest,
  whereBoughtDropped,
  // The seventeenth round's (said-of-*.ts): asides, closings and tellings around a request.
  kindSaidAside,
  hereAfterTheVerb,
  closingSaidPlainly,
  shownBoughtButNot,
  usedTheAmount,
  // «ya compré aceite, una botella de 1 litro, súmala a la despensa»: before the closing is
  // dropped as the bought thing's own.
  boughtIntoThePantry,
  // «pon aceite en la despensa»: one more of it.
  putInThePantryUncounted,
  boughtThenAdded,
  arrivedFromTheShop,
  givenAsDone,
  paidHowDropped,
  whoDoesItNow,
  madeAfterAll,
  madeAnotherHour,
  whoComesSaidAgain,
  deletedFromTheList,
  forgottenThenMoved,
  gatheringNoted,
  askedToBeToldWhat,
  takenOffTheToDoList,
  allOutOf,
  choreSaidAsToDo,
  mustArriveThenChanged,
  missingIngredientsListed,
  readyThenGot,
  anythingOfAMemberAsked,
  allOfItLost,
  doneByTheStateLeft,
  dishToldReady,
  arrivedThenTicked,
  thingThenPutBack,
  troubleThenSomeoneCalled,
  allOfADayAsked,
  rangeSaidWithWeekdays,
  pantryStateAsked,
  dishAtNight,
  whomItIsSaidTo,
  handoverThenDay,
  doneThenWhoDidIt,
  dayIsAGathering,
  pleaNotToForget,
  taskForSomeoneToDo,
  reopenSaidOtherwise,
  needToDoInPortuguese,
  spoiledByAmount,
  runOutThenHow,
  hadToThrowOut,
  purposeAfterAQuestion,
  whoseTasksAskedLoosely,
  dishLeftReady,
  dishPraisedAsMade,
  thingThenRemoved,
  tickBeforeAnother,
  attentionOpener,
  notEvenADrop,
  boughtForMyself,
  neverMindTakenOff,
  checkedOffByMistake,
  choreDoneByItsState,
  doneByThemInPortuguese,
  alreadyAtHomeTicked,
  listSentToSee,
  whatComesOfItAfter,
  amountAsTheListSaid,
  leftBehindToBuyAgain,
  outOfTheList,
  madeAfterARunOut,
  whyAfterANote,
  calledItIsNowInSpanish,
  whyItIsUrgent,
  listClosingBeforeMore,
  // The nineteenth round's (said-of-*.ts).
  choreThenMadeOne,
  choreOftenSaidFirst,
  moreSaidToTheThing,
  pleaseSaidLast,
  eveningMealSaidComida,
  usedAllOfTheAmount,
  broughtToUs,
  usedUpMaking,
  stuckOnTheList,
  interjectionFirst,
  badlyDoneReopened,
  wentToAnotherTime,
  untilADayAsked,
  askedToStartAnotherHour,
  tickedByMistakeUnticked,
  listSaidShort,
  paidThenCrossedOff,
  leftUndoneAsked,
  goingToDoNoted,
  billToldPaid,
  priorityGoneTo,
  urgentThenWhy,
  reminderSetUpEvery,
  choreUndone,
  notSeeingUsThenOff,
  endSaidAfter,
  emptiedWithWhy,
  lastOfItUsed,
  // "we're down to 1 onion": before the count is read as one to buy.
  downToSome,
  billMarkedPaid,
  // The twentieth round's (said-of-*.ts).
  // «poné los plátanos como comprados»: before «como comprados» is read as a chore's state.
  putAsBought,
  markedButNotBought,
  pendingOnTheShoppingList,
  scratchedFromTheList,
  putAwayInThePantry,
  boughtOneOfSoMuch,
  wentIntoIt,
  thrownOutSaidAfter,
  choreForSomeoneElse,
  inMyName,
  theirOwnDone,
  choreGivenTo,
  choreIsNowFor,
  whyAfterTheDay,
  choreQuoted,
  gotItDone,
  bumpedToAPriority,
  monthSaidTwice,
  skippedThenOff,
  putItIn,
  summaryAskedFor,
  missingForTheMenuListed,
  pronounBeforeTheVerb,
  choreThenItsDay,
  // The twenty-first round's (said-of-*.ts).
  sizeOfEach,
  cameFromSomewhere,
  finishedBySomeoneOrThrownOut,
  alreadyGotTold,
  checkPutLast,
  listedThenWhatFor,
  handedThenCorrected,
  theirChoreDone,
  byThatDay,
  lateThenUrgent,
  movedWithCorrelo,
  needThenToDo,
  newChoreHeading,
  swappedThenMarked,
  doneAndThanks,
];

export function understandWith(
  classifier: Classifier,
  message: string,
  options: UnderstandOptions,
): Understanding {
  // "hoy en la noche mejor hacemos enchiladas…, cámbialo en el menú": the dish put on the menu,
  // said plainly — kept only when so read (said-of-meals.ts); «…al almuerzo va ajiaco» names it
  // without «va».
  const forTheMenu = mealToldForTheMenu(dishThatGoes(message) ?? message);
  if (forTheMenu) {
    const planned = understandWith(classifier, forTheMenu, options);
    if (planned.outcome === "act" && planned.calls.some((call) => call.toolName === "planMeal"))
      return planned;
  }
  // Each saying said plainer is read again; a chain of them ends after a few, so that two
  // sayings that undo each other (or one that matches its own output) never loop.
  const rewrites = options.rewrites ?? 0;
  for (const rewrite of rewrites < maxRewrites ? plainerSayings : []) {
    const plainer = rewrite(message);
    if (plainer && plainer !== message)
      return understandWith(classifier, plainer, { ...options, rewrites: rewrites + 1 });
  }
  // "the plumber is coming monday at 8am, put it in the calendar": the closing asks for the
  // event told before it (read on its own, it made that event twice).
  const told = toldForTheCalendar(message);
  const event = told ? theEventTold(understandWith(classifier, told, options)) : null;
  if (event) return event;
  // "¿podría agregar, por favor, naranjas a la lista?": the courtesy said plainly (courtesy.ts).
  const plain = plainRequest(message);
  if (plain) {
    const asked = understandWith(classifier, plain, options);
    if (asked.outcome === "act" || asked.outcome === "confirm") return asked;
  }
  // "muéstrame las tareas que ya están hechas": which tasks, said as a relative clause, is a
  // list of them — never a task to mark done.
  const stated = tasksOfAState(message);
  if (stated) {
    const listed = understandAsSaid(classifier, stated, options);
    if (listed.outcome === "act" && listed.calls.every((call) => call.toolName === "listTasks"))
      return listed;
  }
  const said = understandAsSaid(classifier, message, options);
  // "el lunes de cena ají de gallina": a day, its meal and a dish, when nothing else reads it.
  const mealOfTheDay = said.outcome === "act" ? null : mealToldForADay(message);
  if (mealOfTheDay) {
    const planned = understandWith(classifier, mealOfTheDay, options);
    if (planned.outcome === "act" && planned.calls.every((call) => call.toolName === "planMeal"))
      return planned;
  }
  const piece = (request: string) =>
    understandWith(classifier, request, { ...options, aPiece: true });
  // "ponme unos bolillos… no espera, mejor 6 teleras": the thing corrected (corrections.ts).
  const corrected = options.aPiece
    ? null
    : (correctedInPassing(message, piece) ?? retractedInPassing(message, piece));
  if (corrected) return corrected;
  // "borrá el papel de la lista, quedó un montón": the request, without the talk around it
  // (talk-around.ts).
  const amidTalk = options.aPiece ? null : requestAmidTalk(message, said, options, piece);
  if (amidTalk) return amidTalk;
  const namedAmidTalk = options.aPiece ? null : namedRequestAmidTalk(message, said, options, piece);
  if (namedAmidTalk) return namedAmidTalk;
  const beforeWhy = options.aPiece ? null : listRequestBeforeWhy(message, said, piece);
  if (beforeWhy) return beforeWhy;
  // "ya pagué la luz y agrega pagar el agua para el viernes": requests said together, each
  // clear alone (requests-together.ts).
  const together = options.aPiece ? null : requestsSaidTogether(message, said, piece);
  if (together) return together;
  // "agrega pagar el agua para el viernes": a chore to note down, not a thing to buy.
  const chore = said.outcome === "act" ? null : choreAfterAdd(message);
  if (chore) {
    const noted = understandWith(classifier, chore, options);
    if (noted.outcome === "act") return noted;
  }
  // "lo del refri volvelo a poner pendiente": a thing done put back to be done is reopened —
  // when the message read as said changes nothing, or took "pendiente" for a thing to buy.
  const pending =
    said.outcome !== "act" ||
    !said.calls.some((call) => isMutatingTool(call.toolName)) ||
    said.calls.some(addsAPendingThing)
      ? pendingAgainSaidPlainly(message)
      : null;
  if (pending) {
    const reopened = understandWith(classifier, pending, options);
    if (reopened.outcome === "act") return reopened;
  }
  // "reabre a tarefa de limpar a geladeira, ficou mal feita": how it turned out is the reason,
  // not a request of its own (task-phrasings.ts).
  const verdictless = said.outcome === "act" ? null : withoutVerdict(message);
  if (verdictless) {
    const again = understandAsSaid(classifier, verdictless, options);
    if (again.outcome === "act" && again.intents.every((intent) => /^(task|event)\./.test(intent)))
      return again;
  }
  // "la tarea de pasear al perro márcala como pendiente", "el dentista muévelo pal jueves": the
  // thing said first, then the verb with its pronoun — read in the usual order when that acts,
  // or when the reading as said took the verb for part of a name ("el arroz agrégalo a la
  // lista" is no «Arroz agrégalo»).
  const reordered = commandFirst(read(message.trim(), options.today, options.fallback));
  const misnamed =
    said.outcome === "act" &&
    reordered !== null &&
    said.calls.some((call) => fold(JSON.stringify(call.input)).includes(reordered.verb.folded));
  if (said.outcome !== "confirm" && said.outcome !== "unclear" && !misnamed) return said;
  const rest = reordered ? understandAsSaid(classifier, reordered.message, options) : null;
  // "la ropa ponla en la lavadora": a "put" said of a place that is no list adds nothing.
  const listed = /\b(lista|list|compras|super|supermercado|mercado)\b/.test(fold(message));
  const adds = rest?.calls.some((call) => call.toolName === "addShoppingItems");
  if (rest?.outcome === "act" && (listed || !adds)) return rest;
  return mixedLanguages(classifier, message, options, said) ?? said;
}

function addsAPendingThing(call: PlannedCall): boolean {
  return (
    call.toolName === "addShoppingItems" && saysPending(JSON.stringify(call.input.items ?? []))
  );
}

/** "recuérdame pay the rent el viernes", "me coloca tortillas na lista, y leche porfa": a family
 * that speaks two languages mixes them. When the message's own language finds no request, the
 * phrasings of another language it uses may — answered in the message's language. */
function mixedLanguages(
  classifier: Classifier,
  message: string,
  options: UnderstandOptions,
  said: Understanding,
): Understanding | null {
  if (options.language) return null;
  const words = tokenize(message).map((token) => token.folded);
  for (const other of languages) {
    if (other === said.language) continue;
    // Two words of its own at least: a shared word or a borrowed one is no second language.
    const own = words.filter(
      (word) => isLanguageWord(word, other) && !isLanguageWord(word, said.language),
    );
    if (new Set(own).size < 2) continue;
    const again = understandAsSaid(classifier, message, { ...options, language: other });
    if (again.outcome === "act") return { ...again, language: said.language };
  }
  return null;
}

function understandAsSaid(
  classifier: Classifier,
  message: string,
  options: UnderstandOptions,
): Understanding {
  const trimmed = message
    .trim()
    .replace(reasonBetween, " ")
    .replace(reasonAfter, "")
    .replace(asideInParentheses, "");
  const quick = read(trimmed.slice(0, maxLength), options.today, options.fallback, {
    language: options.language,
  });
  const result = (
    outcome: Outcome,
    calls: PlannedCall[] = [],
    intents: Intent[] = [],
  ): Understanding => ({
    outcome,
    language: quick.language,
    intents,
    calls,
  });
  if (trimmed.length > maxLength) return result("tooLong");
  if (looksLikeMarkup(trimmed)) return result("unclear");
  const words = quick.tokens.filter((token) => !isPunctuation(token));
  // "😂😂😂", "🤣": a laugh with no words, answered in the persona's language.
  if (/^[\s😂🤣😆😅😹😄😁😃]+$/u.test(trimmed)) return result("laughter");
  if (words.length === 0 || !words.some((token) => /\p{L}/u.test(token.text)))
    return result("unclear");
  // "deshaz eso", "undo that", "desfaz isso": nothing is taken back by guess (undo.ts).
  const undo = asksToUndo(trimmed);
  if (undo) return { ...result("undo"), language: undo };

  const folded = words.map((token) => token.folded);
  // "¿cuánto está la UF hoy?", "quanto custa o dólar?": prices are the world's, not the house's.
  if (asksAPrice(folded)) return result("outOfScope");
  // "qué hora es en Madrid", "tradúceme…", "set an alarm for 6am": the clock's and the phone's.
  if (asksTheClockOrAPhone(folded)) return result("outOfScope");
  // "¿a qué hora juega Boca?", "who won the game?": a team's fixtures and results.
  if (asksAboutAGame(folded)) return result("outOfScope");
  if (asksPublicInformation(folded)) return result("outOfScope");
  // "recomiéndame una serie", "suggest a movie for tonight": what to watch is the world's.
  if (asksForEntertainment(folded)) return result("outOfScope");

  // "jajaja", "kkkkk 😂", "lol", "jaja ok": a laugh (with a filler or two) asks for nothing.
  const laughs = words.map((token) => laughterLanguage(token.folded)).filter(Boolean);
  const fillers = new Set(
    [...lexicons[quick.language].strip.edges, ...lexicons[quick.language].yes].map(fold),
  );
  if (
    laughs.length > 0 &&
    words.every((token) => laughterLanguage(token.folded) || fillers.has(token.folded))
  )
    return { ...result("laughter"), language: laughs[0] as Language };

  const answer = answerTo(quick, options.fallback, Boolean(options.pending));
  if (options.pending && answer) {
    const said = { ...result("declined"), language: answer.language };
    if (answer.answer === "no") return said;
    return {
      ...said,
      outcome: "act",
      calls: [{ toolName: options.pending.tool, input: options.pending.args }],
    };
  }
  // «Sí» or «no» with nothing asked before: nothing to run.
  if (answer) return result("unclear");

  // The week plan's requests have words of their own (meal-requests.ts).
  // "agendá la cena en lo de los abuelos", "pon a Carlos a lavar los platos esta noche": the
  // calendar's or a member's chore, though they say a meal (meal-or-chore.ts).
  const meal = mealWordsOfAnotherRequest(quick) ? null : readMealRequest(quick, options.today);
  if (meal && (!options.available || options.available.has(meal.toolName))) {
    const call = { toolName: meal.toolName, input: meal.input };
    if (!meal.confirm) {
      const placed = { ...result("act", [call]), intents: [meal.intent] };
      // "…na janta de sexta, e põe carne seca na lista": a request said after the dish.
      const understand = (piece: string) => understandWith(classifier, piece, options);
      return requestAfterAMeal(quick.message, placed, understand) ?? placed;
    }
    if (options.available && !options.available.has("proposeAction")) return result("unclear");
    const proposal = { tool: call.toolName, args: call.input };
    const question = options.ask?.(proposal, quick.language) ?? "";
    return {
      ...result("confirm", [{ toolName: "proposeAction", input: { ...proposal, question } }]),
      intents: [meal.intent],
    };
  }

  // "al final no compré el cereal, vuelve a ponerlo": back on the list (unbought.ts).
  const unbought = readUnbought(quick);
  if (unbought && (!options.available || options.available.has("uncheckShoppingItems")))
    return {
      ...result("act", [{ toolName: "uncheckShoppingItems", input: { names: unbought.names } }]),
      intents: ["shopping.uncheck"],
    };

  // "buenos días, ¿cómo pinta el día?", "hola, agrega leche": a greeting, then the request —
  // the request is what is answered.
  const request = afterGreeting(quick, classifier);
  if (request) {
    const rest = understandWith(classifier, request, options);
    if (!["unclear", "greeting", "thanks"].includes(rest.outcome)) return rest;
  }

  const available = options.available;
  const ranges = clauses(quick);
  let before: Reading | null = null;
  const read1 = ranges.map(([from, to]) => {
    if (ranges.length === 1) return readClause(quick, classifier, from, to);
    const own = ownReading(quick, from, to, before, options);
    before = own;
    return { ...readClause(own, classifier, 0, own.tokens.length), reading: own };
  });
  // "recuérdame pagar la luz el viernes y comprar el regalo el sábado": the reminder asked
  // first holds for the chore said next, on its own day.
  read1.forEach((clause, i) => {
    const previous = read1[i - 1];
    const own = clause.reading;
    if (previous?.intent !== "task.create" || !own || clause.intent === "task.create") return;
    const words = contentWords(own);
    if (words.length < 2 || !isInfinitive(words[0]?.token.text ?? "", own.language)) return;
    const slots = { title: words.map((word) => word.token) };
    read1[i] = {
      ...clause,
      intent: "task.create",
      match: { slots, literals: 1, hasSlot: true },
      slots,
      basis: "carrier",
    };
  });
  // "já tirei o lixo e reguei as plantas": a second thing done, not a thing bought
  // (done-together.ts).
  read1.forEach((clause, i) => {
    const own = clause.reading;
    if (!own || clause.intent === "task.complete") return;
    const words = contentWords(own).map((word) => word.token);
    if (!doneAfterDone(read1[i - 1]?.intent, words)) return;
    const slots = { title: words };
    read1[i] = {
      ...clause,
      intent: "task.complete",
      match: { slots, literals: 1, hasSlot: true },
      slots,
      basis: "carrier",
    };
  });
  // "saqué la basura yo misma", "lavé el carro", "mark the internet bill as paid": a chore told
  // done, that no phrasing fits, is done — not a guess to propose (told-done.ts).
  read1.forEach((clause, i) => {
    const done = toldDone(clause, clause.reading ?? quick);
    if (done) read1[i] = done;
  });
  // "anota pan y saca el detergente": after a change to the list, a "take out" is the list's too.
  read1.forEach((clause, i) => {
    const previous = read1[i - 1];
    const own = clause.reading;
    if (!previous?.intent.startsWith("shopping.") || !own || clause.intent === "shopping.remove")
      return;
    const words = contentWords(own);
    if (words.length < 2 || !takeOutVerbs.has(words[0]?.token.folded ?? "")) return;
    const said = words.slice(1).map((word) => word.token);
    // "compra pan y saca la basura": the trash is a chore, not a thing on the list.
    if (!namesAGrocery(said) && !words.some((word) => ["lista", "list"].includes(word.norm)))
      return;
    const slots = { items: said };
    read1[i] = {
      ...clause,
      intent: "shopping.remove",
      match: { slots, literals: 1, hasSlot: true },
      slots,
      basis: "carrier",
    };
  });
  // "el sábado hacemos causa, recuérdame el viernes comprar las cosas", "mañana viene la tía,
  // anota que hay que limpiar el cuarto": what the family does, said before a clear request, is
  // only its context (its day is the request's when it says none).
  const clear = (clause: ClauseReading) =>
    actionIntents.has(clause.intent) &&
    (clause.basis === "carrier" || ((clause.match?.literals ?? 0) >= 1 && !clause.contested));
  const [opening, ...requests] = read1;
  const context = Boolean(
    opening &&
      requests.length > 0 &&
      !clear(opening) &&
      !opening.intent.startsWith("chat.") &&
      // "¿qué tenemos el sábado?, recuérdame…" asks something of its own.
      opening.reading !== undefined &&
      !opensWithQuestion(opening.reading) &&
      !/[?¿]/.test(opening.reading.message) &&
      // "pan, recuérdame…": a thing named alone may be for the list — not context.
      opening.basis !== "bareNoun" &&
      // "add the school play on dec 12 and remind me…": an opening that commands is a request.
      !isCommandWord(opening.words[0] ?? "") &&
      requests.every(clear) &&
      // "el refri no quedó limpio, regresa esa tarea a pendiente": a request that only points
      // back needs what came before.
      !requests.some(
        (clause) => pointsBack(clause, clause.reading ?? quick) || namesNothing(clause),
      ) &&
      requests.every((clause) => /^(task|event)\./.test(clause.intent)),
  );
  if (context) read1.splice(0, 1);
  // A split is kept only when every part is an action of its own.
  const split =
    read1.length > 1 &&
    read1.every(
      (clause) =>
        (actionIntents.has(clause.intent) && (clause.score >= 0.3 || clause.match !== null)) ||
        // "…y fijate si hay huevos": a look in the pantry asked alongside.
        (clause.intent.startsWith("pantry.") &&
          clause.reading !== undefined &&
          looksWhether(clause.reading, 0)),
    );
  // "el refri no quedó limpio, regresa esa tarea a pendiente": one change to one task or event,
  // said in two pieces, is one request when a phrasing fits the whole.
  const wholeRead = readClause(quick, classifier, 0, quick.tokens.length);
  const whole = toldDone(wholeRead, quick) ?? wholeRead;
  const onePieceIntent =
    split &&
    read1.every((clause) => clause.intent === whole.intent) &&
    // "Carlos tirou o lixo e a Sofia lavou o carro": each member's part is a thing of its own.
    !read1.every((clause) => clause.reading && opensWithAMember(clause.reading, 0)) &&
    // "ya saqué la basura y ya lavé el carro": the same opening twice says two things.
    !ranges.some(([from]) => saysAgain(quick, from)) &&
    ((/^(task|event)\./.test(whole.intent) &&
      !whole.intent.endsWith(".create") &&
      (whole.match?.literals ?? 0) > 0) ||
      // "se dañó la luz del baño, necesito electricista": the trouble, then who to call.
      (whole.intent === "service.request" &&
        read1.filter((clause) => namesWhoToCall(clause.words)).length <= 1));
  // "necesito un electricista, salta la térmica": who to call, then the trouble — one request;
  // "o chuveiro queimou, chama um eletricista amanhã": the trouble first, whatever it was read
  // as on its own (an event on the day said after it).
  const troubleAfter =
    split &&
    whole.intent === "service.request" &&
    read1.some((clause) => clause.intent === "service.request") &&
    read1.every(
      (clause) =>
        clause.intent === "service.request" ||
        (serviceOf(clause.words) !== null && serviceOf(clause.words) === serviceOf(whole.words)) ||
        tellsATrouble(clause.words),
    );
  // "la reunión de apoderados es el jueves a las 7, anótala": an event said, then put on the
  // calendar by a closing "agéndalo/anótalo", is one new event — not a change, then an echo.
  const lastPart = read1.at(-1);
  const scheduled =
    split &&
    whole.intent === "event.create" &&
    whole.basis === "carrier" &&
    lastPart !== undefined &&
    pointsBack(lastPart, lastPart.reading ?? quick) &&
    schedulingClose(quick, { closed: true, to: quick.tokens.length });
  // "al final no hay natación hoy, bórrala": what is off, then the command — one cancellation.
  const calledOff =
    split &&
    whole.intent === "event.cancel" &&
    whole.basis === "carrier" &&
    lastPart !== undefined &&
    pointsBack(lastPart, lastPart.reading ?? quick);
  let parts =
    context || (split && !onePieceIntent && !troubleAfter && !scheduled && !calledOff)
      ? read1
      : [whole];
  // "el refri no quedó limpio, vuelva a abrir esa tarea": the telling names the task the
  // closing "reopen it" points back to (reopen-requests.ts).
  const reopened = reopenAfterTelling(read1, quick) ?? reopenNamedAfterTelling(read1);
  if (reopened && !calledOff) parts = [reopened];
  // "lo de pasear al perro no se hizo, márcalo como pendiente otra vez", "got the apples, check
  // them off": a later part that only points back ("márcalo…") repeats the request — dropped,
  // unless it puts what was said somewhere else ("se acabó el café, agrégalo a la lista").
  if (parts.length > 1) {
    let said: SaidItem[] = [];
    let previousActs = false;
    let whole1 = false;
    let reopened = false;
    const kept = parts.filter((clause, index) => {
      const planned = callsFor(clause, clause.reading ?? quick, {
        previousItems: said,
        today: options.today,
        available,
      });
      said = readItems(clause.slots.items ?? clause.slots.item ?? [], quick.language);
      // Only a reading a phrasing or a clear verb vouches for acts on its own; the network's
      // guess ("o cachorro não foi passear") does not.
      const acts =
        Array.isArray(planned) &&
        planned.length > 0 &&
        (clause.basis === "carrier" || (clause.match?.literals ?? 0) > 0);
      // "…y recuérdame ir al mercado mañana": a new chore of its own is no echo, however
      // common its words.
      const chore = clause.slots.title ?? [];
      const ownChore =
        clause.intent === "task.create" &&
        chore.length >= 2 &&
        (isInfinitive(textOf(chore), quick.language) ||
          ["ir", "ver", "dar", "go", "see"].includes(chore[0]?.folded ?? ""));
      const echo = index > 0 && !ownChore && pointsBack(clause, clause.reading ?? quick);
      const elsewhere = acts && /^(shopping|pantry)\./.test(clause.intent);
      if (echo && !elsewhere && !previousActs) whole1 = true;
      if (echo && clause.intent === "task.reopen") reopened = true;
      // "se nos terminó el arroz, anótalo": a closing "note it" puts what ran out on the list.
      const previous = parts[index - 1];
      if (echo && !elsewhere && previous && notesItDown(clause)) previous.toTheList = true;
      previousActs = acts;
      return !(echo && !elsewhere);
    });
    // "o cachorro não foi passear, reabre a tarefa": when what came before does nothing alone,
    // the closing command is the request — read as one. "o Mateo não levou o cachorro, reabre
    // essa tarefa": a closing "reopen it" says what the telling before it asks — never done.
    parts = whole1
      ? [whole]
      : reopened
        ? kept.map((part) =>
            part.intent === "task.complete" ? { ...part, intent: "task.reopen" as Intent } : part,
          )
        : kept;
  }

  const calls: PlannedCall[] = [];
  let inItsWeek = false;
  let bareHour = false;
  let previousItems: SaidItem[] = [];
  let confident = true;
  // "el jabón no lo compré al final, volvé a ponerlo": one request said twice — a phrasing that
  // fits one half vouches for the other.
  const sameIntent = parts.length > 1 && parts.every((part) => part.intent === parts[0]?.intent);
  const sharedLiterals = Math.max(...parts.map((part) => part.match?.literals ?? 0));
  for (const clause of parts) {
    const own = clause.reading ?? quick;
    const plan = callsFor(clause, own, { previousItems, today: options.today, available });
    // "atrasa un día lo del filtro": moved by days from its own day (move-requests.ts).
    const planned = Array.isArray(plan) ? shiftedByDays(plan, own) : plan;
    // "the dentist moved to friday": a move told lands in the event's own week (told-done.ts).
    if (
      Array.isArray(planned) &&
      planned.some((call) => call.toolName === "updateEvent" && call.input.date) &&
      toldInItsWeek(own)
    )
      inItsWeek = true;
    // "pasa la junta a las 8": an hour without its half of the day, near the event's own.
    if (
      Array.isArray(planned) &&
      planned.some((call) => call.toolName === "updateEvent" && call.input.time) &&
      own.temporal.hourSaidBare
    )
      bareHour = true;
    // "Carlos ya sacó la basura; créale una tarea de comprar focos": the "le" of a new task is
    // the member the part before it opened with.
    const forMember = saidForSomeone(clause)
      ? memberOpening(parts[parts.indexOf(clause) - 1])
      : null;
    if (Array.isArray(planned) && forMember)
      for (const call of planned)
        if (call.toolName === "createTask" && !call.input.assignee) call.input.assignee = forMember;
    // "hay que fumigar la casa, pide un servicio pal lunes": a service's day may be said in
    // another part of the message.
    if (Array.isArray(planned))
      for (const call of planned)
        if (call.toolName === "createServiceRequest" && !call.input.date && quick.temporal.date)
          call.input.date = quick.temporal.date;
    const intent = clause.intent;
    if (intent === "chat.greeting" || intent === "chat.thanks" || intent === "chat.help") {
      if (parts.length === 1 && clause.score >= 0.3) {
        return result(
          intent === "chat.greeting" ? "greeting" : intent === "chat.thanks" ? "thanks" : "help",
          [],
          [intent],
        );
      }
      continue;
    }
    if (intent === "outOfScope") return result("outOfScope", [], [intent]);
    if (planned === "needDate") return result("needDate", [], [intent]);
    if (planned === "outOfScope") return result("outOfScope", [], [intent]);
    if (planned === null || planned.length === 0) return result("unclear", [], [intent]);
    if (available && planned.some((call) => !available.has(call.toolName)))
      return result("unclear", [], [intent]);
    const literals = sameIntent ? sharedLiterals : (clause.match?.literals ?? 0);
    // "hay que fumigar": a task whose first word is a service's might be a service request —
    // it is one when the trouble is said too ("…, hay cucarachas en la cocina"): the words name
    // the service twice.
    // "new task: clean the gutters", "recuérdeme fumigar las matas": said to be a task or a
    // reminder, it is one.
    const reminder = /^(recuerd|record|acuerd|acord|remind|lembr|me lembr)/.test(
      clause.words[0] ?? "",
    );
    const serviceTask = planned.find(
      (call) =>
        call.toolName === "createTask" &&
        !namesATask(clause.words) &&
        !reminder &&
        !call.input.dueDate &&
        callsForService(String(call.input.title ?? "")),
    );
    if (serviceTask) {
      const service = serviceOf(clause.words);
      const named = service ? serviceWeight(clause.words, service) >= 2 : false;
      if (service && named && (!available || available.has("createServiceRequest"))) {
        planned.splice(planned.indexOf(serviceTask), 1, {
          toolName: "createServiceRequest",
          input: clean({
            serviceType: service,
            description: capitalizeFirst(quick.message.trim()).slice(0, 1000),
            date: own.temporal.date,
          }),
        });
      } else confident = false;
    }
    // "agéndame un electricista el viernes", "schedule pest control for Monday": an event
    // whose whole title is a trade is that service, on that day (service-requests.ts).
    for (const [at, call] of planned.entries()) {
      const trade =
        // "viene el plomero el sábado a las 9": a trade coming at an hour is a visit to note.
        call.toolName === "createEvent" && !reminder && !call.input.time
          ? titleIsATrade(String(call.input.title ?? ""))
          : null;
      if (trade && (!available || available.has("createServiceRequest")))
        planned[at] = {
          toolName: "createServiceRequest",
          input: clean({
            serviceType: trade,
            description: capitalizeFirst(quick.message.trim()).slice(0, 1000),
            date: call.input.date,
          }),
        };
    }
    // A service request for no service it knows ("pídeme una pizza") is only a guess; one
    // that names a known service ("nesecito un electrisista") is clear.
    if (planned.some((call) => call.input.serviceType === "Otro")) confident = false;
    // "se nos acabó el arroz, anótalo": the run-out thing, and on the list.
    let notedDown = false;
    if (clause.toTheList && Array.isArray(planned)) {
      const outOf = planned
        .filter((call) => call.toolName === "adjustPantryItem" && call.input.quantity === 0)
        .map((call) => ({ name: call.input.name }));
      if (outOf.length > 0) planned.push({ toolName: "addShoppingItems", input: { items: outOf } });
      // "no hay cebollas, agrégalas a la lista": the closing command says outright what to do.
      notedDown = outOf.length > 0 && clause.intent === "pantry.out";
    }
    // "no hay cebollas, agrégalas a la lista": said as two parts, the same.
    const next = parts[parts.indexOf(clause) + 1];
    if (
      clause.intent === "pantry.out" &&
      next?.intent === "shopping.add" &&
      pointsBack(next, next.reading ?? quick)
    )
      notedDown = true;
    // Emptying the whole list is never done without a «sí».
    if (planned.some((call) => call.input.all === true)) confident = false;
    const namedService =
      intent === "service.request" &&
      clause.score >= 0.5 &&
      planned.every((call) => call.input.serviceType !== "Otro");
    // A phrasing of the corpus fits the whole clause, or a clear "put it on the list" verb
    // opens it: act, unless the network is sure of something else. A bare noun only asks.
    // A question read as a new task, event or item through a one-word phrasing ("¿qué {who}
    // {title}?") is only a guess.
    const loose =
      literals <= 1 &&
      clause.basis !== "carrier" &&
      ["task.create", "event.create", "shopping.add"].includes(intent) &&
      (opensWithQuestion(quick) || /[?¿]/.test(quick.message));
    const strong =
      !loose &&
      (clause.basis === "carrier" ||
        namedService ||
        notedDown ||
        (literals > 0 && !clause.contested));
    if (loose) confident = false;
    // The network alone, with no phrasing that fits, never changes the household.
    if (clause.basis === "bareNoun" || clause.basis === "guess" || !strong) confident = false;
    if (clause.score < 0.2 && literals === 0 && !clause.basis)
      return result("unclear", [], [intent]);
    // "used the last of the cheese on the quesadillas, add it to the list": what ran out is
    // named as the pantry call names it (without what it went into).
    const emptied = planned.filter(
      (call) => call.toolName === "adjustPantryItem" && call.input.quantity === 0,
    );
    previousItems =
      intent === "pantry.out" && emptied.length > 0
        ? emptied.map((call) => ({
            name: String(call.input.name),
            quantity: null,
            amount: null,
            unit: null,
          }))
        : readItems(clause.slots.items ?? clause.slots.item ?? [], quick.language);
    // "ya no compres manzanas, bórralas de la lista": one request said twice is done once.
    const seen = new Set(calls.map((call) => `${call.toolName}:${JSON.stringify(call.input)}`));
    calls.push(
      ...planned.filter((call) => !seen.has(`${call.toolName}:${JSON.stringify(call.input)}`)),
    );
  }
  const intents = parts.map((clause) => clause.intent);
  calls.splice(
    0,
    calls.length,
    ...onTheEventsDay(taskOfWhatWasNamed(oneChangePerThing(calls), quick.message)),
  );
  if (calls.length === 0) return result("unclear", [], intents);
  const mutating = calls.filter((call) => isMutatingTool(call.toolName));
  if (mutating.some((call) => inAnotherScript(call.input))) confident = false;
  if (bringsAnErrand(quick.message, mutating)) confident = false;
  if (!confident && mutating.length > 0) {
    // A question the engine is unsure of ("¿qué puedes hacer?") is not a change to propose.
    if (opensWithQuestion(quick)) return result("unclear", [], intents);
    const first = mutating[0] as PlannedCall;
    const proposal = { tool: first.toolName, args: first.input };
    if (available && !available.has("proposeAction")) return result("unclear", [], intents);
    const question = options.ask?.(proposal, quick.language) ?? "";
    return result(
      "confirm",
      [{ toolName: "proposeAction", input: { ...proposal, question } }],
      intents,
    );
  }
  const acted = result("act", calls, intents);
  return {
    ...acted,
    ...(inItsWeek ? { toldInItsWeek: true } : {}),
    ...(bareHour ? { hourSaidBare: true } : {}),
  };
}

/** Letters outside the Latin script: a family writes in Spanish, Portuguese or English, so a
 * name in them ("ⓦ🍐 𐅭 Έ 類", a paste of symbols) is no thing of the household's — such a
 * change is proposed, never made on the spot. */
function inAnotherScript(input: unknown): boolean {
  return /(?!\p{Script=Latin})\p{L}/u.test(JSON.stringify(input));
}

/** "créale…", "recuérdale…", "ponle…": a command said for someone else (es). */
function saidForSomeone(clause: ClauseReading): boolean {
  return /^\p{L}{3,}(?:le|les)$/u.test(clause.words[0] ?? "") && !clause.slots.who?.length;
}

/** "Carlos ya sacó…", "la Sofi lavó…": the member a part opens with, else null. */
function memberOpening(clause: ClauseReading | undefined): string | null {
  const tokens = clause?.tokens ?? [];
  const at = ["el", "la", "o", "a"].includes(tokens[0]?.folded ?? "") ? 1 : 0;
  const name = tokens[at]?.text ?? "";
  return /^\p{Lu}\p{Ll}{2,}$/u.test(name) ? name : null;
}
