import type { AnyModuleContract } from "#server/modules/openapi/openapi-document.ts";
import { apiTokensContract } from "#shared/contracts/api-tokens.ts";
import { openApiContract } from "#shared/contracts/openapi.ts";
import { tasksContract } from "#shared/contracts/tasks.ts";

/**
 * The modules whose routes are declared from a contract, in the order the reference lists
 * them. Converting a module (docs/architecture.md, "Converting a module") adds its contract
 * here and takes its routes off `notYetDescribed` in openapi.test.ts.
 */
export const describedModules: readonly AnyModuleContract[] = [
  tasksContract,
  apiTokensContract,
  openApiContract,
];
