import { z } from "zod";
import {
  isPhoneCountry,
  type PhoneCountry,
  phoneCountries,
} from "#shared/channels/phone-countries.ts";

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
export const phoneLinkStateSchema = z
  .strictObject({
    /** The household's country: the picker's default. */
    country: z.enum(phoneCountries.map((each) => each.code) as [PhoneCountry, ...PhoneCountry[]]),
    /** Whether WhatsApp/SMS can be used at all on this server (a provider configured). */
    available: z.boolean(),
    /** WhatsApp is a Pro integration (trial households have it). */
    includedInPlan: z.boolean(),
    link: z
      .strictObject({
        phone: z.string(),
        channel: z.enum(messagingChannels),
        status: z.enum(["pending", "verified"]),
        codeExpiresAt: z.string().nullable(),
      })
      .nullable(),
  })
  .meta({
    id: "PhoneLinkState",
    description: "El estado del teléfono vinculado para WhatsApp o SMS.",
  });
export type PhoneLinkState = z.output<typeof phoneLinkStateSchema>;
