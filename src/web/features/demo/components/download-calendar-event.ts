import { buildIcsEvent, type IcsEvent } from "#shared/demo/ics.ts";

/** Random enough to be unique, and available on plain http too (randomUUID needs https). */
function randomUid(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `${Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("")}@hogaria.app`;
}

/** Saves the event as an .ics file, which every calendar app opens. */
export function downloadCalendarEvent(event: Omit<IcsEvent, "uid">, fileName: string): void {
  const ics = buildIcsEvent({ ...event, uid: randomUid() });
  const url = URL.createObjectURL(new Blob([ics], { type: "text/calendar;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the file after click() returns: free it a little later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
