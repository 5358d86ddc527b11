// Repairs of extracted text that every later rule relies on: dash variants, soft hyphens,
// LaTeX's separately printed accents, icon-font glyphs and letter-spaced capitals.

const DASHES = /[\u2010\u2011\u2012\u2212\uFE63\uFF0D]/g
// Icon fonts (Font Awesome, Wingdings…) map their glyphs to the Private Use Area; pictographs
// (🏠 🖂 ✉) are icons too. Bullets from Symbol/Wingdings are kept as bullets.
const PUA_BULLETS = /[\uf0b7\uf0a7\uf076\uf0d8\uf0a8\uf0fc]/g
const ICONS = /[\uE000-\uF8FF\u{F0000}-\u{FFFFD}\u{1F000}-\u{1FAFF}]/gu

// pdfTeX with OT1 fonts prints an accent as a glyph of its own next to its letter
// ("Formaci´on", "Fran¸cais", "˘g"): recombined into one letter.
const ACCENTS: Record<string, string> = {
  '´': '\u0301',
  '`': '\u0300',
  '¨': '\u0308',
  ˆ: '\u0302',
  '˜': '\u0303',
  '˘': '\u0306',
  ˇ: '\u030C',
  '˚': '\u030A',
  '˙': '\u0307',
}

function recombineAccents(text: string): string {
  if (!/[´`¨ˆ˜˘ˇ˚˙¸]/.test(text)) return text
  return text
    .replace(
      /([´¨ˆ˜˘ˇ˚˙`]) ?([ıa-zA-Z])/g,
      (whole, accent: string, letter: string, offset: number) => {
        // A backtick or acute between spaces is punctuation, not an accent.
        const before = text[offset - 1] ?? ' '
        if ((accent === '`' || accent === '´') && !/\p{L}/u.test(before) && whole.includes(' '))
          return whole
        const base = letter === 'ı' ? 'i' : letter
        return `${base}${ACCENTS[accent] ?? ''}`.normalize('NFC')
      },
    )
    .replace(/¸ ?([cCsSgGtT])/g, (_, letter: string) => `${letter}\u0327`.normalize('NFC'))
    .replace(/([cCsSgGtT]) ?¸/g, (_, letter: string) => `${letter}\u0327`.normalize('NFC'))
}

/**
 * "E D U C A T I O N" → "EDUCATION": a run of single letters spaced apart is one word. Where
 * wider gaps (two spaces or more) part letter-spaced words ("J O H N   D O E" in text or a
 * document), the words stay apart.
 */
export function joinLetterSpaced(text: string): string {
  const words = text.trim().split(/ {2,}/)
  if (words.length > 1 && words.every((w) => /^\S(?: \S)+$/u.test(w)))
    return words.map((w) => joinLetterSpaced(w)).join(' ')
  return joinSingleSpaced(text.replace(/ {2,}/g, ' '))
}

function joinSingleSpaced(text: string): string {
  const tokens = text.split(' ')
  // A cell printed letter by letter throughout ("J a v a", "0 ( 5 3 0 ) 1 2 3", an e-mail): its
  // word spaces cannot be told from the letter spacing, so its characters are joined, and only
  // separators standing alone ("/", "|", "&") keep their spaces.
  if (tokens.length >= 4 && tokens.every((t) => [...t].length === 1)) {
    const joined = tokens.join('')
    const separators = /https?:|www\.|@/.test(joined) ? /([|&•·–—])/gu : /([/|&•·–—])/gu
    return joined.replace(separators, ' $1 ').replace(/ {2,}/g, ' ').trim()
  }
  if (!/(?:^|\s)\p{L} \p{L} \p{L}(?:\s|$)/u.test(text)) return text
  const out: string[] = []
  let run: string[] = []
  const flush = (): void => {
    const upper = run.every((t) => t === t.toLocaleUpperCase() && t !== t.toLocaleLowerCase())
    if (run.length >= 5 || (run.length >= 3 && upper)) out.push(run.join(''))
    else out.push(...run)
    run = []
  }
  for (const token of tokens) {
    if (/^\p{L}$/u.test(token)) run.push(token)
    else {
      flush()
      out.push(token)
    }
  }
  flush()
  return out.join(' ')
}

/**
 * Ligature glyphs (fi, fl, ffi) a writer left without a character: pdf.js reads U+0000 in their
 * place ("\u0000nancial", "in\u0000uence"). The letters after it tell which one it was most
 * likely: fl before a, o, u, y and "ex"/"ec"/"ee"/"ew" (flat, flow, influence, reflect), ffi
 * after a vowel before c (office, efficient), fi otherwise (financial, filters, certified).
 */
function restoreLigatures(text: string): string {
  const pieces = text.split('\u0000')
  let out = pieces[0] ?? ''
  for (const piece of pieces.slice(1)) {
    const after = /^\p{L}+/u.exec(piece)?.[0] ?? ''
    const before = out.slice(-1)
    if (after === '') out += ` ${piece}`
    else if (/^(?:[aouy]|e[xcew])/iu.test(after)) out += `fl${piece}`
    else if (/[aeou]$/iu.test(before) && /^c/iu.test(after)) out += `ffi${piece}`
    else out += `fi${piece}`
  }
  return out
}

/** One extracted line's text, repaired. */
export function repairText(text: string): string {
  let out = restoreLigatures(text)
    .replace(DASHES, '-')
    .replace(/\u00AD/g, '')
  out = out.replace(PUA_BULLETS, '•').replace(ICONS, ' ')
  out = recombineAccents(out)
  out = out
    .split('\t')
    .map((cell) => joinLetterSpaced(cell.trim()))
    .filter((cell) => cell !== '')
    .join('\t')
  return out.trim()
}
