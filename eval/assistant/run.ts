/**
 * `npm run eval:assistant` — issue 16's evaluation of the assistant: every case of cases/ run
 * against Casa Rivera (fixture.ts), judged on the household's data (judge.ts), with the
 * accuracy per intent, region and language and the false-success count.
 *
 *   npm run eval:assistant                     the table; failures in results/latest.json
 *   npm run eval:assistant -- --check          exit 1 below the targets (≥ 95 % overall,
 *                                              ≥ 90 % per region and language, 0 false successes)
 *   npm run eval:assistant -- --only mx-0      cases whose id starts with (or text contains) it
 *   npm run eval:assistant -- --verbose        each failure as it happens
 *   npm run eval:assistant -- --cases eval/assistant/holdout   another folder of cases (a
 *                                              held-out set: its results go to results/holdout.json)
 *   AI_BASE_URL=… AI_MODEL=… npm run eval:assistant   the same cases against a configured model
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { loadCases } from "./cases.ts";
import { type CaseResult, createEvalHarness } from "./harness.ts";
import { describeFailure, formatReport, summarize } from "./report.ts";

const { values } = parseArgs({
  options: {
    check: { type: "boolean", default: false },
    only: { type: "string" },
    verbose: { type: "boolean", default: false },
    cases: { type: "string" },
  },
});

const only = values.only?.toLowerCase();
const cases = loadCases(values.cases && path.resolve(values.cases)).filter(
  (item) => !only || item.id.startsWith(only) || item.text.toLowerCase().includes(only),
);
const started = performance.now();
const harness = await createEvalHarness();
const results: CaseResult[] = [];
try {
  for (const item of cases) {
    const result = await harness.runCase(item);
    results.push(result);
    if (values.verbose && !result.verdict.pass) {
      console.log(`✗ ${item.id} «${item.text}»\n    ${result.verdict.problems.join("\n    ")}`);
      console.log(`    reply: ${result.observation.reply.slice(0, 160)}`);
    }
  }
} finally {
  await harness.close();
}

const report = summarize(results, {
  provider: harness.provider,
  runMs: performance.now() - started,
  fixtureMs: harness.fixtureMs,
});
console.log(formatReport(report));

const resultsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "results");
mkdirSync(resultsDir, { recursive: true });
// A held-out set's failures are kept apart from latest.json, which those tuning the engine read.
const latest = path.join(resultsDir, values.cases ? "holdout.json" : "latest.json");
writeFileSync(
  latest,
  `${JSON.stringify(
    {
      runAt: new Date().toISOString(),
      ...report,
      failures: results.filter((result) => !result.verdict.pass).map(describeFailure),
    },
    null,
    2,
  )}\n`,
);
console.log(`\nFailures: ${path.relative(process.cwd(), latest)}`);

if (values.check && report.belowTargets.length > 0) process.exitCode = 1;
