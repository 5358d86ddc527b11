import {
  RESUME_LANGUAGE_CODES,
  resumeLanguage,
  toResumeLanguageCode,
  type ResumeLanguageCode,
} from '@shared/resume'
import {
  resolveTranslationConfig,
  TRANSLATE_PROVIDER_CHOICES,
  TranslateError,
  translateResume,
  type TranslateResult,
} from '@shared/translate'
import { createLlmClient } from '@node/ai/llm-client'
import { createTranslationProvider } from '@shared/translate/providers'
import { parseCommandArgs } from '../args'
import { CliError, EXIT_OK, EXIT_USAGE, usageError, type Command } from '../command'
import { writeJson } from '../files'
import { loadResume, reportFixes } from '../load'

const help = `Usage: cv translate <resume.json> --to <language> [--provider llm|libretranslate|offline] [--out <file>]

Translates a resume into one of the 24 resume languages and prints the translated resume (Vitae
format) on stdout; what was translated, and what stayed in the source language and why, goes to
stderr. The source file is not changed. The file "-" is standard input.

Section titles, dates and the Present word, level words, language and country names and known
job titles are translated offline, always. Free text (summary, descriptions, titles, degrees,
skills) needs a provider, chosen by --provider or by the environment as the cloud does:
  TRANSLATE_PROVIDER        llm, libretranslate or offline
  AI_BASE_URL, AI_API_KEY, AI_MODEL          the LLM (any OpenAI-compatible server)
  LIBRETRANSLATE_URL, LIBRETRANSLATE_API_KEY the LibreTranslate server (key optional)
With none configured, only the offline part is done ("titles, dates and levels only").

Options:
  --to <language>     target: a code (${RESUME_LANGUAGE_CODES.join(', ')}) or a name ("German")
  --from <language>   the language the resume is written in (default: its resumeLanguage)
  --provider <name>   ${TRANSLATE_PROVIDER_CHOICES.join(', ')}
  --out <file>        write the result to this file instead of stdout
  -h, --help          show this help

Examples:
  cv translate my-resume.json --to de > my-resume-de.json
  LIBRETRANSLATE_URL=http://localhost:5000 cv translate my-resume.json --to ar --out cv-ar.json`

function language(raw: string | undefined, option: string): ResumeLanguageCode | undefined {
  if (raw === undefined) return undefined
  const code = toResumeLanguageCode(raw)
  if (!code) {
    throw usageError(
      `unknown language '${raw}' for ${option}; use one of ${RESUME_LANGUAGE_CODES.join(', ')}`,
      help,
    )
  }
  return code
}

function summary(result: TranslateResult): string[] {
  const count = (status: string) => result.fields.filter((field) => field.status === status).length
  const target = resumeLanguage(result.to).name
  const source = resumeLanguage(result.from).name
  const lines = [
    result.mode === 'offline-only'
      ? `offline only (titles, dates and levels only): no translation provider is configured, so free text stays in ${source}; set TRANSLATE_PROVIDER or use --provider`
      : `translated into ${target} with ${result.provider}: ${count('translated')} fields by the provider, ${count('offline')} offline, in ${result.stats.requests} requests`,
  ]
  const kept = result.fields.filter(
    (field) => field.status === 'source' && field.reason !== 'no-provider',
  )
  if (kept.length > 0) lines.push(`${kept.length} fields kept in ${source}:`)
  for (const field of kept) lines.push(`  - ${field.path}: ${field.detail ?? field.reason}`)
  return lines
}

export const translateCommand: Command = {
  help,
  async run(args, io) {
    const { values, positionals } = parseCommandArgs(
      args,
      {
        to: { type: 'string' },
        from: { type: 'string' },
        provider: { type: 'string' },
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
    if (file === undefined) throw usageError('translate needs a file.', help)
    if (extra.length > 0)
      throw usageError(`translate takes one file; also got: ${extra.join(' ')}`, help)
    if (values.to === undefined) throw usageError('translate needs --to and a language.', help)
    const to = language(values.to, '--to')!
    const from = language(values.from, '--from')

    const env = process.env
    const { config, problems } = resolveTranslationConfig({
      requested: values.provider ?? env.TRANSLATE_PROVIDER,
      aiConfigured: Boolean(env.AI_BASE_URL && env.AI_API_KEY && env.AI_MODEL),
      libreTranslateUrl: env.LIBRETRANSLATE_URL,
      libreTranslateApiKey: env.LIBRETRANSLATE_API_KEY,
    })
    if (problems.length > 0) throw new CliError(problems.join('\n'), EXIT_USAGE)
    const llm =
      env.AI_BASE_URL && env.AI_API_KEY && env.AI_MODEL
        ? createLlmClient({
            baseUrl: env.AI_BASE_URL,
            apiKey: env.AI_API_KEY,
            model: env.AI_MODEL,
            temperature: 0,
          })
        : null
    const provider = createTranslationProvider(config, llm)

    const loaded = await loadResume(file, io)
    reportFixes(file, loaded, io)
    const controller = new AbortController()
    const cancel = () => controller.abort(new Error('interrupted'))
    process.once('SIGINT', cancel)
    let result: TranslateResult
    try {
      result = await translateResume(loaded.resume, to, {
        provider,
        from,
        signal: controller.signal,
      })
    } catch (error) {
      if (error instanceof TranslateError) throw new CliError(error.message)
      throw error
    } finally {
      process.off('SIGINT', cancel)
    }
    for (const line of summary(result)) io.err(line)
    await writeJson(result.resume, values.out, io)
    return EXIT_OK
  },
}
