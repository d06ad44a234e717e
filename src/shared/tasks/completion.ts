import type { TaskStatus } from "#shared/domain/tasks.ts";

/** Spec §4: moving to done sets completed_at to now; any other status clears it. A task that was
 * already done keeps the moment it was first completed. */
export function completedAtFor(
  next: TaskStatus,
  previous: { status: TaskStatus; completedAt: string | null } | null,
  now: Date,
): string | null {
  if (next !== "done") return null;
  if (previous?.status === "done" && previous.completedAt) return previous.completedAt;
  return now.toISOString();
}
