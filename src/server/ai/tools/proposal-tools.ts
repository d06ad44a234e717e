import { tool, zodSchema } from "ai";
import { z } from "zod";
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
export function proposalTools() {
  return {
    proposeAction: tool({
      description:
        "When you are not sure what the member wants done, propose ONE action and ask them to confirm it instead of doing it. Nothing changes now; if they answer yes, call the proposed tool with these args.",
      inputSchema: inputs.proposeAction,
      execute: async (input): Promise<ToolOutputs["proposeAction"]> => ({
        ok: true,
        proposal: { tool: input.tool, args: input.args },
      }),
    }),
  };
}
