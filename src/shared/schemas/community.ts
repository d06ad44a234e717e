import { z } from "zod";
import { decodeCursor } from "#shared/community/cursor.ts";
import {
  defaultFeedPageSize,
  maxCommentLength,
  maxFeedPageSize,
  maxPostLength,
} from "#shared/community/limits.ts";

/** The text of a post; it may be empty when the post carries attachments (spec §5). */
export const createPostSchema = z.object({
  content: z.string({ error: "invalidInput" }).trim().max(maxPostLength, "tooLong").default(""),
});

/** Spec §5: a post needs text or at least one attachment. */
export function isPostEmpty(content: string, attachmentCount: number): boolean {
  return content.trim() === "" && attachmentCount === 0;
}

export const createCommentSchema = z.object({
  content: z
    .string({ error: "commentRequired" })
    .trim()
    .min(1, "commentRequired")
    .max(maxCommentLength, "tooLong"),
});
export type CreateCommentInput = z.input<typeof createCommentSchema>;

export const feedQuerySchema = z.object({
  cursor: z
    .string()
    .optional()
    .transform((value, context) => {
      if (value === undefined || value === "") return null;
      const cursor = decodeCursor(value);
      if (!cursor) context.addIssue({ code: "custom", message: "cursorInvalid" });
      return cursor;
    }),
  limit: z.coerce
    .number({ error: "pageSizeInvalid" })
    .int("pageSizeInvalid")
    .min(1, "pageSizeInvalid")
    .max(maxFeedPageSize, "pageSizeInvalid")
    .default(defaultFeedPageSize),
});
export type FeedQuery = z.output<typeof feedQuerySchema>;

/** The like of one member: PUT sets it, DELETE removes it; both are idempotent. */
export const likeStateSchema = z.strictObject({ liked: z.boolean(), likes: z.number().int() });
export type LikeState = z.output<typeof likeStateSchema>;

export const communityAuthorSchema = z
  .strictObject({
    profileId: z.string(),
    name: z.string(),
    avatarUrl: z.string().nullable(),
  })
  .meta({ id: "CommunityAuthor", description: "Quien escribió una publicación o un comentario." });
export type CommunityAuthor = z.output<typeof communityAuthorSchema>;

export const communityAttachmentSchema = z
  .strictObject({
    id: z.string(),
    url: z.string(),
    name: z.string(),
    type: z.string(),
    size: z.number().int(),
    kind: z.enum(["image", "document"]),
  })
  .meta({ id: "CommunityAttachment", description: "Un archivo adjunto a una publicación." });
export type CommunityAttachment = z.output<typeof communityAttachmentSchema>;

export const communityCommentSchema = z
  .strictObject({
    id: z.string(),
    postId: z.string(),
    content: z.string(),
    createdAt: z.string(),
    /** Null once the author has left the household. */
    author: communityAuthorSchema.nullable(),
    canDelete: z.boolean(),
  })
  .meta({ id: "CommunityComment", description: "Un comentario de una publicación." });
export type CommunityComment = z.output<typeof communityCommentSchema>;

export const communityPostSchema = z
  .strictObject({
    id: z.string(),
    content: z.string(),
    createdAt: z.string(),
    author: communityAuthorSchema.nullable(),
    attachments: z.array(communityAttachmentSchema),
    likes: z.number().int(),
    likedByMe: z.boolean(),
    comments: z.array(communityCommentSchema),
    canDelete: z.boolean(),
  })
  .meta({ id: "CommunityPost", description: "Una publicación de la comunidad del hogar." });
export type CommunityPost = z.output<typeof communityPostSchema>;

export const feedPageSchema = z.strictObject({
  posts: z.array(communityPostSchema),
  /** Null on the last page. */
  nextCursor: z.string().nullable(),
});
export type FeedPage = z.output<typeof feedPageSchema>;
