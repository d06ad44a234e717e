import type { Executor } from "#server/db/executor.ts";
import { localeOf, translator } from "#server/i18n/translator.ts";
import type { Membership } from "#server/modules/households/membership.ts";
import {
  findActivityMember,
  findPostAuthor,
  hasRecentNotice,
} from "#server/modules/notifications/activity.repository.ts";
import { insertNotification } from "#server/modules/notifications/notifications.repository.ts";

/**
 * Activity in the bell (issue 20): a task assigned to me, a comment or a like on my post. Each
 * is a notification for that one member, written in their language, never for what they did
 * themselves. The bell refreshes on the "tasks" and "community" live events that announce them.
 */
export type Activity =
  | { kind: "task_assigned"; taskId: string; title: string; assigneeProfileId: string | null }
  | { kind: "post_comment"; postId: string; comment: string }
  | { kind: "post_like"; postId: string };

const excerpt = (text: string, length = 80) => {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > length ? `${line.slice(0, length - 1)}…` : line;
};

/** A like unliked and liked again within a day is told once. */
const likeMemory = 24 * 60 * 60 * 1000;

export async function recordActivity(
  db: Executor,
  actor: Membership,
  activity: Activity,
): Promise<boolean> {
  const { householdId } = actor;
  let recipientProfileId: string | null;
  let postText = "";
  if (activity.kind === "task_assigned") {
    recipientProfileId = activity.assigneeProfileId;
  } else {
    const post = await findPostAuthor(db, householdId, activity.postId);
    recipientProfileId = post?.authorProfileId ?? null;
    postText = post?.content ?? "";
  }
  if (!recipientProfileId || recipientProfileId === actor.profileId) return false;
  const recipient = await findActivityMember(db, householdId, { profileId: recipientProfileId });
  const who = await findActivityMember(db, householdId, { userId: actor.userId });
  if (!recipient || !who || recipient.userId === actor.userId) return false;

  const t = translator(localeOf(recipient.language), "activity");
  const actorName = who.name;
  const notice =
    activity.kind === "task_assigned"
      ? {
          title: t("taskAssigned.title", { actor: actorName }),
          body: t("taskAssigned.body", { title: activity.title }),
          link: `/tasks?tarea=${activity.taskId}`,
        }
      : activity.kind === "post_comment"
        ? {
            title: t("postComment.title", { actor: actorName }),
            body: t("postComment.body", { comment: excerpt(activity.comment) }),
            link: `/community?publicacion=${activity.postId}`,
          }
        : {
            title: t("postLike.title", { actor: actorName }),
            body: postText
              ? t("postLike.body", { post: excerpt(postText) })
              : t("postLike.bodyNoText"),
            link: `/community?publicacion=${activity.postId}`,
          };
  const now = new Date();
  const key = { householdId, userId: recipient.userId, kind: activity.kind, ...notice };
  if (
    activity.kind === "post_like" &&
    (await hasRecentNotice(db, key, new Date(now.getTime() - likeMemory)))
  ) {
    return false;
  }
  await insertNotification(db, { ...key, now });
  return true;
}
