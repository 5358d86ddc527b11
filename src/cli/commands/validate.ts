import { parseCommandArgs } from '../args'
import { EXIT_OK, usageError, type Command } from '../command'
import { writeJson } from '../files'
import { loadResume, reportFixes } from '../load'

const help = `Usage: cv validate <file.json> [--json] [--strict]

Reads a Vitae resume or a JSON Resume (told apart by shape), repairs it the way the app
does and reports every fix on stderr. The file "-" is standard input.

Options:
  --json     print the repaired Vitae resume to stdout
  --strict   exit with 3 when anything had to be fixed (for scripts and CI)
  -h, --help show this help

Exit codes: 0 valid or repaired, 1 unreadable or not JSON, 2 wrong usage, 3 fixes needed (--strict).`

export const EXIT_NEEDS_FIXES = 3

export const validateCommand: Command = {
  help,
  async run(args, io) {
    const { values, positionals } = parseCommandArgs(
      args,
      {
        json: { type: 'boolean' },
        strict: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
      help,
    )
    if (values.help) {
      io.out(`${help}\n`)
      return EXIT_OK
    }
    const [file, ...extra] = positionals
    if (file === undefined) throw usageError('validate needs a file.', help)
    if (extra.length > 0)
      throw usageError(`validate takes one file; also got: ${extra.join(' ')}`, help)
    const loaded = await loadResume(file, io)
    reportFixes(file, loaded, io)
    if (values.json) await writeJson(loaded.resume, undefined, io)
    if (values.strict && loaded.fixes.length > 0) return EXIT_NEEDS_FIXES
    return EXIT_OK
  },
}
