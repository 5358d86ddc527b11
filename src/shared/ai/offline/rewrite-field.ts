// One field rewritten by the offline rules, line by line: phrase rules (weak verbs, filler,
// slang, negative phrasing), passive → active, misspellings, and long bullets split. Lines
// without a fix keep their original HTML.
import type { FixKind } from '../types'
import { parseField, rewrittenLine, serializeField, type FieldLine } from '../text/field-text'
import { deActive, DE_RULES } from './lang/de'
import { enActive } from './lang/en-passive'
import { EN_RULES } from './lang/en'
import { isBaseVerb, isPastForm } from './lang/en-verbs'
import { esActive, ES_RULES, frActive, FR_RULES } from './lang/fr-es'
import { trActive, TR_RULES } from './lang/tr'
import { applyRules, type Rule, type RuleContext } from './rules'
import { splitLongBullet } from './split'
import { lineTypos, type TypoContext } from './typos'

export const RULES: Record<string, readonly Rule[]> = {
  en: EN_RULES,
  de: DE_RULES,
  tr: TR_RULES,
  fr: FR_RULES,
  es: ES_RULES,
}

const ACTIVE: Record<string, (line: string, context: RuleContext) => string | null> = {
  en: enActive,
  de: deActive,
  tr: trActive,
  fr: frActive,
  es: esActive,
}

/** Languages the offline engine rewrites (typos need only a dictionary). */
export const REWRITE_LANGUAGES = Object.keys(RULES)

export interface FieldRewrite {
  value: string
  kinds: FixKind[]
  /** Words behind a kind, for the reason ("corrects the spelling: recieved → received"). */
  details: Partial<Record<FixKind, string[]>>
}

export interface RewriteOptions {
  rule: Omit<RuleContext, 'tense'>
  typo: TypoContext | null
  /** True for descriptions of list sections, whose lines are bullets (split when long). */
  bullets: boolean
}

/** The tense a field's bullets use, judged by their first words (English only). */
export function tenseOf(lines: readonly string[], language: string): 'past' | 'present' {
  if (language !== 'en') return 'past'
  let past = 0
  let present = 0
  for (const line of lines) {
    const first = (line.split(/\s+/)[0] ?? '').toLowerCase()
    if (isPastForm(first)) past++
    else if (isBaseVerb(first)) present++
  }
  return present > past ? 'present' : 'past'
}

const SENTENCE = /(?<=[.!?])\s+(?=\p{Lu})/u

function activeVoice(line: string, context: RuleContext): string {
  const active = ACTIVE[context.language]
  if (!active) return line
  return line
    .split(SENTENCE)
    .map((sentence) => active(sentence, context) ?? sentence)
    .join(' ')
}

function correctTypos(line: string, typo: TypoContext, details: string[]): string {
  let text = line
  for (const { word, correction } of lineTypos(line, typo)) {
    const pattern = new RegExp(
      `(?<![\\p{L}\\p{N}])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`,
      'u',
    )
    text = text.replace(pattern, correction)
    details.push(`${word} → ${correction}`)
  }
  return text
}

/** Rewrites one line; returns the new lines (several when a long bullet was split). */
export function rewriteLine(
  line: string,
  context: RuleContext,
  options: RewriteOptions,
  found: { kinds: FixKind[]; details: Partial<Record<FixKind, string[]>> },
): string[] {
  const note = (kind: FixKind, detail?: string): void => {
    found.kinds.push(kind)
    if (detail !== undefined) (found.details[kind] ??= []).push(detail)
  }
  let text = line
  const rules = RULES[context.language]
  if (rules) {
    const result = applyRules(text, rules, context)
    for (const change of result.changes) note(change.kind)
    text = result.text
  }
  const active = activeVoice(text, context)
  if (active !== text) note('passiveVoice')
  text = active
  if (options.typo) {
    const words: string[] = []
    text = correctTypos(text, options.typo, words)
    for (const word of words) note('typo', word)
  }
  if (!options.bullets) return [text]
  const parts = splitLongBullet(text, context)
  if (parts.length > 1) note('longBullet')
  return parts
}

/** The field with every offline fix applied. */
export function rewriteField(value: string, options: RewriteOptions): FieldRewrite {
  const blocks = parseField(value)
  const lines = blocks.flatMap((block) => block.lines.map((line) => line.text))
  const context: RuleContext = { ...options.rule, tense: tenseOf(lines, options.rule.language) }
  const found: { kinds: FixKind[]; details: Partial<Record<FixKind, string[]>> } = {
    kinds: [],
    details: {},
  }
  const rewritten = blocks.map((block) => ({
    kind: block.kind,
    lines: block.lines.flatMap((line): FieldLine[] => {
      const texts = rewriteLine(line.text, context, { ...options, bullets: options.bullets }, found)
      if (texts.length === 1 && texts[0] === line.text) return [line]
      return texts.map(rewrittenLine)
    }),
  }))
  // A paragraph block split into several lines becomes one paragraph per line.
  const normalized = rewritten.flatMap((block) =>
    block.kind === 'p' && block.lines.length > 1
      ? block.lines.map((line) => ({ kind: 'p' as const, lines: [line] }))
      : [block],
  )
  const changed = found.kinds.length > 0
  return {
    value: changed ? serializeField(normalized) : value,
    kinds: [...new Set(found.kinds)],
    details: found.details,
  }
}
