// zod compiles fast object parsers with `new Function`, and probes for it the first time a schema
// is built; the site's Content-Security-Policy (script-src 'self', no 'unsafe-eval') blocks both
// and the browser reports each probe. `jitless` skips the probe and the compiled parsers.
//
// zod keeps its configuration on `globalThis.__zod_globalConfig` (shared by every copy of zod,
// `zod` and `zod/mini` alike) and reads it there when it loads. Setting it there, in main.tsx's
// first import, holds before any schema is built, and keeps zod itself out of the entry script
// (the home page ships without zod). zod-setup.test.ts checks that zod still reads it.
const g = globalThis as { __zod_globalConfig?: Record<string, unknown> };
g.__zod_globalConfig ??= {};
g.__zod_globalConfig.jitless = true;

export {};
