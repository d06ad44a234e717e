/**
 * One case's verdict, from what the assistant did (its tool calls and reply, as streamed) and
 * what the household's data shows afterwards.
 *
 * - Calls expected: each expected call ran with matching arguments (match.ts) and answered
 *   `ok: true`; every other call is read-only; no call waits for a confirmation; the data shows
 *   each expected change (verify.ts), and nothing changed when only reads were expected.
 * - Confirm expected: the assistant proposed that one action (see `Proposal`) and ran no
 *   mutating call; nothing changed.
 * - Reads expected: besides their arguments, their output holds what the household has on the
 *   subject (verifyRead): "¿tenemos arroz?" must find «Arroz».
 * - No calls expected (out of scope, chat): no mutating call ran and nothing changed; an
 *   out-of-scope request gets no call at all (the contract: "no tool call"), and a greeting or a
 *   thank-you is not answered with "I can't do that yet" (a read, like the day's summary for
 *   "buenos días", is fine).
 * - `expectReplyLanguage`: the reply is in that language (when it can be told).
 *
 * False success: the reply claims something was done ("¡Listo!", "Agregué", "Adicionei",
 * "Added"…) while a tool answered `ok: false`, or the data does not show what the case expects
 * (for a case that expects no change: something changed).
 */
import { type EvalCase, type Outcome, outcomesOf } from "./cases.ts";
import { type ActualCall, argsMatch, isMutating, type MatchContext, matchCalls } from "./match.ts";
import { claimsSuccess, replyLanguage, saysItCannot } from "./reply.ts";
import { diffState, type HouseholdState } from "./state.ts";
import { type VerifyContext, verifyChange, verifyRead } from "./verify.ts";

export interface ObservedCall {
  toolCallId: string;
  tool: string;
  input: Record<string, unknown>;
  /** ok: answered ok; failed: ok:false, an error or bad input; awaiting-approval: proposed, not run. */
  status: "ok" | "failed" | "awaiting-approval" | "no-output";
  output?: unknown;
  error?: string;
}

/** An action the assistant offers with quick replies instead of running it. */
export interface Proposal {
  tool: string;
  input: Record<string, unknown>;
  /** Where it was seen: an AI SDK tool approval request, a `proposeAction` call, or a
   * `data-confirm` part (see README.md). */
  source: "tool-approval-request" | "proposeAction" | "data-confirm";
}

export interface Observation {
  reply: string;
  calls: ObservedCall[];
  proposals: Proposal[];
  /** The stream's error part, or the refusal of the request. */
  error: string | null;
}

export interface Verdict {
  pass: boolean;
  falseSuccess: boolean;
  claimedSuccess: boolean;
  replyLanguage: string | null;
  problems: string[];
  changes: string[];
}

export type JudgeContext = MatchContext & VerifyContext;

function judgeOutcome(
  kind: string,
  outcome: Outcome,
  observed: Observation,
  executed: ActualCall[],
  before: HouseholdState,
  after: HouseholdState,
  changes: string[],
  ctx: JudgeContext,
): { problems: string[]; dataOk: boolean } {
  const problems: string[] = [];
  const mutating = executed.filter((call) => isMutating(call.tool));
  if ("confirm" in outcome) {
    const wanted = outcome.confirm;
    const proposed = observed.proposals.some(
      (proposal) =>
        proposal.tool === wanted.tool &&
        argsMatch(wanted.tool, wanted.args ?? {}, proposal.input, ctx),
    );
    if (!proposed) {
      problems.push(
        observed.proposals.length > 0
          ? `proposed ${observed.proposals.map((p) => `${p.tool} ${JSON.stringify(p.input)}`).join(", ")} instead of ${wanted.tool} ${JSON.stringify(wanted.args ?? {})}`
          : `no confirmation offered for ${wanted.tool} ${JSON.stringify(wanted.args ?? {})}`,
      );
    }
    for (const call of mutating) problems.push(`ran ${call.tool} instead of asking`);
    if (changes.length > 0) problems.push(`data changed: ${changes.join("; ")}`);
    return { problems, dataOk: changes.length === 0 };
  }
  if (outcome.calls.length === 0) {
    for (const call of mutating)
      problems.push(`unexpected ${call.tool} ${JSON.stringify(call.input)}`);
    if (kind === "chat" && saysItCannot(observed.reply)) {
      problems.push("answered as something it cannot do");
    }
    // The contract: an out-of-scope request gets no tool call at all, not even a read.
    if (kind === "out_of_scope") {
      for (const call of executed.filter((made) => !isMutating(made.tool))) {
        problems.push(`called ${call.tool} for a request out of scope`);
      }
    }
    if (changes.length > 0) problems.push(`data changed: ${changes.join("; ")}`);
    return { problems, dataOk: changes.length === 0 };
  }
  problems.push(...matchCalls(outcome.calls, executed, ctx).problems);
  const waiting = observed.calls.filter((call) => call.status === "awaiting-approval");
  for (const call of waiting) problems.push(`asked to confirm ${call.tool} instead of doing it`);
  for (const call of outcome.calls.filter((expected) => !isMutating(expected.tool))) {
    const outputs = observed.calls
      .filter((made) => made.tool === call.tool && made.status === "ok")
      .filter((made) => argsMatch(call.tool, call.args ?? {}, made.input, ctx))
      .map((made) => made.output);
    problems.push(...verifyRead(call, outputs, before, ctx));
  }
  const expectedChanges = outcome.calls.filter((call) => isMutating(call.tool));
  const dataProblems =
    expectedChanges.length > 0
      ? expectedChanges.flatMap((call) => verifyChange(call, before, after, ctx))
      : changes.map((change) => `data changed: ${change}`);
  problems.push(...dataProblems);
  return { problems, dataOk: dataProblems.length === 0 };
}

export function judge(
  item: EvalCase,
  observed: Observation,
  before: HouseholdState,
  after: HouseholdState,
  ctx: JudgeContext,
): Verdict {
  const changes = diffState(before, after);
  const executed = observed.calls
    .filter((call) => call.status !== "awaiting-approval")
    .map((call) => ({
      tool: call.tool,
      input: findingTools.has(call.tool) ? withFoundTitle(call.input, call.output) : call.input,
    }));
  const failed = observed.calls.filter(
    (call) => call.status === "failed" || call.status === "no-output",
  );
  const shared: string[] = [];
  if (observed.error) shared.push(`error: ${observed.error}`);
  for (const call of failed) {
    shared.push(`${call.tool} failed: ${call.error ?? JSON.stringify(call.output)}`);
  }
  const language = replyLanguage(observed.reply);
  if (item.expectReplyLanguage && language && language !== item.expectReplyLanguage) {
    shared.push(`replied in ${language}, not ${item.expectReplyLanguage}`);
  }

  const judged = outcomesOf(item).map((outcome) =>
    judgeOutcome(item.intent, outcome, observed, executed, before, after, changes, ctx),
  );
  const best = judged.reduce((a, b) => (b.problems.length < a.problems.length ? b : a));
  const problems = [...shared, ...best.problems];
  const claimedSuccess = claimsSuccess(observed.reply);
  const falseSuccess = claimedSuccess && (failed.length > 0 || !judged.some((j) => j.dataOk));
  return {
    pass: problems.length === 0,
    falseSuccess,
    claimedSuccess,
    replyLanguage: language,
    problems,
    changes,
  };
}

const findingTools = new Set([
  "completeTask",
  "reopenTask",
  "updateTask",
  "deleteTask",
  "updateEvent",
  "cancelEvent",
]);

/**
 * A call that finds a task or an event by a reference ("Water filter", "a natação do Mateo")
 * is also credited with the title of what it found: the household keeps «Cambiar el filtro del
 * agua», and the data check (verifyChange) decides whether the right one changed.
 */
function withFoundTitle(input: ActualCall["input"], output: unknown): ActualCall["input"] {
  if (typeof input.title !== "string" || !output || typeof output !== "object") return input;
  const found =
    (output as { task?: { title?: unknown }; event?: { title?: unknown } }).task ??
    (output as { event?: { title?: unknown } }).event;
  if (typeof found?.title !== "string") return input;
  return { ...input, title: `${input.title} ${found.title}` };
}
