import type { Context } from "hono";
import { type AppContext, serviceContext } from "#server/app-context.ts";
import type { AppEnv } from "#server/http/app-env.ts";
import { routesFrom } from "#server/http/contract-routes.ts";
import { ApiError } from "#server/http/errors.ts";
import { parseWith, readJson } from "#server/http/validation.ts";
import {
  addComment,
  createPost,
  deleteComment,
  deletePost,
  listFeed,
  type NewPostInput,
  setLike,
} from "#server/modules/community/community.service.ts";
import { readAttachments } from "#server/modules/community/community-attachments.ts";
import { communityContract } from "#shared/contracts/community.ts";
import { createPostSchema } from "#shared/schemas/community.ts";

/** A post arrives as a multipart form (text in "content", files in "attachments"), or as JSON
 * when it has text only: the route reads it here, the one place it is validated. */
async function readPost(c: Context<AppEnv>): Promise<NewPostInput> {
  const type = c.req.header("content-type") ?? "";
  if (type.includes("application/json")) {
    return { ...(await readJson(c, createPostSchema)), files: [] };
  }
  if (!type.startsWith("multipart/form-data")) throw new ApiError(415, "UNSUPPORTED_MEDIA_TYPE");
  const files = await readAttachments(c);
  const form = await c.req.parseBody();
  return { ...parseWith(createPostSchema, { content: form.content }), files };
}

/** /api/community: the household's feed, posts, likes and comments, declared from its
 * contract. */
export function communityRoutes(app: AppContext) {
  const ctx = serviceContext(app);
  const withStorage = { ...ctx, storage: app.storage };
  return routesFrom(app, communityContract, {
    feed: async ({ query }, c) => ({
      status: 200,
      body: await listFeed(ctx, c.get("membership"), query),
    }),
    createPost: async (_input, c) => {
      const input = await readPost(c);
      return { status: 201, body: await createPost(withStorage, c.get("membership"), input) };
    },
    deletePost: async ({ params }, c) => {
      await deletePost(withStorage, c.get("membership"), params.postId);
      return { status: 204 };
    },
    like: async ({ params }, c) => ({
      status: 200,
      body: await setLike(ctx, c.get("membership"), params.postId, true),
    }),
    unlike: async ({ params }, c) => ({
      status: 200,
      body: await setLike(ctx, c.get("membership"), params.postId, false),
    }),
    addComment: async ({ params, body }, c) => ({
      status: 201,
      body: await addComment(ctx, c.get("membership"), params.postId, body),
    }),
    deleteComment: async ({ params }, c) => {
      await deleteComment(ctx, c.get("membership"), params.commentId);
      return { status: 204 };
    },
  });
}
