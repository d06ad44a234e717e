/** Zod compiles faster parsers with `new Function`, which our Content-Security-Policy
 * (script-src 'self', no 'unsafe-eval') forbids: its probe for it shows up as a policy
 * violation. Imported first by main.tsx, before any schema is built.
 *
 * Zod keeps its settings on `globalThis.__zod_globalConfig` (zod/v4/core/core.js), so they are
 * set here without loading Zod in every page's entry: the schemas load with the forms that use
 * them (ADR 022). zod-config.test.ts checks that Zod still reads them from there. */
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

globalThis.__zod_globalConfig ??= {};
globalThis.__zod_globalConfig.jitless = true;

export {};
