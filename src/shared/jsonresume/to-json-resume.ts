// Vitae → JSON Resume. Where a Vitae field has no JSON Resume home it goes into a documented
// extension (see types.ts) or meta.vitae, so fromJsonResume can restore it:
// - contact: first/last name (JSON Resume has one name), birthDate, a country without an ISO
//   code, and the look settings go to meta.vitae.
// - education location and description paragraphs, certification date ranges and reference
//   contact details are extension properties on their items (the schema allows extra ones).
// - exhibitions become projects of type "exhibition"; hobbies become interests; voluntaries
//   become volunteer entries; honors become awards.
// - ongoing items have no endDate, the JSON Resume convention for "present".
// - Rich text is split: list items → highlights (or courses), paragraphs → summary text.
// - Dates that are not YYYY, MM/YYYY or DD/MM/YYYY are kept in meta.vitae.dates.
import {
  isOngoing,
  type Certification,
  type Education,
  type Experience,
  type Project,
  type Reference,
  type Resume,
  type RichItem,
} from '../resume'
import { countryCodeFor } from './countries'
import { toIsoDate } from './dates'
import { firstLink, splitRichText } from './rich'
import {
  JSON_RESUME_SCHEMA_URL,
  type JsonResume,
  type JsonResumeAward,
  type JsonResumeBasics,
  type JsonResumeCertificate,
  type JsonResumeEducation,
  type JsonResumeInterest,
  type JsonResumeProject,
  type JsonResumePublication,
  type JsonResumeReference,
  type JsonResumeVitaeMeta,
  type JsonResumeVolunteer,
  type JsonResumeWork,
} from './types'

/** Drops empty strings, empty lists and undefined, so the output holds only real data. */
function compact<T extends object>(value: T): T {
  const out: Record<string, unknown> = {}
  for (const [key, field] of Object.entries(value)) {
    if (field === undefined || field === '') continue
    if (Array.isArray(field) && field.length === 0) continue
    out[key] = field
  }
  return out as T
}

function joinLines(lines: readonly string[]): string {
  return lines.join('\n')
}

export function toJsonResume(resume: Resume): JsonResume {
  const unmappedDates: Record<string, string> = {}
  // An ISO date for the JSON Resume field, or the raw text kept aside under its path.
  const date = (value: string, path: string): string | undefined => {
    if (value.trim() === '' || isOngoing(value)) return undefined
    const iso = toIsoDate(value)
    if (iso) return iso
    unmappedDates[path] = value
    return undefined
  }
  const range = (item: { startDate: string; endDate: string }, path: string, ongoing: boolean) => ({
    startDate: date(item.startDate, `${path}.startDate`),
    endDate: ongoing ? undefined : date(item.endDate, `${path}.endDate`),
  })

  const work = resume.experiences.map((item: Experience, i): JsonResumeWork => {
    const { paragraphs, items } = splitRichText(item.description)
    return compact({
      name: item.company,
      position: item.title,
      location: item.location,
      ...range(item, `work[${i}]`, item.isCurrentWork || isOngoing(item.endDate)),
      summary: joinLines(paragraphs),
      highlights: items,
    })
  })

  const education = resume.educations.map((item: Education, i): JsonResumeEducation => {
    const { paragraphs, items } = splitRichText(item.description)
    return compact({
      institution: item.school,
      studyType: item.degree,
      location: item.location,
      ...range(item, `education[${i}]`, item.isCurrentEducation || isOngoing(item.endDate)),
      summary: joinLines(paragraphs),
      courses: items,
    })
  })

  const projects: JsonResumeProject[] = [
    ...resume.projects.map((item: Project, i): JsonResumeProject => {
      const { paragraphs, items } = splitRichText(item.description)
      return compact({
        name: item.title,
        ...range(item, `projects[${i}]`, item.isCurrentProject || isOngoing(item.endDate)),
        description: joinLines(paragraphs),
        highlights: items,
        url: firstLink(item.description),
      })
    }),
    ...resume.exhibitions.map((item: RichItem): JsonResumeProject => {
      const [name = '', ...rest] = richLines(item.description)
      return compact({ name, description: joinLines(rest), type: 'exhibition' })
    }),
  ]

  const certificates = resume.certifications.map((item: Certification, i) => {
    const startDate = date(item.startDate, `certificates[${i}].startDate`)
    const endDate = date(item.endDate, `certificates[${i}].endDate`)
    return compact<JsonResumeCertificate>({
      name: item.course,
      issuer: item.institute,
      date: endDate ?? startDate,
      startDate,
      endDate,
    })
  })

  const volunteer = resume.voluntaries.map((item: RichItem): JsonResumeVolunteer => {
    const { paragraphs, items } = splitRichText(item.description)
    return compact({
      summary: joinLines(paragraphs),
      highlights: items,
      url: firstLink(item.description),
    })
  })

  const awards = resume.honors.map((item: RichItem): JsonResumeAward => {
    const [title = '', ...rest] = richLines(item.description)
    return compact({ title, summary: joinLines(rest) })
  })

  const publications = resume.publications.map((item: RichItem): JsonResumePublication => {
    const [name = '', ...rest] = richLines(item.description)
    return compact({ name, summary: joinLines(rest), url: firstLink(item.description) })
  })

  const interests = resume.hobbies.map((item: RichItem): JsonResumeInterest => {
    const [name = '', ...keywords] = richLines(item.description)
    return compact({ name, keywords })
  })

  const references = resume.references.map((item: Reference): JsonResumeReference =>
    compact({
      name: item.name,
      reference: [item.company, item.phone, item.email].filter((part) => part !== '').join(' · '),
      company: item.company,
      phone: item.phone,
      email: item.email,
    }),
  )

  const out: JsonResume = {
    $schema: JSON_RESUME_SCHEMA_URL,
    basics: basicsOf(resume),
    work,
    volunteer,
    education,
    awards,
    certificates,
    publications,
    skills: resume.skills.map((item) => compact({ name: item.name, level: item.level })),
    languages: resume.languages.map((item) =>
      compact({ language: item.name, fluency: item.level }),
    ),
    interests,
    references,
    projects,
    meta: { version: 'v1.0.0', vitae: vitaeMeta(resume, unmappedDates) },
  }
  return compact(out)
}

// Every text line of rich text, list items included, in order.
function richLines(html: string): string[] {
  const { paragraphs, items } = splitRichText(html)
  return [...paragraphs, ...items]
}

function basicsOf(resume: Resume): JsonResumeBasics {
  const { contact } = resume
  const country = contact.country.trim()
  const location = compact({
    address: contact.address,
    city: contact.city,
    countryCode: country === '' ? undefined : (countryCodeFor(country) ?? undefined),
  })
  return compact({
    name: `${contact.firstName.trim()} ${contact.lastName.trim()}`.trim(),
    label: contact.jobTitle,
    email: contact.email,
    phone: contact.phone,
    summary: joinLines(richLines(contact.description)),
    location: Object.keys(location).length > 0 ? location : undefined,
  })
}

function vitaeMeta(resume: Resume, dates: Record<string, string>): JsonResumeVitaeMeta {
  const { contact } = resume
  return compact({
    firstName: contact.firstName,
    lastName: contact.lastName,
    birthDate: contact.birthDate,
    country: contact.country,
    resumeName: resume.resumeName,
    selectedTemplate: resume.selectedTemplate,
    resumeColor: resume.resumeColor,
    resumeFontFamily: resume.resumeFontFamily,
    resumeFontSize: resume.resumeFontSize,
    resumeLanguage: resume.resumeLanguage,
    showSkillLevels: resume.showSkillLevels,
    showLanguageLevels: resume.showLanguageLevels,
    dates: Object.keys(dates).length > 0 ? dates : undefined,
  })
}
