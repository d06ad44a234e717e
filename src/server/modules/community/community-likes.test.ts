import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { LikeState } from "#shared/schemas/community.ts";
import { feed, publish } from "#tests/server/fixtures/community-fixtures.ts";
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

const like = (member: TestMember, postId: string) =>
  member.client.put<LikeState>(`/api/community/posts/${postId}/like`);
const unlike = (member: TestMember, postId: string) =>
  member.client.delete<LikeState>(`/api/community/posts/${postId}/like`);

describe("likes", () => {
  it("toggle on and off, one per member, guests included", async () => {
    const guest = await addHouseholdMember(server, owner.membership.householdId, "guest");
    const { body: post } = await publish(owner, "¡Ya llegó el gas!");

    expect((await like(owner, post.id)).body).toEqual({ liked: true, likes: 1 });
    expect((await like(owner, post.id)).body).toEqual({ liked: true, likes: 1 });
    expect((await like(guest, post.id)).body).toEqual({ liked: true, likes: 2 });
    expect((await feed(guest)).posts[0]).toMatchObject({ likes: 2, likedByMe: true });
    expect((await unlike(owner, post.id)).body).toEqual({ liked: false, likes: 1 });
    expect((await unlike(owner, post.id)).body).toEqual({ liked: false, likes: 1 });
    expect((await feed(owner)).posts[0]).toMatchObject({ likes: 1, likedByMe: false });
    expect((await like(owner, "no-existe")).status).toBe(404);
  });

  it("count right under concurrent clicks", async () => {
    const members = [owner];
    for (let index = 0; index < 7; index++) {
      members.push(await addHouseholdMember(server, owner.membership.householdId, "member"));
    }
    const { body: post } = await publish(owner, "Concurso de pasteles");

    // Every member clicks like several times at once (a double or triple click, two tabs…).
    const answers = await Promise.all(
      members.flatMap((member) => [
        like(member, post.id),
        like(member, post.id),
        like(member, post.id),
      ]),
    );
    expect(answers.every((answer) => answer.status === 200 && answer.body.liked)).toBe(true);
    expect((await feed(owner)).posts[0]?.likes).toBe(8);

    // Half of them take it back while the others like again, all at the same moment.
    const leaving = members.slice(0, 4);
    const staying = members.slice(4);
    await Promise.all([
      ...leaving.flatMap((member) => [unlike(member, post.id), unlike(member, post.id)]),
      ...staying.flatMap((member) => [like(member, post.id), like(member, post.id)]),
    ]);
    const [after] = (await feed(owner)).posts;
    expect(after?.likes).toBe(4);
    expect(after?.likedByMe).toBe(false);
    for (const member of staying) expect((await feed(member)).posts[0]?.likedByMe).toBe(true);
  });

  it("survive a like racing the post's deletion without a server error", async () => {
    const partner = await addHouseholdMember(server, owner.membership.householdId, "member");
    const { body: post } = await publish(owner, "Se borra enseguida");
    const [liked, deleted] = await Promise.all([
      like(partner, post.id),
      owner.client.delete(`/api/community/posts/${post.id}`),
    ]);
    expect(deleted.status).toBe(204);
    expect([200, 404]).toContain(liked.status);
    expect((await feed(owner)).posts).toEqual([]);
  });
});
