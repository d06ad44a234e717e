/** Kinds of calendar event; labels live in the calendar namespace ("types.<kind>"). */
export const eventTypes = ["general", "family", "school", "health", "work", "birthday"] as const;
export type EventType = (typeof eventTypes)[number];
