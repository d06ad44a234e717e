import { z } from "zod";
import { isPhoneCountry, type PhoneCountry } from "#shared/channels/phone-countries.ts";

export const messagingChannels = ["whatsapp", "sms"] as const;
export type MessagingChannel = (typeof messagingChannels)[number];

/** Step one of linking: the number (any format; country for numbers without "+") and where the
 * code goes. */
export const startPhoneLinkSchema = z
  .object({
    phone: z
      .string({ error: "phoneInvalid" })
      .trim()
      .min(6, "phoneInvalid")
      .max(30, "phoneInvalid"),
    country: z
      .string()
      .trim()
      .toUpperCase()
      .refine(isPhoneCountry, "phoneInvalid")
      .transform((value) => value as PhoneCountry)
      .optional(),
    channel: z.enum(messagingChannels, { error: "invalidInput" }),
  })
  .strict();
export type StartPhoneLink = z.input<typeof startPhoneLinkSchema>;

export const confirmPhoneLinkSchema = z
  .object({
    code: z
      .string({ error: "codeInvalid" })
      .trim()
      .regex(/^\d{6}$/, "codeInvalid"),
  })
  .strict();
export type ConfirmPhoneLink = z.input<typeof confirmPhoneLinkSchema>;

/** What the member sees of their link; the number in full is theirs to see. */
export interface PhoneLinkState {
  /** The household's country: the picker's default. */
  country: PhoneCountry;
  /** Whether WhatsApp/SMS can be used at all on this server (a provider configured). */
  available: boolean;
  /** WhatsApp is a Pro integration (trial households have it). */
  includedInPlan: boolean;
  link: {
    phone: string;
    channel: MessagingChannel;
    status: "pending" | "verified";
    codeExpiresAt: string | null;
  } | null;
}
