import { demoConstants } from "#shared/demo/demo-constants.ts";

/** A text the interface translates: a key of the `demo` namespace and the numbers it shows. */
export interface TranslatableText {
  key: string;
  values: Record<string, number>;
}

export const exerciseKinds = [
  "equation",
  "percent",
  "rectangleArea",
  "fractionOf",
  "orderOfOperations",
  "mean",
  "square",
] as const;
export type ExerciseKind = (typeof exerciseKinds)[number];

/** A multiple-choice exercise (spec §3: id, question, options (numbers), answer, explanation). */
export interface DemoExercise {
  id: string;
  kind: ExerciseKind;
  question: TranslatableText;
  options: number[];
  answer: number;
  explanation: TranslatableText;
}

/** Spec §3: question, selectedAnswer, correctAnswer, isCorrect, explanation. */
export interface ExerciseResult {
  exerciseId: string;
  question: TranslatableText;
  selectedAnswer: number;
  correctAnswer: number;
  isCorrect: boolean;
  explanation: TranslatableText;
}

/** A source of numbers in [0, 1), like Math.random. */
export type RandomSource = () => number;

/** A small, fast seeded generator (mulberry32): the same seed always gives the same exercises. */
export function seededRandom(seed: number): RandomSource {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The seed of the first practice, so that every visitor starts with the same three exercises. */
const firstPracticeSeed = 160;

export function firstExerciseSet(): DemoExercise[] {
  return createExerciseSet(seededRandom(firstPracticeSeed));
}

function randomInt(random: RandomSource, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

function pick<T>(random: RandomSource, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T;
}

function shuffle<T>(random: RandomSource, items: readonly T[]): T[] {
  const result = [...items];
  for (let index = result.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [result[index], result[other]] = [result[other] as T, result[index] as T];
  }
  return result;
}

interface Draft {
  values: Record<string, number>;
  answer: number;
  /** Wrong answers a student plausibly reaches, best first. */
  mistakes: number[];
  /** Extra numbers the explanation shows. */
  steps?: Record<string, number>;
}

const drafts: Record<ExerciseKind, (random: RandomSource) => Draft> = {
  equation(random) {
    const a = randomInt(random, 2, 9);
    const x = randomInt(random, 2, 12);
    const b = randomInt(random, 1, 20);
    const c = a * x + b;
    return {
      values: { a, b, c },
      answer: x,
      mistakes: [c - b, Math.round((c + b) / a), x + 1, x - 1],
      steps: { difference: c - b },
    };
  },
  percent(random) {
    const percent = pick(random, [10, 20, 25, 50, 75]);
    const unit = 100 / gcd(percent, 100);
    const number = unit * randomInt(random, Math.ceil(40 / unit), Math.floor(400 / unit));
    const answer = (number * percent) / 100;
    return {
      values: { percent, number },
      answer,
      mistakes: [number - answer, answer * 2, Math.round(answer / 2), answer + percent],
    };
  },
  rectangleArea(random) {
    const width = randomInt(random, 4, 15);
    const height = randomInt(random, 2, width - 1);
    return {
      values: { width, height },
      answer: width * height,
      mistakes: [2 * (width + height), width + height, width * height + width],
    };
  },
  fractionOf(random) {
    const denominator = randomInt(random, 3, 6);
    const numerator = randomInt(random, 2, denominator - 1);
    const part = randomInt(random, 2, 12);
    const whole = denominator * part;
    const answer = part * numerator;
    return {
      values: { numerator, denominator, whole },
      answer,
      mistakes: [part, whole - answer, whole * numerator, answer + part],
      steps: { part },
    };
  },
  orderOfOperations(random) {
    const a = randomInt(random, 2, 20);
    const b = randomInt(random, 2, 9);
    const c = randomInt(random, 2, 9);
    return {
      values: { a, b, c },
      answer: a + b * c,
      mistakes: [(a + b) * c, a * b + c, a + b + c],
      steps: { product: b * c },
    };
  },
  mean(random) {
    const mean = randomInt(random, 6, 20);
    const below = randomInt(random, 1, 5);
    const above = randomInt(random, 1, 5);
    const first = mean - below;
    const second = mean + above;
    const third = mean + below - above;
    const sum = first + second + third;
    return {
      values: { first, second, third },
      answer: mean,
      mistakes: [sum, Math.max(first, second, third), mean + 1, mean - 1],
      steps: { sum },
    };
  },
  square(random) {
    const base = randomInt(random, 4, 15);
    return {
      values: { base },
      answer: base * base,
      mistakes: [2 * base, base * base + base, (base + 1) * (base + 1), base * base - base],
    };
  },
};

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

const optionCount = 4;

/** The right answer and three distinct positive wrong ones, in a random order. */
function optionsFor(random: RandomSource, draft: Draft): number[] {
  const options = new Set([draft.answer]);
  for (const mistake of draft.mistakes) {
    if (options.size === optionCount) break;
    if (Number.isInteger(mistake) && mistake > 0) options.add(mistake);
  }
  for (let distance = 1; options.size < optionCount; distance++) {
    options.add(draft.answer + distance);
    if (options.size < optionCount && draft.answer - distance > 0) {
      options.add(draft.answer - distance);
    }
  }
  return shuffle(random, [...options]);
}

export function createExercise(random: RandomSource, kind: ExerciseKind): DemoExercise {
  const draft = drafts[kind](random);
  return {
    id: `${kind}:${Object.values(draft.values).join("-")}`,
    kind,
    question: { key: `exercises.${kind}.question`, values: draft.values },
    options: optionsFor(random, draft),
    answer: draft.answer,
    explanation: {
      key: `exercises.${kind}.explanation`,
      values: { ...draft.values, ...draft.steps, answer: draft.answer },
    },
  };
}

/**
 * A practice set: exercises of different kinds, none repeating a question in `avoid` (the set
 * just practised), so asking for more always brings new exercises.
 */
export function createExerciseSet(
  random: RandomSource,
  {
    count = demoConstants.exerciseCount,
    avoid = [],
  }: { count?: number; avoid?: readonly DemoExercise[] } = {},
): DemoExercise[] {
  const seen = new Set(avoid.map((exercise) => exercise.id));
  return shuffle(random, exerciseKinds)
    .slice(0, count)
    .map((kind) => {
      let exercise = createExercise(random, kind);
      while (seen.has(exercise.id)) exercise = createExercise(random, kind);
      seen.add(exercise.id);
      return exercise;
    });
}

export function answerExercise(exercise: DemoExercise, selectedAnswer: number): ExerciseResult {
  return {
    exerciseId: exercise.id,
    question: exercise.question,
    selectedAnswer,
    correctAnswer: exercise.answer,
    isCorrect: selectedAnswer === exercise.answer,
    explanation: exercise.explanation,
  };
}
