// German interface text addresses the user with "Sie", Turkish with "siz" (STYLE and issue 16
// point 9): one form of address per language, everywhere. This test reads every German and
// Turkish text the product shows — the locale files of the app (and of any other part that keeps
// locales/de or locales/tr folders, such as e-mail texts) and the desktop menu — and fails on the
// informal forms, naming the file, the key and the word, so a new text in "du" or "sen" cannot
// land. A word that is correct in context can be exempted below with its reason.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { MENU_TEXTS } from '../../src/main/features/menu/texts'

const ROOT = resolve(import.meta.dirname, '../..')

/** German "du" forms: pronouns, possessives, 2nd-person-singular verbs and imperatives. */
const GERMAN_INFORMAL: readonly RegExp[] = [
  /\b(du|dich|dir|dein|deine|deinen|deinem|deiner|deines)\b/i,
  /\b(hast|bist|kannst|willst|möchtest|musst|sollst|brauchst|findest|siehst|wirst|darfst)\b/i,
  // Imperatives singular, as the texts used them (the Sie form is "Geben Sie", "Prüfen Sie" …).
  /(?<!\bich\s)\b(gib|prüfe|warte|erstelle|bewahre|verbessere|starte|trage|lade|mach|melde|öffne|beginne|zeig|zeige|ziehe|beschreibe|wähle|entferne|fülle|schreib|schreibe|frag|drücke|verschiebe|nutze|verwende|füge|ergänze|nenne|halte|lies|sieh|klicke|tippe|speichere|lösche|bestätige|überprüfe|sende|wechsle|aktualisiere|ändere|hole|probiere)\b(?!\s(?:Sie|ich)\b)/i,
  /\bversuche es\b/i,
]

/** Turkish "sen" forms: pronouns, 2nd-person-singular verb endings. */
const TURKISH_INFORMAL: readonly RegExp[] = [
  /(^|[\s“"'(])(sen|seni|sana|senin|sende|senden|seninle)(?=$|[\s.,;:!?”"')])/i,
  /\p{L}+(iyorsun|ıyorsun|uyorsun|üyorsun|abilirsin|ebilirsin|malısın|melisin|acaksın|eceksin)(?=$|[\s.,;:!?”"')])/iu,
]

/**
 * Turkish commands in the bare "sen" imperative ("Kaydet", "Tekrar dene"): the polite form is
 * "Kaydedin", "Tekrar deneyin". Checked on the last word of each clause, where Turkish puts the
 * verb.
 */
const TURKISH_BARE_IMPERATIVES = new Set([
  'dene',
  'yap',
  'oluştur',
  'değerlendir',
  'aktar',
  'göster',
  'gizle',
  'sakla',
  'kullan',
  'ekle',
  'düzenle',
  'sil',
  'kaldır',
  'taşı',
  'geç',
  'dön',
  'yenile',
  'denetle',
  'başlat',
  'kapat',
  'kaydet',
  'geliştir',
  'öner',
  'vazgeç',
  'başla',
  'et',
  'indir',
  'gör',
  'seç',
  'aç',
  'temizle',
  'yükle',
  'düzelt',
  'incele',
  'değiştir',
  'al',
  'yinele',
  'öde',
  'yönet',
  'koru',
  'çoğalt',
  'çevir',
  'kopyala',
  'yapıştır',
  'kes',
  'gir',
  'yaz',
  'bırak',
  'tıkla',
  'bas',
  'uygula',
  'çık',
  'küçült',
  'yakınlaştır',
  'uzaklaştır',
  'bekle',
  'onayla',
  'doğrula',
  'gönder',
  'sıfırla',
  'ara',
  'bul',
  'paylaş',
  'güncelle',
  'bağla',
  'oku',
  'iptal et',
])

/** Keys whose value is a word the user types (word, confirmWord …: "sil" to delete), not a sentence to them. */
const TYPED_WORD_KEY = /(^word$|Word$)/

interface Text {
  where: string
  text: string
}

function flatten(value: unknown, path: string, out: Text[], file: string): void {
  if (typeof value === 'string') out.push({ where: `${file} ${path}`, text: value })
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (TYPED_WORD_KEY.test(key)) continue
      flatten(child, path ? `${path}.${key}` : key, out, file)
    }
  }
}

function localeDirs(dir: string, language: string, found: string[] = []): string[] {
  for (const entry of readdirSync(dir)) {
    if (entry === 'node_modules' || entry.startsWith('.') || entry === 'dist') continue
    const full = join(dir, entry)
    if (!statSync(full).isDirectory()) continue
    if (entry === language && dir.endsWith('locales')) found.push(full)
    else localeDirs(full, language, found)
  }
  return found
}

function textsOf(language: 'de' | 'tr'): Text[] {
  const out: Text[] = []
  for (const base of ['src', 'cloud']) {
    for (const dir of localeDirs(join(ROOT, base), language)) {
      for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
        const path = join(dir, file)
        flatten(JSON.parse(readFileSync(path, 'utf8')), '', out, relative(ROOT, path))
      }
    }
  }
  flatten(MENU_TEXTS[language], '', out, `src/main/features/menu/texts.ts (${language})`)
  return out
}

/** Placeholders ({{name}}, <terms>…) are not words of the text. */
function words(text: string): string {
  return text.replace(/\{\{[^}]*\}\}/g, ' ').replace(/<\/?\w+>/g, ' ')
}

function germanProblems(texts: Text[]): string[] {
  return texts.flatMap(({ where, text }) =>
    GERMAN_INFORMAL.flatMap((pattern) => {
      const match = words(text).match(pattern)
      return match ? [`${where}: "${match[0]}" in "${text}"`] : []
    }),
  )
}

function turkishProblems(texts: Text[]): string[] {
  return texts.flatMap(({ where, text }) => {
    const problems = TURKISH_INFORMAL.flatMap((pattern) => {
      const match = words(text).match(pattern)
      return match ? [`${where}: "${match[0].trim()}" in "${text}"`] : []
    })
    for (const clause of words(text).split(/[.:;!?–…]|,\s/)) {
      const tokens = clause
        .toLocaleLowerCase('tr')
        .replace(/[…"“”()'’]/g, ' ')
        .split(/[\s/]+/)
        .filter(Boolean)
      const last = tokens.at(-1) ?? ''
      const lastTwo = tokens.slice(-2).join(' ')
      if (TURKISH_BARE_IMPERATIVES.has(last) || TURKISH_BARE_IMPERATIVES.has(lastTwo)) {
        problems.push(`${where}: bare imperative "${last}" in "${text}"`)
      }
    }
    return problems
  })
}

describe('formal address in the interface text', () => {
  it('finds the German and Turkish texts (the check reads something)', () => {
    expect(textsOf('de').length).toBeGreaterThan(500)
    expect(textsOf('tr').length).toBeGreaterThan(500)
  })

  it('German uses "Sie" everywhere, never "du"', () => {
    const problems = germanProblems(textsOf('de'))
    expect(
      problems,
      `German text must address the user with "Sie" (Ihr, Ihnen, "Geben Sie …"), not "du":\n${problems.join('\n')}`,
    ).toEqual([])
  })

  it('Turkish uses "siz" everywhere, never "sen"', () => {
    const problems = turkishProblems(textsOf('tr'))
    expect(
      problems,
      `Turkish text must address the user with "siz" (sizin, "-in/-ın" imperatives such as "Tekrar deneyin", "Giriş yapın"), not "sen":\n${problems.join('\n')}`,
    ).toEqual([])
  })

  it('catches the informal forms it is meant to catch', () => {
    const sample = (text: string) => [{ where: 'sample', text }]
    expect(germanProblems(sample('Prüfe deine Internetverbindung.'))).toHaveLength(2)
    expect(germanProblems(sample('Gib „{{word}}“ ein'))).toHaveLength(1)
    expect(germanProblems(sample('Du hast schon ein Konto?'))).toHaveLength(2)
    expect(germanProblems(sample('Prüfen Sie Ihre Internetverbindung.'))).toEqual([])
    expect(germanProblems(sample('Zu viele Versuche. Bitte warten Sie.'))).toEqual([])
    // The first person looks like the imperative; it is not addressing anyone.
    expect(germanProblems(sample('Wie lade ich meinen Lebenslauf herunter?'))).toEqual([])
    expect(turkishProblems(sample('Tekrar dene'))).toHaveLength(1)
    expect(turkishProblems(sample('PDF olarak kaydet… Sonra seç.'))).toHaveLength(2)
    expect(turkishProblems(sample('Senin özgeçmişin hazır, istiyorsun.'))).toHaveLength(2)
    expect(turkishProblems(sample('Kabul et'))).toHaveLength(1)
    expect(turkishProblems(sample('Tekrar deneyin. Giriş yapın.'))).toEqual([])
    expect(turkishProblems(sample('Kabul edin'))).toEqual([])
  })
})
