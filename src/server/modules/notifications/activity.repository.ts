import type { Executor } from "#server/db/executor.ts";

export interface ActivityMember {
  userId: string;
  profileId: string;
  name: string;
  /** The account's language, else the household's. */
  language: string | null;
}

/** A member of the household, found by profile or account id (never another household's). */
export async function findActivityMember(
  db: Executor,
  householdId: string,
  by: { profileId: string } | { userId: string },
): Promise<ActivityMember | null> {
  let query = db
    .selectFrom("profiles")
    .innerJoin("households", "households.id", "profiles.household_id")
    .leftJoin("user", "user.id", "profiles.user_id")
    .select([
      "profiles.user_id as userId",
      "profiles.id as profileId",
      "profiles.name",
      "user.language as accountLanguage",
      "households.language as householdLanguage",
    ])
    .where("profiles.household_id", "=", householdId);
  query =
    "profileId" in by
      ? query.where("profiles.id", "=", by.profileId)
      : query.where("profiles.user_id", "=", by.userId);
  const row = await query.executeTakeFirst();
  if (!row) return null;
  return {
    userId: row.userId,
    profileId: row.profileId,
    name: row.name,
    language: row.accountLanguage ?? row.householdLanguage,
  };
}

/** The post's author and its text, for "a comment / like on my post". */
export async function findPostAuthor(
  db: Executor,
  householdId: string,
  postId: string,
): Promise<{ authorProfileId: string | null; content: string } | null> {
  const row = await db
    .selectFrom("community_posts")
    .select(["author_id", "content"])
    .where("household_id", "=", householdId)
    .where("id", "=", postId)
    .executeTakeFirst();
  return row ? { authorProfileId: row.author_id, content: row.content } : null;
}

/** Whether the member already has this very notice since a moment (a like, unliked and liked
 * again, is told once). */
export async function hasRecentNotice(
  db: Executor,
  input: { householdId: string; userId: string; kind: string; link: string; title: string },
  since: Date,
): Promise<boolean> {
  const row = await db
    .selectFrom("notifications")
    .select("id")
    .where("household_id", "=", input.householdId)
    .where("user_id", "=", input.userId)
    .where("kind", "=", input.kind)
    .where("link", "=", input.link)
    .where("title", "=", input.title)
    .where("created_at", ">=", since)
    .executeTakeFirst();
  return row !== undefined;
}
