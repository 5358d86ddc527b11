// Option parsing shared by the commands, on node:util parseArgs, with errors that carry the
// command's help instead of a stack trace.
import { parseArgs, type ParseArgsConfig } from 'node:util'
import { usageError } from './command'

type Options = NonNullable<ParseArgsConfig['options']>

export function parseCommandArgs<O extends Options>(args: string[], options: O, help: string) {
  try {
    return parseArgs({ args, options, allowPositionals: true, strict: true })
  } catch (error) {
    // parseArgs explains unknown options and missing values well; keep its words.
    const message = error instanceof Error ? error.message : String(error)
    throw usageError(message, help)
  }
}
