import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { notificationsOf } from "#tests/server/fixtures/reminder-fixtures.ts";
import {
  addHouseholdMember,
  createHouseholdOwner,
  type TestMember,
} from "#tests/server/harness/households.ts";
import { createTestServer, type TestServer } from "#tests/server/harness/test-server.ts";

let server: TestServer;
let owner: TestMember;
let member: TestMember;
beforeEach(async () => {
  server = await createTestServer();
  owner = await createHouseholdOwner(server, { name: "Ana López", householdName: "Casa López" });
  member = await addHouseholdMember(server, owner.membership.householdId, "member", {
    name: "Tom Smith",
  });
});
afterEach(async () => {
  await server.close();
});

async function speaks(who: TestMember, language: string) {
  await server.database.db
    .updateTable("user")
    .set({ language })
    .where("id", "=", who.account.id)
    .execute();
}

async function newPost(who: TestMember, content: string): Promise<string> {
  const response = await who.client.post<{ id: string }>("/api/community/posts", { content });
  expect(response.status).toBe(201);
  return response.body.id;
}

describe("activity in the bell", () => {
  it("a task assigned to me, in my language; never for what I do myself", async () => {
    await speaks(member, "EN");
    const created = await owner.client.post<{ task: { id: string } }>("/api/tasks", {
      title: "Pagar la luz",
      assignedTo: member.membership.profileId,
    });
    expect(created.status).toBe(201);
    const mine = await notificationsOf(member);
    expect(mine.unread).toBe(1);
    expect(mine.items).toEqual([
      expect.objectContaining({
        kind: "task_assigned",
        title: "Ana López assigned you a task",
        body: "“Pagar la luz”",
        link: `/tasks?tarea=${created.body.task.id}`,
        readAt: null,
      }),
    ]);
    // Assigning to oneself, or editing without changing who does it, tells nobody.
    await owner.client.post("/api/tasks", {
      title: "Regar las plantas",
      assignedTo: owner.membership.profileId,
    });
    await owner.client.patch(`/api/tasks/${created.body.task.id}`, { title: "Pagar la luz ya" });
    expect((await notificationsOf(owner)).items).toEqual([]);
    expect((await notificationsOf(member)).items).toHaveLength(1);
  });

  it("a task handed to someone else tells them, in Portuguese if that is theirs", async () => {
    const third = await addHouseholdMember(server, owner.membership.householdId, "member", {
      name: "João Silva",
    });
    await speaks(third, "PT");
    const task = await member.client.post<{ task: { id: string } }>("/api/tasks", {
      title: "Levar o lixo",
    });
    expect((await notificationsOf(third)).items).toEqual([]);
    const moved = await member.client.patch(`/api/tasks/${task.body.task.id}`, {
      assignedTo: third.membership.profileId,
    });
    expect(moved.status).toBe(200);
    expect((await notificationsOf(third)).items).toEqual([
      expect.objectContaining({
        title: "Tom Smith atribuiu uma tarefa a você",
        body: "“Levar o lixo”",
      }),
    ]);
  });

  it("a comment on my post tells me; my own comment does not", async () => {
    const postId = await newPost(owner, "¿Quién trae el pan mañana?");
    expect(
      (
        await member.client.post(`/api/community/posts/${postId}/comments`, {
          content: "Yo lo traigo, y también las tortillas",
        })
      ).status,
    ).toBe(201);
    await owner.client.post(`/api/community/posts/${postId}/comments`, { content: "¡Gracias!" });
    const mine = await notificationsOf(owner);
    expect(mine.items).toEqual([
      expect.objectContaining({
        kind: "post_comment",
        title: "Tom Smith comentó tu publicación",
        body: "«Yo lo traigo, y también las tortillas»",
        link: `/community?publicacion=${postId}`,
      }),
    ]);
    expect((await notificationsOf(member)).items).toEqual([]);
  });

  it("a like on my post tells me once, even liked, unliked and liked again", async () => {
    const postId = await newPost(owner, "Foto del cumpleaños de la abuela");
    await member.client.put(`/api/community/posts/${postId}/like`);
    await member.client.delete(`/api/community/posts/${postId}/like`);
    await member.client.put(`/api/community/posts/${postId}/like`);
    await owner.client.put(`/api/community/posts/${postId}/like`);
    const mine = await notificationsOf(owner);
    expect(mine.items).toEqual([
      expect.objectContaining({
        kind: "post_like",
        title: "A Tom Smith le gusta tu publicación",
        body: "«Foto del cumpleaños de la abuela»",
      }),
    ]);
  });

  it("stays inside the household", async () => {
    const neighbour = await createHouseholdOwner(server, { householdName: "Casa Vecina" });
    const refused = await owner.client.post("/api/tasks", {
      title: "Algo ajeno",
      assignedTo: neighbour.membership.profileId,
    });
    expect(refused.status).toBe(400);
    const postId = await newPost(neighbour, "Solo para mi casa");
    expect((await owner.client.put(`/api/community/posts/${postId}/like`)).status).toBe(404);
    expect(
      (await owner.client.post(`/api/community/posts/${postId}/comments`, { content: "Hola" }))
        .status,
    ).toBe(404);
    expect((await notificationsOf(neighbour)).items).toEqual([]);
    const rows = await server.database.db.selectFrom("notifications").select("id").execute();
    expect(rows).toEqual([]);
  });
});
