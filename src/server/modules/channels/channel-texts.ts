import {
  localeForSignupLanguage,
  type SignupLanguage,
  type UiLocale,
} from "#shared/domain/locale.ts";
import en from "#shared/i18n/locales/en/channels.json" with { type: "json" };
import es from "#shared/i18n/locales/es/channels.json" with { type: "json" };
import pt from "#shared/i18n/locales/pt-BR/channels.json" with { type: "json" };

const texts: Record<UiLocale, typeof es> = { es, en, "pt-BR": pt };

/** The locale of an account's `language` ("ES", "EN", "PT"); Spanish when unknown. */
export function accountLocale(language: string | null | undefined): UiLocale {
  const code = (language ?? "").slice(0, 2).toUpperCase();
  return code in localeForSignupLanguage ? localeForSignupLanguage[code as SignupLanguage] : "es";
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);

/** Everything the channels send a person, in that person's language. */
export function channelTexts(locale: UiLocale) {
  const { replies, reminderReplies } = texts[locale] ?? texts.es;
  return {
    unknown: (publicUrl: string) => fill(replies.unknown, { url: `${publicUrl}/profiles` }),
    notInPlan: (publicUrl: string) => fill(replies.notInPlan, { url: `${publicUrl}/chat` }),
    textOnly: replies.textOnly,
    failed: replies.failed,
    trimmed: replies.trimmed,
    linkCode: (code: string) => fill(replies.linkCode, { code }),
    reminderCompleted: (title: string) => fill(reminderReplies.completed, { title }),
    reminderPostponed: (title: string, time: string) =>
      fill(reminderReplies.postponed, { title, time }),
    reminderFailed: reminderReplies.failed,
  };
}

export type ChannelTexts = ReturnType<typeof channelTexts>;
