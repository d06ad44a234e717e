import { escapeHtml } from "#server/http/escape-html.ts";
import type { MailMessage } from "#server/modules/mail/mailer.ts";

type Language = "ES" | "PT" | "EN";

const copy: Record<
  Language,
  { subject: string; greeting: string; body: string; action: string; ignore: string }
> = {
  ES: {
    subject: "Restablece tu contraseña de Hogaria",
    greeting: "Hola",
    body: "Recibimos una solicitud para restablecer tu contraseña. Abre este enlace para elegir una nueva (vence en 1 hora):",
    action: "Restablecer contraseña",
    ignore: "Si no lo pediste tú, ignora este mensaje: tu contraseña sigue igual.",
  },
  PT: {
    subject: "Redefina sua senha do Hogaria",
    greeting: "Olá",
    body: "Recebemos um pedido para redefinir sua senha. Abra este link para escolher uma nova (vale por 1 hora):",
    action: "Redefinir senha",
    ignore: "Se não foi você, ignore esta mensagem: sua senha continua a mesma.",
  },
  EN: {
    subject: "Reset your Hogaria password",
    greeting: "Hi",
    body: "We received a request to reset your password. Open this link to choose a new one (it expires in 1 hour):",
    action: "Reset password",
    ignore: "If you didn't ask for this, ignore this message: your password stays the same.",
  },
};

export function passwordResetEmail(input: {
  to: string;
  name: string;
  url: string;
  language: string;
}): MailMessage {
  const c = copy[(input.language as Language) in copy ? (input.language as Language) : "ES"];
  const name = input.name.split(" ")[0] ?? "";
  return {
    to: input.to,
    subject: c.subject,
    text: `${c.greeting} ${name},\n\n${c.body}\n\n${input.url}\n\n${c.ignore}\n\n— Hogaria`,
    html: `<p>${c.greeting} ${escapeHtml(name)},</p><p>${c.body}</p><p><a href="${escapeHtml(input.url)}">${c.action}</a></p><p>${c.ignore}</p><p>— Hogaria</p>`,
  };
}
