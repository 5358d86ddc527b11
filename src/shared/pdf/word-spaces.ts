// Word spaces of letter-spaced text. Text drawn with wide character spacing (Canva and other
// design tools space every letter apart) comes out of pdf.js as "N U R M İ N A": the gaps
// between letters read as spaces, and the space glyph the PDF draws between words disappears
// among them. The drawing operators still hold every glyph in order, space glyphs included, so
// the words are read back from there.

/** A glyph as pdf.js passes it to showText (numbers in the list are spacing adjustments). */
interface Glyph {
  unicode?: string
  isSpace?: boolean
}

/** The page's drawn characters in order, and which of them follow a drawn space. */
export interface DrawnText {
  chars: string
  spaceBefore: boolean[]
}

/** Reads the characters of a page's showText operators. */
export function drawnText(
  showText: number,
  fnArray: readonly number[],
  argsArray: readonly unknown[],
): DrawnText {
  let chars = ''
  const spaceBefore: boolean[] = []
  let space = false
  fnArray.forEach((fn, index) => {
    if (fn !== showText) return
    const [glyphs] = (argsArray[index] ?? []) as [unknown]
    if (!Array.isArray(glyphs)) return
    for (const glyph of glyphs as unknown[]) {
      if (glyph === null || typeof glyph !== 'object') continue
      const { unicode = '', isSpace = false } = glyph as Glyph
      if (isSpace || /^\s+$/u.test(unicode)) {
        space = true
        continue
      }
      for (const unit of unicode.replace(/\s+/gu, '').split('')) {
        chars += unit
        spaceBefore.push(space)
        space = false
      }
    }
  })
  return { chars, spaceBefore }
}

/** Every word a single character ("J a v a", "N U R M İ N A"): printed letter by letter. */
function letterSpaced(text: string): boolean {
  const tokens = text.trim().split(/\s+/u)
  return tokens.length >= 3 && tokens.every((t) => [...t].length === 1)
}

/**
 * The texts of a page's items with the word spaces of letter-spaced ones restored from the
 * drawn glyphs. Items are found in drawing order; an item whose characters cannot be found
 * keeps its text.
 */
export function restoreWordSpaces(
  texts: readonly string[],
  /** Read only when some item is letter-spaced. */
  read: () => DrawnText,
): string[] {
  if (!texts.some(letterSpaced)) return [...texts]
  const drawn = read()
  let cursor = 0
  return texts.map((text) => {
    const key = text.replace(/\s+/gu, '')
    if (key === '') return text
    let at = drawn.chars.indexOf(key, cursor)
    if (at < 0) at = drawn.chars.indexOf(key)
    if (at < 0) return text
    cursor = at + key.length
    if (!letterSpaced(text)) return text
    let out = ''
    for (let i = 0; i < key.length; i++) {
      if (i > 0 && drawn.spaceBefore[at + i] === true) out += ' '
      out += key[i] ?? ''
    }
    return out
  })
}
