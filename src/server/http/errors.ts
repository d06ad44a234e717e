import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ZodError } from "zod";
import errorMessages from "#shared/i18n/locales/es/errors.json" with { type: "json" };
import validationMessages from "#shared/i18n/locales/es/validation.json" with { type: "json" };

export type ErrorCode = keyof typeof errorMessages;

export interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

/** An error a client is meant to see: status, stable code and a Spanish message. */
export class ApiError extends Error {
  readonly status: ContentfulStatusCode;
  readonly code: string;
  readonly fields?: Record<string, string>;

  constructor(
    status: ContentfulStatusCode,
    code: string,
    message?: string,
    fields?: Record<string, string>,
  ) {
    super(message ?? spanishError(code));
    this.status = status;
    this.code = code;
    this.fields = fields;
  }

  toBody(): ErrorBody {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.fields && { fields: this.fields }),
      },
    };
  }
}

export function spanishError(code: string): string {
  return (errorMessages as Record<string, string>)[code] ?? errorMessages.INTERNAL;
}

/** Zod messages are keys of the validation namespace; the API answers them in Spanish. */
export function spanishValidation(key: string): string {
  return (validationMessages as Record<string, string>)[key] ?? validationMessages.invalidInput;
}

export function validationError(error: ZodError): ApiError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.join(".") || "_";
    const key = issue.code === "unrecognized_keys" ? "unknownField" : issue.message;
    fields[field] ??= spanishValidation(key);
  }
  const first = Object.values(fields)[0];
  return new ApiError(400, "VALIDATION_FAILED", first ?? spanishError("VALIDATION_FAILED"), fields);
}

export const notFound = () => new ApiError(404, "NOT_FOUND");
export const forbidden = () => new ApiError(403, "FORBIDDEN");

export function respondWithError(c: Context, error: ApiError) {
  return c.json(error.toBody(), error.status);
}
