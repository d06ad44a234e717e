// @vitest-environment jsdom
import { QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "#web/app/providers.tsx";
import { sessionQuery, useSession } from "#web/lib/session.ts";

const ana = { id: "u1", name: "Ana López", email: "ana@ejemplo.mx", country: "MX", language: "ES" };
const signedIn = { user: ana, session: { id: "s1", expiresAt: "2030-01-01T00:00:00.000Z" } };

type Answer = number | "network-error" | "signed-in" | "signed-out";

/** The server's answers to GET /api/auth/get-session, one per request; the last one repeats. */
function serverAnswers(...answers: Answer[]) {
  const fetch = vi.fn(async () => {
    const answer = answers.length > 1 ? answers.shift() : answers[0];
    if (answer === "network-error") throw new TypeError("Failed to fetch");
    if (answer === "signed-in") return Response.json(signedIn);
    if (answer === "signed-out") return Response.json(null);
    const code = answer === 429 ? "RATE_LIMITED" : answer === 401 ? "UNAUTHENTICATED" : "INTERNAL";
    return Response.json({ error: { code, message: "…" } }, { status: answer });
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

function renderSession() {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(() => useSession(), { wrapper });
}

/** Lets the retries' timers run (they wait up to 30 s between tries, give or take a fifth). */
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  queryClient.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("useSession", () => {
  it.each([429, 503, "network-error"] as const)(
    "a %s on the first read is never 'signed out': it keeps asking until the server answers",
    async (failure) => {
      const fetch = serverAnswers(failure);
      const { result } = renderSession();
      await wait(60_000);
      expect(result.current).toEqual({ user: null, isLoading: true, reconnecting: true });
      expect(fetch.mock.calls.length, "tried again, later each time").toBeGreaterThan(3);
      expect(fetch.mock.calls.length).toBeLessThan(12);

      serverAnswers("signed-in");
      await wait(40_000);
      expect(result.current).toEqual({ user: ana, isLoading: false, reconnecting: false });
    },
  );

  it("keeps the signed-in user through 429, 503 and network errors", async () => {
    serverAnswers("signed-in");
    const { result } = renderSession();
    await wait(0);
    expect(result.current.user).toEqual(ana);

    serverAnswers(429, 503, "network-error", 429);
    act(() => void queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey }));
    for (let second = 0; second < 120; second++) {
      await wait(1000);
      expect(result.current.user, `after ${second + 1} s`).toEqual(ana);
    }
    expect(result.current.reconnecting).toBe(true);

    serverAnswers("signed-in");
    await wait(40_000);
    expect(result.current).toEqual({ user: ana, isLoading: false, reconnecting: false });
  });

  it.each(["signed-out", 401] as const)(
    "only a real 'no session' (%s) signs out",
    async (answer) => {
      serverAnswers("signed-in");
      const { result } = renderSession();
      await wait(0);
      expect(result.current.user).toEqual(ana);

      serverAnswers(answer);
      act(() => void queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey }));
      await wait(0);
      expect(result.current).toEqual({ user: null, isLoading: false, reconnecting: false });
    },
  );
});
