import type { Membership } from "#server/modules/households/membership.ts";
import { permissionMatrix } from "#shared/domain/permissions.ts";
import { type HouseholdRole, householdRoles } from "#shared/domain/roles.ts";
import type { TestClient } from "#tests/server/harness/test-client.ts";
import {
  formWith,
  ok,
  type Permission,
  pngBytes,
  type World,
} from "#tests/server/quality/world.ts";

/** One request, aimed at the given household's records. */
export interface Target {
  path: string;
  /** A JSON body (sent with content-type application/json). */
  body?: unknown;
  /** A multipart body instead of JSON. */
  form?: FormData;
  /** Read a streamed answer to its end instead of closing it: the chat stores its reply when
   * the stream ends, and a write landing in the next test's before/after would blur it. */
  drain?: boolean;
}

/**
 * One entry per API route (several when a route does several things). The isolation walk fails
 * when a route of the app has no entry here, so adding a route means adding a line here:
 *
 *   { route: "POST /api/chat/messages", target: async () => ({ path: "/api/chat/messages",
 *     body: { content: "hola" } }), allowed: "chat.use", stranger: "own" },
 */
export interface RouteCase {
  /** Method and path exactly as Hono lists the route in `app.routes`. */
  route: string;
  /** Told apart in test names when a route has several entries. */
  label?: string;
  /** Builds the request against household `w`, creating first (as its owner) what it changes.
   * `actor` is who will send it: their membership of `w`, or null when they belong to another
   * household. */
  target: (w: World, actor: Membership | null) => Promise<Target>;
  /**
   * Which roles of that household may do it: a permission of the matrix, every member
   * ("anyMember"), explicit roles, or "account" for routes outside a household (auth,
   * onboarding, account deletion, invitation links, calendar feed), which the role walk skips.
   */
  allowed: Permission | "anyMember" | readonly HouseholdRole[] | "account";
  /** A status other than 2xx that an allowed role gets (e.g. the owner cannot leave: 409). */
  allowedStatus?: Partial<Record<HouseholdRole, number>>;
  /**
   * What a member (owner) of another household gets when sending it with this household's ids:
   * a status (404: not found in their household), or "own" when the request carries no id of
   * the other household and acts on the sender's own (it must still neither read nor change
   * anything of the other).
   */
  stranger: number | "own";
  /** Changes who is in the household or removes it: the role walk builds a household per role. */
  destructive?: boolean;
}

const json = (path: string, body: unknown): Target => ({ path, body });
const bare = (path: string): Target => ({ path });

export const routeCases: RouteCase[] = [
  {
    route: "GET /api/health",
    target: async () => bare("/api/health"),
    allowed: "account",
    stranger: "own",
  },
  {
    route: "GET /api/openapi.json",
    target: async () => bare("/api/openapi.json"),
    allowed: "account",
    stranger: "own",
  },
  // Outside any household: Better Auth, onboarding, the account, invitation links, the feed.
  {
    route: "GET /api/auth/*",
    label: "the session is the sender's own",
    target: async () => bare("/api/auth/get-session"),
    allowed: "account",
    stranger: "own",
  },
  {
    route: "POST /api/auth/*",
    label: "a wrong current password changes nothing",
    target: async () =>
      json("/api/auth/change-password", {
        currentPassword: "no-es-esta",
        newPassword: "otra-clave-1",
      }),
    allowed: "account",
    stranger: "own",
  },
  {
    route: "GET /api/join/:token",
    label: "a household id is not an invitation",
    target: async (w) => bare(`/api/join/${w.householdId}`),
    allowed: "account",
    stranger: 404,
  },
  {
    route: "POST /api/join/:token",
    label: "someone already in a household cannot join another",
    target: async (w) => bare(`/api/join/${w.ids.inviteToken}`),
    allowed: "account",
    stranger: 409,
  },
  {
    route: "GET /api/calendar/feed/:file",
    label: "the household id is not the feed's key",
    target: async (w) => bare(`/api/calendar/feed/${w.householdId}.ics`),
    allowed: "account",
    stranger: 404,
  },
  {
    route: "GET /api/me",
    target: async () => bare("/api/me"),
    allowed: "account",
    stranger: "own",
  },
  {
    route: "PUT /api/me/language",
    label: "a stranger changes only their own account's language",
    target: async () => json("/api/me/language", { locale: "en" }),
    allowed: "account",
    stranger: "own",
  },
  {
    route: "GET /api/onboarding",
    target: async () => bare("/api/onboarding"),
    allowed: "account",
    stranger: "own",
  },
  {
    route: "PUT /api/onboarding/household",
    target: async () => json("/api/onboarding/household", { name: "Casa robada" }),
    allowed: "account",
    stranger: "own",
  },
  {
    route: "PUT /api/onboarding/profile",
    target: async () => json("/api/onboarding/profile", { name: "Intrusa" }),
    allowed: "account",
    stranger: "own",
  },
  {
    route: "POST /api/onboarding/invitations",
    target: async () => json("/api/onboarding/invitations", { emails: "otra@ejemplo.mx" }),
    allowed: "account",
    stranger: "own",
  },
  {
    route: "PUT /api/onboarding/preferences",
    target: async () =>
      json("/api/onboarding/preferences", {
        language: "es",
        allergies: "nueces",
        assistantTone: "friendly",
      }),
    allowed: "account",
    stranger: "own",
  },
  {
    route: "POST /api/onboarding/finish",
    target: async () => json("/api/onboarding/finish", { pantryItems: [] }),
    allowed: "account",
    stranger: "own",
  },
  {
    route: "POST /api/household-import",
    label: "a damaged file naming this household's ids changes nothing",
    target: async (w) => ({
      path: "/api/household-import",
      form: formWith(
        "file",
        new TextEncoder().encode(
          JSON.stringify({
            format: "hogaria-export",
            version: 1,
            exportedAt: new Date().toISOString(),
            household: { id: w.householdId, name: "", language: "es", time_zone: "UTC" },
            tables: {},
          }),
        ),
        "copia.json",
        "application/json",
      ),
    }),
    allowed: "account",
    stranger: 400,
  },
  {
    route: "DELETE /api/account",
    label: "confirming with another account's email deletes nothing",
    target: async (w) => json("/api/account", { confirmation: w.owner.account.email }),
    allowed: "account",
    stranger: 400,
  },

  {
    route: "POST /api/contact",
    label: "public: the message goes to support, nothing of a household is touched",
    target: async () =>
      json("/api/contact", {
        name: "Visitante",
        email: "visitante@ejemplo.mx",
        topic: "general",
        message: "¿Tienen plan para escuelas?",
      }),
    allowed: "account",
    stranger: "own",
  },
  {
    route: "GET /api/notifications/unsubscribe",
    label: "public: a page with a button, nothing done",
    target: async () => bare("/api/notifications/unsubscribe?token=no-es-un-token"),
    allowed: "account",
    stranger: "own",
  },
  {
    route: "POST /api/notifications/unsubscribe",
    label: "a household id is not a signed token",
    target: async (w) => bare(`/api/notifications/unsubscribe?token=${w.householdId}`),
    allowed: "account",
    stranger: 400,
  },
  {
    route: "POST /api/channels/twilio/inbound",
    label: "public: without a valid Twilio signature nothing is done",
    target: async () => bare("/api/channels/twilio/inbound"),
    allowed: "account",
    stranger: 403,
  },
  {
    route: "GET /api/channels/whatsapp/webhook",
    label: "public: the subscription challenge needs the verify token",
    target: async () =>
      bare("/api/channels/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=x&hub.challenge=1"),
    allowed: "account",
    stranger: 403,
  },
  {
    route: "POST /api/channels/whatsapp/webhook",
    label: "public: without a valid Meta signature nothing is done",
    target: async () => bare("/api/channels/whatsapp/webhook"),
    allowed: "account",
    stranger: 403,
  },

  // Inside the household.
  {
    route: "GET /api/live",
    target: async () => bare("/api/live"),
    allowed: "anyMember",
    stranger: "own",
  },
  {
    route: "GET /api/files/*",
    target: async (w) => bare(w.ids.fileUrl),
    allowed: "anyMember",
    stranger: 404,
  },
  {
    route: "GET /api/community/posts",
    target: async () => bare("/api/community/posts"),
    allowed: "anyMember",
    stranger: "own",
  },
  {
    route: "POST /api/community/posts",
    target: async () => json("/api/community/posts", { content: "Nuevo post" }),
    allowed: "content.create",
    stranger: "own",
  },
  {
    route: "DELETE /api/community/posts/:postId",
    target: async (w) => bare(`/api/community/posts/${await w.make.post()}`),
    allowed: "content.manageAny",
    stranger: 404,
  },
  {
    route: "PUT /api/community/posts/:postId/like",
    target: async (w) => bare(`/api/community/posts/${await w.make.post()}/like`),
    allowed: "community.react",
    stranger: 404,
  },
  {
    route: "DELETE /api/community/posts/:postId/like",
    target: async (w) => bare(`/api/community/posts/${w.ids.post}/like`),
    allowed: "community.react",
    stranger: 404,
  },
  {
    route: "POST /api/community/posts/:postId/comments",
    target: async (w) =>
      json(`/api/community/posts/${w.ids.post}/comments`, { content: "¡Qué bien!" }),
    allowed: "content.create",
    stranger: 404,
  },
  {
    route: "DELETE /api/community/comments/:commentId",
    target: async (w) => bare(`/api/community/comments/${await w.make.comment(w.ids.post)}`),
    allowed: "content.manageAny",
    stranger: 404,
  },
  {
    route: "GET /api/profiles/me",
    target: async () => bare("/api/profiles/me"),
    allowed: "anyMember",
    stranger: "own",
  },
  {
    route: "PATCH /api/profiles/me",
    target: async () => json("/api/profiles/me", { name: "Nombre nuevo" }),
    allowed: "anyMember",
    stranger: "own",
  },
  {
    route: "POST /api/profiles/me/avatar",
    target: async () => ({
      path: "/api/profiles/me/avatar",
      form: formWith("avatar", await pngBytes(), "yo.png", "image/png"),
    }),
    allowed: "anyMember",
    stranger: "own",
  },
  {
    route: "GET /api/members",
    target: async () => bare("/api/members"),
    allowed: "anyMember",
    stranger: "own",
  },
  {
    route: "PATCH /api/members/:profileId",
    target: async (w) => json(`/api/members/${await w.make.member()}`, { role: "child" }),
    allowed: "members.manage",
    stranger: 404,
  },
  {
    route: "DELETE /api/members/:profileId",
    target: async (w) => bare(`/api/members/${await w.make.member()}`),
    allowed: "members.manage",
    stranger: 404,
  },
  {
    route: "POST /api/members/:profileId/transfer-ownership",
    target: async (w) => bare(`/api/members/${await w.make.member()}/transfer-ownership`),
    allowed: "household.transferOwnership",
    stranger: 404,
    destructive: true,
  },
  {
    route: "GET /api/invitations",
    target: async () => bare("/api/invitations"),
    allowed: "members.manage",
    stranger: "own",
  },
  {
    route: "POST /api/invitations",
    target: async () => json("/api/invitations", { emails: "nueva@ejemplo.mx", role: "guest" }),
    allowed: "members.manage",
    stranger: "own",
  },
  {
    route: "POST /api/invitations/link",
    target: async () => bare("/api/invitations/link"),
    allowed: "members.manage",
    stranger: "own",
  },
  {
    route: "POST /api/invitations/:id/resend",
    target: async (w) => bare(`/api/invitations/${w.ids.invitation}/resend`),
    allowed: "members.manage",
    stranger: 404,
  },
  {
    route: "DELETE /api/invitations/:id",
    target: async (w) => bare(`/api/invitations/${await w.make.invitation()}`),
    allowed: "members.manage",
    stranger: 404,
  },
  {
    route: "GET /api/settings",
    target: async () => bare("/api/settings"),
    allowed: "anyMember",
    stranger: "own",
  },
  {
    route: "PATCH /api/settings/household",
    label: "a household id in the body is refused, never used",
    target: async (w) =>
      json("/api/settings/household", { name: "Casa Robada", householdId: w.householdId }),
    allowed: "anyMember",
    allowedStatus: { owner: 400, admin: 400, member: 400, child: 400, guest: 400 },
    stranger: 400,
  },
  {
    route: "PATCH /api/settings/household",
    target: async () => json("/api/settings/household", { name: "Casa renombrada" }),
    allowed: "household.manage",
    stranger: "own",
  },
  {
    route: "GET /api/settings/export",
    target: async () => bare("/api/settings/export"),
    allowed: "household.export",
    stranger: "own",
  },
  {
    route: "POST /api/settings/leave",
    target: async () => bare("/api/settings/leave"),
    allowed: "anyMember",
    allowedStatus: { owner: 409 },
    stranger: "own",
    destructive: true,
  },
  {
    route: "DELETE /api/settings/household",
    target: async (w) => json("/api/settings/household", { confirmation: `Casa ${w.tag}` }),
    allowed: "household.delete",
    // Another household's name does not confirm deleting one's own.
    stranger: 400,
    destructive: true,
  },
  {
    route: "GET /api/tasks",
    target: async () => bare("/api/tasks"),
    allowed: "anyMember",
    stranger: "own",
  },
  {
    route: "POST /api/tasks",
    target: async () => json("/api/tasks", { title: "Sacar la basura" }),
    allowed: "content.create",
    stranger: "own",
  },
  {
    route: "POST /api/tasks",
    label: "assigned to a member of the household",
    target: async (w) => json("/api/tasks", { title: "Regar", assignedTo: w.ids.ownerProfile }),
    allowed: "content.create",
    stranger: 400,
  },
  {
    route: "POST /api/tasks",
    label: "due on a day at a time",
    target: async () =>
      json("/api/tasks", { title: "Pagar el gas", dueDate: "2026-11-27", dueTime: "10:00" }),
    allowed: "content.create",
    stranger: "own",
  },
  {
    route: "PATCH /api/tasks/:id",
    label: "moving another member's task to a day and time",
    target: async (w) =>
      json(`/api/tasks/${await w.make.task()}`, { dueDate: "2026-11-28", dueTime: "18:30" }),
    allowed: "content.manageAny",
    stranger: 404,
  },
  {
    route: "PATCH /api/tasks/:id",
    label: "editing another member's task",
    target: async (w) => json(`/api/tasks/${await w.make.task()}`, { title: "Cambiada" }),
    allowed: "content.manageAny",
    stranger: 404,
  },
  {
    route: "PATCH /api/tasks/:id",
    label: "moving a task between columns",
    target: async (w) => json(`/api/tasks/${await w.make.task()}`, { status: "done" }),
    allowed: "tasks.changeStatus",
    stranger: 404,
  },
  {
    route: "PATCH /api/tasks/:id",
    label: "moving a task assigned to oneself (guests too)",
    target: async (w, actor) => {
      const assignee = actor?.profileId ?? w.ids.ownerProfile;
      const task = await w.make.task({ assignedTo: assignee });
      return json(`/api/tasks/${task}`, { status: "in_progress" });
    },
    allowed: "anyMember",
    stranger: 404,
  },
  {
    route: "DELETE /api/tasks/:id",
    target: async (w) => bare(`/api/tasks/${await w.make.task()}`),
    allowed: "content.manageAny",
    stranger: 404,
  },
  {
    // «Deshacer»: only the member who deleted it puts it back; for anyone else it is not there.
    route: "POST /api/deleted/:kind/:id/restore",
    target: async (w) => {
      const task = await w.make.task();
      ok(await w.owner.client.delete(`/api/tasks/${task}`), "delete");
      return bare(`/api/deleted/tasks/${task}/restore`);
    },
    allowed: ["owner"],
    allowedStatus: { admin: 404, member: 404, child: 404, guest: 404 },
    stranger: 404,
  },
  {
    route: "GET /api/search",
    target: async () => bare("/api/search?q=leche"),
    allowed: "anyMember",
    stranger: "own",
  },
  {
    route: "GET /api/quick-add/read",
    target: async () => bare("/api/quick-add/read?text=pagar%20la%20luz%20el%20viernes"),
    allowed: "anyMember",
    stranger: "own",
  },
  {
    route: "GET /api/calendar",
    target: async () => bare("/api/calendar?from=2026-11-01&to=2026-12-31"),
    allowed: "anyMember",
    stranger: "own",
  },
  {
    route: "POST /api/calendar/events",
    target: async () =>
      json("/api/calendar/events", { title: "Cumpleaños", allDay: true, start: "2026-12-05" }),
    allowed: "content.create",
    stranger: "own",
  },
  {
    route: "PUT /api/calendar/events/:id",
    target: async (w) =>
      json(`/api/calendar/events/${await w.make.event()}`, {
        title: "Movido",
        allDay: true,
        start: "2026-12-06",
      }),
    allowed: "content.manageAny",
    stranger: 404,
  },
  {
    route: "DELETE /api/calendar/events/:id",
    target: async (w) => bare(`/api/calendar/events/${await w.make.event()}`),
    allowed: "content.manageAny",
    stranger: 404,
  },
  {
    route: "POST /api/calendar/import",
    target: async () =>
      json("/api/calendar/import", {
        ics: [
          "BEGIN:VCALENDAR",
          "VERSION:2.0",
          "PRODID:-//test//ES",
          "BEGIN:VEVENT",
          `UID:${crypto.randomUUID()}@test`,
          "DTSTAMP:20261101T000000Z",
          "DTSTART;VALUE=DATE:20261210",
          "SUMMARY:Posada",
          "END:VEVENT",
          "END:VCALENDAR",
        ].join("\r\n"),
      }),
    allowed: "content.create",
    stranger: "own",
  },
  {
    route: "GET /api/calendar/subscription",
    target: async () => bare("/api/calendar/subscription"),
    allowed: "anyMember",
    stranger: "own",
  },
  {
    route: "POST /api/calendar/subscription",
    target: async () => bare("/api/calendar/subscription"),
    allowed: "household.manage",
    stranger: "own",
  },
  {
    route: "GET /api/daily-brief",
    target: async () => bare("/api/daily-brief"),
    allowed: "anyMember",
    stranger: "own",
  },
  {
    route: "GET /api/dashboard",
    target: async () => bare("/api/dashboard"),
    allowed: "anyMember",
    stranger: "own",
  },
  {
    route: "GET /api/shopping",
    target: async () => bare("/api/shopping"),
    allowed: "anyMember",
    stranger: "own",
  },
  {
    route: "POST /api/shopping/lists",
    target: async () => json("/api/shopping/lists", { name: "Fiesta" }),
    allowed: "content.create",
    stranger: "own",
  },
  {
    route: "PATCH /api/shopping/lists/:id",
    target: async (w) => json(`/api/shopping/lists/${await w.make.list()}`, { name: "Renombrada" }),
    allowed: "content.manageAny",
    stranger: 404,
  },
  {
    route: "POST /api/shopping/lists/:id/clear-checked",
    target: async (w) => {
      await w.make.item({ checked: true });
      return bare(`/api/shopping/lists/${w.ids.list}/clear-checked`);
    },
    allowed: "content.manageAny",
    stranger: 404,
  },
  {
    route: "POST /api/shopping/items",
    target: async () => json("/api/shopping/items", { name: "Tortillas" }),
    allowed: "content.create",
    stranger: "own",
  },
  {
    route: "POST /api/shopping/items",
    label: "into another household's list",
    target: async (w) => json("/api/shopping/items", { name: "Tortillas", listId: w.ids.list }),
    allowed: "content.create",
    stranger: 404,
  },
  {
    route: "PATCH /api/shopping/items/:id",
    target: async (w) => json(`/api/shopping/items/${await w.make.item()}`, { name: "Pan dulce" }),
    allowed: "content.manageAny",
    stranger: 404,
  },
  {
    route: "POST /api/shopping/items/:id/check",
    target: async (w) =>
      json(`/api/shopping/items/${await w.make.item()}/check`, { checked: true }),
    allowed: "shopping.check",
    stranger: 404,
  },
  {
    route: "DELETE /api/shopping/items/:id",
    target: async (w) => bare(`/api/shopping/items/${await w.make.item()}`),
    allowed: "content.manageAny",
    stranger: 404,
  },
  {
    route: "GET /api/pantry",
    target: async () => bare("/api/pantry"),
    allowed: "anyMember",
    stranger: "own",
  },
  {
    route: "POST /api/pantry/items",
    target: async () => json("/api/pantry/items", { name: "Frijoles", qtyOnHand: 2 }),
    allowed: "content.create",
    stranger: "own",
  },
  {
    route: "PUT /api/pantry/items/:id",
    target: async (w) =>
      json(`/api/pantry/items/${await w.make.pantryItem()}`, {
        name: "Arroz integral",
        qtyOnHand: 3,
      }),
    allowed: "content.manageAny",
    stranger: 404,
  },
  {
    route: "POST /api/pantry/items/:id/adjust",
    target: async (w) => json(`/api/pantry/items/${w.ids.pantryItem}/adjust`, { delta: 1 }),
    allowed: "pantry.adjust",
    stranger: 404,
  },
  {
    route: "DELETE /api/pantry/items/:id",
    target: async (w) => bare(`/api/pantry/items/${await w.make.pantryItem()}`),
    allowed: "content.manageAny",
    stranger: 404,
  },
  {
    route: "POST /api/pantry/missing-to-shopping",
    target: async (w) => json("/api/pantry/missing-to-shopping", { listId: w.ids.list }),
    allowed: "content.create",
    stranger: 404,
  },
  {
    route: "POST /api/pantry/restock-from-shopping",
    target: async (w) =>
      json("/api/pantry/restock-from-shopping", { shoppingItemId: await w.make.restockableItem() }),
    allowed: "pantry.adjust",
    stranger: 404,
  },
  {
    route: "GET /api/meals/recipes",
    target: async () => bare("/api/meals/recipes"),
    allowed: "anyMember",
    stranger: "own",
  },
  {
    route: "POST /api/meals/recipes",
    target: async () => json("/api/meals/recipes", { name: "Tacos de pollo" }),
    allowed: "content.create",
    stranger: "own",
  },
  {
    route: "POST /api/meals/recipes/starter",
    target: async () => bare("/api/meals/recipes/starter"),
    allowed: "content.create",
    stranger: "own",
  },
  {
    route: "POST /api/meals/recipes/import",
    target: async () =>
      json("/api/meals/recipes/import", {
        source: JSON.stringify({
          "@type": "Recipe",
          name: "Arepas",
          recipeIngredient: ["2 tazas de harina"],
        }),
      }),
    allowed: "content.create",
    stranger: "own",
  },
  {
    route: "GET /api/meals/suggestions",
    target: async () => bare("/api/meals/suggestions"),
    allowed: "anyMember",
    stranger: "own",
  },
  {
    route: "PUT /api/meals/recipes/:id",
    target: async (w) =>
      json(`/api/meals/recipes/${await w.make.recipe()}`, { name: "Arroz con pollo", servings: 6 }),
    allowed: "content.manageAny",
    stranger: 404,
  },
  {
    route: "POST /api/meals/recipes/:id/duplicate",
    target: async (w) => bare(`/api/meals/recipes/${await w.make.recipe()}/duplicate`),
    allowed: "content.create",
    stranger: 404,
  },
  {
    route: "POST /api/meals/recipes/:id/photo",
    target: async (w) => ({
      path: `/api/meals/recipes/${await w.make.recipe()}/photo`,
      form: formWith("photo", await pngBytes(), "arroz.png", "image/png"),
    }),
    allowed: "content.manageAny",
    stranger: 404,
  },
  {
    route: "DELETE /api/meals/recipes/:id/photo",
    target: async (w) => bare(`/api/meals/recipes/${await w.make.recipe()}/photo`),
    allowed: "content.manageAny",
    stranger: 404,
  },
  {
    route: "DELETE /api/meals/recipes/:id",
    target: async (w) => bare(`/api/meals/recipes/${await w.make.recipe()}`),
    allowed: "content.manageAny",
    stranger: 404,
  },
  {
    route: "GET /api/meals/weeks/:weekStart",
    target: async () => bare("/api/meals/weeks/2027-01-04"),
    allowed: "anyMember",
    stranger: "own",
  },
  {
    route: "POST /api/meals/weeks/copy-previous",
    target: async () => json("/api/meals/weeks/copy-previous", { weekStart: "2027-01-11" }),
    allowed: "content.create",
    stranger: "own",
  },
  {
    route: "GET /api/meals/weeks/:weekStart/shopping",
    target: async () => bare("/api/meals/weeks/2027-01-04/shopping"),
    allowed: "anyMember",
    stranger: "own",
  },
  {
    route: "POST /api/meals/weeks/shopping",
    target: async () => json("/api/meals/weeks/shopping", { weekStart: "2027-01-04" }),
    allowed: "content.create",
    stranger: "own",
  },
  {
    route: "PUT /api/meals/plan",
    target: async (w) =>
      json("/api/meals/plan", {
        day: "2027-01-05",
        slot: "lunch",
        recipeId: await w.make.recipe(),
      }),
    allowed: "content.create",
    stranger: 404,
  },
  {
    route: "DELETE /api/meals/plan/:id",
    target: async (w) => bare(`/api/meals/plan/${await w.make.meal()}`),
    allowed: "content.create",
    stranger: 404,
  },
  {
    route: "GET /api/meals/plan/:id/cook",
    target: async (w) => bare(`/api/meals/plan/${await w.make.meal()}/cook`),
    allowed: "anyMember",
    stranger: 404,
  },
  {
    route: "POST /api/meals/plan/:id/cook",
    target: async (w) => json(`/api/meals/plan/${await w.make.meal()}/cook`, { usePantry: true }),
    allowed: "content.create",
    stranger: 404,
  },
  {
    route: "GET /api/services",
    target: async () => bare("/api/services"),
    allowed: "anyMember",
    stranger: "own",
  },
  {
    route: "POST /api/services",
    target: async () =>
      json("/api/services", { serviceType: "Electricidad", description: "Un enchufe" }),
    allowed: "services.request",
    stranger: "own",
  },
  {
    route: "PATCH /api/services/:id/status",
    target: async (w) =>
      json(`/api/services/${await w.make.service()}/status`, { status: "in_progress" }),
    allowed: "services.manage",
    stranger: 404,
  },
  {
    route: "PATCH /api/services/:id/provider",
    target: async (w) =>
      json(`/api/services/${await w.make.service()}/provider`, { providerName: "Don Beto" }),
    allowed: "services.manage",
    stranger: 404,
  },
  {
    route: "POST /api/demo-data",
    // The world is a household in use: example data never lands on top of real data.
    target: async () => bare("/api/demo-data"),
    allowed: "content.manageAny",
    allowedStatus: { owner: 409, admin: 409 },
    stranger: "own",
  },

  // The assistant. Conversations are each member's own; personas are the household's.
  {
    route: "POST /api/chat",
    label: "a new conversation",
    target: async () => ({
      ...json("/api/chat", { conversationId: crypto.randomUUID(), message: "¿Qué hay hoy?" }),
      drain: true,
    }),
    allowed: "chat.use",
    stranger: "own",
  },
  {
    route: "POST /api/chat",
    label: "continuing the owner's conversation: nobody else can",
    target: async (w, actor) => ({
      ...json("/api/chat", {
        conversationId:
          actor?.role === "owner"
            ? await w.make.conversation(w.owner.membership.userId)
            : w.ids.conversation,
        message: "Sigue",
      }),
      drain: true,
    }),
    allowed: ["owner"],
    allowedStatus: { admin: 404, member: 404, child: 404, guest: 403 },
    stranger: 404,
  },
  {
    route: "POST /api/chat",
    label: "with another household's persona",
    target: async (w) => ({
      ...json("/api/chat", {
        conversationId: crypto.randomUUID(),
        personaId: w.ids.persona,
        message: "Hola",
      }),
      drain: true,
    }),
    allowed: "chat.use",
    stranger: 404,
  },
  // Channels (issue 17): each member's own phone for WhatsApp and SMS.
  {
    route: "GET /api/channels/phone",
    target: async () => bare("/api/channels/phone"),
    allowed: "anyMember",
    stranger: "own",
  },
  {
    route: "POST /api/channels/phone",
    label: "no provider configured in the walk: refused, nothing sent",
    target: async () =>
      json("/api/channels/phone", { phone: "55 1234 5678", country: "MX", channel: "sms" }),
    allowed: "anyMember",
    allowedStatus: { owner: 409, admin: 409, member: 409, child: 409, guest: 409 },
    stranger: "own",
  },
  {
    route: "POST /api/channels/phone/confirm",
    label: "nothing pending: refused",
    target: async () => json("/api/channels/phone/confirm", { code: "123456" }),
    allowed: "anyMember",
    allowedStatus: { owner: 409, admin: 409, member: 409, child: 409, guest: 409 },
    stranger: "own",
  },
  {
    route: "DELETE /api/channels/phone",
    target: async () => bare("/api/channels/phone"),
    allowed: "anyMember",
    stranger: "own",
  },
  // Personal API tokens: each member's own (a stranger's id is a 404).
  {
    route: "GET /api/api-tokens",
    target: async () => bare("/api/api-tokens"),
    allowed: "anyMember",
    stranger: "own",
  },
  {
    route: "POST /api/api-tokens",
    target: async () => json("/api/api-tokens", { name: "Home Assistant", scope: "read" }),
    allowed: "anyMember",
    stranger: "own",
  },
  {
    route: "DELETE /api/api-tokens/:tokenId",
    target: async (w, actor) => {
      // The actor's own token; for a stranger, the owner's.
      const holder =
        [w.owner, ...Object.values(w.members)].find(
          (member) => member?.account.id === actor?.userId,
        ) ?? w.owner;
      const created = await holder.client.post("/api/api-tokens", {
        name: "Script",
        scope: "read",
      });
      return bare(
        `/api/api-tokens/${(ok(created, "api token") as { token: { id: string } }).token.id}`,
      );
    },
    allowed: "anyMember",
    stranger: 404,
  },
  {
    route: "GET /api/chat/usage",
    target: async () => bare("/api/chat/usage"),
    allowed: "anyMember",
    stranger: "own",
  },
  {
    route: "GET /api/chat/personas",
    target: async () => bare("/api/chat/personas"),
    allowed: "anyMember",
    stranger: "own",
  },
  {
    route: "POST /api/chat/personas",
    target: async () => json("/api/chat/personas", { name: "Tía Lupe", accent: "mexican" }),
    allowed: "personas.manage",
    stranger: "own",
  },
  {
    route: "PUT /api/chat/personas/:id",
    target: async (w) =>
      json(`/api/chat/personas/${await w.make.persona()}`, { name: "Renombrada", isActive: true }),
    allowed: "personas.manage",
    stranger: 404,
  },
  {
    route: "GET /api/chat/conversations",
    target: async () => bare("/api/chat/conversations"),
    allowed: "chat.use",
    stranger: "own",
  },
  {
    route: "GET /api/chat/conversations/:id",
    target: async (w, actor) => bare(`/api/chat/conversations/${await ownConversation(w, actor)}`),
    allowed: "chat.use",
    stranger: 404,
  },
  {
    route: "GET /api/chat/conversations/:id",
    label: "the owner's conversation: nobody else sees or deletes it",
    target: async (w) => bare(`/api/chat/conversations/${w.ids.conversation}`),
    allowed: ["owner"],
    allowedStatus: { admin: 404, member: 404, child: 404 },
    stranger: 404,
  },
  {
    route: "PATCH /api/chat/conversations/:id",
    target: async (w, actor) =>
      json(`/api/chat/conversations/${await ownConversation(w, actor)}`, { title: "Compras" }),
    allowed: "chat.use",
    stranger: 404,
  },
  {
    route: "DELETE /api/chat/conversations/:id",
    target: async (w, actor) => bare(`/api/chat/conversations/${await ownConversation(w, actor)}`),
    allowed: "chat.use",
    stranger: 404,
  },
  {
    route: "DELETE /api/chat/conversations/:id",
    label: "the owner's conversation: nobody else sees or deletes it",
    target: async (w) =>
      bare(`/api/chat/conversations/${await w.make.conversation(w.owner.membership.userId)}`),
    allowed: ["owner"],
    allowedStatus: { admin: 404, member: 404, child: 404 },
    stranger: 404,
  },

  // Notifications: each member's own centre, preferences and devices.
  {
    route: "GET /api/notifications",
    target: async () => bare("/api/notifications"),
    allowed: "anyMember",
    stranger: "own",
  },
  {
    route: "POST /api/notifications/read-all",
    target: async () => bare("/api/notifications/read-all"),
    allowed: "anyMember",
    stranger: "own",
  },
  {
    route: "POST /api/notifications/:id/read",
    target: async (w, actor) =>
      bare(
        `/api/notifications/${await w.make.notification(actor?.userId ?? w.owner.membership.userId)}/read`,
      ),
    allowed: "anyMember",
    stranger: 404,
  },
  {
    route: "POST /api/notifications/:id/read",
    label: "the owner's notification: nobody else marks it",
    target: async (w) =>
      bare(`/api/notifications/${await w.make.notification(w.owner.membership.userId)}/read`),
    allowed: ["owner"],
    allowedStatus: { admin: 404, member: 404, child: 404, guest: 404 },
    stranger: 404,
  },
  {
    route: "GET /api/notifications/settings",
    target: async () => bare("/api/notifications/settings"),
    allowed: "anyMember",
    stranger: "own",
  },
  {
    route: "PUT /api/notifications/settings",
    target: async () =>
      json("/api/notifications/settings", {
        channels: {
          task_due: ["in_app", "email"],
          event_start: ["in_app"],
          pantry_expiring: ["in_app"],
          pantry_low: [],
          service_visit: ["in_app", "push"],
          morning_brief: ["in_app"],
        },
        taskLeadMinutes: 60,
        eventLeadMinutes: 30,
        quietStart: "22:00",
        quietEnd: "07:00",
        morningBrief: true,
        morningBriefTime: "07:30",
        phoneOptIn: false,
      }),
    allowed: "anyMember",
    stranger: "own",
  },
  {
    route: "GET /api/notifications/deliveries",
    target: async () => bare("/api/notifications/deliveries"),
    allowed: "anyMember",
    stranger: "own",
  },
  {
    route: "POST /api/notifications/push-subscriptions",
    label: "an endpoint known elsewhere makes a subscription of the sender's own",
    target: async (w) =>
      json("/api/notifications/push-subscriptions", {
        endpoint: w.ids.pushEndpoint,
        keys: { p256dh: "BPk3xR9Zq0m7yTn5cVw2L8fHjD4sGa1E", auth: "k8JvT2xQ9mWn" },
      }),
    allowed: "anyMember",
    stranger: "own",
  },
  {
    route: "DELETE /api/notifications/push-subscriptions",
    label: "only the sender's own devices are removed",
    target: async (w) =>
      json("/api/notifications/push-subscriptions", { endpoint: w.ids.pushEndpoint }),
    allowed: "anyMember",
    stranger: "own",
  },
];

export interface Sent {
  status: number;
  text: string;
  contentType: string;
}

/** Sends a case's request as the given client; streams (SSE) are answered and then closed. */
export async function send(client: TestClient, route: string, target: Target): Promise<Sent> {
  const method = route.split(" ")[0] ?? "GET";
  const headers: Record<string, string> = {};
  let body: BodyInit | undefined;
  if (target.form) body = target.form;
  else if (target.body !== undefined) {
    body = JSON.stringify(target.body);
    headers["content-type"] = "application/json";
  }
  const response = await client.raw(target.path, { method, headers, body });
  const contentType = response.headers.get("content-type") ?? "";
  if (contentType.startsWith("text/event-stream") && !target.drain) {
    await response.body?.cancel();
    return { status: response.status, text: "", contentType };
  }
  return { status: response.status, text: await response.text(), contentType };
}

/** A conversation of the sender (of the owner when the sender is of another household). */
function ownConversation(w: World, actor: Membership | null): Promise<string> {
  return w.make.conversation(actor?.userId ?? w.owner.membership.userId);
}

/** The roles a case allows. */
export function allowedRoles(kase: RouteCase): readonly HouseholdRole[] {
  if (kase.allowed === "account") return [];
  if (kase.allowed === "anyMember") return householdRoles;
  if (typeof kase.allowed === "string") return permissionMatrix[kase.allowed];
  return kase.allowed;
}
