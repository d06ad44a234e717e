import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ZodError } from "zod";
import { translator } from "#server/i18n/translator.ts";
import type { UiLocale } from "#shared/domain/locale.ts";
import errorMessages from "#shared/i18n/locales/es/errors.json" with { type: "json" };
import validationMessages from "#shared/i18n/locales/es/validation.json" with { type: "json" };

export type ErrorCode = keyof typeof errorMessages;

export interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

/** Values an error text is filled with ("{{limit}}", "{{minutes}}"). */
export type TextValues = Record<string, string | number>;

/** Which text of the errors namespace an error says, when not the one named by its code. */
export interface ErrorText {
  key?: string;
  values?: TextValues;
}

/** An error a client is meant to see: status, stable code and a message. `message` is Spanish;
 * the answer is written in the reader's language (`toBody(locale)`), found by the error's text
 * key (its code unless told) or by the key of the validation text the message came from. */
export class ApiError extends Error {
  readonly status: ContentfulStatusCode;
  readonly code: string;
  readonly fields?: Record<string, string>;
  readonly text: Required<Pick<ErrorText, "key">> & ErrorText;

  constructor(
    status: ContentfulStatusCode,
    code: string,
    message?: string,
    fields?: Record<string, string>,
    text: ErrorText = {},
  ) {
    const key = text.key ?? code;
    super(message ?? spanishError(key, text.values));
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.text = { ...text, key };
  }

  toBody(locale: UiLocale = "es"): ErrorBody {
    const say = (message: string) => localizeMessage(message, this.text, locale);
    return {
      error: {
        code: this.code,
        message: say(this.message),
        ...(this.fields && {
          fields: Object.fromEntries(
            Object.entries(this.fields).map(([field, message]) => [field, say(message)]),
          ),
        }),
      },
    };
  }
}

type Texts = Record<string, string>;
const spanishValidationKeys = new Map(
  Object.entries(validationMessages as Texts).map(([key, text]) => [text, key]),
);
const spanishErrorCodes = new Map(
  Object.entries(errorMessages as Texts).map(([code, text]) => [text, code]),
);

/** A Spanish error text in another language: the code's own text, or the validation text it
 * came from; a text made elsewhere (a name, a count) stays as written. */
export function localizeMessage(
  message: string,
  text: Required<Pick<ErrorText, "key">> & ErrorText,
  locale: UiLocale,
): string {
  if (locale === "es") return message;
  if (message === spanishError(text.key, text.values)) {
    return translator(locale, "errors")(text.key, text.values ?? {});
  }
  const key = spanishValidationKeys.get(message);
  if (key) return translator(locale, "validation")(key);
  const code = spanishErrorCodes.get(message);
  return code ? translator(locale, "errors")(code) : message;
}

export function spanishError(code: string, values?: TextValues): string {
  const text = (errorMessages as Texts)[code] ?? errorMessages.INTERNAL;
  return values
    ? text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => String(values[name] ?? whole))
    : text;
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
