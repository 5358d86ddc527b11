// `cv enhance`: guided enhancement suggestions for a resume file, as JSON on stdout.
import { loadSpeller } from '@node/spelling/dictionaries'
import type { Speller } from '@shared/evaluation'
import { createLlmClient } from '@node/ai/llm-client'
import { createAiService, createLlmEngine, type EnhancementSuggestion } from '@shared/ai'
import { parseCommandArgs } from '../args'
import { EXIT_OK, usageError, type Command } from '../command'
import { readText, writeJson } from '../files'
import { llmConfigOrExplain } from '../llm'
import { loadResume } from '../load'

const help = `Usage: cv enhance <resume.json> [--job-title T] [--job-description FILE] [--engine offline|llm]

Suggests field-level rewrites for a resume (guided enhancement) and prints
{"engine": …, "suggestions": [ … ]} as JSON on stdout. Every suggestion passed the fact
guard: it brings no number, date, employer, school, degree, certification, product or tool the
resume (or the job description) lacks. Suggestions that need the user first (new facts to
confirm, a placeholder such as [number] to fill) are left out unless --include-pending is given.

Options:
  --job-title <title>        the job the resume targets
  --job-description <file>   a job posting as text: suggestions aim at its keywords ("-" for stdin)
  --engine <offline|llm>     offline rules (default), or the LLM configured by AI_BASE_URL,
                             AI_API_KEY and AI_MODEL (falls back to offline when it fails)
  --include-pending          also print suggestions that wait for the user
  --verbose                  log the fact guard's decision on every suggestion (stderr)
  -h, --help                 show this help

Exit codes: 0 done, 1 unreadable input or no LLM configured, 2 wrong usage.`

export const enhanceCommand: Command = {
  help,
  async run(args, io) {
    const { values, positionals } = parseCommandArgs(
      args,
      {
        'job-title': { type: 'string' },
        'job-description': { type: 'string' },
        engine: { type: 'string' },
        'include-pending': { type: 'boolean' },
        verbose: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
      help,
    )
    if (values.help) {
      io.out(`${help}\n`)
      return EXIT_OK
    }
    const [file, ...extra] = positionals
    if (file === undefined) throw usageError('enhance needs a resume file.', help)
    if (extra.length > 0)
      throw usageError(`enhance takes one file; also got: ${extra.join(' ')}`, help)
    const engine = values.engine ?? 'offline'
    if (engine !== 'offline' && engine !== 'llm')
      throw usageError(`--engine must be offline or llm, got '${engine}'.`, help)
    const loaded = await loadResume(file, io)
    if (loaded.fixes.length > 0)
      io.err(`${file}: read with ${loaded.fixes.length} repairs (see cv validate)`)
    const jobDescriptionFile = values['job-description']
    const jobDescription =
      jobDescriptionFile === undefined ? '' : await readText(jobDescriptionFile, io)
    const language = loaded.resume.resumeLanguage
    const spellers = new Map<string, Speller | null>()
    for (const code of new Set([language, 'en'])) spellers.set(code, await loadSpeller(code))
    if (!spellers.get(language))
      io.err(`no spelling dictionary for "${language}"; misspellings are not corrected`)
    let llm = null
    if (engine === 'llm') {
      const config = llmConfigOrExplain()
      llm = createLlmEngine(createLlmClient(config))
    }
    const ai = createAiService({
      spellers: (code) => spellers.get(code) ?? null,
      llm,
      log: values.verbose
        ? (entry) =>
            io.err(
              `guard ${entry.verdict} ${entry.section}/${entry.itemId ?? '-'}/${entry.field} (${entry.engine})${
                entry.newFacts.length ? ` new: ${entry.newFacts.join(', ')}` : ''
              }${entry.lostFacts.length ? ` lost: ${entry.lostFacts.join(', ')}` : ''}`,
            )
        : undefined,
      onFallback: (_task, reason) =>
        io.err(`the LLM's answer was not used (${reason}); the offline engine answered`),
    })
    const answer = await ai.guidedSuggestions({
      resume: loaded.resume,
      jobTitle: values['job-title'] ?? '',
      jobDescription,
    })
    const shown = values['include-pending']
      ? answer.result
      : answer.result.filter((suggestion: EnhancementSuggestion) => suggestion.applicable)
    const pending = answer.result.length - shown.length
    if (pending > 0)
      io.err(
        `${pending} suggestion(s) wait for the user (new facts or placeholders); see --include-pending`,
      )
    await writeJson(
      {
        engine: answer.engine,
        ...(answer.fallback ? { fallback: answer.fallback } : {}),
        suggestions: shown,
      },
      undefined,
      io,
    )
    return EXIT_OK
  },
}
