import { z } from "zod";
import { emailField, requiredText } from "#shared/schemas/fields.ts";

export const contactTopics = ["general", "plans", "support", "press"] as const;
export type ContactTopic = (typeof contactTopics)[number];

export const contactMessageMinLength = 10;
export const contactMessageMaxLength = 2000;

/** The landing page's contact form; the same schema validates the form and the API. */
export const contactMessageSchema = z.object({
  name: requiredText("contactNameRequired", 120),
  email: emailField,
  topic: z.enum(contactTopics, { error: "contactTopicInvalid" }).default("general"),
  message: z
    .string({ error: "contactMessageRequired" })
    .trim()
    .min(1, "contactMessageRequired")
    .min(contactMessageMinLength, "contactMessageTooShort")
    .max(contactMessageMaxLength, "contactMessageTooLong"),
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
