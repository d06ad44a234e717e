/** One shape for services whatever the engine answered (see docs/architecture.md, Data). */

export function toIso(value: Date | string): string {
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}

export function toIsoOrNull(value: Date | string | null): string | null {
  return value === null ? null : toIso(value);
}

export function toBoolean(value: boolean | number): boolean {
  return value === true || value === 1;
}

export function parseJson<T>(value: unknown): T {
  return (typeof value === "string" ? JSON.parse(value) : value) as T;
}

export function toCount(value: string | number | bigint): number {
  return Number(value);
}
