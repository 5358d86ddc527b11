// The resume's language from its words: stopword profiles for the languages resumes are most
// often written in; the language whose common words cover most of the text wins.
import type { ResumeLanguageCode } from '../../resume'

const PROFILES: Partial<Record<ResumeLanguageCode, string>> = {
  en: 'the and of to in for with a an on at as by from is are was were my i our this that years experience team managed led developed worked including',
  de: 'und der die das mit für von zu in im ist bei den des auf als eine ein einer sowie über jahre erfahrung aus dem zur zum durch mein ich',
  tr: 've ile bir bu için olarak da de olan yıl yıllık deneyim üzerine sahip ben benim yönetimi eğitimi çalıştım sorumlu hasta ilgili gibi',
  es: 'y de la el en con para los las del por un una como al años experiencia sobre mi su se que más gestión',
  fr: 'et de la le les des en du pour avec une un dans sur au aux par ans expérience mon ma que qui est gestion',
  it: 'e di il la con per in del della un una che dei delle alla al anni esperienza gestione sono mio nel',
  pt: 'e de do da em com para os as um uma dos das no na por anos experiência gestão meu minha que ao',
  nl: 'en de het van in met voor een op als bij te aan jaar ervaring mijn ik door naar ook om',
  pl: 'i w z na do że się jest od oraz dla lat doświadczenie',
  sv: 'och att i med för på som av är en ett år erfarenhet',
}

const SETS = Object.fromEntries(
  Object.entries(PROFILES).map(([lang, words]) => [lang, new Set((words ?? '').split(' '))]),
) as Partial<Record<ResumeLanguageCode, Set<string>>>

// Letters only one language uses tip close calls.
const LETTERS: [RegExp, ResumeLanguageCode][] = [
  [/[ğışİ]/, 'tr'],
  [/ß/, 'de'],
  [/[ñ¿¡]/, 'es'],
  [/[ãõ]/, 'pt'],
]

export function detectLanguage(text: string): ResumeLanguageCode {
  const words = text.toLocaleLowerCase().match(/\p{L}+/gu) ?? []
  if (words.length === 0) return 'en'
  const scores = new Map<ResumeLanguageCode, number>()
  for (const [lang, set] of Object.entries(SETS) as [ResumeLanguageCode, Set<string>][]) {
    let hits = 0
    for (const word of words) if (set.has(word)) hits++
    scores.set(lang, hits / words.length)
  }
  // Letters only one of these languages writes are strong evidence: ten of them outweigh
  // a tenth of the words being another language's stopwords.
  for (const [pattern, lang] of LETTERS) {
    const count = (text.match(new RegExp(pattern.source, 'g')) ?? []).length
    if (count >= 3) scores.set(lang, (scores.get(lang) ?? 0) + Math.min(0.15, count / words.length))
  }
  let best: ResumeLanguageCode = 'en'
  let bestScore = 0
  for (const [lang, score] of scores) {
    if (score > bestScore) {
      best = lang
      bestScore = score
    }
  }
  return best
}
