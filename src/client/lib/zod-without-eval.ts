import type { $ZodConfig } from 'zod/v4/core';

// zod compiles fast object parsers with `new Function` when it may, and probes whether it may by
// trying as an object schema is made; under the app's Content-Security-Policy (no 'unsafe-eval')
// that probe is a reported violation on every page. The plain parsers are fast enough for forms
// and API answers, so main.tsx runs this before anything else.
//
// The landing page ships no zod (decision 017): the screens and dialogs that parse load it later.
// So this sets `jitless` where zod keeps its settings, one object on globalThis that every copy of
// zod shares (colinhacks/zod#5889), not through `z.config`, whose import would bring zod's core
// into the landing page's script. The object is filled in, not replaced, so zod finds the setting
// whether it was loaded before or after; zod-without-eval.test.ts fails if zod stops reading it.
const zodHome = globalThis as typeof globalThis & { __zod_globalConfig?: $ZodConfig };
(zodHome.__zod_globalConfig ??= {}).jitless = true;
