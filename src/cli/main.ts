// Dispatches argv to a command and turns failures into a message on stderr and an exit code.
import { CliError, EXIT_OK, EXIT_USAGE, type CliIo, type CommandEntry } from './command'
import { overview } from './commands/help'

export async function main(
  argv: readonly string[],
  commands: readonly CommandEntry[],
  io: CliIo,
): Promise<number> {
  const [name, ...args] = argv
  try {
    if (name === undefined) {
      io.err(overview(commands))
      return EXIT_USAGE
    }
    if (name === '--help' || name === '-h') {
      io.out(`${overview(commands)}\n`)
      return EXIT_OK
    }
    const entry = commands.find((candidate) => candidate.name === name)
    if (!entry) {
      const names = commands.map((candidate) => candidate.name).join(', ')
      throw new CliError(`unknown command '${name}'. Commands: ${names}.`, EXIT_USAGE)
    }
    return await (await entry.load()).run(args, io)
  } catch (error) {
    if (error instanceof CliError) {
      io.err(`cv: ${error.message}`)
      return error.exitCode
    }
    // A bug, not bad input: show it in full so it can be reported.
    io.err(
      `cv: unexpected error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    )
    return 70
  }
}
