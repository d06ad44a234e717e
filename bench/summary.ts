/**
 * `node bench/summary.ts [results.json]` — the README's compact view of a bench run (default
 * bench/results/latest.json): API endpoints side by side per engine, growth, memory, page weight.
 */
import { readFileSync } from "node:fs";
import type { BenchRow } from "./bench-row.ts";

interface Result {
  startedAt: string;
  seconds: number;
  machine: { cpu: string; memoryGb: number; os: string; node: string };
  notes: string[];
  rows: BenchRow[];
}

const result = JSON.parse(
  readFileSync(process.argv[2] ?? "bench/results/latest.json", "utf8"),
) as Result;
const engines = ["API · SQLite", "API · PostgreSQL"];
const value = (area: string, metric: string) =>
  result.rows.find((row) => row.area === area && row.metric.startsWith(metric))?.value ?? "—";
const table = (header: string[], rows: string[][]) =>
  [header, header.map(() => "---"), ...rows].map((cells) => `| ${cells.join(" | ")} |`).join("\n");

const endpoints = [
  "daily brief",
  "daily brief, made anew",
  "task list",
  "shopping toggle",
  "feed page",
];
const lines: string[] = [];
const m = result.machine;
lines.push(
  `Run ${result.startedAt.slice(0, 16).replace("T", " ")} UTC on ${m.cpu}, ${m.memoryGb} GB, ${m.os}, Node ${m.node} (${result.seconds} s; a shared machine, other work running).`,
  "",
  table(
    ["API, 1,000 households, 16 connections", "SQLite", "PostgreSQL"],
    [
      [
        "`/api/health` (ceiling)",
        ...engines.map(
          (area) =>
            `${value(area, "bare /api/health req/s")} req/s · CPU ${value(area, "bare /api/health CPU")} ms`,
        ),
      ],
      ...endpoints.map((endpoint) => [
        endpoint,
        ...engines.map(
          (area) =>
            `${value(area, `${endpoint} req/s`)} req/s · p50/p99 ${String(value(area, `${endpoint} p50`)).replace(" / ", "/")} ms · CPU ${value(area, `${endpoint} CPU`)} ms (${value(area, `${endpoint} CPU vs`)}× health)`,
        ),
      ]),
    ],
  ),
  "",
  table(
    ["Same endpoints at 100× rows per household, 4 connections", "SQLite", "PostgreSQL"],
    endpoints.map((endpoint) => [
      endpoint,
      ...engines.map(
        (area) =>
          `${value(area, `${endpoint} at 100×`)} (cost ${value(area, `${endpoint} cost`)}×, CPU ${value(area, `${endpoint} CPU 100×`)}×)`,
      ),
    ]),
  ),
  "",
  table(
    ["Server", "SQLite", "PostgreSQL"],
    [
      ["memory fresh (RSS)", ...engines.map((area) => `${value(area, "server memory fresh")} MB`)],
      ["memory idle (RSS)", ...engines.map((area) => `${value(area, "server memory idle")} MB`)],
      [
        "memory under load (peak RSS)",
        ...engines.map((area) => `${value(area, "server memory under load")} MB`),
      ],
      ["failed requests", ...engines.map((area) => String(value(area, "failed requests")))],
      ["seeding 1,000 + 3 big households", ...engines.map((area) => `${value(area, "seed")} s`)],
    ],
  ),
  "",
);
const pages = result.rows.filter((row) => row.area === "Page weight" && row.metric.endsWith(" JS"));
if (pages.length > 0) {
  lines.push(
    table(
      ["Route (first visit)", "JS KB gzip", "CSS KB gzip"],
      pages.map((row) => {
        const route = row.metric.replace(/ JS$/, "");
        const css =
          result.rows.find(
            (other) => other.area === "Page weight" && other.metric === `${route} CSS`,
          )?.value ?? value("Page weight", "CSS (every route)");
        return [`\`${route}\``, String(row.value), String(css)];
      }),
    ),
    "",
  );
}
const others = result.rows.filter(
  (row) => !engines.includes(row.area) && row.area !== "Page weight",
);
if (others.length > 0) {
  lines.push(
    table(
      ["Area", "Metric", "Value"],
      others.map((row) => [row.area, row.metric, `${row.value} ${row.unit}`]),
    ),
    "",
  );
}
for (const note of result.notes) lines.push(`- ${note}`);
console.log(lines.join("\n"));
