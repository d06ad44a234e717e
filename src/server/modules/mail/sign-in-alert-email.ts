import { escapeHtml } from "#server/http/escape-html.ts";
import type { MailMessage } from "#server/modules/mail/mailer.ts";

type Language = "ES" | "PT" | "EN";

const copy: Record<
  Language,
  { subject: string; greeting: string; body: string; yours: string; notYours: string }
> = {
  ES: {
    subject: "Intentos de entrar a tu cuenta de Hogaria",
    greeting: "Hola",
    body: "Alguien intentó entrar a tu cuenta de Hogaria varias veces con una contraseña equivocada. Para protegerla, pausamos un rato los intentos desde dispositivos nuevos. En los dispositivos donde ya entraste antes puedes seguir entrando con tu contraseña.",
    yours: "Si fuiste tú, espera unos minutos y vuelve a intentarlo.",
    notYours:
      "Si no fuiste tú, tu cuenta sigue a salvo. Si tu contraseña es fácil de adivinar, cámbiala aquí:",
  },
  PT: {
    subject: "Tentativas de entrar na sua conta do Hogaria",
    greeting: "Olá",
    body: "Alguém tentou entrar na sua conta do Hogaria várias vezes com uma senha errada. Para protegê-la, pausamos por um tempo as tentativas de dispositivos novos. Nos dispositivos em que você já entrou antes, você continua entrando com a sua senha.",
    yours: "Se foi você, espere alguns minutos e tente de novo.",
    notYours:
      "Se não foi você, sua conta continua segura. Se a sua senha é fácil de adivinhar, troque-a aqui:",
  },
  EN: {
    subject: "Attempts to sign in to your Hogaria account",
    greeting: "Hi",
    body: "Someone tried to sign in to your Hogaria account several times with a wrong password. To protect it, we paused attempts from new devices for a while. On the devices where you signed in before, you can keep signing in with your password.",
    yours: "If it was you, wait a few minutes and try again.",
    notYours:
      "If it wasn't you, your account is still safe. If your password is easy to guess, change it here:",
  },
};

/** To an account's owner when repeated wrong passwords locked it out (at most one an hour). */
export function signInAlertEmail(input: {
  to: string;
  name: string;
  language: string;
  /** Where the owner can ask for a new password. */
  recoverUrl: string;
}): MailMessage {
  const c = copy[(input.language as Language) in copy ? (input.language as Language) : "ES"];
  const name = input.name.split(" ")[0] ?? "";
  return {
    to: input.to,
    subject: c.subject,
    text: `${c.greeting} ${name},\n\n${c.body}\n\n${c.yours}\n\n${c.notYours}\n${input.recoverUrl}\n\n— Hogaria`,
    html: `<p>${c.greeting} ${escapeHtml(name)},</p><p>${c.body}</p><p>${c.yours}</p><p>${c.notYours}<br><a href="${escapeHtml(input.recoverUrl)}">${escapeHtml(input.recoverUrl)}</a></p><p>— Hogaria</p>`,
  };
}
