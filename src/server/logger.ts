import pino from "pino";

export type Logger = pino.Logger;

/** Structured JSON logs. Credentials never reach a log line: nothing logs headers or bodies,
 * and these paths are censored in case an object slips through. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: "hogaria" },
    redact: {
      paths: [
        "password",
        "*.password",
        "token",
        "*.token",
        "headers.cookie",
        "headers.authorization",
        "*.headers.cookie",
        "*.headers.authorization",
        "secret",
        "*.secret",
      ],
      censor: "[oculto]",
    },
  });
}
