// A summary drafted from the resume's own facts: the target job title, the latest title and
// employer, the first year of experience (and the years since, a number computed from the
// dates, which the guard accepts as derived), and the first skills. Nothing else goes in.
import { isOngoing, parseMonthYear, type Resume } from '@shared/resume'
import { escapeHtml } from '../text/field-text'

export interface ResumeFacts {
  latestTitle: string
  latestCompany: string
  firstYear: number | null
  /** Whole years from the first start date to the latest end (or today). */
  years: number | null
  skills: string[]
}

export function resumeFacts(resume: Resume, today = new Date()): ResumeFacts {
  const dated = resume.experiences
    .map((item) => {
      const start = parseMonthYear(item.startDate)
      const ongoing = item.isCurrentWork || isOngoing(item.endDate)
      const end = ongoing
        ? { month: today.getMonth() + 1, year: today.getFullYear() }
        : parseMonthYear(item.endDate)
      return { item, start, end }
    })
    .filter((entry) => entry.start !== null)
  const starts = dated.map((entry) => entry.start!.year * 12 + entry.start!.month)
  const ends = dated.flatMap((entry) => (entry.end ? [entry.end.year * 12 + entry.end.month] : []))
  const latest =
    [...dated].sort(
      (a, b) => b.start!.year * 12 + b.start!.month - (a.start!.year * 12 + a.start!.month),
    )[0]?.item ?? resume.experiences[0]
  const first = starts.length > 0 ? Math.min(...starts) : null
  const last = ends.length > 0 ? Math.max(...ends) : null
  const years = first !== null && last !== null ? Math.floor((last - first) / 12) : null
  return {
    latestTitle: latest?.title.trim() ?? '',
    latestCompany: latest?.company.trim() ?? '',
    firstYear: first !== null ? Math.floor((first - 1) / 12) : null,
    years: years !== null && years >= 1 ? years : null,
    skills: resume.skills
      .map((skill) => skill.name.trim())
      .filter((name) => name !== '')
      .slice(0, 3),
  }
}

const AND: Record<string, string> = { en: 'and', de: 'und', tr: 've', fr: 'et', es: 'y' }

function list(items: readonly string[], language: string): string {
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join(', ')} ${AND[language] ?? AND.en} ${items[items.length - 1]}`
}

interface Parts {
  target: string
  title: string
  company: string
  years: string
  since: string
  skills: string
}

type Template = (parts: Parts) => string | null

const need = (...values: string[]): boolean => values.every((value) => value !== '')

// Three drafts per language: with the years, with the first year, and skills first.
const TEMPLATES: Record<string, Template[]> = {
  en: [
    (p) =>
      need(p.years, p.title, p.company)
        ? `${p.target} with ${p.years} years of experience, most recently as ${p.title} at ${p.company}.${p.skills ? ` Skilled in ${p.skills}.` : ''}`
        : null,
    (p) =>
      need(p.since, p.title, p.company)
        ? `Professional experience since ${p.since}, most recently as ${p.title} at ${p.company}.${p.skills ? ` Strengths: ${p.skills}.` : ''} Looking for a role as ${p.target}.`
        : null,
    (p) =>
      need(p.skills)
        ? `${p.target} with hands-on experience in ${p.skills}${p.company ? `, most recently at ${p.company}` : ''}.`
        : null,
  ],
  de: [
    (p) =>
      need(p.years, p.title, p.company)
        ? `${p.target} mit ${p.years} Jahren Berufserfahrung, zuletzt als ${p.title} bei ${p.company}.${p.skills ? ` Kenntnisse: ${p.skills}.` : ''}`
        : null,
    (p) =>
      need(p.since, p.title, p.company)
        ? `Berufserfahrung seit ${p.since}, zuletzt als ${p.title} bei ${p.company}.${p.skills ? ` Schwerpunkte: ${p.skills}.` : ''} Angestrebte Position: ${p.target}.`
        : null,
    (p) =>
      need(p.skills)
        ? `${p.target} mit praktischer Erfahrung in ${p.skills}${p.company ? `, zuletzt bei ${p.company}` : ''}.`
        : null,
  ],
  tr: [
    (p) =>
      need(p.years, p.title, p.company)
        ? `${p.years} yıllık deneyime sahip ${p.target}; en son ${p.company} bünyesinde ${p.title} olarak çalıştım.${p.skills ? ` Uzmanlık alanlarım: ${p.skills}.` : ''}`
        : null,
    (p) =>
      need(p.since, p.title, p.company)
        ? `${p.since} yılından beri profesyonel deneyim; en son ${p.company} bünyesinde ${p.title}.${p.skills ? ` Güçlü yönlerim: ${p.skills}.` : ''} Hedef pozisyon: ${p.target}.`
        : null,
    (p) =>
      need(p.skills)
        ? `${p.skills} konularında uygulamalı deneyime sahip ${p.target}${p.company ? `; en son ${p.company} bünyesinde çalıştım` : ''}.`
        : null,
  ],
  fr: [
    (p) =>
      need(p.years, p.title, p.company)
        ? `${p.target} avec ${p.years} ans d'expérience, dernièrement ${p.title} chez ${p.company}.${p.skills ? ` Compétences : ${p.skills}.` : ''}`
        : null,
    (p) =>
      need(p.since, p.title, p.company)
        ? `Expérience professionnelle depuis ${p.since}, dernièrement comme ${p.title} chez ${p.company}.${p.skills ? ` Points forts : ${p.skills}.` : ''} Poste visé : ${p.target}.`
        : null,
    (p) =>
      need(p.skills)
        ? `${p.target} avec une expérience concrète en ${p.skills}${p.company ? `, dernièrement chez ${p.company}` : ''}.`
        : null,
  ],
  es: [
    (p) =>
      need(p.years, p.title, p.company)
        ? `${p.target} con ${p.years} años de experiencia, más recientemente como ${p.title} en ${p.company}.${p.skills ? ` Habilidades: ${p.skills}.` : ''}`
        : null,
    (p) =>
      need(p.since, p.title, p.company)
        ? `Experiencia profesional desde ${p.since}, más recientemente como ${p.title} en ${p.company}.${p.skills ? ` Puntos fuertes: ${p.skills}.` : ''} Puesto buscado: ${p.target}.`
        : null,
    (p) =>
      need(p.skills)
        ? `${p.target} con experiencia práctica en ${p.skills}${p.company ? `, más recientemente en ${p.company}` : ''}.`
        : null,
  ],
}

export interface DraftOptions {
  jobTitle: string
  /** Leave out the computed years (a number the resume does not print). */
  withoutYears?: boolean
  today?: Date
}

/** Summary drafts (HTML paragraphs), best first. */
export function draftSummaries(resume: Resume, options: DraftOptions): string[] {
  const facts = resumeFacts(resume, options.today)
  const language = resume.resumeLanguage
  const parts: Parts = {
    target: options.jobTitle.trim() || facts.latestTitle,
    title: facts.latestTitle,
    company: facts.latestCompany,
    years: facts.years !== null && !options.withoutYears ? String(facts.years) : '',
    since: facts.firstYear !== null ? String(facts.firstYear) : '',
    skills: list(facts.skills, language),
  }
  if (parts.target === '') return []
  const templates = TEMPLATES[language] ?? TEMPLATES.en!
  return templates
    .map((template) => template(parts))
    .filter((text): text is string => text !== null)
    .map(
      (text) => `<p>${escapeHtml(text.charAt(0).toLocaleUpperCase(language) + text.slice(1))}</p>`,
    )
}
