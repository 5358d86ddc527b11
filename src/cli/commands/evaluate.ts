import { readFile } from 'node:fs/promises'
import { evaluate } from '@shared/evaluation'
import { loadSpeller } from '@node/spelling/dictionaries'
import type { EvaluationInput } from '@shared/evaluation'
import { layoutFacts } from '@shared/evaluation/layout'
import { parseCommandArgs } from '../args'
import { CliError, EXIT_OK, usageError, type CliIo, type Command } from '../command'
import { readText, writeJson } from '../files'
import { importInWorker } from '../import-worker'
import { loadResume } from '../load'

const help = `Usage: cv evaluate <file.pdf|file.json> [--job-title T] [--job-description FILE]

Evaluates a resume offline, the way the app's ATS check does, and prints the evaluation JSON
(score, evaluationText, sectionScores, evaluation) on stdout. A PDF is read with the import's
extractor; a JSON file may be a Vitae resume or a JSON Resume.

Options:
  --job-title <title>        the job the resume targets (chooses the ATS keywords)
  --job-description <file>   a job posting as text; adds a keyword match rate ("-" for stdin)
  -h, --help                 show this help

Exit codes: 0 evaluated, 1 unreadable input, 2 wrong usage.`

async function inputFromFile(file: string, io: CliIo): Promise<EvaluationInput> {
  if (/\.pdf$/i.test(file)) return pdfInput(file)
  const loaded = await loadResume(file, io)
  if (loaded.fixes.length > 0)
    io.err(`${file}: read with ${loaded.fixes.length} repairs (see cv validate)`)
  return { resume: loaded.resume }
}

async function pdfInput(file: string): Promise<EvaluationInput> {
  let bytes: Uint8Array
  try {
    bytes = new Uint8Array(await readFile(file))
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    throw new CliError(
      `cannot read '${file}': ${code === 'ENOENT' ? 'no such file' : String(error)}`,
    )
  }
  // The import's reader, in its memory- and time-limited worker (one PDF parser in the product).
  // Without the import's text bound: a long resume is evaluated and told it is too long.
  const outcome = await importInWorker(bytes, file, false)
  if (!outcome.ok) throw new CliError(`cannot evaluate '${file}': ${outcome.message}`)
  const { resume, text, language, layout } = outcome.result
  return { resume, text, language, layout: layout ? layoutFacts(layout) : null }
}

export const evaluateCommand: Command = {
  help,
  async run(args, io) {
    const { values, positionals } = parseCommandArgs(
      args,
      {
        'job-title': { type: 'string' },
        'job-description': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      help,
    )
    if (values.help) {
      io.out(`${help}\n`)
      return EXIT_OK
    }
    const [file, ...extra] = positionals
    if (file === undefined) throw usageError('evaluate needs a file.', help)
    if (extra.length > 0)
      throw usageError(`evaluate takes one file; also got: ${extra.join(' ')}`, help)
    const input = await inputFromFile(file, io)
    input.jobTitle = values['job-title'] ?? ''
    const descriptionFile = values['job-description']
    if (descriptionFile !== undefined) input.jobDescription = await readText(descriptionFile, io)
    const language = input.language ?? input.resume?.resumeLanguage ?? 'en'
    const speller = await loadSpeller(language)
    if (!speller) io.err(`no spelling dictionary for "${language}"; the typo check is skipped`)
    await writeJson(evaluate(input, { speller }), undefined, io)
    return EXIT_OK
  },
}
