import { readFile } from "node:fs/promises";
import { AxeBuilder } from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { appOrigin, expect, test } from "./fixtures.ts";

/** Monday 23 November 2026, 10:00 in Mexico City (the browser's zone, see playwright.config.ts). */
const monday = new Date("2026-11-23T10:00:00-06:00");

/** The first practice is the same for every visitor: its questions and right answers. */
const firstPractice = [
  { question: "Si 4x + 11 = 47, ¿cuánto vale x?", right: "9", wrong: "10" },
  { question: "¿Cuál es el promedio de 7, 14 y 9?", right: "10", wrong: "11" },
  {
    question: "Un rectángulo mide 14 cm de largo y 9 cm de ancho. ¿Cuál es su área en cm²?",
    right: "126",
    wrong: "23",
  },
];

/**
 * Opens the demo with the page's clock stopped at `at`: from then on, time only moves when the
 * test says so. The app's own start-up waits on zero-delay timers, which runFor(0) lets through.
 */
async function openDemo(page: Page, at: Date = monday) {
  await page.clock.install({ time: new Date(at.getTime() - 60_000) });
  await page.clock.pauseAt(at);
  await page.goto("/demo");
  const organize = page.getByRole("button", { name: "Organizar práctica" });
  // The prerendered page shows the button at once (ADR 004): wait until the app has rendered
  // it, with the test's clock, over the build's HTML.
  await expect(async () => {
    await page.clock.runFor(0);
    await expect(page.locator("html[data-hydrated]")).toBeAttached({ timeout: 100 });
    await expect(organize).toBeVisible({ timeout: 100 });
  }).toPass();
}

/**
 * Every axe violation, whatever its impact. axe schedules its work on timers, so the clock runs
 * while it checks and stops again after: call it only when no demo timer is pending.
 */
async function a11yViolations(page: Page) {
  await page.clock.resume();
  const results = await new AxeBuilder({ page }).analyze();
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  return results.violations.map((violation) => ({
    id: violation.id,
    nodes: violation.nodes.map((node) => node.target),
  }));
}

const countdown = (page: Page) => page.getByTestId("countdown");
const feedback = (page: Page) => page.getByRole("status");
const progress = (page: Page) => page.getByRole("progressbar", { name: "Progreso de la práctica" });

/** Chooses a slot and lets the one-second delay pass. */
async function bookSlot(page: Page, day: RegExp) {
  await page.getByRole("button", { name: "Organizar práctica" }).click();
  await page.getByRole("button", { name: day }).click();
  await page.clock.runFor(1_000);
  await expect(page.getByRole("heading", { name: "Práctica de Matemáticas" })).toBeVisible();
}

/** Answers the first practice, right or wrong one exercise at a time, up to the summary. */
async function answerFirstPractice(page: Page, outcomes: boolean[]) {
  for (const [index, exercise] of firstPractice.entries()) {
    await expect(page.getByRole("heading", { name: exercise.question })).toBeVisible();
    const choice = outcomes[index] ? exercise.right : exercise.wrong;
    await page.getByRole("button", { name: choice, exact: true }).click();
    await expect(feedback(page)).toContainText(outcomes[index] ? "¡Correcto!" : "Incorrecto");
    const last = index === firstPractice.length - 1;
    await page
      .getByRole("button", { name: last ? "Ver resultados" : "Siguiente ejercicio" })
      .click();
  }
  await expect(page.getByRole("heading", { name: "Resumen de la práctica" })).toBeVisible();
}

test.describe("/demo", () => {
  // The journeys walk every step, with an axe check on each: a busy machine needs more than 30 s.
  test.describe.configure({ timeout: 90_000 });

  test("walks through reminder, agenda, practice and summary, then restarts clean", async ({
    page,
  }) => {
    await openDemo(page);

    // 1. Reminder: Matemáticas in seven days, counting down a tenth every 100 ms onto the real
    // seven days, and never below them.
    await expect(page.getByRole("heading", { name: "Examen de Matemáticas" })).toBeVisible();
    await expect(page.getByText("lunes, 30 de noviembre")).toBeVisible();
    await expect(page.getByText("Quedan 7 días para el examen")).toBeAttached();
    await expect(countdown(page)).toHaveText("10,0");
    await page.clock.runFor(99);
    await expect(countdown(page)).toHaveText("10,0");
    await page.clock.runFor(1);
    await expect(countdown(page)).toHaveText("9,9");
    await page.clock.runFor(900);
    await expect(countdown(page)).toHaveText("9,0");
    await page.clock.runFor(2_000);
    await expect(countdown(page)).toHaveText("7,0");
    await page.clock.runFor(8_000);
    await expect(countdown(page)).toHaveText("7,0");
    expect(await a11yViolations(page)).toEqual([]);

    // 2. Agenda: three free slots; the chosen one is booked, and a second later the practice starts.
    await page.getByRole("button", { name: "Organizar práctica" }).click();
    await expect(page.getByRole("heading", { name: "Elige un horario libre" })).toBeFocused();
    const slots = page.getByRole("list", { name: "Horarios libres" }).getByRole("button");
    await expect(slots).toHaveText([
      /martes, 24 de noviembre\s*16:00 – 17:00\s*Libre/,
      /miércoles, 25 de noviembre\s*17:30 – 18:30\s*Libre/,
      /jueves, 26 de noviembre\s*16:30 – 17:30\s*Libre/,
    ]);
    expect(await a11yViolations(page)).toEqual([]);
    await slots.nth(2).click();
    await page.clock.runFor(0);
    const toast = page.getByText("Práctica reservada");
    await expect(toast).toBeVisible();
    await expect(slots.nth(2)).toHaveAttribute("aria-pressed", "true");
    await expect(slots.nth(2)).toContainText("Reservado");
    await expect(slots.nth(0)).toBeDisabled();
    await page.clock.runFor(999);
    await expect(page.getByRole("heading", { name: "Elige un horario libre" })).toBeVisible();
    await page.clock.runFor(1);

    // 3. Practice: counter, progress bar, locked options, explanation, celebration for 2 s.
    await expect(page.getByRole("heading", { name: "Práctica de Matemáticas" })).toBeFocused();
    await expect(page.getByText("1/3")).toBeVisible();
    await expect(progress(page)).toHaveAttribute("aria-valuenow", "0");
    await expect(toast).toBeVisible();
    await page.clock.runFor(999);
    await expect(toast).toBeVisible();
    await page.clock.runFor(201); // 2 s, plus the toast's 200 ms exit
    await expect(toast).toBeHidden();

    await expect(page.getByRole("heading", { name: firstPractice[0]!.question })).toBeVisible();
    const options = page
      .getByRole("group", { name: firstPractice[0]!.question })
      .getByRole("button");
    await expect(options).toHaveCount(4);
    await page.getByRole("button", { name: "9", exact: true }).click();
    await expect(feedback(page)).toHaveText(
      "¡Correcto!Resta 11 en ambos lados: 4x = 36. Luego divide entre 4: x = 36 ÷ 4 = 9.",
    );
    for (const option of await options.all()) await expect(option).toBeDisabled();
    await expect(
      page.getByRole("button", { name: "9 (tu respuesta) (respuesta correcta)" }),
    ).toBeVisible();
    await expect(progress(page)).toHaveAttribute("aria-valuenow", "1");
    const celebration = page.getByTestId("celebration");
    await expect(celebration).toContainText("¡Bien hecho!");
    await page.clock.runFor(1_999);
    await expect(celebration).toBeVisible();
    await page.clock.runFor(1);
    await expect(celebration).toBeHidden();
    expect(await a11yViolations(page)).toEqual([]);
    // A locked option does not take a second answer.
    await options.filter({ hasText: "36" }).click({ force: true });
    await expect(feedback(page)).toContainText("¡Correcto!");

    await page.getByRole("button", { name: "Siguiente ejercicio" }).click();
    await expect(page.getByText("2/3")).toBeVisible();
    await expect(page.getByRole("heading", { name: firstPractice[1]!.question })).toBeFocused();
    await page.getByRole("button", { name: "11", exact: true }).click();
    await expect(feedback(page)).toHaveText(
      "IncorrectoLa respuesta correcta es 10.Suma los tres números: 7 + 14 + 9 = 30. Divide entre 3: 30 ÷ 3 = 10.",
    );
    await expect(celebration).toBeHidden();
    expect(await a11yViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Siguiente ejercicio" }).click();
    await expect(page.getByText("3/3")).toBeVisible();
    await page.getByRole("button", { name: "126", exact: true }).click();
    await expect(feedback(page)).toContainText("¡Correcto!");
    await page.getByRole("button", { name: "Ver resultados" }).click();

    // 4. Summary: score, message, one bar per exercise, next practice two weekdays later.
    await expect(page.getByRole("heading", { name: "Resumen de la práctica" })).toBeFocused();
    await expect(page.getByText("2 de 3 correctas")).toBeVisible();
    await expect(page.getByText(/^67\s%$/)).toBeVisible();
    await expect(page.getByText("Muy bien", { exact: true })).toBeVisible();
    const perExercise = page.getByRole("region", { name: "Resultado por ejercicio" });
    await expect(perExercise.getByRole("listitem")).toHaveText([
      /Ejercicio 1\s*Correcta\s*Si 4x \+ 11 = 47.*Tu respuesta: 9$/,
      /Ejercicio 2\s*Incorrecta\s*¿Cuál es el promedio.*Tu respuesta: 11 · Respuesta correcta: 10$/,
      /Ejercicio 3\s*Correcta\s*Un rectángulo.*Tu respuesta: 126$/,
    ]);
    await expect(page.getByTestId("exercise-bar")).toHaveCount(3);
    await expect(page.getByTestId("exercise-bar").nth(1)).toHaveAttribute("data-correct", "false");
    // Thursday plus two weekdays is Monday, the exam day itself: the practice comes the Friday
    // before, never after the exam.
    await expect(page.getByRole("region", { name: "Próxima práctica sugerida" })).toContainText(
      "viernes, 27 de noviembre, 18:00 – 19:00",
    );
    expect(await a11yViolations(page)).toEqual([]);

    // Restart: back to the reminder, with no slot and no results.
    await page.getByRole("button", { name: "Repetir demo" }).click();
    await expect(page.getByRole("heading", { name: "Examen de Matemáticas" })).toBeFocused();
    await expect(countdown(page)).toHaveText("10,0");
    await page.clock.runFor(100);
    await expect(countdown(page)).toHaveText("9,9");
    await page.getByRole("button", { name: "Organizar práctica" }).click();
    for (const slot of await slots.all()) {
      await expect(slot).toHaveAttribute("aria-pressed", "false");
      await expect(slot).toBeEnabled();
      await expect(slot).toContainText("Libre");
    }
    await slots.nth(0).click();
    await page.clock.runFor(1_000);
    await expect(page.getByText("1/3")).toBeVisible();
    await expect(progress(page)).toHaveAttribute("aria-valuenow", "0");
    await expect(page.getByRole("heading", { name: firstPractice[0]!.question })).toBeVisible();
    await expect(feedback(page)).toHaveText("");
  });

  test("says 'Excelente' at 100 % and 'Buen intento' at 0 %", async ({ page }) => {
    await openDemo(page);
    await bookSlot(page, /martes/);
    await answerFirstPractice(page, [true, true, true]);
    await expect(page.getByText("3 de 3 correctas")).toBeVisible();
    await expect(page.getByText(/^100\s%$/)).toBeVisible();
    await expect(page.getByText("Excelente", { exact: true })).toBeVisible();
    // Tuesday plus two weekdays is Thursday.
    await expect(page.getByText("jueves, 26 de noviembre, 18:00 – 19:00")).toBeVisible();

    await page.getByRole("button", { name: "Repetir demo" }).click();
    await bookSlot(page, /miércoles/);
    await answerFirstPractice(page, [false, false, false]);
    await expect(page.getByText("0 de 3 correctas")).toBeVisible();
    await expect(page.getByText(/^0\s%$/)).toBeVisible();
    await expect(page.getByText("Buen intento", { exact: true })).toBeVisible();
    await expect(page.getByText("viernes, 27 de noviembre, 18:00 – 19:00")).toBeVisible();
  });

  test("'Añadir al calendario' downloads an .ics event for the suggested practice", async ({
    page,
  }) => {
    await openDemo(page);
    await bookSlot(page, /jueves/);
    await answerFirstPractice(page, [true, false, true]);

    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Añadir al calendario" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe("hogaria-practica-2026-11-27.ics");
    const ics = await readFile(await file.path(), "utf8");
    await page.clock.runFor(0);
    await expect(page.getByText("Evento descargado")).toBeVisible();

    // RFC 5545: CRLF line endings, folded lines of at most 75 octets.
    expect(ics.endsWith("\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    const physicalLines = ics.split("\r\n").slice(0, -1);
    for (const line of physicalLines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const lines = ics
      .replace(/\r\n[ \t]/g, "")
      .split("\r\n")
      .slice(0, -1);
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines.at(-1)).toBe("END:VCALENDAR");
    const event = lines.slice(lines.indexOf("BEGIN:VEVENT") + 1, lines.indexOf("END:VEVENT"));
    const property = (name: string) =>
      event.find((line) => line.startsWith(`${name}:`))?.slice(name.length + 1);
    expect(lines).toContain("VERSION:2.0");
    expect(lines.some((line) => line.startsWith("PRODID:"))).toBe(true);
    expect(property("UID")).toMatch(/^[0-9a-f]{32}@hogaria\.app$/);
    expect(property("DTSTAMP")).toMatch(/^20261123T16\d{4}Z$/);
    expect(property("SUMMARY")).toBe("Práctica de Matemáticas");
    expect(property("DESCRIPTION")).toContain("examen de Matemáticas (lunes\\, 30 de noviembre)");

    // The times are in UTC; in Mexico City they are Monday 30 November, 18:00 to 19:00.
    const inMexicoCity = (value: string | undefined) => {
      const [, y, mo, d, h, mi, s] = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(
        value ?? "",
      ) ?? [""];
      const instant = new Date(Date.UTC(+y!, +mo! - 1, +d!, +h!, +mi!, +s!));
      return new Intl.DateTimeFormat("sv-SE", {
        timeZone: "America/Mexico_City",
        dateStyle: "short",
        timeStyle: "short",
      }).format(instant);
    };
    expect(inMexicoCity(property("DTSTART"))).toBe("2026-11-27 18:00");
    expect(inMexicoCity(property("DTEND"))).toBe("2026-11-27 19:00");
  });

  test("'Pedir más ejercicios' starts a new practice with fresh, explained exercises", async ({
    page,
  }) => {
    await openDemo(page);
    await bookSlot(page, /miércoles/);
    await answerFirstPractice(page, [true, true, false]);

    await page.getByRole("button", { name: "Pedir más ejercicios" }).click();
    await expect(page.getByRole("heading", { name: "Práctica de Matemáticas" })).toBeFocused();
    await expect(page.getByText("1/3")).toBeVisible();
    await expect(progress(page)).toHaveAttribute("aria-valuenow", "0");
    let right = 0;
    for (let position = 1; position <= 3; position++) {
      await expect(page.getByText(`${position}/3`, { exact: true })).toBeVisible();
      const question = page.getByRole("heading", { level: 3 });
      const text = (await question.textContent()) ?? "";
      expect(firstPractice.map((exercise) => exercise.question)).not.toContain(text);
      await page.getByRole("group", { name: text }).getByRole("button").first().click();
      await expect(feedback(page)).toContainText(/¡Correcto!|Incorrecto/);
      // Every exercise explains its working, ending on the answer.
      await expect(feedback(page)).toHaveText(/^(¡Correcto!|Incorrecto).+ = \d+/);
      if ((await feedback(page).textContent())?.startsWith("¡Correcto!")) right++;
      await page
        .getByRole("button", { name: position === 3 ? "Ver resultados" : "Siguiente ejercicio" })
        .click();
    }
    await expect(page.getByText(`${right} de 3 correctas`)).toBeVisible();
    // The booked slot stays: Wednesday plus two weekdays is Friday.
    await expect(page.getByText("viernes, 27 de noviembre, 18:00 – 19:00")).toBeVisible();

    await page.getByRole("link", { name: "Volver al inicio" }).last().click();
    await expect(page).toHaveURL(`${appOrigin}/`);
  });

  test("works with the keyboard alone, announcing right and wrong", async ({ page }) => {
    await openDemo(page);
    await page.keyboard.press("Tab"); // Hogaria
    await page.keyboard.press("Tab"); // Volver al inicio
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Organizar práctica" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: "Elige un horario libre" })).toBeFocused();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: /miércoles/ })).toBeFocused();
    await page.keyboard.press("Enter");
    await page.clock.runFor(1_000);
    await expect(page.getByRole("heading", { name: "Práctica de Matemáticas" })).toBeFocused();

    for (const [index, exercise] of firstPractice.entries()) {
      if (index > 0) {
        await expect(page.getByRole("heading", { name: exercise.question })).toBeFocused();
      }
      // Tab to the right answer (its place among the options is not fixed).
      const group = page.getByRole("group", { name: exercise.question });
      const answer = group.getByRole("button", { name: exercise.right, exact: true });
      for (
        let presses = 0;
        presses < 4 && !(await answer.evaluate((el) => el === document.activeElement));
        presses++
      ) {
        await page.keyboard.press("Tab");
      }
      await expect(answer).toBeFocused();
      await page.keyboard.press(index === 1 ? "Space" : "Enter");
      // The choice keeps the focus; the live region says the result.
      await expect(
        group.getByRole("button", {
          name: `${exercise.right} (tu respuesta) (respuesta correcta)`,
        }),
      ).toBeFocused();
      await expect(feedback(page)).toContainText("¡Correcto!");
      const next = page.getByRole("button", {
        name: index === 2 ? "Ver resultados" : "Siguiente ejercicio",
      });
      while (!(await next.evaluate((el) => el === document.activeElement))) {
        await page.keyboard.press("Tab");
      }
      await page.keyboard.press("Enter");
    }
    await expect(page.getByRole("heading", { name: "Resumen de la práctica" })).toBeFocused();
    await expect(page.getByText("Excelente", { exact: true })).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Añadir al calendario" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Pedir más ejercicios" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Repetir demo" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: "Examen de Matemáticas" })).toBeFocused();
  });

  test("respects reduced motion: a still countdown and a still celebration", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openDemo(page);
    await page.clock.runFor(1_000);
    await expect(countdown(page)).toHaveText("7,0");
    await bookSlot(page, /martes/);
    await page.getByRole("button", { name: "9", exact: true }).click();
    const celebration = page.getByTestId("celebration");
    await expect(celebration).toContainText("¡Bien hecho!");
    const animations = await celebration.evaluate((element) =>
      [element, ...element.querySelectorAll("*")].map(
        (node) => getComputedStyle(node).animationName,
      ),
    );
    expect(animations.every((name) => name === "none")).toBe(true);
    await page.clock.runFor(2_000);
    await expect(celebration).toBeHidden();
  });

  test("fits a 390-px phone at every step", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const fits = async () => {
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(390);
    };
    await openDemo(page);
    await fits();
    await page.getByRole("button", { name: "Organizar práctica" }).click();
    await fits();
    await page.getByRole("button", { name: /jueves/ }).click();
    await page.clock.runFor(1_000);
    await page.getByRole("button", { name: "9", exact: true }).click();
    await fits();
    const [first, second] = await page
      .getByRole("group", { name: firstPractice[0]!.question })
      .getByRole("button")
      .all();
    // Two answers side by side: big enough to tap, without scrolling.
    const [a, b] = [await first!.boundingBox(), await second!.boundingBox()];
    expect(a!.y).toBe(b!.y);
    expect(a!.height).toBeGreaterThanOrEqual(44);
    await page.getByRole("button", { name: "Siguiente ejercicio" }).click();
    await page.getByRole("button", { name: "11", exact: true }).click();
    await page.getByRole("button", { name: "Siguiente ejercicio" }).click();
    await page.getByRole("button", { name: "126", exact: true }).click();
    await page.getByRole("button", { name: "Ver resultados" }).click();
    await expect(page.getByText("Muy bien", { exact: true })).toBeVisible();
    await fits();
    expect(await a11yViolations(page)).toEqual([]);
  });

  test("is a public page that loads nothing of the signed-in app", async ({ page }) => {
    const requested: string[] = [];
    page.on("request", (request) => requested.push(new URL(request.url()).pathname));
    await openDemo(page);
    await bookSlot(page, /martes/);
    await answerFirstPractice(page, [true, true, true]);
    expect(requested.filter((path) => path.startsWith("/api/"))).toEqual([]);
    expect(requested.filter((path) => /\/(app-layout|session|auth-page)-/.test(path))).toEqual([]);
  });
});
