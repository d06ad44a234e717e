/**
 * `npm run bench` — runs every bench module, prints one table and writes it as JSON under
 * bench/results/ (a timestamped file and latest.json). Never part of `npm test`.
 *
 *   npm run bench                    every module
 *   npm run bench -- api-load        only the modules whose name contains one of the words
 *
 * Each module exports `measure(): Promise<BenchRow[]>`. A module listed here but not in the
 * checkout (another branch's, not merged yet) is skipped with a note.
 */
import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { BenchRow } from "./bench-row.ts";

/** One line per module; add a module by adding its file name here. */
const modules = [
  "api-load.ts",
  "reminder-pass.ts",
  "page-weight.ts",
  "public-pages.ts",
  "signed-in-pages.ts",
  "chat-overhead.ts",
];

const here = path.dirname(fileURLToPath(import.meta.url));
const only = process.argv.slice(2).filter((word) => !word.startsWith("-"));

export function machine() {
  const cpus = os.cpus();
  return {
    cpu: `${cpus[0]?.model.trim() ?? "unknown"} × ${cpus.length}`,
    memoryGb: Math.round(os.totalmem() / 1024 ** 3),
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    node: process.version,
  };
}

function formatValue(value: number | string): string {
  if (typeof value === "string") return value;
  if (Number.isInteger(value)) return value.toLocaleString("en-US");
  return value.toLocaleString("en-US", { maximumFractionDigits: value < 10 ? 2 : 1 });
}

/** A Markdown table: readable in the terminal and pasted as is into the README. */
export function renderTable(rows: BenchRow[]): string {
  const header = ["Area", "Metric", "Value", "Unit", "Target"];
  const body = rows.map((row) => [
    row.area,
    row.metric,
    formatValue(row.value),
    row.unit,
    row.target ? `${row.target} ${row.meetsTarget === false ? "✗" : "✓"}` : "",
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...body.map((cells) => (cells[column] ?? "").length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(" | ")} |`;
  return [
    line(header),
    `| ${widths.map((width) => "-".repeat(width)).join(" | ")} |`,
    ...body.map(line),
  ].join("\n");
}

async function main() {
  const started = new Date();
  const rows: BenchRow[] = [];
  const notes: string[] = [];
  for (const file of modules) {
    const name = file.replace(/\.ts$/, "");
    if (only.length > 0 && !only.some((word) => name.includes(word))) continue;
    const modulePath = path.join(here, file);
    if (!existsSync(modulePath)) {
      notes.push(`${name}: not in this checkout, skipped`);
      continue;
    }
    console.error(`· ${name}…`);
    const moduleStarted = performance.now();
    try {
      const module = (await import(modulePath)) as { measure: () => Promise<BenchRow[]> };
      rows.push(...(await module.measure()));
      const seconds = Math.round((performance.now() - moduleStarted) / 1000);
      console.error(`  ${name} done in ${seconds} s`);
    } catch (error) {
      notes.push(`${name}: failed — ${error instanceof Error ? error.message : String(error)}`);
      console.error(error);
      process.exitCode = 1;
    }
  }

  const result = {
    startedAt: started.toISOString(),
    seconds: Math.round((Date.now() - started.getTime()) / 1000),
    machine: machine(),
    notes,
    rows,
  };
  console.log(renderTable(rows));
  for (const note of notes) console.log(`note: ${note}`);
  const m = result.machine;
  console.log(`\n${m.cpu}, ${m.memoryGb} GB, ${m.os}, Node ${m.node} — ${result.seconds} s`);

  const folder = path.join(here, "results");
  await mkdir(folder, { recursive: true });
  const stamp = started.toISOString().replace(/[:.]/g, "-");
  const json = `${JSON.stringify(result, null, 2)}\n`;
  await writeFile(path.join(folder, `${stamp}.json`), json);
  await writeFile(path.join(folder, "latest.json"), json);
  console.log(`bench/results/${stamp}.json`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
