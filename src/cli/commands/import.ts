import { readFile, stat } from 'node:fs/promises'
import { PdfImportError, MAX_IMPORT_BYTES } from '../../shared/pdf/errors'
import { parseCommandArgs } from '../args'
import { CliError, EXIT_OK, usageError, type Command } from '../command'
import { writeJson } from '../files'
import { llmConfigOrExplain } from '../llm'

const help = `Usage: cv import <file.pdf|file.docx|file.json> [--warnings] [--engine offline|llm]

Turns an existing resume into a Vitae resume and prints it as JSON on stdout. The reader is
chosen by the file's content (a PDF, a Word .docx, or a JSON Resume / Vitae JSON file). Works
offline. Messages go to stderr.

Options:
  --warnings              list what the import could not place (on stderr)
  --engine <offline|llm>  offline parse alone (default), or with the parts it is unsure of read
                          again by the LLM configured by AI_BASE_URL, AI_API_KEY and AI_MODEL
                          (only values the document holds are taken; offline when it fails)
  -h, --help              show this help

Exit codes: 0 imported, 1 unreadable or refused file (the message says why), 2 wrong usage.`

/** The configured LLM's client (loaded on use, so the offline import starts without it). */
async function llmClientFromEnv() {
  const config = llmConfigOrExplain()
  const { createLlmClient } = await import('../../node/ai/llm-client')
  return createLlmClient({ ...config, temperature: 0 })
}

export const importCommand: Command = {
  help,
  async run(args, io) {
    const { values, positionals } = parseCommandArgs(
      args,
      {
        warnings: { type: 'boolean' },
        engine: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      help,
    )
    if (values.help) {
      io.out(`${help}\n`)
      return EXIT_OK
    }
    const [file, ...extra] = positionals
    if (file === undefined) throw usageError('import needs a file.', help)
    if (extra.length > 0)
      throw usageError(`import takes one file; also got: ${extra.join(' ')}`, help)
    const engine = values.engine ?? 'offline'
    if (engine !== 'offline' && engine !== 'llm')
      throw usageError(`--engine must be offline or llm, got '${engine}'.`, help)
    const llm = engine === 'llm' ? await llmClientFromEnv() : null
    let bytes: Uint8Array
    try {
      const info = await stat(file)
      if (info.isDirectory())
        throw new CliError(`cannot read '${file}': it is a directory, not a file`)
      if (info.size > MAX_IMPORT_BYTES) throw new PdfImportError('too-large')
      bytes = new Uint8Array(await readFile(file))
    } catch (error) {
      if (error instanceof CliError) throw error
      if (error instanceof PdfImportError)
        throw new CliError(`cannot import '${file}': ${error.message}`)
      const code = (error as NodeJS.ErrnoException).code
      throw new CliError(
        `cannot read '${file}': ${code === 'ENOENT' ? 'no such file' : String(error)}`,
      )
    }
    // Loaded on use, so the other commands start without the parser.
    const { importInWorker } = await import('../import-worker')
    const outcome = await importInWorker(bytes, file)
    if (!outcome.ok) throw new CliError(`cannot import '${file}': ${outcome.message}`)
    let result = outcome.result
    if (llm && result.source === 'pdf') {
      const { uncertainFields } = await import('../../shared/import/uncertain')
      const parts = uncertainFields(result)
      if (parts.length > 0) {
        const { refineImport } = await import('../../shared/import/refine')
        const { llmRefiner } = await import('../../shared/import/llm-refiner')
        const refined = await refineImport(result, llmRefiner(llm, parts), {
          fields: parts,
          source: result.text,
        })
        // The same account as the import page gives: what was read again, taken and refused.
        io.err(`read again by the LLM: ${parts.join(', ')}\n`)
        if (refined.taken.length > 0) io.err(`taken from the LLM: ${refined.taken.join(', ')}\n`)
        if (refined.refused.length > 0)
          io.err(`refused (words not in the document): ${refined.refused.join(', ')}\n`)
        if (refined.taken.length === 0)
          io.err(`the LLM's answer changed nothing; the offline parse stands\n`)
        result = refined
      }
    }
    if (values.warnings) for (const warning of result.warnings) io.err(`warning: ${warning}\n`)
    await writeJson(result.resume, undefined, io)
    return EXIT_OK
  },
}
