import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "#server/config.ts";

const dataDir = () => mkdtempSync(path.join(tmpdir(), "hogaria-config-"));

describe("loadConfig", () => {
  it("defaults to SQLite under DATA_DIR on port 3000", () => {
    const directory = dataDir();
    const config = loadConfig({ DATA_DIR: directory });
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({
      engine: "sqlite",
      file: path.join(directory, "hogaria.sqlite"),
    });
    expect(config.publicUrl).toBe("http://localhost:3000");
    expect(config.authSecret.length).toBeGreaterThanOrEqual(32);
    // The generated secret is kept: a restart keeps everyone signed in.
    expect(loadConfig({ DATA_DIR: directory }).authSecret).toBe(config.authSecret);
  });

  it("uses PostgreSQL when DATABASE_URL is set", () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      DATABASE_URL: "postgres://u:p@db:5432/hogaria",
    });
    expect(config.database).toEqual({ engine: "postgres", url: "postgres://u:p@db:5432/hogaria" });
  });

  it("turns the WhatsApp Cloud API on with its token, number id and app secret", () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).whatsapp).toBeUndefined();
    const config = loadConfig({
      DATA_DIR: dataDir(),
      WHATSAPP_TOKEN: "t",
      WHATSAPP_PHONE_NUMBER_ID: "1234567890",
      WHATSAPP_APP_SECRET: "s",
      WHATSAPP_VERIFY_TOKEN: "v",
    });
    expect(config.whatsapp).toEqual({
      apiUrl: "https://graph.facebook.com/v21.0",
      token: "t",
      phoneNumberId: "1234567890",
      appSecret: "s",
      verifyToken: "v",
    });
    expect(() =>
      loadConfig({ DATA_DIR: dataDir(), WHATSAPP_PHONE_NUMBER_ID: "mi-numero" }),
    ).toThrow(/WHATSAPP_PHONE_NUMBER_ID/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), WHATSAPP_API_URL: "graph" })).toThrow(
      /WHATSAPP_API_URL/,
    );
  });

  it("takes an approved template for WhatsApp linking codes, in es, en and pt_BR unless told", () => {
    const cloud = {
      DATA_DIR: dataDir(),
      WHATSAPP_TOKEN: "t",
      WHATSAPP_PHONE_NUMBER_ID: "1234567890",
      WHATSAPP_APP_SECRET: "s",
    };
    expect(loadConfig(cloud).whatsapp?.codeTemplate).toBeUndefined();
    expect(
      loadConfig({ ...cloud, WHATSAPP_CODE_TEMPLATE: "" }).whatsapp?.codeTemplate,
    ).toBeUndefined();
    expect(
      loadConfig({ ...cloud, WHATSAPP_CODE_TEMPLATE: "hogaria_codigo" }).whatsapp?.codeTemplate,
    ).toEqual({ name: "hogaria_codigo", languages: ["es", "en", "pt_BR"] });
    expect(
      loadConfig({
        ...cloud,
        WHATSAPP_CODE_TEMPLATE: "hogaria_codigo",
        WHATSAPP_CODE_TEMPLATE_LANGUAGES: "es_MX, pt_BR",
      }).whatsapp?.codeTemplate,
    ).toEqual({ name: "hogaria_codigo", languages: ["es_MX", "pt_BR"] });
    expect(() => loadConfig({ ...cloud, WHATSAPP_CODE_TEMPLATE: "Código Hogaria" })).toThrow(
      /WHATSAPP_CODE_TEMPLATE: debe ser el nombre de una plantilla aprobada/,
    );
    for (const languages of ["español", "es,pt-BR", " , "]) {
      expect(() =>
        loadConfig({
          ...cloud,
          WHATSAPP_CODE_TEMPLATE: "hogaria_codigo",
          WHATSAPP_CODE_TEMPLATE_LANGUAGES: languages,
        }),
      ).toThrow(/WHATSAPP_CODE_TEMPLATE_LANGUAGES: debe ser una lista de códigos de idioma/);
    }
  });

  it("lists every bad variable at once, naming what it expects", () => {
    let error: unknown;
    try {
      loadConfig({
        DATA_DIR: dataDir(),
        PORT: "ochenta",
        DATABASE_URL: "mysql://x",
        SMTP_URL: "correo",
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join("\n");
    expect(problems).toMatch(/^PORT:/m);
    expect(problems).toMatch(/^DATABASE_URL: debe ser una URL que empiece por postgres:\/\//m);
    expect(problems).toMatch(/^SMTP_URL: debe ser una URL que empiece por smtp:\/\//m);
  });

  it("requires a real secret in production", () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), NODE_ENV: "production" })).toThrow(
      /BETTER_AUTH_SECRET/,
    );
  });
});
