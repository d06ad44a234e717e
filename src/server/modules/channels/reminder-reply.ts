import { serviceContext } from "#server/app-context.ts";
import type { ChannelTexts } from "#server/modules/channels/channel-texts.ts";
import { findLatestWhatsappTaskReminder } from "#server/modules/channels/channels.repository.ts";
import type { ChannelContext } from "#server/modules/channels/inbound.ts";
import type { Membership } from "#server/modules/households/membership.ts";
import { updateTask } from "#server/modules/tasks/tasks.service.ts";
import { dateInZone, timeInZone } from "#shared/calendar/zoned-time.ts";

export type ReminderReply = { kind: "complete" } | { kind: "postpone"; minutes: number };

const doneWords = /^(listo|lista|hecho|hecha|ya|ya está|ya lo hice|terminado|done|feito|pronto)$/;
const postponePattern =
  /^(?:posponer|pospón|posponlo|pospon|recuérdame|recuerdame|adiar|adia|me lembre|lembre-me|snooze|postpone|remind me)(?:\s+(?:en|por|em|for|in))?\s+(\d{1,3}|una|un|uma|um|media|meia|an|a|one|half an)\s+(hora|horas|h|hour|hours|minuto|minutos|minute|minutes|min)$/;

/** «listo», «hecho», «posponer 1 hora», «posponer 30 minutos» (and «feito», «adiar 1 hora»,
 * «done», «snooze 1 hour» from members writing in Portuguese or English): a whole short
 * message only. */
export function readReminderReply(text: string): ReminderReply | null {
  const clean = text
    .toLowerCase()
    .replace(/[¡!¿?.,]/g, "")
    .replace(/\s+/g, " ")
    .trim();
  if (doneWords.test(clean)) return { kind: "complete" };
  const match = postponePattern.exec(clean);
  if (!match) return null;
  const word = match[1] ?? "";
  const amount = ["una", "un", "uma", "um", "an", "a", "one"].includes(word)
    ? 1
    : ["media", "meia", "half an"].includes(word)
      ? 0.5
      : Number(word);
  const unitMinutes = (match[2] ?? "").startsWith("h") ? 60 : 1;
  const minutes = Math.round(amount * unitMinutes);
  return minutes > 0 && minutes <= 7 * 24 * 60 ? { kind: "postpone", minutes } : null;
}

/**
 * A reply to a WhatsApp reminder acts on that reminder's task: «listo» completes it,
 * «posponer 1 hora» moves it to an hour from now (household time). Null when the message is
 * not such a reply, or no task reminder went to the member in the last day: the assistant
 * takes it then.
 */
export async function answerReminderReply(
  ctx: ChannelContext,
  membership: Membership,
  timeZone: string,
  text: string,
  say: ChannelTexts,
): Promise<string | null> {
  const reply = readReminderReply(text);
  if (!reply) return null;
  const now = ctx.now?.() ?? new Date();
  const { db } = ctx.database;
  // Only a reminder from the last day: an older one is no longer what the reply answers.
  const taskId = await findLatestWhatsappTaskReminder(
    db,
    membership.householdId,
    membership.userId,
    new Date(now.getTime() - 24 * 60 * 60 * 1000),
  );
  if (!taskId) return null;
  try {
    if (reply.kind === "complete") {
      const change = await updateTask(serviceContext(ctx), membership, taskId, { status: "done" });
      return say.reminderCompleted(change.task.title);
    }
    const later = new Date(now.getTime() + reply.minutes * 60 * 1000);
    const change = await updateTask(serviceContext(ctx), membership, taskId, {
      dueDate: dateInZone(later, timeZone),
      dueTime: timeInZone(later, timeZone),
    });
    return say.reminderPostponed(change.task.title, timeInZone(later, timeZone));
  } catch {
    // The task is gone or the member may no longer change it.
    return say.reminderFailed;
  }
}
