import type { KyselyPlugin } from "kysely";
import { v7 as uuidv7 } from "uuid";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { insertPost } from "#server/modules/community/community.repository.ts";
import { listFeed } from "#server/modules/community/community.service.ts";
import { decodeCursor, encodeCursor } from "#shared/community/cursor.ts";
import { feedQuerySchema } from "#shared/schemas/community.ts";
import { feed, publish, wholeFeed } from "#tests/server/fixtures/community-fixtures.ts";
import {
  addHouseholdMember,
  createHouseholdOwner,
  type TestMember,
} from "#tests/server/harness/households.ts";
import { createTestServer, type TestServer } from "#tests/server/harness/test-server.ts";

let server: TestServer;
let owner: TestMember;
beforeEach(async () => {
  server = await createTestServer();
  owner = await createHouseholdOwner(server);
});
afterEach(async () => {
  await server.close();
});

/** Writes posts straight to the database, `createdAt` chosen by the test. */
async function seedPosts(member: TestMember, count: number, createdAt?: Date): Promise<string[]> {
  const ids: string[] = [];
  for (let index = 0; index < count; index++) {
    const id = uuidv7();
    await insertPost(server.database.db, {
      id,
      householdId: member.membership.householdId,
      authorProfileId: member.membership.profileId,
      content: `post ${ids.length + 1}`,
      createdAt: createdAt ?? new Date(Date.UTC(2026, 10, 1) + index * 60_000),
      attachments: [],
    });
    ids.push(id);
  }
  return ids;
}

describe("feed pages", () => {
  it("go newest first with a cursor, and the last page says there is no more", async () => {
    await seedPosts(owner, 7);
    const first = await feed(owner, "?limit=3");
    expect(first.posts.map((post) => post.content)).toEqual(["post 7", "post 6", "post 5"]);
    expect(first.nextCursor).not.toBeNull();
    const second = await feed(owner, `?limit=3&cursor=${first.nextCursor}`);
    expect(second.posts.map((post) => post.content)).toEqual(["post 4", "post 3", "post 2"]);
    const last = await feed(owner, `?limit=3&cursor=${second.nextCursor}`);
    expect(last.posts.map((post) => post.content)).toEqual(["post 1"]);
    expect(last.nextCursor).toBeNull();
    expect((await feed(owner, "?limit=7")).nextCursor).toBeNull();
    expect((await feed(owner)).posts).toHaveLength(7);
  });

  it("have no gaps or repeats while new posts arrive between pages", async () => {
    const partner = await addHouseholdMember(server, owner.membership.householdId, "member");
    for (let index = 1; index <= 12; index++) await publish(owner, `antes ${index}`);
    const seen: string[] = [];
    let page = await feed(partner, "?limit=5");
    seen.push(...page.posts.map((post) => post.content));
    let arrivals = 0;
    while (page.nextCursor) {
      // Someone posts while this member scrolls down.
      arrivals++;
      await publish(owner, `durante ${arrivals}`);
      await partner.client.post("/api/community/posts", { content: `y también ${arrivals}` });
      page = await feed(partner, `?limit=5&cursor=${page.nextCursor}`);
      seen.push(...page.posts.map((post) => post.content));
    }
    expect(arrivals).toBe(2);
    expect(seen).toEqual(Array.from({ length: 12 }, (_, index) => `antes ${12 - index}`));

    // Starting over shows the newcomers on top, then everything else exactly once.
    const fresh = await wholeFeed(partner, 5);
    expect(fresh.map((post) => post.content)).toEqual([
      "y también 2",
      "durante 2",
      "y también 1",
      "durante 1",
      ...seen,
    ]);
  });

  it("tell apart posts published in the same millisecond", async () => {
    const sameInstant = new Date("2026-11-22T12:00:00.000Z");
    const ids = await seedPosts(owner, 5, sameInstant);
    const posts = await wholeFeed(owner, 2);
    expect(posts.map((post) => post.id)).toEqual([...ids].reverse());
  });

  it("refuse a bad cursor or page size with a 400", async () => {
    const forged = encodeCursor({ createdAt: "2026-11-22T12:00:00.000Z", id: uuidv7() });
    expect(decodeCursor(forged)).not.toBeNull();
    expect((await owner.client.get(`/api/community/posts?cursor=${forged}`)).status).toBe(200);
    for (const query of [
      "?cursor=basura",
      "?cursor=JyBvciAxPTEgLS0",
      "?limit=0",
      "?limit=51",
      "?limit=abc",
      "?limit=2.5",
    ]) {
      const answer = await owner.client.get<{ error: { code: string } }>(
        `/api/community/posts${query}`,
      );
      expect(answer.status, query).toBe(400);
      expect(answer.body.error.code).toBe("VALIDATION_FAILED");
    }
  });
});

/** Counts the SQL statements a Kysely instance sends. */
class QueryCounter implements KyselyPlugin {
  count = 0;
  transformQuery: KyselyPlugin["transformQuery"] = (args) => {
    this.count++;
    return args.node;
  };
  transformResult: KyselyPlugin["transformResult"] = async (args) => args.result;
}

describe("the cost of a feed page", () => {
  async function queriesFor(member: TestMember, limit: number) {
    const counter = new QueryCounter();
    const db = server.database.db.withPlugin(counter);
    const page = await listFeed(
      { db, live: server.live },
      member.membership,
      feedQuerySchema.parse({ limit }),
    );
    return { queries: counter.count, posts: page.posts };
  }

  it("is the same number of queries for 2 posts as for 50, each full of likes and comments", async () => {
    const members = [owner];
    for (let index = 0; index < 3; index++) {
      members.push(await addHouseholdMember(server, owner.membership.householdId, "member"));
    }
    // Written straight to the database: 50 posts, each with an attachment and 1 to 4 likes and
    // comments (the same through the API would take most of the test's time on PostgreSQL).
    const ids = await seedPosts(owner, 50);
    const now = new Date();
    const row = (postId: string) => ({
      id: uuidv7(),
      household_id: owner.membership.householdId,
      post_id: postId,
      created_at: now,
      updated_at: now,
    });
    const db = server.database.db;
    await db
      .insertInto("community_post_attachments")
      .values(
        ids.map((postId) => ({
          ...row(postId),
          file_url: `/api/files/${owner.membership.householdId}/community/${uuidv7()}.pdf`,
          file_name: "acta.pdf",
          file_type: "application/pdf",
          file_size: 10,
        })),
      )
      .execute();
    const reactors = ids.flatMap((postId, index) =>
      members.slice(0, 1 + (index % 4)).map((member) => ({ postId, member })),
    );
    await db
      .insertInto("community_post_reactions")
      .values(
        reactors.map(({ postId, member }) => ({ ...row(postId), user_id: member.account.id })),
      )
      .execute();
    await db
      .insertInto("community_post_comments")
      .values(
        reactors.map(({ postId, member }) => ({
          ...row(postId),
          author_id: member.membership.profileId,
          content: "¡Bien!",
        })),
      )
      .execute();

    const small = await queriesFor(owner, 2);
    const large = await queriesFor(owner, 50);
    expect(small.posts).toHaveLength(2);
    expect(large.posts).toHaveLength(50);
    // Posts, then attachments, likes and comments for the page's post ids.
    expect(small.queries).toBe(4);
    expect(large.queries).toBe(4);
    expect(large.posts.every((post) => post.attachments.length === 1)).toBe(true);
    expect(large.posts.map((post) => post.likes)).toEqual(
      Array.from({ length: 50 }, (_, index) => 1 + ((49 - index) % 4)),
    );
    expect(large.posts.map((post) => post.comments.length)).toEqual(
      large.posts.map((post) => post.likes),
    );
    expect(large.posts.every((post) => post.likedByMe)).toBe(true);
    expect((await queriesFor(members[3] as TestMember, 8)).posts.map((p) => p.likedByMe)).toEqual(
      Array.from({ length: 8 }, (_, index) => (49 - index) % 4 === 3),
    );
  });

  it("is a single query for an empty feed", async () => {
    expect(await queriesFor(owner, 10)).toEqual({ queries: 1, posts: [] });
  });
});
