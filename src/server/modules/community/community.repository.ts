import type { Kysely } from "kysely";
import type { Executor } from "#server/db/executor.ts";
import { toCount, toIso } from "#server/db/normalize.ts";
import type { DatabaseSchema } from "#server/db/schema.ts";
import type { FeedCursor } from "#shared/community/cursor.ts";

export interface AuthorRow {
  profileId: string;
  name: string;
  avatarUrl: string | null;
}

export interface PostRow {
  id: string;
  content: string;
  createdAt: string;
  author: AuthorRow | null;
}

export interface AttachmentRow {
  id: string;
  postId: string;
  url: string;
  name: string;
  type: string;
  size: number;
}

export interface LikeCountRow {
  postId: string;
  likes: number;
  likedByMe: boolean;
}

export interface CommentRow {
  id: string;
  postId: string;
  content: string;
  createdAt: string;
  author: AuthorRow | null;
}

function authorOf(row: {
  author_id: string | null;
  author_name: string | null;
  author_avatar_url: string | null;
}): AuthorRow | null {
  // The profile is gone (member left): the author_id was set to null by the foreign key.
  if (row.author_id === null || row.author_name === null) return null;
  return { profileId: row.author_id, name: row.author_name, avatarUrl: row.author_avatar_url };
}

function postQuery(db: Executor, householdId: string) {
  return db
    .selectFrom("community_posts as post")
    .leftJoin("profiles as author", "author.id", "post.author_id")
    .select([
      "post.id",
      "post.content",
      "post.created_at",
      "post.author_id",
      "author.name as author_name",
      "author.avatar_url as author_avatar_url",
    ])
    .where("post.household_id", "=", householdId);
}

type PostQueryRow = Awaited<ReturnType<ReturnType<typeof postQuery>["execute"]>>[number];

function toPostRow(row: PostQueryRow): PostRow {
  return {
    id: row.id,
    content: row.content,
    createdAt: toIso(row.created_at),
    author: authorOf(row),
  };
}

/** Newest first, strictly older than the cursor: one query whatever the page size. */
export async function listPostsPage(
  db: Executor,
  householdId: string,
  cursor: FeedCursor | null,
  limit: number,
): Promise<PostRow[]> {
  let query = postQuery(db, householdId);
  if (cursor) {
    query = query.where((eb) =>
      eb(
        eb.refTuple("post.created_at", "post.id"),
        "<",
        eb.tuple(new Date(cursor.createdAt), cursor.id),
      ),
    );
  }
  const rows = await query
    .orderBy("post.created_at", "desc")
    .orderBy("post.id", "desc")
    .limit(limit)
    .execute();
  return rows.map(toPostRow);
}

export async function findPost(
  db: Executor,
  householdId: string,
  postId: string,
): Promise<PostRow | undefined> {
  const row = await postQuery(db, householdId).where("post.id", "=", postId).executeTakeFirst();
  return row && toPostRow(row);
}

export async function listAttachments(
  db: Executor,
  householdId: string,
  postIds: string[],
): Promise<AttachmentRow[]> {
  if (postIds.length === 0) return [];
  const rows = await db
    .selectFrom("community_post_attachments")
    .select(["id", "post_id", "file_url", "file_name", "file_type", "file_size"])
    .where("household_id", "=", householdId)
    .where("post_id", "in", postIds)
    .orderBy("id")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    postId: row.post_id,
    url: row.file_url,
    name: row.file_name,
    type: row.file_type,
    size: toCount(row.file_size),
  }));
}

/** Likes per post and whether this user is among them, for a whole page in one query. */
export async function countLikes(
  db: Executor,
  householdId: string,
  postIds: string[],
  userId: string,
): Promise<LikeCountRow[]> {
  if (postIds.length === 0) return [];
  const rows = await db
    .selectFrom("community_post_reactions")
    .select((eb) => [
      "post_id",
      eb.fn.countAll<string | number>().as("likes"),
      eb.fn
        .max<number | string>(eb.case().when("user_id", "=", userId).then(1).else(0).end())
        .as("mine"),
    ])
    .where("household_id", "=", householdId)
    .where("reaction_type", "=", "like")
    .where("post_id", "in", postIds)
    .groupBy("post_id")
    .execute();
  return rows.map((row) => ({
    postId: row.post_id,
    likes: toCount(row.likes),
    likedByMe: toCount(row.mine) === 1,
  }));
}

function commentQuery(db: Executor, householdId: string) {
  return db
    .selectFrom("community_post_comments as comment")
    .leftJoin("profiles as author", "author.id", "comment.author_id")
    .select([
      "comment.id",
      "comment.post_id",
      "comment.content",
      "comment.created_at",
      "comment.author_id",
      "author.name as author_name",
      "author.avatar_url as author_avatar_url",
    ])
    .where("comment.household_id", "=", householdId);
}

type CommentQueryRow = Awaited<ReturnType<ReturnType<typeof commentQuery>["execute"]>>[number];

function toCommentRow(row: CommentQueryRow): CommentRow {
  return {
    id: row.id,
    postId: row.post_id,
    content: row.content,
    createdAt: toIso(row.created_at),
    author: authorOf(row),
  };
}

/** Every comment of the given posts, oldest first, in one query. */
export async function listComments(
  db: Executor,
  householdId: string,
  postIds: string[],
): Promise<CommentRow[]> {
  if (postIds.length === 0) return [];
  const rows = await commentQuery(db, householdId)
    .where("comment.post_id", "in", postIds)
    .orderBy("comment.created_at")
    .orderBy("comment.id")
    .execute();
  return rows.map(toCommentRow);
}

export async function findComment(
  db: Executor,
  householdId: string,
  commentId: string,
): Promise<CommentRow | undefined> {
  const row = await commentQuery(db, householdId)
    .where("comment.id", "=", commentId)
    .executeTakeFirst();
  return row && toCommentRow(row);
}

export interface NewPost {
  id: string;
  householdId: string;
  authorProfileId: string;
  content: string;
  createdAt: Date;
  attachments: Omit<AttachmentRow, "postId">[];
}

/** The post and its attachments are written together or not at all. */
export async function insertPost(db: Kysely<DatabaseSchema>, post: NewPost): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("community_posts")
      .values({
        id: post.id,
        household_id: post.householdId,
        author_id: post.authorProfileId,
        content: post.content,
        created_at: post.createdAt,
        updated_at: post.createdAt,
      })
      .execute();
    if (post.attachments.length === 0) return;
    await trx
      .insertInto("community_post_attachments")
      .values(
        post.attachments.map((attachment) => ({
          id: attachment.id,
          household_id: post.householdId,
          post_id: post.id,
          file_url: attachment.url,
          file_name: attachment.name,
          file_type: attachment.type,
          file_size: attachment.size,
          created_at: post.createdAt,
          updated_at: post.createdAt,
        })),
      )
      .execute();
  });
}

/** Deletes a post (its attachments, likes and comments go with it by cascade) and answers the
 * URLs of the files it carried, so that they can be removed from storage. */
export async function deletePost(
  db: Kysely<DatabaseSchema>,
  householdId: string,
  postId: string,
): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    const files = await trx
      .selectFrom("community_post_attachments")
      .select("file_url")
      .where("household_id", "=", householdId)
      .where("post_id", "=", postId)
      .execute();
    await trx
      .deleteFrom("community_posts")
      .where("household_id", "=", householdId)
      .where("id", "=", postId)
      .execute();
    return files.map((file) => file.file_url);
  });
}

/** Race-safe: concurrent likes by the same member meet the unique index and do nothing. */
export async function insertLike(
  db: Executor,
  like: { id: string; householdId: string; postId: string; userId: string },
): Promise<void> {
  const now = new Date();
  await db
    .insertInto("community_post_reactions")
    .values({
      id: like.id,
      household_id: like.householdId,
      post_id: like.postId,
      user_id: like.userId,
      reaction_type: "like",
      created_at: now,
      updated_at: now,
    })
    .onConflict((conflict) => conflict.columns(["post_id", "user_id", "reaction_type"]).doNothing())
    .execute();
}

export async function deleteLike(
  db: Executor,
  householdId: string,
  postId: string,
  userId: string,
): Promise<void> {
  await db
    .deleteFrom("community_post_reactions")
    .where("household_id", "=", householdId)
    .where("post_id", "=", postId)
    .where("user_id", "=", userId)
    .where("reaction_type", "=", "like")
    .execute();
}

export async function insertComment(
  db: Executor,
  comment: {
    id: string;
    householdId: string;
    postId: string;
    authorProfileId: string;
    content: string;
  },
): Promise<void> {
  const now = new Date();
  await db
    .insertInto("community_post_comments")
    .values({
      id: comment.id,
      household_id: comment.householdId,
      post_id: comment.postId,
      author_id: comment.authorProfileId,
      content: comment.content,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

export async function deleteComment(
  db: Executor,
  householdId: string,
  commentId: string,
): Promise<void> {
  await db
    .deleteFrom("community_post_comments")
    .where("household_id", "=", householdId)
    .where("id", "=", commentId)
    .execute();
}
