// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useLiveUpdates } from "#web/lib/live-updates.ts";
import { sessionQuery } from "#web/lib/session.ts";

/** The page's one live stream, driven by the test. */
class FakeEventSource extends EventTarget {
  static last: FakeEventSource | undefined;
  constructor() {
    super();
    FakeEventSource.last = this;
  }
  close() {}
  emit(type: string, data = "{}") {
    this.dispatchEvent(new MessageEvent(type, { data }));
  }
}

afterEach(() => vi.unstubAllGlobals());

function listen(client: QueryClient) {
  vi.stubGlobal("EventSource", FakeEventSource);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  renderHook(() => useLiveUpdates(true), { wrapper });
  return FakeEventSource.last as FakeEventSource;
}

const stale = (client: QueryClient, key: string) =>
  client.getQueryCache().find({ queryKey: [key] })?.state.isInvalidated;

describe("useLiveUpdates", () => {
  it("refreshes what a change's topic names, and only that", () => {
    const client = new QueryClient();
    client.setQueryData(["tasks"], []);
    client.setQueryData(["shopping"], []);
    listen(client).emit("change", JSON.stringify({ topic: "tasks" }));
    expect(stale(client, "tasks")).toBe(true);
    expect(stale(client, "shopping")).toBe(false);
  });

  it("once listening, refreshes what was fetched before: a change then was announced to no one", () => {
    const client = new QueryClient();
    client.setQueryData(["notifications"], { unread: 0 });
    const stream = listen(client);
    expect(stale(client, "notifications")).toBe(false);
    vi.spyOn(Date, "now").mockReturnValue(Date.now() + 1000);
    stream.emit("ready");
    vi.restoreAllMocks();
    expect(stale(client, "notifications")).toBe(true);
  });

  it("once listening, leaves the session alone: the stream never announces it", () => {
    const client = new QueryClient();
    client.setQueryDefaults(sessionQuery.queryKey, { meta: sessionQuery.meta });
    client.setQueryData(sessionQuery.queryKey, null);
    client.setQueryData(["me"], {});
    const stream = listen(client);
    vi.spyOn(Date, "now").mockReturnValue(Date.now() + 1000);
    stream.emit("ready");
    vi.restoreAllMocks();
    expect(stale(client, "me")).toBe(true);
    expect(stale(client, "session"), "read once per page load, not again").toBe(false);
  });
});
