import { toJsonResume } from '@shared/jsonresume'
import { parseCommandArgs } from '../args'
import { EXIT_OK, usageError, type Command } from '../command'
import { writeJson } from '../files'
import { loadResume, reportFixes, type ResumeFormat } from '../load'

const TARGETS: readonly ResumeFormat[] = ['jsonresume', 'vitae']

const help = `Usage: cv convert <file.json> --to jsonresume|vitae [--out <file>]

Converts a resume between the Vitae format and JSON Resume (jsonresume.org, schema v1). The
input may be either format; it is repaired first and every fix is reported on stderr. The
result goes to stdout unless --out names a file. The file "-" is standard input.

Options:
  --to <format>   jsonresume or vitae (required)
  --out <file>    write the result to this file instead of stdout
  -h, --help      show this help

Examples:
  cv convert my-resume.json --to jsonresume > resume.json
  cv convert resume.json --to vitae --out my-resume.json`

export const convertCommand: Command = {
  help,
  async run(args, io) {
    const { values, positionals } = parseCommandArgs(
      args,
      {
        to: { type: 'string' },
        out: { type: 'string', short: 'o' },
        help: { type: 'boolean', short: 'h' },
      },
      help,
    )
    if (values.help) {
      io.out(`${help}\n`)
      return EXIT_OK
    }
    const [file, ...extra] = positionals
    if (file === undefined) throw usageError('convert needs a file.', help)
    if (extra.length > 0)
      throw usageError(`convert takes one file; also got: ${extra.join(' ')}`, help)
    if (values.to === undefined)
      throw usageError('convert needs --to jsonresume or --to vitae.', help)
    const target = TARGETS.find((name) => name === values.to?.toLowerCase())
    if (!target) {
      throw usageError(`unknown format '${values.to}'; use ${TARGETS.join(' or ')}.`, help)
    }
    const loaded = await loadResume(file, io)
    reportFixes(file, loaded, io)
    const output = target === 'jsonresume' ? toJsonResume(loaded.resume) : loaded.resume
    await writeJson(output, values.out, io)
    return EXIT_OK
  },
}
