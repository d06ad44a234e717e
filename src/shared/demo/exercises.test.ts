import { describe, expect, it } from "vitest";
import {
  answerExercise,
  createExercise,
  createExerciseSet,
  type DemoExercise,
  exerciseKinds,
  firstExerciseSet,
  seededRandom,
} from "#shared/demo/exercises.ts";
import en from "#shared/i18n/locales/en/demo.json" with { type: "json" };
import es from "#shared/i18n/locales/es/demo.json" with { type: "json" };
import ptBR from "#shared/i18n/locales/pt-BR/demo.json" with { type: "json" };

/** What each kind of exercise asks, recomputed from the numbers it shows. */
const solve: Record<DemoExercise["kind"], (values: Record<string, number>) => number> = {
  equation: ({ a, b, c }) => (c! - b!) / a!,
  percent: ({ percent, number }) => (number! * percent!) / 100,
  rectangleArea: ({ width, height }) => width! * height!,
  fractionOf: ({ numerator, denominator, whole }) => (whole! / denominator!) * numerator!,
  orderOfOperations: ({ a, b, c }) => a! + b! * c!,
  mean: ({ first, second, third }) => (first! + second! + third!) / 3,
  square: ({ base }) => base! * base!,
};

const manyExercises = Array.from({ length: 300 }, (_, seed) =>
  exerciseKinds.map((kind) => createExercise(seededRandom(seed), kind)),
).flat();

describe("createExercise", () => {
  it.each(exerciseKinds)("%s: the answer is what the question asks", (kind) => {
    for (const exercise of manyExercises.filter((item) => item.kind === kind)) {
      expect(solve[kind](exercise.question.values)).toBe(exercise.answer);
      expect(Number.isInteger(exercise.answer) && exercise.answer > 0).toBe(true);
    }
  });

  it("offers four distinct positive whole numbers, one of them the answer", () => {
    for (const exercise of manyExercises) {
      expect(exercise.options).toHaveLength(4);
      expect(new Set(exercise.options).size).toBe(4);
      expect(exercise.options).toContain(exercise.answer);
      for (const option of exercise.options) {
        expect(Number.isInteger(option) && option > 0, `${exercise.id}: ${option}`).toBe(true);
      }
    }
  });

  it("does not always put the answer in the same place", () => {
    const positions = new Set(
      manyExercises.map((exercise) => exercise.options.indexOf(exercise.answer)),
    );
    expect(positions).toEqual(new Set([0, 1, 2, 3]));
  });

  it("explains with the exercise's own numbers, ending on the answer", () => {
    for (const exercise of manyExercises) {
      expect(exercise.explanation.values).toMatchObject({
        ...exercise.question.values,
        answer: exercise.answer,
      });
    }
    const equation = createExercise(seededRandom(7), "equation");
    const { a, b, c } = equation.question.values;
    expect(equation.explanation.values.difference).toBe(c! - b!);
    expect(equation.explanation.values.difference! / a!).toBe(equation.answer);
  });
});

describe("createExerciseSet", () => {
  it("gives three exercises of different kinds", () => {
    for (let seed = 0; seed < 50; seed++) {
      const set = createExerciseSet(seededRandom(seed));
      expect(set).toHaveLength(3);
      expect(new Set(set.map((exercise) => exercise.kind)).size).toBe(3);
    }
  });

  it("is the same for the same seed, so the first practice is the same for everyone", () => {
    expect(firstExerciseSet()).toEqual(firstExerciseSet());
    expect(createExerciseSet(seededRandom(1))).not.toEqual(createExerciseSet(seededRandom(2)));
  });

  it("never repeats a question of the set it is asked to avoid", () => {
    let previous = firstExerciseSet();
    const random = seededRandom(99);
    for (let round = 0; round < 200; round++) {
      const next = createExerciseSet(random, { avoid: previous });
      const repeated = next.filter((exercise) => previous.some((old) => old.id === exercise.id));
      expect(repeated).toEqual([]);
      previous = next;
    }
  });

  it("finds the one question left when a kind has nearly run out", () => {
    // Squares go from 4² to 15²: avoid every one but 15².
    const avoid = Array.from({ length: 11 }, (_, index) => ({
      ...createExercise(seededRandom(0), "square"),
      id: `square:${index + 4}`,
    }));
    for (let seed = 0; seed < 20; seed++) {
      const set = createExerciseSet(seededRandom(seed), { count: exerciseKinds.length, avoid });
      expect(set.find((exercise) => exercise.kind === "square")?.id).toBe("square:15");
    }
  });
});

describe("answerExercise", () => {
  const exercise = createExercise(seededRandom(5), "square");
  const wrong = exercise.options.find((option) => option !== exercise.answer)!;

  it("records a right answer", () => {
    expect(answerExercise(exercise, exercise.answer)).toEqual({
      exerciseId: exercise.id,
      question: exercise.question,
      selectedAnswer: exercise.answer,
      correctAnswer: exercise.answer,
      isCorrect: true,
      explanation: exercise.explanation,
    });
  });

  it("records a wrong answer with the correct one", () => {
    expect(answerExercise(exercise, wrong)).toMatchObject({
      selectedAnswer: wrong,
      correctAnswer: exercise.answer,
      isCorrect: false,
    });
  });
});

describe("exercise texts", () => {
  const languages = { es, en, "pt-BR": ptBR };

  it.each(Object.entries(languages))(
    "%s has a question and an explanation for every kind, using only numbers the exercise gives",
    (_, messages) => {
      for (const exercise of manyExercises.slice(0, 7 * 20)) {
        for (const text of [exercise.question, exercise.explanation]) {
          const [, kind, part] = text.key.split(".") as [string, DemoExercise["kind"], string];
          const template = (messages.exercises[kind] as Record<string, string>)[part];
          expect(template, text.key).toBeTypeOf("string");
          const placeholders = [...(template ?? "").matchAll(/{{(\w+)}}/g)].map(
            (match) => match[1],
          );
          for (const name of placeholders) expect(text.values, text.key).toHaveProperty(name!);
        }
      }
    },
  );
});
