// Skill suggestions from the job families and the pasted job description (spec 000 §3: an AI
// list and an ATS list, each with its reasons), and job titles from the resume's titles and
// words.
import { buildDocument } from '@shared/evaluation'
import {
  displayName,
  hasKeyword,
  jobDescriptionMatch,
  keywordResult,
  knownKeywords,
} from '@shared/evaluation/checks/ats-keywords'
import { suggestJobTitles as rankJobTitles } from '@shared/evaluation/job-titles'
import { fold } from '@shared/evaluation/text'
import { resumeToPlainText, type Resume } from '@shared/resume'
import { isToolName } from '../guard/facts'
import { fieldPlainText } from '../text/field-text'
import type { SkillSuggestion } from '../types'

type Suggestion = Omit<SkillSuggestion, 'guard'>

const REASONS: Record<string, Record<'shown' | 'asked' | 'askedShown' | 'family', string>> = {
  en: {
    shown: 'Your experience{where} shows it, but your skills list lacks it.',
    asked: 'The job description asks for it. Add it only if you have it.',
    askedShown: 'The job description asks for it and your experience{where} shows it.',
    family: 'Often asked for in {title} job postings. Add it only if you have it.',
  },
  de: {
    shown: 'Ihre Erfahrung{where} zeigt es, Ihre Kenntnisliste nennt es aber nicht.',
    asked: 'Die Stellenanzeige verlangt es. Ergänzen Sie es nur, wenn Sie es beherrschen.',
    askedShown: 'Die Stellenanzeige verlangt es, und Ihre Erfahrung{where} zeigt es.',
    family:
      'Oft in Stellenanzeigen für {title} verlangt. Ergänzen Sie es nur, wenn Sie es beherrschen.',
  },
  tr: {
    shown: 'Deneyiminiz{where} bunu gösteriyor, ancak beceri listenizde yok.',
    asked: 'İş ilanı bunu istiyor. Yalnızca bu beceriye sahipseniz ekleyin.',
    askedShown: 'İş ilanı bunu istiyor ve deneyiminiz{where} bunu gösteriyor.',
    family: '{title} ilanlarında sık istenir. Yalnızca bu beceriye sahipseniz ekleyin.',
  },
  fr: {
    shown: 'Votre expérience{where} le montre, mais votre liste de compétences ne le cite pas.',
    asked: 'L’offre d’emploi le demande. Ajoutez-le seulement si vous le maîtrisez.',
    askedShown: 'L’offre d’emploi le demande et votre expérience{where} le montre.',
    family:
      'Souvent demandé dans les offres de {title}. Ajoutez-le seulement si vous le maîtrisez.',
  },
  es: {
    shown: 'Su experiencia{where} lo muestra, pero su lista de habilidades no lo incluye.',
    asked: 'La oferta de empleo lo pide. Añádalo solo si lo domina.',
    askedShown: 'La oferta de empleo lo pide y su experiencia{where} lo muestra.',
    family: 'Se pide a menudo en ofertas de {title}. Añádalo solo si lo domina.',
  },
}

const WHERE: Record<string, string> = {
  en: ' at {company}',
  de: ' bei {company}',
  tr: ' ({company})',
  fr: ' chez {company}',
  es: ' en {company}',
}

const MAX_PER_LIST = 8

function reasons(language: string) {
  return REASONS[language] ?? REASONS.en!
}

/** True for a product or tool name (not jargon such as "dashboard"). */
const isTool = (keyword: string): boolean => isToolName(displayName(keyword))

/** The name as the resume prints it ("Excel", not "excel"). */
const printedName = (resume: Resume, name: string): string =>
  printedIn(resumeToPlainText(resume), name)

/** The name as a text prints it. */
function printedIn(text: string, name: string): string {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const match = new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'iu').exec(text)
  return match?.[0] ?? name
}

/** Where in the resume's prose a keyword shows: the employer of the first item that has it. */
interface ProseOf {
  where: string
  folded: string
}

/** The summary and descriptions folded once, with the employer or school each belongs to. */
function proseOf(resume: Resume): ProseOf[] {
  return [
    { where: '', folded: fold(fieldPlainText(resume.contact.description)) },
    ...[...resume.experiences, ...resume.projects, ...resume.educations].map((item) => ({
      where: 'company' in item ? item.company : 'school' in item ? item.school : '',
      folded: fold(fieldPlainText(item.description)),
    })),
  ]
}

function shownAt(prose: readonly ProseOf[], keyword: string): string | null {
  return prose.find((entry) => hasKeyword(entry.folded, keyword))?.where ?? null
}

export interface SkillInput {
  resume: Resume
  jobTitle: string
  jobDescription?: string
}

/** Keywords the resume's prose shows but its skills list lacks: safe to add, they are facts. */
export function supportedSkills(input: SkillInput): Suggestion[] {
  const { resume } = input
  const language = resume.resumeLanguage
  const skills = fold(resume.skills.map((skill) => skill.name).join('\n'))
  const description = fold(input.jobDescription ?? '')
  const texts = reasons(language)
  const found: Suggestion[] = []
  const prose = proseOf(resume)
  // The target job's keywords, the job description's, and tools; not every family's jargon.
  const family = keywordResult(buildDocument({ resume, jobTitle: input.jobTitle })).family
  const candidates = [
    ...(family?.keywords ?? []),
    ...knownKeywords().filter(
      (keyword) => (description !== '' && hasKeyword(description, keyword)) || isTool(keyword),
    ),
  ]
  for (const keyword of [...new Set(candidates)]) {
    if (hasKeyword(skills, keyword)) continue
    // The name itself must be in the text, not only an alias ("reporting" for "Financial reporting").
    const company = shownAt(prose, displayName(keyword))
    if (company === null) continue
    const where = company ? (WHERE[language] ?? WHERE.en!).replace('{company}', company) : ''
    const asked = description !== '' && hasKeyword(description, keyword)
    found.push({
      name: printedName(resume, displayName(keyword)),
      source: asked ? 'jobDescription' : 'resume',
      reason: (asked ? texts.askedShown : texts.shown).replace('{where}', where),
    })
  }
  // What the job description asks for first.
  return found.sort(
    (a, b) => Number(b.source === 'jobDescription') - Number(a.source === 'jobDescription'),
  )
}

export function suggestSkills(input: SkillInput): { ai: Suggestion[]; ats: Suggestion[] } {
  const { resume } = input
  const texts = reasons(resume.resumeLanguage)
  const ai = supportedSkills(input).slice(0, MAX_PER_LIST)
  const ats: Suggestion[] = []
  const seen = new Set(ai.map((skill) => fold(skill.name)))
  const folded = fold(resumeToPlainText(resume))
  if (input.jobDescription?.trim()) {
    for (const name of jobDescriptionMatch(folded, input.jobDescription).missing) {
      if (seen.has(fold(name))) continue
      seen.add(fold(name))
      ats.push({
        name: printedIn(input.jobDescription, name),
        source: 'jobDescription',
        reason: texts.asked,
      })
    }
  }
  const family = keywordResult(buildDocument({ resume, jobTitle: input.jobTitle }))
  for (const name of family.missing) {
    if (seen.has(fold(name))) continue
    seen.add(fold(name))
    ats.push({ name, source: 'jobFamily', reason: texts.family.replace('{title}', input.jobTitle) })
  }
  return { ai, ats: ats.slice(0, MAX_PER_LIST) }
}

/** Job titles: the resume's own first (headline, then recent roles), then titles its words fit. */
export function suggestJobTitles(resume: Resume, limit = 6): string[] {
  const own = [resume.contact.jobTitle, ...resume.experiences.map((item) => item.title)]
  const ranked = rankJobTitles(resumeToPlainText(resume), resume.resumeLanguage, limit)
  const seen = new Set<string>()
  const titles: string[] = []
  for (const title of [...own, ...ranked]) {
    const key = fold(title.trim())
    if (key === '' || seen.has(key)) continue
    seen.add(key)
    titles.push(title.trim())
  }
  return titles.slice(0, limit)
}
