import path from "node:path";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { compress } from "hono/compress";
import { HTTPException } from "hono/http-exception";
import { v7 as uuidv7 } from "uuid";
import type { AppContext } from "#server/app-context.ts";
import { type Auth, createAuth } from "#server/auth.ts";
import type { AppEnv } from "#server/http/app-env.ts";
import { ApiError } from "#server/http/errors.ts";
import { idempotentWrites } from "#server/http/idempotency.ts";
import { jsonContentLength } from "#server/http/json-content-length.ts";
import { createMembershipCache } from "#server/http/membership-cache.ts";
import { readerLocale } from "#server/http/reader-locale.ts";
import { requireMembership } from "#server/http/require-membership.ts";
import { requireSession } from "#server/http/require-session.ts";
import {
  privateApiAnswers,
  sameOriginMutations,
  securityHeaders,
  wellFormedPaths,
} from "#server/http/security.ts";
import { createSessionCache } from "#server/http/session-cache.ts";
import { staticFiles } from "#server/http/static-files.ts";
import { accountRoutes } from "#server/modules/accounts/accounts.routes.ts";
import { meRoutes } from "#server/modules/accounts/me.routes.ts";
import { sessionOrApiToken } from "#server/modules/api-tokens/api-token-auth.ts";
import { apiTokenRoutes } from "#server/modules/api-tokens/api-tokens.routes.ts";
import { calendarFeedRoutes, calendarRoutes } from "#server/modules/calendar/calendar.routes.ts";
import { channelRoutes } from "#server/modules/channels/channels.routes.ts";
import { channelWebhookRoutes } from "#server/modules/channels/webhooks.routes.ts";
import { chatRoutes } from "#server/modules/chat/chat.routes.ts";
import { communityRoutes } from "#server/modules/community/community.routes.ts";
import { contactRoutes } from "#server/modules/contact/contact.routes.ts";
import { dailyBriefRoutes } from "#server/modules/daily-brief/daily-brief.routes.ts";
import { dashboardRoutes } from "#server/modules/dashboard/dashboard.routes.ts";
import { demoDataRoutes } from "#server/modules/demo-data/demo-data.routes.ts";
import { fileRoutes } from "#server/modules/files/files.routes.ts";
import { healthRoutes } from "#server/modules/health/health.routes.ts";
import { findMembershipByUser } from "#server/modules/households/households.repository.ts";
import { memberRoutes } from "#server/modules/households/members.routes.ts";
import { invitationRoutes } from "#server/modules/invitations/invitations.routes.ts";
import { joinRoutes } from "#server/modules/invitations/join.routes.ts";
import { liveRoutes } from "#server/modules/live/live.routes.ts";
import { mealRoutes } from "#server/modules/meals/meals.routes.ts";
import {
  notificationRoutes,
  unsubscribeRoutes,
} from "#server/modules/notifications/notifications.routes.ts";
import { onboardingRoutes } from "#server/modules/onboarding/onboarding.routes.ts";
import { openApiRoutes } from "#server/modules/openapi/openapi.routes.ts";
import { pantryRoutes } from "#server/modules/pantry/pantry.routes.ts";
import { profileRoutes } from "#server/modules/profiles/profiles.routes.ts";
import { quickAddRoutes } from "#server/modules/quick-add/quick-add.routes.ts";
import { searchRoutes } from "#server/modules/search/search.routes.ts";
import { seoRoutes } from "#server/modules/seo/seo.routes.ts";
import { serviceRoutes } from "#server/modules/services/services.routes.ts";
import { householdImportRoutes } from "#server/modules/settings/household-import.routes.ts";
import { accountDeletionRoutes, settingsRoutes } from "#server/modules/settings/settings.routes.ts";
import { shoppingRoutes } from "#server/modules/shopping/shopping.routes.ts";
import { taskRoutes } from "#server/modules/tasks/tasks.routes.ts";
import { undoRoutes } from "#server/modules/undo/undo.routes.ts";

export interface AppDependencies extends AppContext {
  /** Where the built web app lives; absent in API-only tests. */
  webRoot?: string;
}

export interface HogariaApp {
  app: Hono<AppEnv>;
  auth: Auth;
}

const jsonBodyLimit = 1024 * 1024;
const uploadBodyLimit = 25 * 1024 * 1024;

export function createApp(deps: AppDependencies): HogariaApp {
  const { config, database, logger } = deps;
  const auth = createAuth(deps);
  const sessions = createSessionCache(auth, deps.live);
  const app = new Hono<AppEnv>();

  app.use(async (c, next) => {
    const started = performance.now();
    c.set("requestId", uuidv7());
    await next();
    const ms = Math.round((performance.now() - started) * 10) / 10;
    logger.debug({ method: c.req.method, path: c.req.path, status: c.res.status, ms }, "petición");
  });
  app.use(securityHeaders(config.publicUrl.startsWith("https://")));
  app.use(compress());
  app.use(jsonContentLength());

  app.use("/api/*", async (c, next) => {
    const multipart = c.req.header("content-type")?.startsWith("multipart/form-data");
    return bodyLimit({
      maxSize: multipart ? uploadBodyLimit : jsonBodyLimit,
      onError: () => {
        throw new ApiError(413, "PAYLOAD_TOO_LARGE");
      },
    })(c, next);
  });
  app.use("/api/*", sameOriginMutations(config.publicUrl));
  app.use("/api/*", wellFormedPaths());
  app.use("/api/*", privateApiAnswers());

  app.route("/api/health", healthRoutes(deps));
  app.route("/api/contact", contactRoutes(deps));
  app.route("/api/openapi.json", openApiRoutes(deps));
  app.route("/api/auth", accountRoutes(auth, deps));
  // The invitation page shows the household to visitors; joining checks the session itself.
  app.route("/api/join", joinRoutes(deps, sessions));
  // Calendar apps fetch the private feed without a session: its token is the key.
  app.route("/api/calendar/feed", calendarFeedRoutes(deps));
  // The reminder email's unsubscribe link works without signing in: its signed token is the key.
  app.route("/api/notifications/unsubscribe", unsubscribeRoutes(deps));
  // WhatsApp and SMS providers call these without a session: their signatures are the key.
  app.route("/api/channels", channelWebhookRoutes(deps));

  // A personal API token (`Bearer hgr_…`, ADR 024) acts as its member; anything else is a session.
  app.use("/api/*", sessionOrApiToken(requireSession(sessions), database.db));
  app.route("/api/me", meRoutes(deps));
  app.route("/api/onboarding", onboardingRoutes(deps));
  app.route("/api/account", accountDeletionRoutes(deps));
  app.route("/api/household-import", householdImportRoutes(deps));

  // Routes that act inside the member's household: the household comes from the session.
  const householdRoutes: [string, Hono<AppEnv>][] = [
    ["/api/live", liveRoutes(deps)],
    ["/api/files", fileRoutes(deps)],
    ["/api/community", communityRoutes(deps)],
    ["/api/profiles", profileRoutes(deps)],
    ["/api/members", memberRoutes(deps)],
    ["/api/invitations", invitationRoutes(deps)],
    ["/api/settings", settingsRoutes(deps)],
    ["/api/tasks", taskRoutes(deps)],
    ["/api/calendar", calendarRoutes(deps)],
    ["/api/daily-brief", dailyBriefRoutes(deps)],
    ["/api/dashboard", dashboardRoutes(deps)],
    ["/api/shopping", shoppingRoutes(deps)],
    ["/api/pantry", pantryRoutes(deps)],
    ["/api/meals", mealRoutes(deps)],
    ["/api/services", serviceRoutes(deps)],
    ["/api/notifications", notificationRoutes(deps)],
    ["/api/chat", chatRoutes(deps)],
    ["/api/channels", channelRoutes(deps)],
    ["/api/demo-data", demoDataRoutes(deps)],
    ["/api/deleted", undoRoutes(deps)],
    ["/api/search", searchRoutes(deps)],
    ["/api/quick-add", quickAddRoutes(deps)],
  ];
  const memberships = createMembershipCache(
    (userId) => findMembershipByUser(database.db, userId),
    deps.live,
  );
  const inHousehold = requireMembership(memberships);
  const onceByKey = idempotentWrites(database.db);
  for (const [path, routes] of householdRoutes) {
    // Hono's `path/*` matches `path` itself too: one registration, so one membership read.
    app.use(`${path}/*`, inHousehold, onceByKey);
    app.route(path, routes);
  }

  // Not with the others: a replayed Idempotency-Key must never store a token's secret.
  app.use("/api/api-tokens/*", inHousehold);
  app.route("/api/api-tokens", apiTokenRoutes(deps));

  app.all("/api/*", () => {
    throw new ApiError(404, "ROUTE_NOT_FOUND");
  });

  app.route("/", seoRoutes(config));
  if (deps.webRoot) app.get("*", staticFiles(path.resolve(deps.webRoot), logger, config.publicUrl));

  app.onError((error, c) => {
    const locale = readerLocale(c);
    if (error instanceof ApiError) return c.json(error.toBody(locale), error.status);
    if (error instanceof HTTPException && error.status < 500) {
      return c.json(new ApiError(error.status, "VALIDATION_FAILED").toBody(locale), error.status);
    }
    logger.error({ err: error, path: c.req.path }, "error inesperado");
    return c.json(new ApiError(500, "INTERNAL").toBody(locale), 500);
  });

  return { app, auth };
}
