import { dayTools } from "#server/ai/tools/day-tools.ts";
import { eventTools } from "#server/ai/tools/event-tools.ts";
import { mealTools } from "#server/ai/tools/meal-tools.ts";
import { pantryTools } from "#server/ai/tools/pantry-tools.ts";
import { proposalTools } from "#server/ai/tools/proposal-tools.ts";
import { serviceTools } from "#server/ai/tools/service-tools.ts";
import { shoppingTools } from "#server/ai/tools/shopping-tools.ts";
import { taskTools } from "#server/ai/tools/task-tools.ts";
import type { ToolEnvironment } from "#server/ai/tools/tool-environment.ts";

/**
 * Every household action a member can do in the app, as a tool the assistant may call (the
 * built-in one and any OpenAI-compatible model alike). Each goes through its module's service
 * with the caller's membership, so the roles of docs/roles-and-permissions.md apply and nothing
 * of another household is ever read or changed. Names, inputs and outputs:
 * #shared/assistant/tool-results.ts.
 */
export function householdTools(env: ToolEnvironment) {
  return {
    ...shoppingTools(env),
    ...pantryTools(env),
    ...taskTools(env),
    ...eventTools(env),
    ...serviceTools(env),
    ...dayTools(env),
    ...mealTools(env),
    ...proposalTools(env),
  };
}

export type HouseholdTools = ReturnType<typeof householdTools>;
