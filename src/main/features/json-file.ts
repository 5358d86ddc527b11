// Writes a JSON file whole or not at all: to a temporary file first, then renamed over the old
// one, so a crash mid-write leaves the previous version (the desktop's plan and user caches).
import { rename, writeFile } from 'node:fs/promises'

export async function writeJsonAtomically(path: string, value: unknown): Promise<void> {
  const temporary = `${path}.tmp`
  await writeFile(temporary, JSON.stringify(value))
  await rename(temporary, path)
}
