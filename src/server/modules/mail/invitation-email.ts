import type { MailMessage } from "#server/modules/mail/mailer.ts";
import type { HouseholdLanguage } from "#shared/domain/preferences.ts";
import type { HouseholdRole } from "#shared/domain/roles.ts";

interface Copy {
  subject: (inviter: string, household: string) => string;
  greeting: string;
  body: (inviter: string, household: string, role: string) => string;
  action: string;
  expiry: (days: number) => string;
  ignore: string;
  roles: Record<HouseholdRole, string>;
}

const copy: Record<HouseholdLanguage, Copy> = {
  es: {
    subject: (inviter, household) => `${inviter} te invitó a ${household} en Hogaria`,
    greeting: "¡Hola!",
    body: (inviter, household, role) =>
      `${inviter} te invitó a unirte a ${household} en Hogaria como ${role}. Hogaria organiza la agenda, las tareas, las compras y la despensa de la familia en un solo lugar.`,
    action: "Unirme al hogar",
    expiry: (days) => `La invitación vence en ${days} días y sirve una sola vez.`,
    ignore: "Si no esperabas esta invitación, ignora este mensaje.",
    roles: {
      owner: "Propietario",
      admin: "Administrador",
      member: "Miembro",
      child: "Niño",
      guest: "Invitado",
    },
  },
  en: {
    subject: (inviter, household) => `${inviter} invited you to ${household} on Hogaria`,
    greeting: "Hi!",
    body: (inviter, household, role) =>
      `${inviter} invited you to join ${household} on Hogaria as ${role}. Hogaria keeps the family's calendar, tasks, shopping and pantry in one place.`,
    action: "Join the household",
    expiry: (days) => `The invitation expires in ${days} days and works only once.`,
    ignore: "If you weren't expecting this invitation, ignore this message.",
    roles: { owner: "Owner", admin: "Admin", member: "Member", child: "Child", guest: "Guest" },
  },
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The email an invitation sends, in the household's language. */
export function invitationEmail(input: {
  to: string;
  inviterName: string;
  householdName: string;
  role: HouseholdRole;
  url: string;
  language: HouseholdLanguage;
  validDays: number;
}): MailMessage {
  const c = copy[input.language] ?? copy.es;
  const role = c.roles[input.role];
  const body = c.body(input.inviterName, input.householdName, role);
  const htmlBody = c.body(
    escapeHtml(input.inviterName),
    escapeHtml(input.householdName),
    escapeHtml(role),
  );
  return {
    to: input.to,
    subject: c.subject(input.inviterName, input.householdName),
    text: `${c.greeting}\n\n${body}\n\n${c.action}: ${input.url}\n\n${c.expiry(input.validDays)}\n${c.ignore}\n\n— Hogaria`,
    html: `<p>${c.greeting}</p><p>${htmlBody}</p><p><a href="${escapeHtml(input.url)}">${c.action}</a></p><p>${c.expiry(input.validDays)}<br>${c.ignore}</p><p>— Hogaria</p>`,
  };
}
