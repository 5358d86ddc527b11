import { MAX_RECENT_FILES } from './settings'

/** The recent resume files with `path` first, each once, at most MAX_RECENT_FILES. */
export function withRecent(recent: readonly string[], path: string): string[] {
  return [path, ...recent.filter((entry) => entry !== path)].slice(0, MAX_RECENT_FILES)
}

export function withoutRecent(recent: readonly string[], path: string): string[] {
  return recent.filter((entry) => entry !== path)
}
