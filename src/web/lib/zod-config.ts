import { z } from "zod";

/** Zod compiles faster parsers with `new Function`, which our Content-Security-Policy
 * (script-src 'self', no 'unsafe-eval') forbids: its probe for it shows up as a policy
 * violation. Imported first by main.tsx, before any schema is built. */
z.config({ jitless: true });
