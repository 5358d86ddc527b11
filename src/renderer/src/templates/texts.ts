// Every template's view of the shared 24-language section titles (spec 000 §2: titles
// follow resumeLanguage). The words themselves live in @shared/resume/section-titles.
import { LEVEL_KEYS, levelLabel, sectionTitle } from '@shared/resume'
import type { ResumeLanguageCode } from '@shared/resume'

export interface TemplateTexts {
  summary: string
  personal: string
  experiences: string
  educations: string
  skills: string
  languages: string
  projects: string
  certifications: string
  references: string
  honors: string
  publications: string
  hobbies: string
  voluntaries: string
  exhibitions: string
  birthDate: string
  /** Labels of the contact rows (contact.ts). */
  contactLabels: Record<'email' | 'phone' | 'address' | 'location' | 'birthDate', string>
  skillLevels: Record<string, string>
  languageLevels: Record<string, string>
}

export function templateTexts(language: ResumeLanguageCode): TemplateTexts {
  const t = (key: Parameters<typeof sectionTitle>[1]): string => sectionTitle(language, key)
  const levels = Object.fromEntries(LEVEL_KEYS.map((key) => [key, levelLabel(language, key)]))
  return {
    summary: t('summary'),
    personal: t('personal'),
    experiences: t('experiences'),
    educations: t('educations'),
    skills: t('skills'),
    languages: t('languages'),
    projects: t('projects'),
    certifications: t('certifications'),
    references: t('references'),
    honors: t('honors'),
    publications: t('publications'),
    hobbies: t('hobbies'),
    voluntaries: t('voluntaries'),
    exhibitions: t('exhibitions'),
    birthDate: t('birthDate'),
    contactLabels: {
      email: t('email'),
      phone: t('phone'),
      address: t('address'),
      location: t('location'),
      birthDate: t('birthDate'),
    },
    skillLevels: levels,
    languageLevels: levels,
  }
}
