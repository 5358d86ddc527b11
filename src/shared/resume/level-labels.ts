// Skill and language level names in the resume's own language. Skills use Beginner…Expert,
// languages Beginner…Native; stored skills may also carry Proficient or Native (see
// sections/skill.ts), so one table covers the union.
import type { ResumeLanguageCode } from './languages'

export const LEVEL_KEYS = [
  'Beginner',
  'Intermediate',
  'Experienced',
  'Advanced',
  'Expert',
  'Proficient',
  'Native',
] as const
export type LevelKey = (typeof LEVEL_KEYS)[number]

// A homomorphic mapped type over a generic tuple keeps its length.
type StringsFor<T extends readonly unknown[]> = { readonly [I in keyof T]: string }
type Row = StringsFor<typeof LEVEL_KEYS>

// prettier-ignore
const ROWS: Record<ResumeLanguageCode, Row> = {
  // Beginner, Intermediate, Experienced, Advanced, Expert, Proficient, Native
  en: ['Beginner', 'Intermediate', 'Experienced', 'Advanced', 'Expert', 'Proficient', 'Native'],
  de: ['Grundkenntnisse', 'Fortgeschritten', 'Erfahren', 'Sehr gut', 'Experte', 'Verhandlungssicher', 'Muttersprache'],
  tr: ['Başlangıç', 'Orta', 'Deneyimli', 'İleri', 'Uzman', 'Akıcı', 'Ana dil'],
  es: ['Principiante', 'Intermedio', 'Experimentado', 'Avanzado', 'Experto', 'Dominio', 'Nativo'],
  fr: ['Débutant', 'Intermédiaire', 'Expérimenté', 'Avancé', 'Expert', 'Courant', 'Langue maternelle'],
  it: ['Principiante', 'Intermedio', 'Esperto', 'Avanzato', 'Specialista', 'Fluente', 'Madrelingua'],
  pt: ['Iniciante', 'Intermédio', 'Experiente', 'Avançado', 'Especialista', 'Fluente', 'Nativo'],
  nl: ['Beginner', 'Gemiddeld', 'Ervaren', 'Gevorderd', 'Expert', 'Vloeiend', 'Moedertaal'],
  pl: ['Podstawowy', 'Średniozaawansowany', 'Doświadczony', 'Zaawansowany', 'Ekspert', 'Biegły', 'Ojczysty'],
  ru: ['Начальный', 'Средний', 'Опытный', 'Продвинутый', 'Эксперт', 'Свободный', 'Родной'],
  zh: ['入门', '中级', '熟练', '高级', '专家', '精通', '母语'],
  ja: ['初級', '中級', '経験者', '上級', 'エキスパート', '堪能', 'ネイティブ'],
  ko: ['초급', '중급', '숙련', '고급', '전문가', '능숙', '원어민'],
  ar: ['مبتدئ', 'متوسط', 'متمرس', 'متقدم', 'خبير', 'متمكن', 'اللغة الأم'],
  hi: ['शुरुआती', 'मध्यम', 'अनुभवी', 'उन्नत', 'विशेषज्ञ', 'प्रवीण', 'मातृभाषा'],
  sv: ['Nybörjare', 'Medel', 'Erfaren', 'Avancerad', 'Expert', 'Flytande', 'Modersmål'],
  no: ['Nybegynner', 'Middels', 'Erfaren', 'Avansert', 'Ekspert', 'Flytende', 'Morsmål'],
  da: ['Begynder', 'Øvet', 'Erfaren', 'Avanceret', 'Ekspert', 'Flydende', 'Modersmål'],
  fi: ['Alkeet', 'Keskitaso', 'Kokenut', 'Edistynyt', 'Asiantuntija', 'Sujuva', 'Äidinkieli'],
  el: ['Αρχάριος', 'Μέτριο', 'Έμπειρος', 'Προχωρημένο', 'Ειδικός', 'Άριστη γνώση', 'Μητρική γλώσσα'],
  cs: ['Začátečník', 'Středně pokročilý', 'Zkušený', 'Pokročilý', 'Expert', 'Plynulá znalost', 'Rodilý mluvčí'],
  hu: ['Kezdő', 'Középhaladó', 'Tapasztalt', 'Haladó', 'Szakértő', 'Folyékony', 'Anyanyelv'],
  ro: ['Începător', 'Intermediar', 'Experimentat', 'Avansat', 'Expert', 'Fluent', 'Limba maternă'],
  uk: ['Початковий', 'Середній', 'Досвідчений', 'Просунутий', 'Експерт', 'Вільний', 'Рідна'],
}

export const LEVEL_LABELS = Object.fromEntries(
  Object.entries(ROWS).map(([lang, row]) => [
    lang,
    Object.fromEntries(LEVEL_KEYS.map((key, i) => [key, row[i]])),
  ]),
) as Record<ResumeLanguageCode, Record<LevelKey, string>>

/**
 * The display name of a stored level in `lang`. Unknown languages use English; a level outside
 * the known set is shown as stored, so nothing the user typed is hidden.
 */
export function levelLabel(lang: string, level: string): string {
  const table = Object.prototype.hasOwnProperty.call(LEVEL_LABELS, lang)
    ? LEVEL_LABELS[lang as ResumeLanguageCode]
    : LEVEL_LABELS.en
  return (LEVEL_KEYS as readonly string[]).includes(level) ? table[level as LevelKey] : level
}
