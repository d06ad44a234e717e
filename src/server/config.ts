import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value === "" ? undefined : value))
    .refine(
      (value) => value === undefined || protocols.some((p) => value.startsWith(`${p}:`)),
      `debe ser una URL que empiece por ${protocols.map((p) => `${p}://`).join(" o ")}`,
    );

const environmentSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  PUBLIC_URL: optionalUrl(["http", "https"]),
  DATABASE_URL: optionalUrl(["postgres", "postgresql"]),
  BETTER_AUTH_SECRET: z
    .string()
    .min(32, "debe tener al menos 32 caracteres")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  SMTP_URL: optionalUrl(["smtp", "smtps"]),
  MAIL_FROM: z.string().default("Hogaria <no-responder@hogaria.app>"),
  SUPPORT_EMAIL: z.string().email("debe ser un email").default("soporte@hogaria.app"),
  AI_BASE_URL: optionalUrl(["http", "https"]),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().optional(),
  /** How long the assistant waits for the model's first and each next chunk (issue 9). */
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  S3_ENDPOINT: optionalUrl(["http", "https"]),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default("us-east-1"),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Rate limits are on outside tests; a test that checks them turns them on explicitly. */
  RATE_LIMIT: z.enum(["on", "off"]).optional(),
  /** Reminders (issue 10): the scheduler runs in every instance unless turned off. */
  REMINDERS: z.enum(["on", "off"]).default("on"),
  REMINDER_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  VAPID_SUBJECT: z.string().optional(),
  TWILIO_API_URL: optionalUrl(["http", "https"]),
  TWILIO_ACCOUNT_SID: z.string().optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  TWILIO_SMS_FROM: z.string().optional(),
  TWILIO_WHATSAPP_FROM: z.string().optional(),
  /** WhatsApp Cloud API (Meta), issue 17: inbound webhook and replies through the Graph API. */
  WHATSAPP_API_URL: optionalUrl(["http", "https"]),
  WHATSAPP_TOKEN: z.string().optional(),
  WHATSAPP_PHONE_NUMBER_ID: z
    .string()
    .regex(/^\d+$/, "debe ser el id numérico del número de WhatsApp")
    .optional(),
  WHATSAPP_VERIFY_TOKEN: z.string().optional(),
  WHATSAPP_APP_SECRET: z.string().optional(),
  /** An approved authentication template (copy-code button) for linking codes: outside the
   * 24-hour window Meta delivers only templates. */
  WHATSAPP_CODE_TEMPLATE: z
    .string()
    .trim()
    .regex(
      /^[a-z0-9_]{1,512}$/,
      "debe ser el nombre de una plantilla aprobada: minúsculas, números y _",
    )
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /** The languages that template is approved in; the member's language picks one. */
  WHATSAPP_CODE_TEMPLATE_LANGUAGES: z
    .string()
    .default("es,en,pt_BR")
    .transform((value) =>
      value
        .split(",")
        .map((code) => code.trim())
        .filter(Boolean),
    )
    .refine(
      (codes) => codes.length > 0 && codes.every((code) => /^[a-z]{2,3}(_[A-Z]{2})?$/.test(code)),
      "debe ser una lista de códigos de idioma de Meta separados por comas, p. ej. es,en,pt_BR",
    ),
  /** How often the housekeeping job runs (src/server/jobs/housekeeping.ts); tests shorten it. */
  HOUSEKEEPING_INTERVAL_SECONDS: z.coerce.number().positive().default(3600),
  /** Proxies (load balancers) in front of the server: rate limits then count per client from
   * X-Forwarded-For instead of per balancer. */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(5).default(0),
});

export type Config = ReturnType<typeof buildConfig>;

export class ConfigError extends Error {
  readonly problems: string[];

  constructor(problems: string[]) {
    super(`Configuración inválida:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.problems = problems;
  }
}

/** Parses the environment; every bad variable is listed at once, naming what it expects. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`),
    );
  }
  return buildConfig(parsed.data);
}

function buildConfig(env: z.infer<typeof environmentSchema>) {
  const dataDir = path.resolve(env.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const production = env.NODE_ENV === "production";
  if (production && !env.BETTER_AUTH_SECRET) {
    throw new ConfigError(["BETTER_AUTH_SECRET: es obligatorio en producción (32+ caracteres)"]);
  }
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, "");
  return {
    environment: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    publicUrl,
    /** False when PUBLIC_URL was not given: links in emails and share links then use the address
     * each request reached (see #server/http/public-base-url.ts). */
    publicUrlConfigured: env.PUBLIC_URL !== undefined,
    database: env.DATABASE_URL
      ? ({ engine: "postgres", url: env.DATABASE_URL } as const)
      : ({ engine: "sqlite", file: path.join(dataDir, "hogaria.sqlite") } as const),
    authSecret: env.BETTER_AUTH_SECRET ?? readOrCreateSecret(dataDir),
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, supportAddress: env.SUPPORT_EMAIL },
    ai: {
      baseUrl: env.AI_BASE_URL,
      apiKey: env.AI_API_KEY,
      model: env.AI_MODEL,
      timeoutMs: env.AI_TIMEOUT_MS,
    },
    storage: env.S3_BUCKET
      ? ({
          backend: "s3",
          endpoint: env.S3_ENDPOINT,
          bucket: env.S3_BUCKET,
          region: env.S3_REGION,
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
        } as const)
      : ({ backend: "local", directory: path.join(dataDir, "uploads") } as const),
    logLevel: env.LOG_LEVEL,
    rateLimit: env.RATE_LIMIT ? env.RATE_LIMIT === "on" : env.NODE_ENV !== "test",
    reminders: {
      enabled: env.REMINDERS === "on",
      intervalMs: env.REMINDER_INTERVAL_SECONDS * 1000,
      vapid:
        env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
          ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }
          : undefined,
      vapidSubject: env.VAPID_SUBJECT ?? `mailto:${env.SUPPORT_EMAIL}`,
      twilio:
        env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN
          ? {
              apiUrl: (env.TWILIO_API_URL ?? "https://api.twilio.com").replace(/\/$/, ""),
              accountSid: env.TWILIO_ACCOUNT_SID,
              authToken: env.TWILIO_AUTH_TOKEN,
              smsFrom: env.TWILIO_SMS_FROM,
              whatsappFrom: env.TWILIO_WHATSAPP_FROM,
            }
          : undefined,
    },
    whatsapp:
      env.WHATSAPP_TOKEN && env.WHATSAPP_PHONE_NUMBER_ID && env.WHATSAPP_APP_SECRET
        ? {
            apiUrl: (env.WHATSAPP_API_URL ?? "https://graph.facebook.com/v21.0").replace(/\/$/, ""),
            token: env.WHATSAPP_TOKEN,
            phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID,
            appSecret: env.WHATSAPP_APP_SECRET,
            verifyToken: env.WHATSAPP_VERIFY_TOKEN,
            codeTemplate: env.WHATSAPP_CODE_TEMPLATE
              ? {
                  name: env.WHATSAPP_CODE_TEMPLATE,
                  languages: env.WHATSAPP_CODE_TEMPLATE_LANGUAGES,
                }
              : undefined,
          }
        : undefined,
    housekeepingIntervalSeconds: env.HOUSEKEEPING_INTERVAL_SECONDS,
    trustedProxyHops: env.TRUST_PROXY_HOPS,
  };
}

/** Outside production the auth secret is generated once and kept beside the data. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, ".auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
