import type { ColumnType, Generated } from "kysely";
import type { PlanId, SubscriptionStatus } from "#shared/domain/plans.ts";
import type { AssistantTone } from "#shared/domain/preferences.ts";
import type { HouseholdRole } from "#shared/domain/roles.ts";
import type { ServiceStatus } from "#shared/domain/services.ts";
import type { RecurringPattern, TaskPriority, TaskStatus } from "#shared/domain/tasks.ts";

/** PostgreSQL answers Date and SQLite ISO text; repositories turn both into ISO strings. */
type Timestamp = ColumnType<Date | string, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<
  Date | string | null,
  Date | string | null | undefined,
  Date | string | null
>;
/** PostgreSQL answers boolean and SQLite 0/1; the SQLite plugin binds booleans as 0/1. */
type Bool = ColumnType<boolean | number, boolean | undefined, boolean>;
/** jsonb on PostgreSQL (parsed on read), text on SQLite; always written as a JSON string. */
type Json = ColumnType<unknown, string | undefined, string>;
type NullableJson = ColumnType<unknown, string | null | undefined, string | null>;

interface HouseholdOwned {
  id: string;
  household_id: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface UserTable {
  id: string;
  name: string;
  email: string;
  emailVerified: Bool;
  image: string | null;
  country: string;
  language: string;
  termsAcceptedAt: NullableTimestamp;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface SessionTable {
  id: string;
  expiresAt: Timestamp;
  token: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  ipAddress: string | null;
  userAgent: string | null;
  userId: string;
}

export interface HouseholdTable {
  id: string;
  name: string;
  language: string;
  time_zone: string;
  plan: PlanId;
  subscription_status: SubscriptionStatus;
  trial_ends_at: NullableTimestamp;
  created_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  assistant_tone: ColumnType<AssistantTone, AssistantTone | undefined, AssistantTone>;
  /** The persona onboarding created; the settings' assistant tone keeps it in step. */
  default_persona_id: string | null;
  /** Secret of the private calendar feed URL (issue 6); null until a member asks for it. */
  calendar_feed_token: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface ProfileTable extends HouseholdOwned {
  user_id: string;
  name: string;
  email: string;
  phone: string | null;
  role: HouseholdRole;
  date_of_birth: string | null;
  preferences: Json;
  avatar_url: string | null;
}

export interface UserRoleTable extends HouseholdOwned {
  user_id: string;
  role: HouseholdRole;
}

export interface InvitationTable extends HouseholdOwned {
  /** null for a shareable link (anyone who has it may join, once). */
  email: string | null;
  role: HouseholdRole;
  token_hash: string;
  status: Generated<"pending" | "accepted" | "revoked">;
  invited_by: string | null;
  accepted_by: string | null;
  expires_at: Timestamp;
  accepted_at: NullableTimestamp;
}

/** One invitation email sent, kept for an hour: the resend limits count these rows. */
export interface InvitationEmailTable {
  id: string;
  household_id: string;
  invitation_id: string;
  sent_at: Timestamp;
}

/** Where an account is in 'Configura tu hogar' (absent for members who joined by invitation). */
export interface OnboardingProgressTable {
  user_id: string;
  household_id: string | null;
  /** The step to show next, 1 to 5. */
  step: number;
  completed_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ShoppingListTable extends HouseholdOwned {
  name: string;
  is_active: Bool;
  created_by: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface ShoppingItemTable extends HouseholdOwned {
  shopping_list_id: string;
  name: string;
  quantity: string | null;
  category: string | null;
  notes: string | null;
  is_checked: Bool;
  checked_at: NullableTimestamp;
  added_by: string | null;
  restocked_at: NullableTimestamp;
}

export interface AssistantPersonaTable extends HouseholdOwned {
  name: string;
  description: string | null;
  system_prompt: string;
  personality_traits: Json;
  is_active: Bool;
}

export interface TaskTable extends HouseholdOwned {
  created_by: string | null;
  title: string;
  description: string | null;
  status: ColumnType<TaskStatus, TaskStatus | undefined, TaskStatus>;
  priority: ColumnType<TaskPriority, TaskPriority | undefined, TaskPriority>;
  due_date: NullableTimestamp;
  /** Local wall time "HH:mm" on the due date; null when any time of the day will do. */
  due_time: ColumnType<string | null, string | null | undefined, string | null>;
  assigned_to: string | null;
  recurring_pattern: ColumnType<RecurringPattern, RecurringPattern | undefined, RecurringPattern>;
  completed_at: NullableTimestamp;
  /** The occurrence created when this recurring task was completed (issue 6). */
  next_occurrence_id: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface CalendarEventTable extends HouseholdOwned {
  title: string;
  event_date: Timestamp;
  end_date: NullableTimestamp;
  all_day: Bool;
  event_type: ColumnType<string, string | undefined, string>;
  notes: string | null;
  author_id: string | null;
  /** UID of the event in the .ics file it was imported from (issue 6). */
  external_uid: ColumnType<string | null, string | null | undefined, string | null>;
  /** How it repeats (issue 20): "none", "weekly" on `recurrence_days`, or "monthly". */
  recurrence: ColumnType<string, string | undefined, string>;
  /** ISO weekdays "1,3" (1 = Monday) for a weekly event; null otherwise. */
  recurrence_days: ColumnType<string | null, string | null | undefined, string | null>;
  /** Last day an occurrence may start (YYYY-MM-DD, inclusive); null: for ever. */
  recurrence_until: ColumnType<string | null, string | null | undefined, string | null>;
  /** Minutes before each occurrence that its reminder goes out; null: each member's lead. */
  reminder_minutes: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface InventoryItemTable extends HouseholdOwned {
  name: string;
  category: ColumnType<string, string | undefined, string>;
  qty_on_hand: ColumnType<number, number | undefined, number>;
  unit: ColumnType<string, string | undefined, string>;
  reorder_threshold: ColumnType<number, number | undefined, number>;
  location: string | null;
  expiry_date: string | null;
  notes: string | null;
  created_by: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface ServiceRequestTable extends HouseholdOwned {
  requested_by: string | null;
  service_type: string;
  description: string | null;
  availability_notes: string | null;
  scheduled_date: NullableTimestamp;
  photo_urls: Json;
  status: ColumnType<ServiceStatus, ServiceStatus | undefined, ServiceStatus>;
  ai_summary: string | null;
  provider_info: NullableJson;
}

/** A deleted row kept for «Deshacer» (src/server/modules/undo). */
export interface DeletedItemTable {
  id: string;
  household_id: string;
  kind: string;
  item_id: string;
  /** The whole row as it was, JSON. */
  row_data: unknown;
  deleted_by: string;
  deleted_at: Timestamp;
}

export interface CommunityPostTable extends HouseholdOwned {
  author_id: string | null;
  content: string;
}

export interface CommunityPostAttachmentTable extends HouseholdOwned {
  post_id: string;
  file_url: string;
  file_name: string;
  file_type: string;
  file_size: number;
}

export interface CommunityPostReactionTable extends HouseholdOwned {
  post_id: string;
  user_id: string;
  reaction_type: ColumnType<"like", "like" | undefined, "like">;
}

export interface CommunityPostCommentTable extends HouseholdOwned {
  post_id: string;
  author_id: string | null;
  content: string;
}

export interface ChatConversationTable extends HouseholdOwned {
  user_id: string;
  persona_id: string | null;
  title: string;
  /** null for the web chat; "whatsapp" or "sms" for a conversation held over a channel. */
  channel: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface ChatMessageTable extends HouseholdOwned {
  conversation_id: string;
  role: "user" | "assistant";
  content: string;
  parts: NullableJson;
}

export interface NotificationTable extends HouseholdOwned {
  user_id: string;
  kind: string;
  title: string;
  body: string | null;
  link: string | null;
  read_at: NullableTimestamp;
}

export interface NotificationPreferenceTable {
  id: string;
  household_id: string;
  user_id: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  channels: Json;
  task_lead_minutes: number;
  event_lead_minutes: number;
  quiet_start: string | null;
  quiet_end: string | null;
  morning_brief: Bool;
  morning_brief_time: string;
  phone_opt_in_at: NullableTimestamp;
}

export interface PushSubscriptionTable {
  id: string;
  household_id: string;
  user_id: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  endpoint: string;
  p256dh: string;
  auth: string;
  user_agent: string | null;
}

export type DeliveryStatus = "pending" | "sending" | "retry" | "sent" | "failed" | "skipped";

export interface ReminderDeliveryTable {
  id: string;
  household_id: string;
  user_id: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  reminder_key: string;
  kind: string;
  channel: string;
  status: DeliveryStatus;
  attempts: number;
  due_at: Timestamp;
  next_attempt_at: Timestamp;
  claimed_until: NullableTimestamp;
  payload: Json;
  last_error: string | null;
  sent_at: NullableTimestamp;
}

/** The reminder scheduler's plan of each household (migration 2026-11-25T2210). */
export interface ReminderPlanTable {
  household_id: string;
  next_at: Timestamp;
  change_seq: ColumnType<number, number | undefined, number>;
}

export interface AppSecretTable {
  name: string;
  value: string;
  created_at: Timestamp;
}

/** Chat messages a household sent in a month, "YYYY-MM" in its time zone (issue 9). */
export interface ChatUsageTable {
  household_id: string;
  month: string;
  messages: ColumnType<number, number | undefined, number>;
}

/** The first answer to a write sent with an Idempotency-Key, replayed to a repeat (ADR 010). */
export interface IdempotentRequestTable {
  household_id: string;
  user_id: string;
  key: string;
  request_hash: string;
  status: number | null;
  body: string | null;
  created_at: Timestamp;
}

/** A member's personal API token (issue 19, ADR 024): only its SHA-256 is kept. */
export interface ApiTokenTable {
  id: string;
  household_id: string;
  user_id: string;
  name: string;
  scope: "read" | "read-write";
  token_hash: string;
  token_hint: string;
  expires_at: NullableTimestamp;
  last_used_at: NullableTimestamp;
  created_at: Timestamp;
}

/** Sign-up attempts per target email (a keyed hash of it) in the current window (issue 21). */
export interface SignUpAttemptTable {
  email_key: string;
  attempts: number;
  window_started_at: Timestamp;
}

/** Wrong passwords and lockouts per account (a keyed hash of its email) (issue 21). */
export interface SignInLockoutTable {
  email_key: string;
  failures: number;
  failures_since: Timestamp;
  lockouts: number;
  locked_until: NullableTimestamp;
  alerted_at: NullableTimestamp;
  updated_at: Timestamp;
}

/** One row per claimed run of a scheduled job (src/server/jobs/scheduler.ts). */
export interface ScheduledRunTable {
  job: string;
  slot: number;
  instance_id: string;
  started_at: Timestamp;
}

export interface DatabaseSchema {
  user: UserTable;
  session: SessionTable;
  households: HouseholdTable;
  profiles: ProfileTable;
  user_roles: UserRoleTable;
  invitations: InvitationTable;
  invitation_emails: InvitationEmailTable;
  onboarding_progress: OnboardingProgressTable;
  shopping_lists: ShoppingListTable;
  shopping_items: ShoppingItemTable;
  assistant_personas: AssistantPersonaTable;
  tasks: TaskTable;
  calendar_events: CalendarEventTable;
  inventory_items: InventoryItemTable;
  service_requests: ServiceRequestTable;
  community_posts: CommunityPostTable;
  deleted_items: DeletedItemTable;
  community_post_attachments: CommunityPostAttachmentTable;
  community_post_reactions: CommunityPostReactionTable;
  community_post_comments: CommunityPostCommentTable;
  chat_conversations: ChatConversationTable;
  chat_messages: ChatMessageTable;
  notifications: NotificationTable;
  notification_preferences: NotificationPreferenceTable;
  push_subscriptions: PushSubscriptionTable;
  reminder_deliveries: ReminderDeliveryTable;
  reminder_plans: ReminderPlanTable;
  app_secrets: AppSecretTable;
  chat_usage: ChatUsageTable;
  scheduled_runs: ScheduledRunTable;
  sign_up_attempts: SignUpAttemptTable;
  sign_in_lockouts: SignInLockoutTable;
  contact_messages: ContactMessageTable;
  channel_links: ChannelLinkTable;
  channel_code_sends: ChannelCodeSendTable;
  channel_inbound_messages: ChannelInboundMessageTable;
  channel_unknown_replies: ChannelUnknownReplyTable;
  idempotent_requests: IdempotentRequestTable;
  recipes: RecipeTable;
  meal_plan_entries: MealPlanEntryTable;
  api_tokens: ApiTokenTable;
}

/** A member's phone for talking to Hogaria over WhatsApp or SMS (issue 17). */
export interface ChannelLinkTable extends HouseholdOwned {
  user_id: string;
  phone: string;
  channel: "whatsapp" | "sms";
  code_hash: string | null;
  code_expires_at: NullableTimestamp;
  code_attempts: ColumnType<number, number | undefined, number>;
  verified_at: NullableTimestamp;
}

export interface ChannelCodeSendTable {
  id: string;
  household_id: string;
  user_id: string;
  phone: string;
  created_at: Timestamp;
}

/** Not household data: provider message ids already taken. */
export interface ChannelInboundMessageTable {
  provider: string;
  message_id: string;
  received_at: Timestamp;
}

/** Not household data: the one reply a day an unknown number gets. */
export interface ChannelUnknownReplyTable {
  phone: string;
  day: string;
  created_at: Timestamp;
}

/** Not household data: messages from the public contact form (issue 3). */
export interface ContactMessageTable {
  id: string;
  name: string;
  email: string;
  topic: string;
  message: string;
  sender_key: string;
  emailed_at: NullableTimestamp;
  created_at: Timestamp;
}

/** A household's recipe (issue 22); ingredients, steps and tags are JSON. */
export interface RecipeTable extends HouseholdOwned {
  name: string;
  name_en: string | null;
  name_pt: string | null;
  servings: number;
  minutes: number | null;
  tags: Json;
  ingredients: Json;
  steps: Json;
  notes: string | null;
  starter_key: string | null;
  photo_url: ColumnType<string | null, string | null | undefined, string | null>;
  /** Thaw or soak the evening before (with prep_what); null when nothing. */
  prep_kind: ColumnType<"thaw" | "soak" | null, "thaw" | "soak" | null | undefined>;
  prep_what: ColumnType<string | null, string | null | undefined>;
  created_by: string | null;
}

/** One slot of the week plan: a recipe or a free-text meal. */
export interface MealPlanEntryTable extends HouseholdOwned {
  day: string;
  slot: "breakfast" | "lunch" | "dinner";
  recipe_id: string | null;
  title: string;
  servings: number;
  cooked_at: NullableTimestamp;
  created_by: string | null;
}
