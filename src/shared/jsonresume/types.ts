// The JSON Resume schema v1.0.0 (https://jsonresume.org/schema), as written by toJsonResume.
// The schema allows extra properties; the few Vitae adds are listed with their reason.

export interface JsonResumeLocation {
  address?: string
  postalCode?: string
  city?: string
  countryCode?: string
  region?: string
}

export interface JsonResumeProfile {
  network?: string
  username?: string
  url?: string
}

export interface JsonResumeBasics {
  name?: string
  label?: string
  image?: string
  email?: string
  phone?: string
  url?: string
  summary?: string
  location?: JsonResumeLocation
  profiles?: JsonResumeProfile[]
}

export interface JsonResumeWork {
  name?: string
  location?: string
  description?: string
  position?: string
  url?: string
  startDate?: string
  endDate?: string
  summary?: string
  highlights?: string[]
}

export interface JsonResumeVolunteer {
  organization?: string
  position?: string
  url?: string
  startDate?: string
  endDate?: string
  summary?: string
  highlights?: string[]
}

export interface JsonResumeEducation {
  institution?: string
  url?: string
  area?: string
  studyType?: string
  startDate?: string
  endDate?: string
  score?: string
  courses?: string[]
  /** Vitae extension: the school's location (the schema has none). */
  location?: string
  /** Vitae extension: description paragraphs that are not courses. */
  summary?: string
}

export interface JsonResumeAward {
  title?: string
  date?: string
  awarder?: string
  summary?: string
}

export interface JsonResumeCertificate {
  name?: string
  date?: string
  url?: string
  issuer?: string
  /** Vitae extension: a course's start, as Vitae certifications have a date range. */
  startDate?: string
  /** Vitae extension: a course's end (date holds it too, or the start when there is no end). */
  endDate?: string
}

export interface JsonResumePublication {
  name?: string
  publisher?: string
  releaseDate?: string
  url?: string
  summary?: string
}

export interface JsonResumeSkill {
  name?: string
  level?: string
  keywords?: string[]
}

export interface JsonResumeLanguage {
  language?: string
  fluency?: string
}

export interface JsonResumeInterest {
  name?: string
  keywords?: string[]
}

export interface JsonResumeReference {
  name?: string
  reference?: string
  /** Vitae extensions: a Vitae reference holds contact details rather than a testimonial. */
  company?: string
  phone?: string
  email?: string
}

export interface JsonResumeProject {
  name?: string
  description?: string
  highlights?: string[]
  keywords?: string[]
  startDate?: string
  endDate?: string
  url?: string
  roles?: string[]
  entity?: string
  /** Vitae writes "exhibition" for its exhibitions, which JSON Resume has no section for. */
  type?: string
}

/** Vitae-only data, kept so a Vitae → JSON Resume → Vitae round trip loses nothing. */
export interface JsonResumeVitaeMeta {
  firstName?: string
  lastName?: string
  birthDate?: string
  country?: string
  resumeName?: string
  selectedTemplate?: string
  resumeColor?: string
  resumeFontFamily?: string
  resumeFontSize?: number
  resumeLanguage?: string
  showSkillLevels?: boolean
  showLanguageLevels?: boolean
  /** Dates that are not YYYY, MM/YYYY or DD/MM/YYYY, by path ("work[0].startDate"). */
  dates?: Record<string, string>
}

export interface JsonResumeMeta {
  canonical?: string
  version?: string
  lastModified?: string
  vitae?: JsonResumeVitaeMeta
}

export interface JsonResume {
  $schema?: string
  basics?: JsonResumeBasics
  work?: JsonResumeWork[]
  volunteer?: JsonResumeVolunteer[]
  education?: JsonResumeEducation[]
  awards?: JsonResumeAward[]
  certificates?: JsonResumeCertificate[]
  publications?: JsonResumePublication[]
  skills?: JsonResumeSkill[]
  languages?: JsonResumeLanguage[]
  interests?: JsonResumeInterest[]
  references?: JsonResumeReference[]
  projects?: JsonResumeProject[]
  meta?: JsonResumeMeta
}

export const JSON_RESUME_SCHEMA_URL =
  'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json'
