import { type HouseholdTools, householdTools } from "#server/ai/tools/household-tools.ts";
import type { ToolLanguage } from "#server/ai/tools/tool-messages.ts";
import type { TestMember } from "#tests/server/harness/households.ts";
import type { TestServer } from "#tests/server/harness/test-server.ts";

/** Noon on Sunday 22 November 2026 in Mexico City: "today" for the tools under test. */
export const toolsNow = () => new Date("2026-11-22T18:00:00.000Z");
export const toolsTimeZone = "America/Mexico_City";

/** The assistant's tools as the chat builds them for `member`. */
export function toolsFor(
  server: TestServer,
  member: TestMember,
  options: { allergies?: string[]; language?: ToolLanguage; now?: () => Date } = {},
): HouseholdTools {
  return householdTools({
    db: server.database.db,
    membership: member.membership,
    app: {
      live: server.live,
      logger: { info() {}, warn() {}, error() {}, debug() {} } as never,
      storage: {} as never,
    },
    timeZone: toolsTimeZone,
    allergies: options.allergies ?? [],
    language: options.language,
    now: options.now ?? toolsNow,
  });
}

/** Runs a tool as the AI SDK would, and answers what the model would read. */
export async function runTool<Name extends keyof HouseholdTools>(
  tools: HouseholdTools,
  name: Name,
  input: Parameters<NonNullable<HouseholdTools[Name]["execute"]>>[0],
): Promise<Record<string, unknown>> {
  const execute = tools[name].execute as unknown as (
    input: unknown,
    options: unknown,
  ) => Promise<Record<string, unknown>>;
  return execute(input, { toolCallId: "test", messages: [], context: {} });
}
