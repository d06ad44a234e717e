/**
 * One line of the `npm run bench` table. Every bench module exports
 * `measure(): Promise<BenchRow[]>`; `bench/run.ts` runs them, prints one table and writes it
 * as JSON under `bench/results/`.
 */
export interface BenchRow {
  /** What is measured, e.g. "API · SQLite", "Lighthouse /", "Chat". */
  area: string;
  /** e.g. "daily brief req/s", "performance", "time to first token (median)". */
  metric: string;
  value: number | string;
  /** e.g. "req/s", "ms", "KB gzip", "score". */
  unit: string;
  /** The target the issue sets, when it sets one, e.g. "≥ 95", "≤ 10 ms". */
  target?: string;
  /** Whether the value meets the target; absent when there is none. */
  meetsTarget?: boolean;
}
