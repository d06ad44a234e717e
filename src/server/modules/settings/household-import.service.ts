import { v7 as uuidv7 } from "uuid";
import type { ServiceContext } from "#server/app-context.ts";
import { ApiError } from "#server/http/errors.ts";
import { parseWith } from "#server/http/validation.ts";
import {
  countMembers,
  deleteHousehold,
  findMembershipByUser,
  lockHousehold,
} from "#server/modules/households/households.repository.ts";
import { lockProgress, updateProgress } from "#server/modules/onboarding/onboarding.repository.ts";
import {
  type ImportRows,
  insertImportedHousehold,
} from "#server/modules/settings/household-import.repository.ts";
import { canReplaceHousehold } from "#shared/domain/permissions.ts";
import { trialDays } from "#shared/domain/plans.ts";
import { assistantTones, householdLanguages, isTimeZone } from "#shared/domain/preferences.ts";
import {
  type HouseholdImportFile,
  type HouseholdImportResult,
  householdImportSchema,
  maxImportBytes,
} from "#shared/schemas/household-import.ts";

export interface ImportingUser {
  id: string;
  email: string;
}

/** Reads the uploaded file: too big, not JSON, or not a Hogaria export each get their own
 * Spanish message, and nothing is written. */
export function parseImportFile(bytes: Uint8Array): HouseholdImportFile {
  if (bytes.byteLength > maxImportBytes) throw new ApiError(413, "IMPORT_TOO_LARGE");
  let data: unknown;
  try {
    data = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  } catch {
    throw new ApiError(400, "IMPORT_NOT_JSON");
  }
  const header = data as { format?: unknown; version?: unknown } | null;
  if (!header || typeof header !== "object" || header.format !== "hogaria-export") {
    throw new ApiError(400, "IMPORT_NOT_AN_EXPORT");
  }
  if (header.version !== 1) throw new ApiError(400, "IMPORT_VERSION_UNSUPPORTED");
  try {
    return parseWith(householdImportSchema, data);
  } catch (error) {
    // Which row of which table is wrong helps nobody restoring a family's data: say the file
    // is damaged, and keep the detail for whoever reads the answer's fields.
    if (error instanceof ApiError) {
      throw new ApiError(400, "IMPORT_DAMAGED", undefined, error.fields);
    }
    throw error;
  }
}

const jsonText = (value: unknown, fallback: unknown) =>
  JSON.stringify(value === undefined || value === null ? fallback : value);
const jsonOrNull = (value: unknown) =>
  value === undefined || value === null ? null : JSON.stringify(value);

/**
 * Turns the file into rows of a new household: every row gets a new id, and every reference is
 * either to a row of the same file (by its new id) or dropped. The member the file names as its
 * exporter (else its owner) becomes the person restoring; other members' accounts are not in
 * the file, so what they wrote stays without an author and their likes and chats are left out.
 */
function planRows(
  file: HouseholdImportFile,
  user: ImportingUser,
  plan: Pick<ImportRows["household"], "plan" | "subscription_status" | "trial_ends_at">,
  exportedBy: { userId?: string; profileId?: string },
): { rows: ImportRows; membersToInvite: number; filesNotRestored: number } {
  const { tables } = file;
  const now = new Date();
  const householdId = uuidv7();
  const newIds = new Map<string, string>();
  const renew = (oldId: string) => {
    const fresh = uuidv7();
    newIds.set(oldId, fresh);
    return fresh;
  };

  const me =
    tables.profiles.find((profile) => profile.id === exportedBy.profileId) ??
    tables.profiles.find((profile) => profile.user_id === exportedBy.userId) ??
    tables.profiles.find((profile) => profile.role === "owner") ??
    null;
  const profileId = uuidv7();
  const users = new Map<string, string>();
  const profiles = new Map<string, string>();
  if (me) {
    users.set(me.user_id, user.id);
    profiles.set(me.id, profileId);
  }
  const user_ = (id: string | null) => (id ? (users.get(id) ?? null) : null);
  const profile_ = (id: string | null) => (id ? (profiles.get(id) ?? null) : null);
  const row_ = (id: string | null) => (id ? (newIds.get(id) ?? null) : null);

  // Every row id is renewed first, so references may point forwards (a task's next occurrence).
  for (const table of Object.values(tables)) for (const row of table) renew(row.id);

  const language = (householdLanguages as readonly string[]).includes(file.household.language)
    ? file.household.language
    : "es";
  const tone = (assistantTones as readonly string[]).includes(file.household.assistant_tone ?? "")
    ? (file.household.assistant_tone as (typeof assistantTones)[number])
    : "friendly";
  const stamps = (row: { created_at: string; updated_at: string }) => ({
    household_id: householdId,
    created_at: row.created_at,
    updated_at: row.updated_at,
  });

  const conversations = tables.chat_conversations.filter((row) => users.has(row.user_id));
  const keptConversations = new Set(conversations.map((row) => row.id));
  const posts = new Set(tables.community_posts.map((row) => row.id));
  const lists = new Set(tables.shopping_lists.map((row) => row.id));

  const rows: ImportRows = {
    household: {
      id: householdId,
      name: file.household.name,
      language,
      time_zone: isTimeZone(file.household.time_zone)
        ? file.household.time_zone
        : "America/Mexico_City",
      assistant_tone: tone,
      ...plan,
      created_by: user.id,
      created_at: now,
      updated_at: now,
    },
    defaultPersonaId: row_(file.household.default_persona_id),
    profile: {
      id: profileId,
      household_id: householdId,
      user_id: user.id,
      name: me?.name || user.email,
      email: user.email,
      phone: me?.phone ?? null,
      role: "owner",
      date_of_birth: me?.date_of_birth ?? null,
      preferences: jsonText(
        me && typeof me.preferences === "object" ? me.preferences : undefined,
        {},
      ),
      avatar_url: null,
      created_at: now,
      updated_at: now,
    },
    role: {
      id: uuidv7(),
      household_id: householdId,
      user_id: user.id,
      role: "owner",
      created_at: now,
      updated_at: now,
    },
    assistant_personas: tables.assistant_personas.map((row) => ({
      ...stamps(row),
      id: row_(row.id) as string,
      name: row.name,
      description: row.description,
      system_prompt: row.system_prompt,
      personality_traits: jsonText(row.personality_traits, {}),
      is_active: row.is_active,
    })),
    shopping_lists: tables.shopping_lists.map((row) => ({
      ...stamps(row),
      id: row_(row.id) as string,
      name: row.name,
      is_active: row.is_active,
      created_by: user_(row.created_by),
    })),
    shopping_items: tables.shopping_items
      .filter((row) => lists.has(row.shopping_list_id))
      .map((row) => ({
        ...stamps(row),
        id: row_(row.id) as string,
        shopping_list_id: row_(row.shopping_list_id) as string,
        name: row.name,
        quantity: row.quantity,
        category: row.category,
        notes: row.notes,
        is_checked: row.is_checked,
        checked_at: row.checked_at,
        added_by: user_(row.added_by),
        restocked_at: row.restocked_at,
      })),
    tasks: tables.tasks.map((row) => ({
      ...stamps(row),
      id: row_(row.id) as string,
      created_by: user_(row.created_by),
      title: row.title,
      description: row.description,
      status: row.status,
      priority: row.priority,
      due_date: row.due_date,
      due_time: row.due_time,
      assigned_to: profile_(row.assigned_to),
      recurring_pattern: row.recurring_pattern,
      completed_at: row.completed_at,
      next_occurrence_id: row_(row.next_occurrence_id),
    })),
    calendar_events: tables.calendar_events.map((row) => ({
      ...stamps(row),
      id: row_(row.id) as string,
      title: row.title,
      event_date: row.event_date,
      end_date: row.end_date,
      all_day: row.all_day,
      event_type: row.event_type,
      notes: row.notes,
      author_id: profile_(row.author_id),
      external_uid: row.external_uid,
      recurrence: row.recurrence,
      recurrence_days: row.recurrence === "weekly" ? row.recurrence_days : null,
      recurrence_until: row.recurrence === "none" ? null : row.recurrence_until,
      reminder_minutes: row.reminder_minutes,
    })),
    inventory_items: tables.inventory_items.map((row) => ({
      ...stamps(row),
      id: row_(row.id) as string,
      name: row.name,
      category: row.category,
      qty_on_hand: row.qty_on_hand,
      unit: row.unit,
      reorder_threshold: row.reorder_threshold,
      location: row.location,
      expiry_date: row.expiry_date,
      notes: row.notes,
      created_by: user_(row.created_by),
    })),
    service_requests: tables.service_requests.map((row) => ({
      ...stamps(row),
      id: row_(row.id) as string,
      requested_by: user_(row.requested_by),
      service_type: row.service_type,
      description: row.description,
      availability_notes: row.availability_notes,
      scheduled_date: row.scheduled_date,
      // Photos are files of the old household: never copied, even on the same server, so a
      // file cannot name another household's photos and have them copied into its own.
      photo_urls: "[]",
      status: row.status,
      ai_summary: row.ai_summary,
      provider_info: jsonOrNull(row.provider_info),
    })),
    community_posts: tables.community_posts.map((row) => ({
      ...stamps(row),
      id: row_(row.id) as string,
      author_id: profile_(row.author_id),
      content: row.content,
    })),
    community_post_reactions: tables.community_post_reactions
      .filter((row) => posts.has(row.post_id) && users.has(row.user_id))
      .map((row) => ({
        ...stamps(row),
        id: row_(row.id) as string,
        post_id: row_(row.post_id) as string,
        user_id: users.get(row.user_id) as string,
        reaction_type: "like" as const,
      })),
    community_post_comments: tables.community_post_comments
      .filter((row) => posts.has(row.post_id))
      .map((row) => ({
        ...stamps(row),
        id: row_(row.id) as string,
        post_id: row_(row.post_id) as string,
        author_id: profile_(row.author_id),
        content: row.content,
      })),
    chat_conversations: conversations.map((row) => ({
      ...stamps(row),
      id: row_(row.id) as string,
      user_id: users.get(row.user_id) as string,
      persona_id: row_(row.persona_id),
      title: row.title,
    })),
    chat_messages: tables.chat_messages
      .filter((row) => keptConversations.has(row.conversation_id))
      .map((row) => ({
        ...stamps(row),
        id: row_(row.id) as string,
        conversation_id: row_(row.conversation_id) as string,
        role: row.role,
        content: row.content,
        parts: jsonOrNull(row.parts),
      })),
  };
  const photos = tables.service_requests.reduce(
    (sum, row) => sum + (Array.isArray(row.photo_urls) ? row.photo_urls.length : 0),
    0,
  );
  const avatars = tables.profiles.filter((profile) => profile.avatar_url).length;
  return {
    rows,
    membersToInvite: Math.max(0, tables.profiles.length - (me ? 1 : 0)),
    filesNotRestored: tables.community_post_attachments.length + photos + avatars,
  };
}

/**
 * Restores an export as a new household owned by the person restoring, in one transaction.
 * Someone without a household (or still setting one up) gets it straight away. An owner whose
 * household is finished may replace it, alone in it and confirming by typing its name: the old
 * household is deleted in the same transaction, and its plan and trial carry over. Members of
 * another role are refused: a household has one owner, and only they decide to replace it.
 */
export async function importHousehold(
  ctx: ServiceContext,
  user: ImportingUser,
  bytes: Uint8Array,
  confirmation: string | null,
): Promise<HouseholdImportResult> {
  const file = parseImportFile(bytes);
  const db = ctx.db;
  const exportedBy = file.exportedBy ?? {};
  const result = await db.transaction().execute(async (trx) => {
    const progress = await lockProgress(trx, user.id);
    const membership = await findMembershipByUser(trx, user.id);
    let plan: Pick<ImportRows["household"], "plan" | "subscription_status" | "trial_ends_at"> = {
      plan: "familiar",
      subscription_status: "trial",
      trial_ends_at: new Date(Date.now() + trialDays * 24 * 60 * 60 * 1000),
    };
    if (membership) {
      if (!canReplaceHousehold(membership.role)) throw new ApiError(403, "IMPORT_OWNER_ONLY");
      const current = await lockHousehold(trx, membership.householdId);
      if (!current) throw new ApiError(409, "IMPORT_OWNER_ONLY");
      const settingUp = progress.householdId === current.id && progress.completedAt === null;
      if (!settingUp) {
        if ((await countMembers(trx, current.id)) > 1) {
          throw new ApiError(409, "IMPORT_HOUSEHOLD_HAS_MEMBERS");
        }
        const typed = (confirmation ?? "").trim().toLocaleLowerCase("es");
        if (typed !== current.name.toLocaleLowerCase("es")) {
          throw new ApiError(400, "CONFIRMATION_MISMATCH");
        }
      }
      plan = {
        plan: current.plan,
        subscription_status: current.subscriptionStatus,
        trial_ends_at: current.trialEndsAt,
      };
      await deleteHousehold(trx, current.id);
    } else if (progress.householdId && progress.completedAt === null) {
      // Step 1 of 'Configura tu hogar' made a household with nobody in it yet: the restore
      // takes its place.
      const started = await lockHousehold(trx, progress.householdId);
      if (started?.createdBy === user.id && (await countMembers(trx, started.id)) === 0) {
        await deleteHousehold(trx, started.id);
      }
    }
    const planned = planRows(file, user, plan, exportedBy);
    await insertImportedHousehold(trx, planned.rows);
    await updateProgress(trx, user.id, {
      householdId: planned.rows.household.id,
      step: 5,
      completedAt: new Date(),
    });
    return { planned, replaced: membership?.householdId ?? null };
  });
  if (result.replaced) {
    ctx.live.publish(result.replaced, { topic: "me", action: "household-deleted" });
  }
  const { rows } = result.planned;
  return {
    householdId: rows.household.id,
    householdName: rows.household.name,
    counts: {
      tasks: rows.tasks.length,
      shoppingItems: rows.shopping_items.length,
      pantryItems: rows.inventory_items.length,
      events: rows.calendar_events.length,
      posts: rows.community_posts.length,
    },
    membersToInvite: result.planned.membersToInvite,
    filesNotRestored: result.planned.filesNotRestored,
  };
}
