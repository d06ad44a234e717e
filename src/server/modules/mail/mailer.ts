import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { v7 as uuidv7 } from "uuid";
import type { Config } from "#server/config.ts";
import type { Logger } from "#server/logger.ts";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** Extra headers (List-Unsubscribe on reminder emails). */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** SMTP when SMTP_URL is set; otherwise each message is written to DATA_DIR/outbox as an .eml
 * file and its links are logged, so a developer can follow them without a mail server. */
export function createMailer(config: Config, logger: Logger): Mailer {
  const { smtpUrl, from } = config.mail;
  if (smtpUrl) {
    const transport = lazyTransport(smtpUrl);
    return {
      async send(message) {
        await (await transport()).sendMail({ from, ...message });
        logger.info({ to: message.to, subject: message.subject }, "email enviado por SMTP");
      },
    };
  }
  const outbox = path.join(config.dataDir, "outbox");
  const transport = lazyTransport({ streamTransport: true, buffer: true });
  return {
    async send(message) {
      const info = await (await transport()).sendMail({ from, ...message });
      await mkdir(outbox, { recursive: true });
      const file = path.join(outbox, `${uuidv7()}.eml`);
      await writeFile(file, info.message as Buffer);
      const links = message.text.match(/https?:\/\/\S+/g) ?? [];
      logger.info({ to: message.to, subject: message.subject, file, links }, "email en el outbox");
    },
  };
}

/** nodemailer is loaded with the first email, not at start: most minutes of a small server send
 * none, and it holds ~20 MB (issue 18). */
function lazyTransport(options: string | { streamTransport: true; buffer: true }) {
  let transport: Promise<import("nodemailer").Transporter> | undefined;
  return () => {
    transport ??= import("nodemailer").then(({ default: nodemailer }) =>
      nodemailer.createTransport(options),
    );
    return transport;
  };
}
