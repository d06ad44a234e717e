import { v7 as uuidv7 } from "uuid";
import type { AppContext, ServiceContext } from "#server/app-context.ts";
import type { Db } from "#server/db/executor.ts";
import { ApiError, forbidden, notFound, spanishValidation } from "#server/http/errors.ts";
import { parseWith } from "#server/http/validation.ts";
import {
  type AttachmentRow,
  type CommentRow,
  countLikes,
  deleteComment as deleteCommentRow,
  deleteLike,
  deletePost as deletePostRow,
  findComment,
  findPost,
  insertComment,
  insertLike,
  insertPost,
  listAttachments,
  listComments,
  listPostsPage,
  type PostRow,
} from "#server/modules/community/community.repository.ts";
import { prepareAttachment } from "#server/modules/community/community-attachments.ts";
import { type AcceptedFile, storeFile } from "#server/modules/files/uploads.ts";
import { ensureAllowed, type Membership } from "#server/modules/households/membership.ts";
import { recordActivity } from "#server/modules/notifications/activity.ts";
import { encodeCursor } from "#shared/community/cursor.ts";
import { canDeleteCommunityContent } from "#shared/domain/permissions.ts";
import {
  type CommunityComment,
  type CommunityPost,
  type CreateCommentInput,
  createCommentSchema,
  createPostSchema,
  type FeedPage,
  type FeedQuery,
  isPostEmpty,
  type LikeState,
} from "#shared/schemas/community.ts";

/** One's own post or comment, or anyone's with content.manageAny (spec roles design). */
function mayDelete(membership: Membership, authorProfileId: string | undefined): boolean {
  return canDeleteCommunityContent(membership, authorProfileId ?? null);
}

function toComment(membership: Membership, row: CommentRow): CommunityComment {
  return { ...row, canDelete: mayDelete(membership, row.author?.profileId) };
}

function groupBy<T extends { postId: string }>(rows: T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(row.postId) ?? [];
    group.push(row);
    groups.set(row.postId, group);
  }
  return groups;
}

/** Attachments, likes and comments of a set of posts: three queries whatever their number. */
async function assemblePosts(
  db: Db,
  membership: Membership,
  posts: PostRow[],
): Promise<CommunityPost[]> {
  const ids = posts.map((post) => post.id);
  const [attachments, likes, comments] = await Promise.all([
    listAttachments(db, membership.householdId, ids),
    countLikes(db, membership.householdId, ids, membership.userId),
    listComments(db, membership.householdId, ids),
  ]);
  const attachmentsByPost = groupBy<AttachmentRow>(attachments);
  const likesByPost = new Map(likes.map((row) => [row.postId, row]));
  const commentsByPost = groupBy<CommentRow>(comments);
  return posts.map((post) => ({
    ...post,
    attachments: (attachmentsByPost.get(post.id) ?? []).map(({ postId: _, ...attachment }) => ({
      ...attachment,
      kind: attachment.type.startsWith("image/") ? "image" : "document",
    })),
    likes: likesByPost.get(post.id)?.likes ?? 0,
    likedByMe: likesByPost.get(post.id)?.likedByMe ?? false,
    comments: (commentsByPost.get(post.id) ?? []).map((row) => toComment(membership, row)),
    canDelete: mayDelete(membership, post.author?.profileId),
  }));
}

/** A page of the household's feed, newest first. Every member may read it. */
export async function listFeed(
  ctx: ServiceContext,
  membership: Membership,
  query: FeedQuery,
): Promise<FeedPage> {
  // One extra row tells whether another page exists without a count query.
  const rows = await listPostsPage(ctx.db, membership.householdId, query.cursor, query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    posts: await assemblePosts(ctx.db, membership, page),
    nextCursor:
      rows.length > query.limit && last
        ? encodeCursor({ createdAt: last.createdAt, id: last.id })
        : null,
  };
}

async function requirePost(db: Db, membership: Membership, postId: string): Promise<PostRow> {
  const post = await findPost(db, membership.householdId, postId);
  if (!post) throw notFound();
  return post;
}

/** Where a stored file lives, from the URL the app serves it at. */
const storageKey = (url: string) => url.replace(/^\/api\/files\//, "");

export interface NewPostInput {
  content?: string;
  /** Already checked by content (images, PDF, DOC, DOCX) and by size and count. */
  files: AcceptedFile[];
}

export async function createPost(
  ctx: ServiceContext & Pick<AppContext, "storage">,
  membership: Membership,
  input: NewPostInput,
): Promise<CommunityPost> {
  ensureAllowed(membership, "content.create");
  const { content } = parseWith(createPostSchema, { content: input.content ?? "" });
  if (isPostEmpty(content, input.files.length)) {
    const message = spanishValidation("postEmpty");
    throw new ApiError(400, "VALIDATION_FAILED", message, { content: message });
  }

  // Photos are re-encoded before anything is stored: a bad one refuses the whole post.
  const prepared = await Promise.all(input.files.map(prepareAttachment));
  const id = uuidv7();
  const stored: string[] = [];
  try {
    const attachments = [];
    for (const file of prepared) {
      const { url } = await storeFile(
        ctx.storage,
        membership.householdId,
        "community",
        file.bytes,
        file.type,
      );
      stored.push(url);
      attachments.push({
        id: uuidv7(),
        url,
        name: file.name,
        type: file.type.mime,
        size: file.bytes.byteLength,
      });
    }
    await insertPost(ctx.db, {
      id,
      householdId: membership.householdId,
      authorProfileId: membership.profileId,
      content,
      createdAt: new Date(),
      attachments,
    });
  } catch (error) {
    // Files of a post that was never saved would be orphans nobody can reach.
    await Promise.all(stored.map((url) => ctx.storage.delete(storageKey(url)).catch(() => {})));
    throw error;
  }
  ctx.live.publish(membership.householdId, {
    topic: "community",
    action: "created",
    id,
    actorId: membership.userId,
  });
  const [post] = await assemblePosts(ctx.db, membership, [
    await requirePost(ctx.db, membership, id),
  ]);
  return post as CommunityPost;
}

export async function deletePost(
  ctx: ServiceContext & Pick<AppContext, "storage">,
  membership: Membership,
  postId: string,
): Promise<void> {
  ensureAllowed(membership, "content.create");
  const post = await requirePost(ctx.db, membership, postId);
  if (!mayDelete(membership, post.author?.profileId)) throw forbidden();
  const files = await deletePostRow(ctx.db, membership.householdId, postId);
  // The post is gone either way: a file that fails to delete can no longer be reached.
  await Promise.all(files.map((url) => ctx.storage.delete(storageKey(url)).catch(() => {})));
  ctx.live.publish(membership.householdId, {
    topic: "community",
    action: "deleted",
    id: postId,
    actorId: membership.userId,
  });
}

/** If a write failed because the post vanished meanwhile, say so (404) instead of a 500. */
async function rethrowUnlessGone(
  db: Db,
  membership: Membership,
  postId: string,
  error: unknown,
): Promise<never> {
  await requirePost(db, membership, postId);
  throw error;
}

/** Sets or removes the member's like. Idempotent: sending the same state twice changes nothing,
 * so concurrent clicks can never count a member twice. */
export async function setLike(
  ctx: ServiceContext,
  membership: Membership,
  postId: string,
  liked: boolean,
): Promise<LikeState> {
  ensureAllowed(membership, "community.react");
  await requirePost(ctx.db, membership, postId);
  if (liked) {
    await insertLike(ctx.db, {
      id: uuidv7(),
      householdId: membership.householdId,
      postId,
      userId: membership.userId,
    }).catch((error: unknown) => rethrowUnlessGone(ctx.db, membership, postId, error));
    await recordActivity(ctx.db, membership, { kind: "post_like", postId });
  } else {
    await deleteLike(ctx.db, membership.householdId, postId, membership.userId);
  }
  ctx.live.publish(membership.householdId, {
    topic: "community",
    action: liked ? "liked" : "unliked",
    id: postId,
    actorId: membership.userId,
  });
  const [counts] = await countLikes(ctx.db, membership.householdId, [postId], membership.userId);
  return { liked: counts?.likedByMe ?? false, likes: counts?.likes ?? 0 };
}

export async function addComment(
  ctx: ServiceContext,
  membership: Membership,
  postId: string,
  input: CreateCommentInput,
): Promise<CommunityComment> {
  ensureAllowed(membership, "content.create");
  const { content } = parseWith(createCommentSchema, input);
  await requirePost(ctx.db, membership, postId);
  const id = uuidv7();
  await insertComment(ctx.db, {
    id,
    householdId: membership.householdId,
    postId,
    authorProfileId: membership.profileId,
    content,
  }).catch((error: unknown) => rethrowUnlessGone(ctx.db, membership, postId, error));
  await recordActivity(ctx.db, membership, { kind: "post_comment", postId, comment: content });
  ctx.live.publish(membership.householdId, {
    topic: "community",
    action: "commented",
    id: postId,
    actorId: membership.userId,
  });
  const comment = await findComment(ctx.db, membership.householdId, id);
  if (!comment) throw notFound();
  return toComment(membership, comment);
}

export async function deleteComment(
  ctx: ServiceContext,
  membership: Membership,
  commentId: string,
): Promise<void> {
  ensureAllowed(membership, "content.create");
  const comment = await findComment(ctx.db, membership.householdId, commentId);
  if (!comment) throw notFound();
  if (!mayDelete(membership, comment.author?.profileId)) throw forbidden();
  await deleteCommentRow(ctx.db, membership.householdId, commentId);
  ctx.live.publish(membership.householdId, {
    topic: "community",
    action: "commentDeleted",
    id: comment.postId,
    actorId: membership.userId,
  });
}
