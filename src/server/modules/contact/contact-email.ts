import { escapeHtml } from "#server/http/escape-html.ts";
import type { MailMessage } from "#server/modules/mail/mailer.ts";
import type { ContactTopic } from "#shared/schemas/contact.ts";

const topicNames: Record<ContactTopic, string> = {
  general: "Consulta general",
  plans: "Planes y pagos",
  support: "Soporte técnico",
  press: "Prensa y alianzas",
};

/** The message support receives; replying answers the visitor directly. */
export function contactEmail(input: {
  to: string;
  name: string;
  email: string;
  topic: ContactTopic;
  message: string;
}): MailMessage {
  const topic = topicNames[input.topic];
  return {
    to: input.to,
    replyTo: input.email,
    subject: `[Contacto · ${topic}] ${input.name}`,
    text: `Nuevo mensaje desde el formulario de contacto de Hogaria.\n\nNombre: ${input.name}\nEmail: ${input.email}\nTema: ${topic}\n\n${input.message}\n`,
    html: `<p>Nuevo mensaje desde el formulario de contacto de Hogaria.</p><p><strong>Nombre:</strong> ${escapeHtml(input.name)}<br><strong>Email:</strong> ${escapeHtml(input.email)}<br><strong>Tema:</strong> ${topic}</p><p style="white-space:pre-wrap">${escapeHtml(input.message)}</p>`,
  };
}
