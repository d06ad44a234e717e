import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

export interface ProviderRequest {
  method: string;
  url: string;
  headers: IncomingMessage["headers"];
  body: string;
}

/**
 * A local stand-in for Twilio's Messages API and the WhatsApp Graph API messages endpoint, on
 * 127.0.0.1 only: it records what Hogaria sends and answers as the real one does. Tests only.
 */
export async function startFakeProvider() {
  const received: ProviderRequest[] = [];
  let status = 201;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      received.push({
        method: req.method ?? "",
        url: req.url ?? "",
        headers: req.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      });
      const graph = (req.url ?? "").endsWith("/messages");
      res
        .writeHead(status, { "content-type": "application/json" })
        .end(
          JSON.stringify(
            graph
              ? { messaging_product: "whatsapp", messages: [{ id: `wamid.${received.length}` }] }
              : { sid: `SM${received.length}` },
          ),
        );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    answerWithStatus(code: number) {
      status = code;
    },
    /** The text messages sent through Twilio's API to a number (E.164), oldest first. */
    twilioBodies(to: string): string[] {
      return received
        .filter((request) => request.url.endsWith("/Messages.json"))
        .map((request) => new URLSearchParams(request.body))
        .filter((form) => (form.get("To") ?? "").replace(/^whatsapp:/, "") === to)
        .map((form) => form.get("Body") ?? "");
    },
    /** The text messages sent through the Graph API to a number (digits, no "+"). */
    graphBodies(to: string): string[] {
      return received
        .filter((request) => request.url.endsWith("/messages"))
        .map((request) => JSON.parse(request.body) as { to: string; text?: { body: string } })
        .filter((message) => message.to === to)
        .map((message) => message.text?.body ?? "");
    },
    /** Every message sent through the Graph API to a number (digits, no "+"), as sent. */
    graphMessages(to: string): Record<string, unknown>[] {
      return received
        .filter((request) => request.url.endsWith("/messages"))
        .map((request) => JSON.parse(request.body) as Record<string, unknown>)
        .filter((message) => message.to === to);
    },
    /** The 6-digit code in the latest message to a number. */
    lastCode(to: string): string {
      const code = /\b(\d{6})\b/.exec(this.twilioBodies(to).at(-1) ?? "")?.[1];
      if (!code) throw new Error(`no code sent to ${to}`);
      return code;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeProvider = Awaited<ReturnType<typeof startFakeProvider>>;
