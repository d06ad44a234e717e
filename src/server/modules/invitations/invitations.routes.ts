import type { Context } from "hono";
import { type AppContext, type ServiceContext, serviceContext } from "#server/app-context.ts";
import type { AppEnv } from "#server/http/app-env.ts";
import { routesFrom } from "#server/http/contract-routes.ts";
import { publicBaseUrl } from "#server/http/public-base-url.ts";
import { InvitationEmailsLimited } from "#server/modules/invitations/invitation-email-limits.ts";
import {
  ensureShareLink,
  inviteMembers,
  listInvitations,
  resendInvitation,
  revokeInvitation,
} from "#server/modules/invitations/invitations.service.ts";
import { invitationsContract } from "#shared/contracts/members.ts";

/** A refusal over the hourly email allowance tells clients when to try again (Retry-After). */
const retryAfter =
  (c: Context<AppEnv>) =>
  (error: unknown): never => {
    if (error instanceof InvitationEmailsLimited) {
      c.header("retry-after", String(error.retryAfterSeconds));
    }
    throw error;
  };

type MailingContext = ServiceContext & Pick<AppContext, "config" | "mailer" | "logger">;

/** The context as this request sees it: links it writes (emails, share links) use the address the
 * inviter reached Hogaria by when PUBLIC_URL is not set. */
function seenFrom(ctx: MailingContext, c: Context<AppEnv>): MailingContext {
  const publicUrl = publicBaseUrl(c.req.raw, ctx.config);
  return publicUrl === ctx.config.publicUrl
    ? ctx
    : { ...ctx, config: { ...ctx.config, publicUrl } };
}

/** /api/invitations: the household's pending invitations, for owners and admins. */
export function invitationRoutes(app: AppContext) {
  const ctx = serviceContext(app);
  const mailing: MailingContext = {
    ...ctx,
    config: app.config,
    mailer: app.mailer,
    logger: app.logger,
  };
  return routesFrom(app, invitationsContract, {
    list: async (_input, c) => ({
      status: 200,
      body: await listInvitations(ctx, c.get("membership")),
    }),
    invite: async ({ body }, c) => ({
      status: 201,
      body: await inviteMembers(seenFrom(mailing, c), c.get("membership"), body).catch(
        retryAfter(c),
      ),
    }),
    shareLink: async (_input, c) => ({
      status: 200,
      body: await ensureShareLink(seenFrom(mailing, c), c.get("membership")),
    }),
    resend: async ({ params }, c) => ({
      status: 200,
      body: await resendInvitation(seenFrom(mailing, c), c.get("membership"), params.id).catch(
        retryAfter(c),
      ),
    }),
    revoke: async ({ params }, c) => {
      await revokeInvitation(ctx, c.get("membership"), params.id);
      return { status: 204 };
    },
  });
}
