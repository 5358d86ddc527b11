// Reading and writing the files commands work on, with messages a person can act on.
import { readFile, writeFile } from 'node:fs/promises'
import { CliError, type CliIo } from './command'

/** Far above any real resume; guards against feeding the CLI a disk image by mistake. */
export const MAX_INPUT_BYTES = 10 * 1024 * 1024

function describeFsError(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code
  switch (code) {
    case 'ENOENT':
      return 'no such file'
    case 'EISDIR':
      return 'it is a directory, not a file'
    case 'EACCES':
    case 'EPERM':
      return 'permission denied'
    default:
      return error instanceof Error ? error.message : String(error)
  }
}

/** The text of a file, or of standard input when the name is "-". */
export async function readText(file: string, io: CliIo): Promise<string> {
  let text: string
  try {
    text = file === '-' ? await io.readStdin() : await readFile(file, 'utf8')
  } catch (error) {
    throw new CliError(`cannot read '${file}': ${describeFsError(error)}`)
  }
  if (Buffer.byteLength(text) > MAX_INPUT_BYTES) {
    throw new CliError(
      `'${file}' is larger than ${MAX_INPUT_BYTES / 1024 / 1024} MB; a resume is far smaller`,
    )
  }
  return text
}

/** The parsed JSON of a file; a clear message when it is empty or not JSON. */
export async function readJson(file: string, io: CliIo): Promise<unknown> {
  const text = (await readText(file, io)).replace(/^\uFEFF/, '')
  if (text.trim() === '') throw new CliError(`'${file}' is empty; expected a JSON resume`)
  try {
    return JSON.parse(text) as unknown
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    throw new CliError(`'${file}' is not valid JSON: ${reason}`)
  }
}

/** Writes JSON to the file given, or to stdout. */
export async function writeJson(data: unknown, out: string | undefined, io: CliIo): Promise<void> {
  const text = `${JSON.stringify(data, null, 2)}\n`
  if (out === undefined || out === '-') {
    io.out(text)
    return
  }
  try {
    await writeFile(out, text, 'utf8')
  } catch (error) {
    throw new CliError(`cannot write '${out}': ${describeFsError(error)}`)
  }
  io.err(`wrote ${out}`)
}
