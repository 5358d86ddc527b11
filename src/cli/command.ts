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

/** A command, loaded when it runs or its help is asked for. */
export interface Command {
  /** Full help: usage line, options, examples. */
  help: string
  /** Returns the exit code. */
  run(args: string[], io: CliIo): Promise<number>
}

/**
 * A command as the list shows it. The command itself is loaded only when it is used, so
 * `cv --help` and every other command start without the resume model, pdf.js or Chromium.
 */
export interface CommandEntry {
  name: string
  /** One line for the command list. */
  summary: string
  load(): Promise<Command>
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
