// The desktop's own preferences in the user-data folder: the update channel, where the window
// was, the recent resume files, the opt-in local AI server. A damaged or hand-edited file never stops the app: each field
// that does not read back falls back to its default on its own, and writes replace the file
// atomically, so a crash mid-write leaves the previous file.
import { readFileSync, renameSync, writeFileSync } from 'node:fs'
import { z } from 'zod'
import { DEFAULT_LOCAL_AI, localAiUrlProblem, UPDATE_CHANNELS } from '@shared/platform'

export const SETTINGS_FILE_NAME = 'settings.json'
export const MAX_RECENT_FILES = 10

const bounds = z.object({
  x: z.number().int(),
  y: z.number().int(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
})

export const windowStateSchema = z.object({ bounds, maximized: z.boolean() })
export type WindowState = z.infer<typeof windowStateSchema>

/** The opt-in local AI server; a stored address that is not local reads back as the default. */
export const localAiSchema = z.object({
  enabled: z.boolean(),
  baseUrl: z
    .string()
    .max(2048)
    .refine((url) => localAiUrlProblem(url) === null),
  model: z.string().trim().min(1).max(200),
})

const settingsSchema = z.object({
  updateChannel: z.enum(UPDATE_CHANNELS).catch('stable'),
  window: windowStateSchema.nullable().catch(null),
  recentFiles: z.array(z.string().min(1).max(4096)).max(MAX_RECENT_FILES).catch([]),
  localAi: localAiSchema.catch(DEFAULT_LOCAL_AI),
})
export type Settings = z.infer<typeof settingsSchema>

export const DEFAULT_SETTINGS: Settings = {
  updateChannel: 'stable',
  window: null,
  recentFiles: [],
  localAi: DEFAULT_LOCAL_AI,
}

export interface SettingsStore {
  read(): Settings
  update(patch: Partial<Settings>): Settings
}

export function createSettingsStore(
  path: string,
  warn: (message: string) => void = () => undefined,
): SettingsStore {
  let current = load(path, warn)
  return {
    read: () => current,
    update(patch) {
      current = settingsSchema.parse({ ...current, ...patch })
      const temporary = `${path}.tmp`
      writeFileSync(temporary, `${JSON.stringify(current, null, 2)}\n`)
      renameSync(temporary, path)
      return current
    },
  }
}

function load(path: string, warn: (message: string) => void): Settings {
  let text: string
  try {
    text = readFileSync(path, 'utf8')
  } catch {
    return DEFAULT_SETTINGS
  }
  try {
    return settingsSchema.parse(JSON.parse(text))
  } catch (error) {
    warn(`Settings in ${path} could not be read (${String(error)}); using the defaults.`)
    return DEFAULT_SETTINGS
  }
}
