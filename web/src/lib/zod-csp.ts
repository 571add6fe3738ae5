/**
 * Zod compiles fast object parsers with `new Function` unless told not to,
 * and probes whether it may; our Content-Security-Policy (no 'unsafe-eval')
 * refuses, and the browser reports every refusal as a CSP violation. Zod
 * keeps its settings on globalThis.__zod_globalConfig and reads them when
 * its lazy chunks load, so setting jitless here, before any of them, turns
 * the probe and the compiling off without pulling zod into the first load.
 */
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined
}

globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true }

export {}
