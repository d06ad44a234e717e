/**
 * Runs cases through the real chat pipeline: for each case a fresh copy of Casa Rivera, one
 * message from its owner through `sendChatMessage` (the service behind POST /api/chat: plan
 * limit, stored message, persona, household tools, streamText, the UI message stream), the
 * streamed answer read back, then the household's data.
 *
 * The service is called directly rather than over HTTP for two reasons only: the built-in
 * assistant's reading pace (25 ms a word, for people) is set to 0, and the chat's clock is the
 * evaluation's. Everything else is the route's own path. The model is the one the configuration
 * picks: the built-in assistant, or the OpenAI-compatible one when AI_BASE_URL is set.
 */
import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { v7 as uuidv7 } from "uuid";
import { assistantProvider } from "#server/ai/assistant.ts";
import { loadConfig } from "#server/config.ts";
import { openDatabase } from "#server/db/database.ts";
import { ApiError } from "#server/http/errors.ts";
import { createLogger } from "#server/logger.ts";
import { type ChatContext, sendChatMessage } from "#server/modules/chat/chat.service.ts";
import { createStorage } from "#server/modules/files/storage.ts";
import { findMembershipByUser } from "#server/modules/households/households.repository.ts";
import { createLiveEvents } from "#server/modules/live/live-events.ts";
import type { EvalCase } from "./cases.ts";
import { shiftClock } from "./clock.ts";
import { buildFixture, evalNow, evalTimeZone, evalToday } from "./fixture.ts";
import {
  type JudgeContext,
  judge,
  type Observation,
  type ObservedCall,
  type Proposal,
  type Verdict,
} from "./judge.ts";
import { type HouseholdState, readState } from "./state.ts";

export interface CaseResult {
  item: EvalCase;
  verdict: Verdict;
  observation: Observation;
  /** From sending the message to the stream's end. */
  serverMs: number;
  /** Process CPU time over the same span. */
  cpuMs: number;
}

export interface EvalHarness {
  provider: string;
  /** Building Casa Rivera, once. */
  fixtureMs: number;
  runCase(item: EvalCase): Promise<CaseResult>;
  close(): Promise<void>;
}

export const judgeContext: JudgeContext = {
  today: evalToday,
  timeZone: evalTimeZone,
  callerNames: ["Ana", "Ana Rivera"],
};

/** The pseudo-tool a model calls to propose an action instead of doing it:
 * `{ tool, args, question, replies? }`. It changes nothing, so it is a proposal, not a call. */
export const proposalTool = "proposeAction";

/** The UI message stream (SSE) as calls, proposals and the reply text. */
export function readUiStream(raw: string): Observation {
  const calls = new Map<string, ObservedCall>();
  const proposals: Proposal[] = [];
  let reply = "";
  let error: string | null = null;
  for (const line of raw.split("\n")) {
    if (!line.startsWith("data: ") || line === "data: [DONE]") continue;
    const event = JSON.parse(line.slice(6)) as Record<string, unknown> & { type: string };
    const id = String(event.toolCallId ?? "");
    const call = calls.get(id);
    switch (event.type) {
      case "text-delta":
        reply += String(event.delta ?? "");
        break;
      case "tool-input-available":
        if (event.toolName === proposalTool) {
          const { tool, args } = (event.input ?? {}) as { tool?: unknown; args?: unknown };
          if (typeof tool === "string") {
            const input = (args ?? {}) as Record<string, unknown>;
            proposals.push({ tool, input, source: "proposeAction" });
          }
          break;
        }
        calls.set(id, {
          toolCallId: id,
          tool: String(event.toolName),
          input: (event.input ?? {}) as Record<string, unknown>,
          status: "no-output",
        });
        break;
      case "tool-input-error":
        calls.set(id, {
          toolCallId: id,
          tool: String(event.toolName),
          input: (event.input ?? {}) as Record<string, unknown>,
          status: "failed",
          error: `bad input: ${String(event.errorText)}`,
        });
        break;
      case "tool-output-available":
        if (call) {
          call.output = event.output;
          const ok = (event.output as { ok?: unknown } | null)?.ok;
          call.status = ok === false ? "failed" : "ok";
          if (ok === false) call.error = JSON.stringify(event.output);
        }
        break;
      case "tool-output-error":
        if (call) {
          call.status = "failed";
          call.error = String(event.errorText);
        }
        break;
      case "tool-approval-request":
        if (call) {
          call.status = "awaiting-approval";
          proposals.push({ tool: call.tool, input: call.input, source: "tool-approval-request" });
        }
        break;
      case "data-confirm": {
        const data = (event.data ?? {}) as { tool?: string; args?: Record<string, unknown> };
        if (data.tool) {
          proposals.push({ tool: data.tool, input: data.args ?? {}, source: "data-confirm" });
        }
        break;
      }
      case "error":
        error = String(event.errorText);
        break;
    }
  }
  return { reply: reply.trim(), calls: [...calls.values()], proposals, error };
}

/** Passes through the AI_* settings, so that the same cases can judge a configured model. */
function modelEnvironment(): Record<string, string> {
  const names = ["AI_BASE_URL", "AI_API_KEY", "AI_MODEL", "AI_TIMEOUT_MS"];
  return Object.fromEntries(
    names.flatMap((name) => (process.env[name] ? [[name, process.env[name] as string]] : [])),
  );
}

export async function createEvalHarness(): Promise<EvalHarness> {
  const restoreClock = shiftClock(evalNow);
  const workDir = mkdtempSync(path.join(tmpdir(), "hogaria-eval-"));
  const started = performance.now();
  const fixture = await buildFixture(path.join(workDir, "casa-rivera.sqlite"));
  const fixtureMs = performance.now() - started;
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: workDir,
    LOG_LEVEL: "silent",
    PUBLIC_URL: "http://localhost:3000",
    ...modelEnvironment(),
  });
  const logger = createLogger("silent");
  const live = createLiveEvents({ logger });
  const storage = createStorage(config.storage);
  const caseFile = path.join(workDir, "case.sqlite");
  let before: HouseholdState | null = null;

  async function runCase(item: EvalCase): Promise<CaseResult> {
    for (const suffix of ["", "-wal", "-shm"]) rmSync(`${caseFile}${suffix}`, { force: true });
    copyFileSync(fixture.file, caseFile);
    const database = openDatabase({ engine: "sqlite", file: caseFile });
    try {
      const { db } = database;
      const membership = await findMembershipByUser(db, fixture.ownerUserId);
      if (!membership) throw new Error("eval: the owner has no household");
      before ??= await readState({ db, live }, membership);
      const ctx: ChatContext = {
        config,
        db,
        live,
        logger,
        storage,
        now: () => new Date(),
        builtinWordDelayMs: 0,
      };
      const cpu = process.cpuUsage();
      const sent = performance.now();
      let observation: Observation;
      try {
        const response = await sendChatMessage(ctx, membership, {
          conversationId: uuidv7(),
          message: item.text,
        });
        observation = readUiStream(await response.text());
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        observation = {
          reply: "",
          calls: [],
          proposals: [],
          error: `${error.status} ${error.code}`,
        };
      }
      const serverMs = performance.now() - sent;
      const used = process.cpuUsage(cpu);
      // The reply is stored as the stream ends; let that write land before reading back.
      await new Promise((resolve) => setImmediate(resolve));
      const after = await readState({ db, live }, membership);
      return {
        item,
        verdict: judge(item, observation, before, after, judgeContext),
        observation,
        serverMs,
        cpuMs: (used.user + used.system) / 1000,
      };
    } finally {
      await database.close();
    }
  }

  return {
    provider: assistantProvider(config.ai),
    fixtureMs,
    runCase,
    close: async () => {
      await live.close();
      rmSync(workDir, { recursive: true, force: true });
      restoreClock();
    },
  };
}
