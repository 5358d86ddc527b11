// Why a suggestion is made, in the resume's language (the language of everything the AI writes
// for this resume). The kinds travel with the suggestion too, for a UI that words them itself.
import type { FixKind } from '../types'

type Texts = Record<FixKind, string>

const REASONS: Record<string, Texts> = {
  en: {
    weakVerb: 'starts with a stronger action verb',
    passiveVoice: 'says in the active voice what you did',
    filler: 'drops filler words',
    unprofessional: 'replaces informal words',
    negative: 'leads with what you achieved instead of the setback',
    longBullet: 'splits a long bullet into shorter ones',
    typo: 'corrects the spelling: {words}',
    repetitive: 'varies "{words}", used six times or more',
    quantify: 'a number would show the result: fill in the placeholder',
    summary: 'a summary drawn from your own experience and skills',
    skill: 'your experience shows this skill, but your skills list lacks it',
    rewrite: 'a clearer, stronger wording',
  },
  de: {
    weakVerb: 'beginnt mit einem stärkeren Verb',
    passiveVoice: 'sagt aktiv, was Sie getan haben',
    filler: 'streicht Füllwörter',
    unprofessional: 'ersetzt umgangssprachliche Wörter',
    negative: 'stellt das Ergebnis statt des Rückschlags in den Vordergrund',
    longBullet: 'teilt einen langen Stichpunkt in kürzere',
    typo: 'korrigiert die Schreibweise: {words}',
    repetitive: 'variiert „{words}“, das sechsmal oder öfter vorkommt',
    quantify: 'eine Zahl würde das Ergebnis zeigen: Ergänzen Sie den Platzhalter',
    summary: 'ein Profil aus Ihrer eigenen Erfahrung und Ihren Kenntnissen',
    skill: 'Ihre Erfahrung zeigt diese Kenntnis, Ihre Liste nennt sie aber nicht',
    rewrite: 'eine klarere, stärkere Formulierung',
  },
  tr: {
    weakVerb: 'daha güçlü bir eylem fiili kullanır',
    passiveVoice: 'ne yaptığınızı etken çatıyla anlatır',
    filler: 'dolgu sözcüklerini çıkarır',
    unprofessional: 'gündelik sözcükleri değiştirir',
    negative: 'aksaklık yerine elde ettiğiniz sonucu öne çıkarır',
    longBullet: 'uzun bir maddeyi daha kısa maddelere böler',
    typo: 'yazımı düzeltir: {words}',
    repetitive: 'altı veya daha fazla kez geçen "{words}" sözcüğünü çeşitlendirir',
    quantify: 'bir sayı sonucu gösterir: yer tutucuyu doldurun',
    summary: 'kendi deneyiminizden ve becerilerinizden oluşan bir özet',
    skill: 'deneyiminiz bu beceriyi gösteriyor, ancak beceri listenizde yok',
    rewrite: 'daha açık ve güçlü bir ifade',
  },
  fr: {
    weakVerb: 'commence par un verbe d’action plus fort',
    passiveVoice: 'dit à la voix active ce que vous avez fait',
    filler: 'supprime les mots de remplissage',
    unprofessional: 'remplace les mots familiers',
    negative: 'met en avant le résultat plutôt que la difficulté',
    longBullet: 'découpe une puce trop longue en puces plus courtes',
    typo: 'corrige l’orthographe : {words}',
    repetitive: 'varie « {words} », employé six fois ou plus',
    quantify: 'un chiffre montrerait le résultat : complétez l’espace réservé',
    summary: 'un profil tiré de votre propre expérience et de vos compétences',
    skill: 'votre expérience montre cette compétence, absente de votre liste',
    rewrite: 'une formulation plus claire et plus forte',
  },
  es: {
    weakVerb: 'empieza con un verbo de acción más fuerte',
    passiveVoice: 'dice en voz activa lo que usted hizo',
    filler: 'elimina muletillas',
    unprofessional: 'sustituye palabras informales',
    negative: 'destaca el resultado en lugar del contratiempo',
    longBullet: 'divide una viñeta larga en viñetas más cortas',
    typo: 'corrige la ortografía: {words}',
    repetitive: 'varía «{words}», usada seis veces o más',
    quantify: 'una cifra mostraría el resultado: complete el marcador',
    summary: 'un resumen basado en su propia experiencia y habilidades',
    skill: 'su experiencia muestra esta habilidad, pero su lista no la incluye',
    rewrite: 'una redacción más clara y sólida',
  },
}

export function reasonTexts(language: string): Texts {
  return REASONS[language] ?? REASONS.en!
}

/** One sentence naming every fix, e.g. "Starts with a stronger action verb; drops filler words." */
export function reasonFor(
  kinds: readonly FixKind[],
  language: string,
  details: Partial<Record<FixKind, string[]>> = {},
): string {
  const texts = reasonTexts(language)
  const parts = [...new Set(kinds)].map((kind) =>
    texts[kind].replace('{words}', [...new Set(details[kind] ?? [])].join(', ')),
  )
  const sentence = parts.join('; ')
  return sentence === ''
    ? ''
    : `${sentence.charAt(0).toLocaleUpperCase(language)}${sentence.slice(1)}.`
}
