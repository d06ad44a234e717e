import type { Auth } from "#server/auth.ts";
import type { Membership } from "#server/modules/households/membership.ts";

type SessionResult = NonNullable<Awaited<ReturnType<Auth["api"]["getSession"]>>>;

export type SignedInUser = SessionResult["user"];

/** What middleware puts on the Hono context for the routes after it. */
export interface AppEnv {
  Variables: {
    user: SignedInUser;
    sessionId: string;
    requestId: string;
    /** Set by requireMembership on routes that act inside the user's household. */
    membership: Membership;
  };
}
