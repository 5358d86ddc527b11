// A person-readable name for a session's User-Agent: the browser (or the desktop app) and the
// operating system. Only the common families are named; anything else is "unknown".
export interface DeviceName {
  /** null when the User-Agent names no browser we know. */
  browser: string | null
  system: string | null
  desktopApp: boolean
}

const SYSTEMS: readonly [RegExp, string][] = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
]

// Order matters: Edge and Opera also say Chrome, Chrome also says Safari.
const BROWSERS: readonly [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\//, 'Opera'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
]

export function deviceName(userAgent: string | null): DeviceName {
  const agent = userAgent ?? ''
  const desktopApp = /\bElectron\//.test(agent) || /\bVitae\//.test(agent)
  const system = SYSTEMS.find(([pattern]) => pattern.test(agent))?.[1] ?? null
  const browser = BROWSERS.find(([pattern]) => pattern.test(agent))?.[1] ?? null
  return { browser, system, desktopApp }
}
