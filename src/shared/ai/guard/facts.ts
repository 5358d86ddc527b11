// The facts of a text, as the fact guard sees them: numbers (amounts, percentages, counts,
// years), month names (dates) and names of things (employers, schools, degrees,
// certifications, products, tools). A name is what a reader takes for one: an acronym
// ("ISTQB"), a word in product casing ("HubSpot", "S7"), a capitalised word inside a sentence
// (except in German, which capitalises every noun: there the dictionary tells names from
// nouns), or a known tool or product name anywhere.
import type { Speller } from '@shared/evaluation'
import { knownCompound } from '@shared/evaluation/checks/typos'
import { TECH_TERMS } from '@shared/evaluation/data/tech-terms'
import { fold } from '@shared/evaluation/text'
import { fieldLines } from '../text/field-text'

// ---------------------------------------------------------------- numbers

// Digits glued to letters on either side ("S7", "4HANA", "Q3") are part of a name.

const NUMBER =
  /(?<![\p{L}\p{N}]|\p{L}-)(?:[€$£₺]\s?)?(\d+(?:[.,\u00a0\u202f]\d+)*)(\s?%|\s?(?:Mio|Mrd|mn|bn)\b\.?|[kKMBxX×](?![\p{L}\p{N}]))?(?![\p{L}\p{N}])/gu

// Number words a rewrite may turn into digits, or write for digits. "one", "a", "ein", "bir",
// "un" and "uno" are left out: they are articles far more often than counts.
const NUMBER_WORDS: Record<string, Record<string, number>> = {
  en: {
    two: 2,
    three: 3,
    four: 4,
    five: 5,
    six: 6,
    seven: 7,
    eight: 8,
    nine: 9,
    ten: 10,
    eleven: 11,
    twelve: 12,
    fifteen: 15,
    twenty: 20,
    thirty: 30,
    forty: 40,
    fifty: 50,
    hundred: 100,
    thousand: 1000,
    dozen: 12,
    twice: 2,
    double: 2,
  },
  de: {
    zwei: 2,
    drei: 3,
    vier: 4,
    fünf: 5,
    sechs: 6,
    sieben: 7,
    acht: 8,
    neun: 9,
    zehn: 10,
    elf: 11,
    zwölf: 12,
    zwanzig: 20,
    hundert: 100,
    tausend: 1000,
    doppelt: 2,
  },
  tr: {
    iki: 2,
    üç: 3,
    dört: 4,
    beş: 5,
    altı: 6,
    yedi: 7,
    sekiz: 8,
    dokuz: 9,
    on: 10,
    yirmi: 20,
    otuz: 30,
    yüz: 100,
    bin: 1000,
  },
  es: {
    dos: 2,
    tres: 3,
    cuatro: 4,
    cinco: 5,
    seis: 6,
    siete: 7,
    ocho: 8,
    nueve: 9,
    diez: 10,
    doce: 12,
    veinte: 20,
    cien: 100,
    mil: 1000,
  },
  fr: {
    deux: 2,
    trois: 3,
    quatre: 4,
    cinq: 5,
    six: 6,
    sept: 7,
    huit: 8,
    neuf: 9,
    dix: 10,
    douze: 12,
    vingt: 20,
    cent: 100,
    mille: 1000,
  },
}

const canon = (value: number): string => String(Number(value.toFixed(4)))

/** Every value a printed number may mean ("1,650" is 1650 or 1.65; "£1.1M" is 1.1 and 1100000). */
function numberValues(digits: string, suffix: string | undefined): number[] {
  const plain = digits.replace(/[\u00a0\u202f]/g, ',')
  const values = new Set<number>()
  const separators = plain.match(/[.,]/g) ?? []
  if (separators.length === 0) values.add(Number(plain))
  else {
    values.add(Number(plain.replace(/[.,]/g, '')))
    const last = Math.max(plain.lastIndexOf('.'), plain.lastIndexOf(','))
    values.add(Number(`${plain.slice(0, last).replace(/[.,]/g, '')}.${plain.slice(last + 1)}`))
  }
  const unit = (suffix ?? '').trim().replace(/\.$/, '')
  const factor = /^[kK]$/.test(unit)
    ? 1e3
    : /^(?:M|Mio|mn)$/.test(unit)
      ? 1e6
      : /^(?:B|Mrd|bn)$/.test(unit)
        ? 1e9
        : 1
  return [...values].flatMap((value) => (factor === 1 ? [value] : [value, value * factor]))
}

export interface NumberToken {
  raw: string
  values: string[]
}

export function numberTokens(text: string): NumberToken[] {
  const tokens: NumberToken[] = []
  for (const match of text.matchAll(NUMBER)) {
    const values = numberValues(match[1] ?? '', match[2])
      .filter(Number.isFinite)
      .map(canon)
    if (values.length > 0) tokens.push({ raw: match[0].trim(), values })
  }
  return tokens
}

function numberWordTokens(text: string, language: string): NumberToken[] {
  const words = { ...NUMBER_WORDS.en, ...(NUMBER_WORDS[language] ?? {}) }
  const tokens: NumberToken[] = []
  for (const match of text.matchAll(/\p{L}+/gu)) {
    const value = words[match[0].toLocaleLowerCase(language)]
    if (value !== undefined) tokens.push({ raw: match[0], values: [canon(value)] })
  }
  return tokens
}

// ---------------------------------------------------------------- dates

const MONTHS: Record<string, number> = {}
for (const list of [
  'january february march april may june july august september october november december',
  'januar februar märz april mai juni juli august september oktober november dezember',
  'ocak şubat mart nisan mayıs haziran temmuz ağustos eylül ekim kasım aralık',
  'enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre',
  'janvier février mars avril mai juin juillet août septembre octobre novembre décembre',
]) {
  list.split(' ').forEach((name, index) => (MONTHS[fold(name)] = index + 1))
}
// "may" and "mart" are everyday words too; a month counts only capitalised.
const monthOf = (word: string): number | null =>
  /^\p{Lu}/u.test(word) ? (MONTHS[fold(word)] ?? null) : null

// ---------------------------------------------------------------- names

// Capitalised words that name no particular thing: days, the Present words, and words a
// rewrite may write in title case ("the Finance team").
const GENERIC_WORDS = new Set(
  `monday tuesday wednesday thursday friday saturday sunday present heute aktuell halen günümüz
  actualidad aujourd'hui i finance marketing sales operations engineering product legal
  procurement logistics management team teams department manager managers director senior junior
  lead head chief officer executive board customer customers client clients quality safety
  health human resources research development services service support project projects program
  programme office key achievements responsibilities skills summary profile experience
  education company group`
    .split(/\s+/)
    .filter((word) => word !== '')
    .map(fold),
)

// Abbreviations that name nothing in particular.
const GENERIC_ACRONYMS = new Set(
  'CV ATS KPI KPIS ROI OK FAQ HR IT PR QA QC SOP SOPS SLA SLAS CRM ERP YOY QOQ MOM ASAP EOD II III IV VI VII VIII IX XI XII PDF USP TBD ETC XX XXX NN IK'.split(
    ' ',
  ),
)

// Tools and products among the product's known terms (jargon such as "agile" is no fact).
const JARGON = new Set(
  `api apis rest restful json yaml xml csv html css devops devsecops gitops sre ci cd cicd
  serverless microservice microservices backend frontend fullstack full-stack middleware runbook
  runbooks playbook playbooks datacenter datacenters on-premises on-prem virtualization saas paas
  iaas crm erp plm cad cam cae cnc plc scada hmi fmea dfmea pfmea gd&t ppap apqp kaizen lean
  six-sigma kanban scrum agile sprint sprints backlog stakeholder stakeholders onboarding
  offboarding upskilling reskilling kpi kpis okr okrs roi b2b b2c ux ui usability wireframe
  wireframes wireframing prototyping seo sem ppc cro analytics llm llms nlp etl elt datasets
  dataset dashboards dashboard hris ats payroll ifrs gaap sox cpa acca cima fp&a ebitda capex
  opex reconciliations ehr emr telemetry triage phlebotomy bls acls pals cpr hipaa gdpr iso osha
  haccp pos inventory merchandising omnichannel e-commerce ecommerce wms tms 3pl logistics
  forklift rf scanner ocr timesheet timesheets node rust swift spring chef puppet lever sketch
  epic notion slack canva cam unix linux windows ios android lambda hive spark helm`
    .split(/\s+/)
    .filter((word) => word !== ''),
)
const TOOLS = new Set(TECH_TERMS.filter((term) => !JARGON.has(term)).map(fold))

/** True for the name of a product or tool the product knows ("Excel", "Jira"). */
export const isToolName = (name: string): boolean => TOOLS.has(fold(name))

export type FactKind = 'number' | 'date' | 'name'

export interface Fact {
  text: string
  kind: FactKind
}

const WORD = /[\p{L}\p{N}]+/gu

/** True when a word at this position starts a sentence, line or bullet (or a quoted phrase). */
function startsSentence(line: string, index: number): boolean {
  const before = line.slice(0, index).trimEnd()
  return before === '' || /[.!?:;•|"“„«»(–—-]$/u.test(before)
}

export interface NameOptions {
  language: string
  /** The language's dictionary: German nouns it knows are no names. */
  speller?: Speller | null
}

/** The name-like words of a text (see the file comment). */
export function nameTokens(text: string, options: NameOptions): string[] {
  const names: string[] = []
  for (const printed of fieldLines(text)) {
    // Numbers ("£1.1M", "2.5k") are checked as numbers, not as coded names ("5M").
    const line = printed.replace(NUMBER, (number) => ' '.repeat(number.length))
    for (const match of line.matchAll(WORD)) {
      const token = match[0]
      if (!/\p{L}/u.test(token)) continue
      const letters = token.replace(/\p{N}/gu, '')
      const upper = (letters.match(/\p{Lu}/gu) ?? []).length
      const lower = (letters.match(/\p{Ll}/gu) ?? []).length
      if (GENERIC_ACRONYMS.has(token.toUpperCase())) continue
      const acronym = upper >= 2 && (lower === 0 || (lower === 1 && /\p{Lu}s$/u.test(token)))
      const camel = lower > 0 && /^.+\p{Lu}/u.test(letters) && !acronym
      const coded = /\p{N}/u.test(token)
      if (acronym || camel || coded) {
        names.push(token)
        continue
      }
      if (TOOLS.has(fold(token))) {
        names.push(token)
        continue
      }
      if (!/^\p{Lu}\p{Ll}/u.test(token) || monthOf(token) !== null) continue
      if (GENERIC_WORDS.has(fold(token))) continue
      if (options.language === 'de') {
        const speller = options.speller
        // German compounds the dictionary lacks ("Berufserfahrung") are nouns, not names.
        const known =
          speller &&
          (speller.correct(token) ||
            speller.correct(token.toLowerCase()) ||
            knownCompound(speller, token))
        if (speller && !known) names.push(token)
        continue
      }
      if (!startsSentence(line, match.index)) names.push(token)
    }
  }
  return names
}

/** Month names of a text as month numbers. */
function monthTokens(text: string): { raw: string; month: number }[] {
  const months: { raw: string; month: number }[] = []
  for (const match of text.matchAll(/\p{L}+/gu)) {
    const month = monthOf(match[0])
    if (month !== null) months.push({ raw: match[0], month })
  }
  return months
}

// ---------------------------------------------------------------- sources

/** Everything the guard may accept in a new text: the facts of the resume (and job description). */
export interface FactSource {
  language: string
  speller: Speller | null
  numbers: Set<string>
  words: Set<string>
  months: Set<number>
}

export function factSource(
  texts: readonly string[],
  options: NameOptions & { derivedNumbers?: readonly number[] },
): FactSource {
  const joined = texts.map((text) => fieldLines(text).join('\n')).join('\n')
  const numbers = new Set<string>()
  for (const token of [...numberTokens(joined), ...numberWordTokens(joined, options.language)])
    for (const value of token.values) numbers.add(value)
  for (const value of options.derivedNumbers ?? []) numbers.add(canon(value))
  const months = new Set<number>()
  for (const match of joined.matchAll(/\b(0?[1-9]|1[0-2])[/.-](?:19|20)\d\d\b/g))
    months.add(Number(match[1]))
  for (const { month } of monthTokens(joined)) months.add(month)
  const words = new Set((fold(joined).match(WORD) ?? []) as string[])
  return { language: options.language, speller: options.speller ?? null, numbers, words, months }
}

/**
 * The source with only the numbers of `texts` (and the derived ones): a rewritten description
 * may not take a number from another job ("40 vans" of one employer are not another's).
 */
export function withNumbersOf(
  source: FactSource,
  texts: readonly string[],
  derived: readonly number[] = [],
): FactSource {
  const own = factSource(texts, {
    language: source.language,
    speller: source.speller,
    derivedNumbers: derived,
  })
  return { ...source, numbers: own.numbers }
}

/** Facts of `text` that neither the source nor `before` (the field's old text) has. */
export function newFacts(text: string, source: FactSource, before = ''): Fact[] {
  const plain = fieldLines(text)
    .join('\n')
    .replace(/\[[^\]\d]{1,40}\]|\{[^}\d]{1,40}\}/g, ' ')
  const previous = before === '' ? null : factSource([before], source)
  const facts: Fact[] = []
  const numbers = [...numberTokens(plain), ...numberWordTokens(plain, source.language)]
  for (const token of numbers) {
    const known = token.values.some(
      (value) => source.numbers.has(value) || previous?.numbers.has(value),
    )
    if (!known) facts.push({ text: token.raw, kind: 'number' })
  }
  for (const { raw, month } of monthTokens(plain)) {
    if (!source.months.has(month) && !previous?.months.has(month))
      facts.push({ text: raw, kind: 'date' })
  }
  for (const name of nameTokens(plain, source)) {
    const folded = fold(name)
    if (!source.words.has(folded) && !previous?.words.has(folded))
      facts.push({ text: name, kind: 'name' })
  }
  const seen = new Set<string>()
  return facts.filter((fact) => !seen.has(fact.text) && seen.add(fact.text))
}

/** True when two words are at most two edits apart (a corrected spelling, not another word). */
function closeSpelling(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 2 || a.charAt(0) !== b.charAt(0)) return false
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
      )
    }
    previous = current
  }
  return (previous[b.length] ?? 3) <= 2
}

/** Numbers and names of `before` that `after` no longer has (a rewrite must keep them). */
export function lostFacts(before: string, after: string, options: NameOptions): string[] {
  const target = factSource([after], options)
  const lost: string[] = []
  for (const token of numberTokens(fieldLines(before).join('\n'))) {
    if (!token.values.some((value) => target.numbers.has(value))) lost.push(token.raw)
  }
  for (const name of nameTokens(before, options)) {
    const folded = fold(name)
    if (target.words.has(folded)) continue
    // A word spelled right in the new text ("Dokumentaion" → "Dokumentation") is not lost.
    if (name.length >= 5 && [...target.words].some((word) => closeSpelling(folded, word))) continue
    lost.push(name)
  }
  return [...new Set(lost)]
}
