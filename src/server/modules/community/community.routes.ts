import { type Context, Hono } from "hono";
import type { AppContext } from "#server/app-context.ts";
import type { AppEnv } from "#server/http/app-env.ts";
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
import {
  createCommentSchema,
  createPostSchema,
  feedQuerySchema,
} from "#shared/schemas/community.ts";

/** A post arrives as a multipart form (text in "content", files in "attachments"), or as JSON
 * when it has text only. */
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

/** /api/community: the household's feed, posts, likes and comments. */
export function communityRoutes(app: AppContext) {
  const deps = { db: app.database.db, storage: app.storage, live: app.live };
  return new Hono<AppEnv>()
    .get("/posts", async (c) => {
      const query = parseWith(feedQuerySchema, c.req.query());
      return c.json(await listFeed(deps, c.get("membership"), query));
    })
    .post("/posts", async (c) => {
      const input = await readPost(c);
      return c.json(await createPost(deps, c.get("membership"), input), 201);
    })
    .delete("/posts/:postId", async (c) => {
      await deletePost(deps, c.get("membership"), c.req.param("postId"));
      return c.body(null, 204);
    })
    .put("/posts/:postId/like", async (c) =>
      c.json(await setLike(deps, c.get("membership"), c.req.param("postId"), true)),
    )
    .delete("/posts/:postId/like", async (c) =>
      c.json(await setLike(deps, c.get("membership"), c.req.param("postId"), false)),
    )
    .post("/posts/:postId/comments", async (c) => {
      const input = await readJson(c, createCommentSchema);
      const comment = await addComment(deps, c.get("membership"), c.req.param("postId"), input);
      return c.json(comment, 201);
    })
    .delete("/comments/:commentId", async (c) => {
      await deleteComment(deps, c.get("membership"), c.req.param("commentId"));
      return c.body(null, 204);
    });
}
