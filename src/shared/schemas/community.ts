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
export interface LikeState {
  liked: boolean;
  likes: number;
}

export interface CommunityAuthor {
  profileId: string;
  name: string;
  avatarUrl: string | null;
}

export interface CommunityAttachment {
  id: string;
  url: string;
  name: string;
  type: string;
  size: number;
  kind: "image" | "document";
}

export interface CommunityComment {
  id: string;
  postId: string;
  content: string;
  createdAt: string;
  /** Null once the author has left the household. */
  author: CommunityAuthor | null;
  canDelete: boolean;
}

export interface CommunityPost {
  id: string;
  content: string;
  createdAt: string;
  author: CommunityAuthor | null;
  attachments: CommunityAttachment[];
  likes: number;
  likedByMe: boolean;
  comments: CommunityComment[];
  canDelete: boolean;
}

export interface FeedPage {
  posts: CommunityPost[];
  /** Null on the last page. */
  nextCursor: string | null;
}
