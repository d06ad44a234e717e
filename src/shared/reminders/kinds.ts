/** What reminds (issue 10) and where it can be delivered. */
export const reminderKinds = [
  "task_due",
  "event_start",
  "pantry_expiring",
  "pantry_low",
  "service_visit",
  "morning_brief",
  "meal_prep",
] as const;
export type ReminderKind = (typeof reminderKinds)[number];

export const reminderChannels = ["in_app", "email", "push", "whatsapp", "sms"] as const;
export type ReminderChannel = (typeof reminderChannels)[number];

/** Channels that interrupt: quiet hours hold them back; the in-app centre is silent. */
export const interruptingChannels: readonly ReminderChannel[] = [
  "email",
  "push",
  "whatsapp",
  "sms",
];

/** Channels that need the member's phone and explicit opt-in. */
export const phoneChannels: readonly ReminderChannel[] = ["whatsapp", "sms"];

export type ChannelsByKind = Record<ReminderKind, ReminderChannel[]>;

/** Lead times a member may pick, in minutes before the moment. */
export const taskLeadMinutes = [0, 60, 180, 1440, 2880, 10080] as const;
export const eventLeadMinutes = [0, 10, 30, 60, 180, 1440] as const;

export interface NotificationPreferences {
  channels: ChannelsByKind;
  taskLeadMinutes: number;
  eventLeadMinutes: number;
  /** "HH:mm" in the household's time zone; both null = no quiet hours. */
  quietStart: string | null;
  quietEnd: string | null;
  morningBrief: boolean;
  morningBriefTime: string;
  /** The member agreed to receive WhatsApp/SMS at the phone in their profile. */
  phoneOptIn: boolean;
}

export const defaultPreferences: NotificationPreferences = {
  channels: {
    task_due: ["in_app", "push", "email"],
    event_start: ["in_app", "push"],
    pantry_expiring: ["in_app", "push"],
    pantry_low: ["in_app"],
    service_visit: ["in_app", "push", "email"],
    morning_brief: ["in_app", "email"],
    meal_prep: ["in_app", "push"],
  },
  taskLeadMinutes: 60,
  eventLeadMinutes: 30,
  quietStart: "22:00",
  quietEnd: "07:00",
  morningBrief: false,
  morningBriefTime: "07:30",
  phoneOptIn: false,
};

/** A task due on a day is "due" at this local time (the reminder lead counts back from it). */
export const taskDueTime = "09:00";
/** Day-long things (all-day events, pantry, service visits) remind at this local time. */
export const dayReminderTime = "08:00";
/** A planned meal whose recipe asks to thaw or soak something reminds the evening before, at this
 * local time: early enough to take the chicken out of the freezer before bed. */
export const mealPrepReminderTime = "19:00";
/** Pantry items expiring within this many days (spec §9 calls 7 days "expiring"; we remind at 2). */
export const expiringReminderDays = 2;
