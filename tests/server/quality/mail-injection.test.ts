import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createHouseholdOwner } from "#tests/server/harness/households.ts";
import { createTestServer, type TestServer } from "#tests/server/harness/test-server.ts";

/** Names members type end up in email headers and bodies: they add no header, no markup. */
let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

it("a household or member name cannot add headers or HTML to an invitation email", async () => {
  const owner = await createHouseholdOwner(server);
  const renamed = await owner.client.patch("/api/profiles/me", {
    name: 'Ana\r\nBcc: robo@evil.example <img src=x onerror="x()">',
  });
  expect(renamed.status).toBe(200);
  const rename = await owner.client.patch("/api/settings/household", {
    name: "Casa\r\nBcc: robo@evil.example\r\n\r\n<script>x()</script>",
  });
  expect(rename.status).toBeLessThan(500);
  const invited = await owner.client.post("/api/invitations", { emails: "tia@ejemplo.mx" });
  expect(invited.status).toBe(201);
  const outbox = path.join(server.config.dataDir, "outbox");
  const files = await readdir(outbox);
  expect(files.length).toBeGreaterThan(0);
  for (const file of files) {
    const message = await readFile(path.join(outbox, file), "utf8");
    const [head = ""] = message.split(/\r?\n\r?\n/);
    expect(head, "headers of the message").not.toMatch(/^bcc:/im);
    expect(message).not.toContain("robo@evil.example>");
    // No line of the message starts with what a name smuggled in.
    expect(message).not.toMatch(/^bcc:/im);
    // The HTML part escapes the names; the text part is plain text, shown as text.
    const html = message.slice(message.indexOf("Content-Type: text/html"));
    expect(html).not.toMatch(/<script|<img src=3Dx/i);
  }
});
