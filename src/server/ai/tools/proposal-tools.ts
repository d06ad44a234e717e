import { tool, zodSchema } from "ai";
import { z } from "zod";
import { mondayOf, weekShoppingToolLines } from "#server/ai/tools/meal-tools.ts";
import { dateField, type ToolEnvironment, toolContext } from "#server/ai/tools/tool-environment.ts";
import { proposableToolNames, type ToolOutputs } from "#shared/assistant/tool-results.ts";

const inputs = {
  proposeAction: zodSchema(
    z.object({
      tool: z.enum(proposableToolNames).describe("The tool that would carry out the request"),
      args: z.record(z.string(), z.unknown()).describe("That tool's input, as it would be called"),
      question: z
        .string()
        .trim()
        .min(1)
        .max(300)
        .describe(
          "One short question in the member's language naming the action, e.g. «¿Agrego «plátano» a la lista de compras?»",
        ),
    }),
  ),
};

/**
 * Precision first: when the request could mean something else, the assistant proposes one
 * action and asks instead of acting. The proposal changes nothing; the chat shows «Sí» / «No»,
 * and the proposed tool runs only on the next turn, after «Sí».
 */
export function proposalTools(env: ToolEnvironment) {
  const context = toolContext(env);
  /** What the week's ingredients would add: the question shows it before «Sí». */
  async function previewOf(tool: string, args: Record<string, unknown>) {
    if (tool !== "addWeekToShoppingList") return {};
    const day = dateField.safeParse(args.weekStart);
    const weekStart = mondayOf(context, day.success ? day.data : null);
    return { preview: await weekShoppingToolLines(context, weekStart) };
  }
  return {
    proposeAction: tool({
      description:
        "When you are not sure what the member wants done, propose ONE action and ask them to confirm it instead of doing it. Nothing changes now; if they answer yes, call the proposed tool with these args.",
      inputSchema: inputs.proposeAction,
      execute: async (input): Promise<ToolOutputs["proposeAction"]> => ({
        ok: true,
        proposal: { tool: input.tool, args: input.args },
        ...(await previewOf(input.tool, input.args)),
      }),
    }),
  };
}
