import { config } from "zod/v4/core";

/** Zod compiles faster parsers with `new Function`, which our Content-Security-Policy
 * (script-src 'self', no 'unsafe-eval') forbids: its probe for it shows up as a policy
 * violation. Imported first by main.tsx, before any schema is built. Only Zod's settings are
 * imported here: the schemas themselves load with the forms that use them (ADR 022). */
config({ jitless: true });
