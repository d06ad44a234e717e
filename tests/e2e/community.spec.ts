import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import {
  appOrigin,
  expect,
  newAccount,
  seriousA11yViolations,
  signUpIntoHousehold,
  signUpWithHousehold,
  test,
} from "./fixtures.ts";

const photo = async () => ({
  name: "fiesta.png",
  mimeType: "image/png",
  buffer: await sharp({ create: { width: 900, height: 600, channels: 3, background: "#f59e0b" } })
    .png()
    .toBuffer(),
});

const pdf = {
  name: "presupuesto.pdf",
  mimeType: "application/pdf",
  buffer: Buffer.from("%PDF-1.7\n1 0 obj << >> endobj\n%%EOF"),
};

/** Publishes text through the API, as another device of the same member would. */
async function publishViaApi(page: Page, content: string) {
  const response = await page.request.post("/api/community/posts", {
    data: { content },
    headers: { origin: appOrigin },
  });
  expect(response.status(), await response.text()).toBe(201);
}

const postWith = (page: Page, text: string): Locator =>
  page.getByRole("article").filter({ has: page.getByText(text, { exact: false }) });

/** The post whose text is exactly this ("Aviso 1" is not "Aviso 12"). */
const postSaying = (page: Page, text: string): Locator =>
  page.getByRole("article").filter({ has: page.getByText(text, { exact: true }) });

async function publishFromComposer(page: Page, text: string) {
  await page.getByLabel("Nuevo post").fill(text);
  await page.getByRole("button", { name: "Publicar" }).click();
  await expect(page.getByText("Post publicado")).toBeVisible();
}

test.describe("/community", () => {
  test("a member posts a photo and a PDF, likes, comments and deletes", async ({ page }) => {
    await page.goto("/");
    await signUpWithHousehold(page, { account: { ...newAccount(), name: "ana maría lópez" } });
    await page.goto("/community");
    await expect(page.getByRole("heading", { name: "Comunidad", level: 1 })).toBeVisible();
    await expect(page.getByText("Aún no hay publicaciones. ¡Comparte la primera!")).toBeVisible();

    await page.getByLabel("Nuevo post").fill("Fotos de la fiesta y el presupuesto del salón");
    await page.getByLabel("Adjuntar archivos").setInputFiles([await photo(), pdf]);
    await expect(page.getByRole("button", { name: "Quitar fiesta.png" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Quitar presupuesto.pdf" })).toBeVisible();
    await page.getByRole("button", { name: "Publicar" }).click();
    await expect(page.getByText("Post publicado")).toBeVisible();
    await expect(page.getByLabel("Nuevo post")).toHaveValue("");
    await expect(page.getByRole("button", { name: "Quitar fiesta.png" })).toHaveCount(0);

    const post = postWith(page, "Fotos de la fiesta");
    await expect(post).toHaveAccessibleName("Post de ana maría lópez");
    await expect(post.getByTestId("author-initials")).toHaveText("AM");
    const image = post.getByRole("img", { name: "Imagen adjunta: fiesta.png" });
    await expect(image).toBeVisible();
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
      .toBe(900);
    const document = post.getByRole("link", { name: "Descargar presupuesto.pdf" });
    const download = page.waitForEvent("download");
    await document.click();
    expect((await download).suggestedFilename()).toBe("presupuesto.pdf");

    const like = post.getByRole("button", { name: /Me gusta/ });
    await expect(like).toHaveAttribute("aria-pressed", "false");
    await like.click();
    await expect(like).toHaveAttribute("aria-pressed", "true");
    await expect(post.getByTestId("like-count")).toHaveText("1");
    await page.reload();
    await expect(like).toHaveAttribute("aria-pressed", "true");
    await expect(post.getByTestId("like-count")).toHaveText("1");
    await like.click();
    await expect(like).toHaveAttribute("aria-pressed", "false");
    await expect(post.getByTestId("like-count")).toHaveText("0");
    // A quick triple click ends liked, counted once, here and on the server.
    await like.click();
    await like.click();
    await like.click();
    await expect(like).toHaveAttribute("aria-pressed", "true");
    await expect(post.getByTestId("like-count")).toHaveText("1");
    await page.reload();
    await expect(like).toHaveAttribute("aria-pressed", "true");
    await expect(post.getByTestId("like-count")).toHaveText("1");

    const comment = post.getByLabel("Escribe un comentario");
    await post.getByRole("button", { name: "Comentar" }).click();
    await expect(post.getByRole("alert")).toHaveText("El comentario no puede estar vacío");
    const startHeight = await comment.evaluate((element) => element.getBoundingClientRect().height);
    await comment.fill(Array.from({ length: 4 }, (_, index) => `línea ${index + 1}`).join("\n"));
    const grown = await comment.evaluate((element) => element.getBoundingClientRect().height);
    expect(grown).toBeGreaterThan(startHeight);
    await comment.fill(Array.from({ length: 40 }, (_, index) => `línea ${index + 1}`).join("\n"));
    // 15rem at the 16 px root size: it stops growing and scrolls instead.
    expect(await comment.evaluate((element) => element.getBoundingClientRect().height)).toBe(240);
    await comment.fill("¡Qué bonita quedó la fiesta!");
    await post.getByRole("button", { name: "Comentar" }).click();
    await expect(post.getByText("¡Qué bonita quedó la fiesta!")).toBeVisible();
    await expect(comment).toHaveValue("");
    await expect(post.getByText("1 comentario", { exact: true })).toBeVisible();

    await post.getByRole("button", { name: "Eliminar comentario de ana maría lópez" }).click();
    await expect(post.getByText("¡Qué bonita quedó la fiesta!")).toHaveCount(0);

    await post.getByRole("button", { name: "Eliminar post" }).click();
    const dialog = page.getByRole("alertdialog", { name: "¿Eliminar este post?" });
    await dialog.getByRole("button", { name: "Eliminar" }).click();
    await expect(post).toHaveCount(0);
    await expect(page.getByText("Aún no hay publicaciones. ¡Comparte la primera!")).toBeVisible();
  });

  test("a second member sees new posts, likes and comments live", async ({ page, browser }) => {
    await page.goto("/");
    const { membership } = await signUpWithHousehold(page);
    const partnerContext = await browser.newContext();
    const partner = await partnerContext.newPage();
    await partner.goto("/");
    await signUpIntoHousehold(partner, membership.householdId, "member", {
      ...newAccount("luis"),
      name: "Luis Pérez",
    });
    await partner.goto("/community");
    await expect(
      partner.getByText("Aún no hay publicaciones. ¡Comparte la primera!"),
    ).toBeVisible();
    await page.goto("/community");

    await publishFromComposer(page, "¿Quién trae las tortillas?");
    const seen = postWith(partner, "¿Quién trae las tortillas?");
    await expect(seen).toBeVisible();
    await expect(seen.getByRole("button", { name: "Eliminar post" })).toHaveCount(0);

    await postWith(page, "¿Quién trae las tortillas?")
      .getByRole("button", { name: /Me gusta/ })
      .click();
    await expect(seen.getByTestId("like-count")).toHaveText("1");
    await expect(seen.getByRole("button", { name: /Me gusta/ })).toHaveAttribute(
      "aria-pressed",
      "false",
    );

    await seen.getByLabel("Escribe un comentario").fill("Yo las traigo");
    await seen.getByRole("button", { name: "Comentar" }).click();
    await expect(
      postWith(page, "¿Quién trae las tortillas?").getByText("Yo las traigo"),
    ).toBeVisible();
    await expect(postWith(page, "Yo las traigo").getByText("Luis Pérez")).toBeVisible();
    await partnerContext.close();
  });

  test("a post carrying a script is shown as plain text and runs nothing", async ({ page }) => {
    await page.goto("/");
    await signUpWithHousehold(page);
    await page.goto("/community");
    const hostile = [
      '<img src=x onerror="window.__pwned = 1">',
      "<script>window.__pwned = 2</script>",
      "[clic](javascript:window.__pwned=3) javascript:window.__pwned=4",
      "Receta: https://recetas.ejemplo.mx/mole?porciones=4",
    ].join("\n");
    await publishFromComposer(page, hostile);
    const post = postWith(page, "Receta:");
    await expect(post.getByText('<img src=x onerror="window.__pwned = 1">')).toBeVisible();
    await expect(post.getByText("<script>window.__pwned = 2</script>")).toBeVisible();
    await expect(post.locator("script, img[src='x'], iframe")).toHaveCount(0);

    const links = post.getByRole("link");
    await expect(links).toHaveCount(1);
    await expect(links).toHaveAttribute("href", "https://recetas.ejemplo.mx/mole?porciones=4");
    await expect(links).toHaveAttribute("rel", "noopener noreferrer nofollow");
    await expect(links).toHaveAttribute("target", "_blank");

    await page.reload();
    await expect(postWith(page, "Receta:")).toBeVisible();
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  });

  test("says what is wrong with a post, with the toasts of the spec", async ({ page }) => {
    await page.goto("/");
    await signUpWithHousehold(page);
    await page.goto("/community");

    await page.getByRole("button", { name: "Publicar" }).click();
    await expect(page.getByText("Escribe algo o adjunta al menos un archivo")).toBeVisible();

    await page.getByLabel("Adjuntar archivos").setInputFiles({
      name: "virus.exe",
      mimeType: "application/x-msdownload",
      buffer: Buffer.from("MZ"),
    });
    await expect(page.getByText("virus.exe no es una imagen, PDF, DOC o DOCX")).toBeVisible();
    const five = Array.from({ length: 5 }, (_, index) => ({ ...pdf, name: `doc-${index}.pdf` }));
    await page.getByLabel("Adjuntar archivos").setInputFiles(five);
    await expect(page.getByText("Puedes adjuntar hasta 4 archivos por post")).toBeVisible();

    // Named like a photo, but the server reads its bytes.
    await page.getByLabel("Nuevo post").fill("Mira esto");
    await page.getByLabel("Adjuntar archivos").setInputFiles({
      name: "foto.png",
      mimeType: "image/png",
      buffer: Buffer.from("<html><script>alert(1)</script></html>"),
    });
    await page.getByRole("button", { name: "Publicar" }).click();
    await expect(page.getByText("Error al publicar")).toBeVisible();
    await expect(
      page.getByText("Solo puedes adjuntar imágenes (JPG, PNG, GIF, WebP), PDF, DOC o DOCX"),
    ).toBeVisible();
    await expect(page.getByRole("article")).toHaveCount(0);

    await page.route("**/api/community/posts/*/comments", (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({ error: { code: "INTERNAL", message: "Algo salió mal" } }),
      }),
    );
    await page.getByRole("button", { name: "Quitar foto.png" }).click();
    await page.getByRole("button", { name: "Publicar" }).click();
    await expect(page.getByText("Post publicado")).toBeVisible();
    const post = postWith(page, "Mira esto");
    await post.getByLabel("Escribe un comentario").fill("Hola");
    await post.getByRole("button", { name: "Comentar" }).click();
    await expect(page.getByText("Error al comentar")).toBeVisible();
    await expect(post.getByLabel("Escribe un comentario")).toHaveValue("Hola");

    await page.route("**/api/community/posts/*/like", (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({ error: { code: "INTERNAL", message: "Algo salió mal" } }),
      }),
    );
    await post.getByRole("button", { name: /Me gusta/ }).click();
    await expect(page.getByText("Error", { exact: true })).toBeVisible();
    await expect(post.getByRole("button", { name: /Me gusta/ })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
  });

  test.describe("with a stubbed read", () => {
    // A read the service worker makes is not routed by the page: keep the worker out.
    test.use({ serviceWorkers: "block" });

    test("shows 'Error al cargar comunidad' when the feed cannot load", async ({ page }) => {
      await page.goto("/");
      await signUpWithHousehold(page);
      let failing = true;
      await page.route("**/api/community/posts", (route) =>
        failing
          ? route.fulfill({
              status: 503,
              contentType: "application/json",
              body: JSON.stringify({ error: { code: "DATABASE_UNAVAILABLE", message: "x" } }),
            })
          : route.continue(),
      );
      await page.goto("/community");
      await expect(page.getByText("Error al cargar comunidad").first()).toBeVisible();
      failing = false;
      await page.getByRole("button", { name: "Reintentar" }).click();
      await expect(page.getByText("Aún no hay publicaciones. ¡Comparte la primera!")).toBeVisible();
    });
  });

  test("loads older posts endlessly as the member scrolls", async ({ page }) => {
    await page.goto("/");
    await signUpWithHousehold(page);
    for (let index = 1; index <= 23; index++) await publishViaApi(page, `Aviso número ${index}`);
    await page.goto("/community");
    await expect(postSaying(page, "Aviso número 23")).toBeVisible();
    await expect(page.getByRole("article")).toHaveCount(10);
    await expect(postSaying(page, "Aviso número 1")).toHaveCount(0);

    await page.keyboard.press("End");
    await expect(page.getByRole("article")).toHaveCount(20);
    await page.keyboard.press("End");
    await expect(postSaying(page, "Aviso número 1")).toBeVisible();
    await expect(page.getByRole("article")).toHaveCount(23);
    await expect(page.getByText("No hay más publicaciones")).toBeVisible();
    const titles = await page
      .getByRole("article")
      .evaluateAll((articles) =>
        articles.map((article) => article.textContent?.match(/Aviso número \d+/)?.[0]),
      );
    expect(titles).toEqual(Array.from({ length: 23 }, (_, index) => `Aviso número ${23 - index}`));
  });

  test("guests read and like but do not post or comment", async ({ page, browser }) => {
    await page.goto("/");
    const { membership } = await signUpWithHousehold(page);
    await publishViaApi(page, "Bienvenida, abuela");
    const guestContext = await browser.newContext();
    const guest = await guestContext.newPage();
    await guest.goto("/");
    await signUpIntoHousehold(guest, membership.householdId, "guest");
    await guest.goto("/community");
    const post = postWith(guest, "Bienvenida, abuela");
    await expect(post).toBeVisible();
    await expect(guest.getByLabel("Nuevo post")).toHaveCount(0);
    await expect(
      guest.getByText("Como invitado puedes leer los posts y darles me gusta."),
    ).toBeVisible();
    await expect(post.getByLabel("Escribe un comentario")).toHaveCount(0);
    await post.getByRole("button", { name: /Me gusta/ }).click();
    await expect(post.getByTestId("like-count")).toHaveText("1");
    await guestContext.close();
  });

  test("has no serious accessibility problems", async ({ page }) => {
    await page.goto("/");
    await signUpWithHousehold(page);
    await publishViaApi(page, "Mañana hay junta de padres https://escuela.ejemplo.mx");
    await page.goto("/community");
    await expect(postWith(page, "junta de padres")).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
