// What every `cv` command provides. Commands write data to `out` and messages to `err`, and
// signal failure by throwing CliError; index.ts turns that into a message and an exit code.

export interface CliIo {
  /** Data: the only thing a command writes to stdout. */
  out(text: string): void
  /** Binary data (a PDF written to "-"): stdout too. */
  outBytes(data: Uint8Array): void
  /** Messages, reports and warnings (stderr). */
  err(text: string): void
  /** Standard input, read whole (for the file name "-"). */
  readStdin(): Promise<string>
}

export interface Command {
  name: string
  /** One line for the command list. */
  summary: string
  /** Full help: usage line, options, examples. */
  help: string
  /** Returns the exit code. */
  run(args: string[], io: CliIo): Promise<number>
}

/** Exit codes: 0 success, 1 bad input (missing file, not JSON…), 2 wrong usage. */
export const EXIT_OK = 0
export const EXIT_BAD_INPUT = 1
export const EXIT_USAGE = 2

export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode: number = EXIT_BAD_INPUT,
  ) {
    super(message)
    this.name = 'CliError'
  }
}

export function usageError(message: string, help: string): CliError {
  return new CliError(`${message}\n\n${help}`, EXIT_USAGE)
}
