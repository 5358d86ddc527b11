// Section titles and level names in the resume's own language (spec 000 §2: titles follow
// resumeLanguage). English, German and Turkish are written out; other resume languages fall
// back to English until the full 24-language table arrives.
import type { ResumeLanguageCode } from '@shared/resume'

export interface TemplateTexts {
  summary: string
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
  skillLevels: Record<string, string>
  languageLevels: Record<string, string>
}

const EN: TemplateTexts = {
  summary: 'Profile',
  experiences: 'Experience',
  educations: 'Education',
  skills: 'Skills',
  languages: 'Languages',
  projects: 'Projects',
  certifications: 'Certification & Courses',
  references: 'References',
  honors: 'Honors & Awards',
  publications: 'Publications',
  hobbies: 'Hobbies',
  voluntaries: 'Voluntary Activities',
  exhibitions: 'Exhibitions',
  birthDate: 'Date of birth',
  skillLevels: {
    Beginner: 'Beginner',
    Intermediate: 'Intermediate',
    Experienced: 'Experienced',
    Advanced: 'Advanced',
    Expert: 'Expert',
    Proficient: 'Proficient',
    Native: 'Native',
  },
  languageLevels: {
    Beginner: 'Beginner',
    Intermediate: 'Intermediate',
    Advanced: 'Advanced',
    Proficient: 'Proficient',
    Native: 'Native',
  },
}

const DE: TemplateTexts = {
  summary: 'Profil',
  experiences: 'Berufserfahrung',
  educations: 'Ausbildung',
  skills: 'Kenntnisse',
  languages: 'Sprachen',
  projects: 'Projekte',
  certifications: 'Zertifikate & Kurse',
  references: 'Referenzen',
  honors: 'Auszeichnungen',
  publications: 'Veröffentlichungen',
  hobbies: 'Hobbys',
  voluntaries: 'Ehrenamtliches Engagement',
  exhibitions: 'Ausstellungen',
  birthDate: 'Geburtsdatum',
  skillLevels: {
    Beginner: 'Grundkenntnisse',
    Intermediate: 'Fortgeschritten',
    Experienced: 'Erfahren',
    Advanced: 'Sehr gut',
    Expert: 'Experte',
    Proficient: 'Versiert',
    Native: 'Muttersprachlich',
  },
  languageLevels: {
    Beginner: 'Grundkenntnisse',
    Intermediate: 'Gute Kenntnisse',
    Advanced: 'Sehr gute Kenntnisse',
    Proficient: 'Verhandlungssicher',
    Native: 'Muttersprache',
  },
}

const TR: TemplateTexts = {
  summary: 'Profil',
  experiences: 'İş Deneyimi',
  educations: 'Eğitim',
  skills: 'Yetenekler',
  languages: 'Diller',
  projects: 'Projeler',
  certifications: 'Sertifikalar ve Kurslar',
  references: 'Referanslar',
  honors: 'Onur ve Ödüller',
  publications: 'Yayınlar',
  hobbies: 'Hobiler',
  voluntaries: 'Gönüllü Faaliyetler',
  exhibitions: 'Sergiler',
  birthDate: 'Doğum tarihi',
  skillLevels: {
    Beginner: 'Başlangıç',
    Intermediate: 'Orta',
    Experienced: 'Deneyimli',
    Advanced: 'İleri',
    Expert: 'Uzman',
    Proficient: 'Yetkin',
    Native: 'Ana dil',
  },
  languageLevels: {
    Beginner: 'Başlangıç',
    Intermediate: 'Orta',
    Advanced: 'İleri',
    Proficient: 'Akıcı',
    Native: 'Ana dil',
  },
}

const TEXTS: Partial<Record<ResumeLanguageCode, TemplateTexts>> = { en: EN, de: DE, tr: TR }

export function templateTexts(language: ResumeLanguageCode): TemplateTexts {
  return TEXTS[language] ?? EN
}
