import { escapeHtml } from "#server/http/escape-html.ts";
import { translator } from "#server/i18n/translator.ts";
import type { MailMessage } from "#server/modules/mail/mailer.ts";
import type { UiLocale } from "#shared/domain/locale.ts";
import type { HouseholdRole } from "#shared/domain/roles.ts";

/** The email an invitation sends, in the language of the member who invites. */
export function invitationEmail(input: {
  to: string;
  inviterName: string;
  householdName: string;
  role: HouseholdRole;
  url: string;
  language: UiLocale;
  validDays: number;
}): MailMessage {
  const t = translator(input.language, "mail");
  const role = translator(input.language, "household")(`roles.${input.role}`);
  const body = (inviter: string, household: string, roleName: string) =>
    t("invitation.body", { inviter, household, role: roleName });
  const text = body(input.inviterName, input.householdName, role);
  const html = body(
    escapeHtml(input.inviterName),
    escapeHtml(input.householdName),
    escapeHtml(role),
  );
  const greeting = t("invitation.greeting");
  const action = t("invitation.action");
  const expiry = t("invitation.expiry", { count: input.validDays });
  const ignore = t("invitation.ignore");
  return {
    to: input.to,
    subject: t("invitation.subject", {
      inviter: input.inviterName,
      household: input.householdName,
    }),
    text: `${greeting}\n\n${text}\n\n${action}: ${input.url}\n\n${expiry}\n${ignore}\n\n— Hogaria`,
    html: `<p>${greeting}</p><p>${html}</p><p><a href="${escapeHtml(input.url)}">${action}</a></p><p>${expiry}<br>${ignore}</p><p>— Hogaria</p>`,
  };
}
