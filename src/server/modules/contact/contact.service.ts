import { createHash } from "node:crypto";
import { v7 as uuidv7 } from "uuid";
import type { z } from "zod";
import type { AppContext, ServiceContext } from "#server/app-context.ts";
import { ApiError } from "#server/http/errors.ts";
import {
  countRecentContactMessages,
  insertContactMessage,
  markContactMessageEmailed,
} from "#server/modules/contact/contact.repository.ts";
import { contactEmail } from "#server/modules/contact/contact-email.ts";
import type { contactMessageSchema } from "#shared/schemas/contact.ts";

/** Per sender address or email: enough for a real conversation, useless for spam. */
export const contactRateLimit = { messages: 3, windowMs: 60 * 60 * 1000 };

/** Stores the message, then emails it to support. A failed email is logged, not lost: the row
 * stays in the table with no `emailed_at`. */
export async function sendContactMessage(
  ctx: ServiceContext & Pick<AppContext, "config" | "mailer" | "logger">,
  input: z.output<typeof contactMessageSchema>,
  clientAddress: string,
  now: Date = new Date(),
): Promise<{ id: string }> {
  const { db, config, mailer, logger } = ctx;
  const senderKey = createHash("sha256")
    .update(`${config.authSecret}:${clientAddress}`)
    .digest("hex");
  if (config.rateLimit) {
    const since = new Date(now.getTime() - contactRateLimit.windowMs).toISOString();
    const recent = await countRecentContactMessages(db, { senderKey, email: input.email }, since);
    if (recent >= contactRateLimit.messages) throw new ApiError(429, "CONTACT_RATE_LIMITED");
  }

  const id = uuidv7();
  await insertContactMessage(db, {
    id,
    ...input,
    senderKey,
    createdAt: now.toISOString(),
  });
  try {
    await mailer.send(contactEmail({ to: config.mail.supportAddress, ...input }));
    await markContactMessageEmailed(db, id, new Date().toISOString());
  } catch (error) {
    logger.error({ err: error, id }, "no se pudo enviar el mensaje de contacto a soporte");
  }
  return { id };
}
