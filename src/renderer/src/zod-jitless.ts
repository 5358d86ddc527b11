// zod 4 compiles fast parsers with `new Function` unless told not to; it tries once, and under
// the app's Content-Security-Policy (no 'unsafe-eval') that try is a CSP violation the browser
// reports on every page that parses (Lighthouse best practices, issue 17 point 6). Set through
// zod's global configuration object before any zod module loads (main.tsx imports this first),
// so the home page still downloads no zod.
const scope = globalThis as typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } }
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true }

export {}
