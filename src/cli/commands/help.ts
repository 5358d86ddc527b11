import { EXIT_OK, usageError, type Command, type CommandEntry } from '../command'

/** The top-level help; `commands` is passed in so the list is never out of date. */
export function overview(commands: readonly CommandEntry[]): string {
  const width = Math.max(...commands.map((command) => command.name.length))
  const lines = commands.map((command) => `  ${command.name.padEnd(width)}  ${command.summary}`)
  return `Usage: npm run cv -- <command> [options]

Vitae's command line: work with resume files outside the app.

Commands:
${lines.join('\n')}

Run "cv help <command>" or "cv <command> --help" for a command's options.
Data goes to stdout and messages to stderr. Exit codes: 0 success, 1 bad input, 2 wrong usage.`
}

export function helpCommand(all: readonly CommandEntry[]): Command {
  return {
    help: 'Usage: cv help [<command>]',
    async run(args, io) {
      const [name] = args
      if (name === undefined) {
        io.out(`${overview(all)}\n`)
        return EXIT_OK
      }
      const entry = all.find((candidate) => candidate.name === name)
      if (!entry) throw usageError(`unknown command '${name}'.`, overview(all))
      io.out(`${(await entry.load()).help}\n`)
      return EXIT_OK
    },
  }
}
