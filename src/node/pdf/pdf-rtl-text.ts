// Makes the text of right-to-left runs in Chromium's PDFs read back in the order it was typed.
//
// Skia writes a right-to-left run's glyphs left to right, inside a /ReversedChars marked-content
// sequence; extractors (pdftotext, pdf.js, the PDF parsers of applicant tracking systems) read
// the glyphs' Unicode text and reverse each right-to-left word or line back into logical order.
// That reversal also turns around the text of a single glyph that stands for several letters:
// Arabic's LAM-ALEF ligature, which Skia maps to "لا" (logical order), comes back as "ال", so
// "الأردن" reads "األردن". The mapping of such a glyph has to be stored reversed, as the
// ReversedChars convention intends for every character in the run. This module rewrites those
// entries of the fonts' ToUnicode maps (a glyph of right-to-left letters is only ever drawn in a
// right-to-left run); finishPdf appends the new maps in its incremental update.
//
// It also removes the /ActualText spans Skia wraps around a base letter and its marks (the
// shadda in "عمّان"): their text only repeats what the glyphs map to, but each span makes pdf.js
// and other readers cut the word in pieces, which then come out in visual order.
import {
  decodeStream,
  encodeStream,
  fromUtf16Hex,
  utf16Hex,
  type PdfFile,
  type UpdatedObject,
} from './pdf-file'

const latin1 = new TextDecoder('latin1')
const RTL_LETTER =
  /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Samaritan}\p{Script=Mandaic}\p{Script=Adlam}]/u

/** Several code points, all right-to-left letters or marks, at least one a letter. */
export function isRtlCluster(text: string): boolean {
  const points = [...text]
  if (points.length < 2) return false
  let letters = 0
  for (const point of points) {
    if (/\p{M}/u.test(point)) continue
    if (!/\p{L}/u.test(point) || !RTL_LETTER.test(point)) return false
    letters++
  }
  return letters > 0
}

/** A ToUnicode CMap with every right-to-left multi-letter mapping reversed; null if none. */
export function reverseRtlMappings(cmap: string): string | null {
  let changed = false
  const result = cmap.replace(
    /beginbfchar([\s\S]*?)endbfchar/g,
    (block, body: string) =>
      `beginbfchar${body.replace(
        /<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g,
        (entry, source: string, target: string) => {
          const text = fromUtf16Hex(target)
          if (!isRtlCluster(text)) return entry
          changed = true
          return `<${source}> <${utf16Hex([...text].reverse().join(''))}>`
        },
      )}endbfchar`,
  )
  return changed ? result : null
}

async function repairedToUnicode(
  file: PdfFile,
): Promise<{ updated: UpdatedObject[]; toUnicode: Map<number, Map<string, string>> }> {
  const numbers = new Set<number>()
  for (const number of file.objectNumbers()) {
    const object = file.object(number)
    const match = object && !object.stream ? /\/ToUnicode\s+(\d+)\s+0\s+R/.exec(object.dict) : null
    if (match) numbers.add(Number(match[1]))
  }
  const updated: UpdatedObject[] = []
  const toUnicode = new Map<number, Map<string, string>>()
  for (const number of numbers) {
    const object = file.object(number)
    const data = object && (await decodeStream(object))
    if (!object || !data) continue
    const cmap = latin1.decode(data)
    const repaired = reverseRtlMappings(cmap)
    toUnicode.set(number, parseToUnicode(repaired ?? cmap))
    if (repaired === null) continue
    updated.push({
      number,
      body: await encodeStream(object.dict, new TextEncoder().encode(repaired)),
    })
  }
  return { updated, toUnicode }
}

/** Glyph code (4 hex digits, upper case) to text, from a ToUnicode CMap's bfchar and bfrange. */
export function parseToUnicode(cmap: string): Map<string, string> {
  const map = new Map<string, string>()
  for (const [, body] of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const [, source, target] of body!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g))
      map.set(source!.toUpperCase().padStart(4, '0'), fromUtf16Hex(target!))
  for (const [, body] of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g))
    for (const [, low, high, target] of body!.matchAll(
      /<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g,
    )) {
      const first = parseInt(low!, 16)
      const base = fromUtf16Hex(target!)
      for (let code = first; code <= parseInt(high!, 16) && code - first < 0x10000; code++) {
        const offset = code - first
        const text =
          base.slice(0, -1) + String.fromCharCode(base.charCodeAt(base.length - 1) + offset)
        map.set(code.toString(16).toUpperCase().padStart(4, '0'), text)
      }
    }
  return map
}

const reversed = (text: string) => [...text].reverse().join('')

/** Operands and operators that may stand inside a span we unwrap: positioning, font, Tj. */
const SPAN_TOKEN =
  /^(?:[-+]?(?:\d+\.?\d*|\.\d+)|\/[^\s/<>[\]()]+|<[0-9A-Fa-f]*>|Td|TD|Tm|Tf|Tj|Tc|Tw|Tz|TL|Ts)$/
const isSpanBody = (body: string) =>
  body
    .split(/\s+/)
    .filter(Boolean)
    .every((token) => SPAN_TOKEN.test(token))

/**
 * A page content stream without the ActualText spans that only repeat their glyphs' own text
 * (in logical order: reversed inside /ReversedChars); null when there is none.
 */
export function unwrapRedundantActualText(
  content: string,
  fonts: Map<string, Map<string, string>>,
): string | null {
  const token =
    /\/Span\s*<<\s*\/ActualText\s*<([0-9A-Fa-f]*)>\s*>>\s*BDC\n?|\/([^\s/<>[\]()]+)\s+[-+\d.]+\s+Tf\b|<([0-9A-Fa-f]*)>\s*Tj\b|\/ReversedChars\s+BMC\b|\bBDC\b|\bBMC\b|\bEMC\b\n?/g
  interface Open {
    kind: 'span' | 'reversed' | 'other'
    start: number
    bodyStart: number
    actual: string
    glyphs: string
    ok: boolean
  }
  const stack: Open[] = []
  const cuts: [number, number][] = []
  let font: Map<string, string> | undefined
  for (const match of content.matchAll(token)) {
    const [whole, actualHex, fontName, glyphHex] = match
    const at = match.index
    const top = stack.at(-1)
    if (actualHex !== undefined) {
      const actual = fromUtf16Hex(actualHex).replace(/^\uFEFF/, '')
      stack.push({
        kind: 'span',
        start: at,
        bodyStart: at + whole.length,
        actual,
        glyphs: '',
        ok: true,
      })
    } else if (fontName !== undefined) {
      font = fonts.get(fontName)
    } else if (glyphHex !== undefined) {
      if (top?.kind !== 'span') continue
      for (let i = 0; i + 4 <= glyphHex.length; i += 4) {
        const text = font?.get(glyphHex.slice(i, i + 4).toUpperCase())
        if (text === undefined) top.ok = false
        else top.glyphs += text
      }
      if (glyphHex.length % 4 !== 0) top.ok = false
    } else if (whole.startsWith('/ReversedChars')) {
      stack.push({ kind: 'reversed', start: at, bodyStart: at, actual: '', glyphs: '', ok: false })
    } else if (whole.startsWith('EMC')) {
      const open = stack.pop()
      if (open?.kind !== 'span' || !open.ok) continue
      const inReversed = stack.some((entry) => entry.kind === 'reversed')
      const body = content.slice(open.bodyStart, at)
      const logical = inReversed ? reversed(open.glyphs) : open.glyphs
      if (logical === open.actual && isSpanBody(body)) {
        cuts.push([open.start, open.bodyStart], [at, at + whole.length])
      }
    } else {
      // Any other marked content: a span holding it is left alone.
      if (top?.kind === 'span') top.ok = false
      stack.push({ kind: 'other', start: at, bodyStart: at, actual: '', glyphs: '', ok: false })
    }
  }
  if (cuts.length === 0) return null
  let result = ''
  let from = 0
  for (const [start, end] of cuts.sort((a, b) => a[0] - b[0])) {
    result += content.slice(from, start)
    from = end
  }
  return result + content.slice(from)
}

function fontMaps(
  file: PdfFile,
  toUnicode: Map<number, Map<string, string>>,
  resources: string,
): Map<string, Map<string, string>> {
  const fonts = new Map<string, Map<string, string>>()
  const fontDict = /\/Font\s*<<([^>]*)>>/.exec(resources)?.[1] ?? ''
  for (const [, name, number] of fontDict.matchAll(/\/([^\s/<>[\]()]+)\s+(\d+)\s+0\s+R/g)) {
    const font = file.object(Number(number))
    const cmap = font && /\/ToUnicode\s+(\d+)\s+0\s+R/.exec(font.dict)?.[1]
    const map = cmap ? toUnicode.get(Number(cmap)) : undefined
    if (map) fonts.set(name!, map)
  }
  return fonts
}

async function unwrappedContents(
  file: PdfFile,
  toUnicode: Map<number, Map<string, string>>,
): Promise<UpdatedObject[]> {
  const updated: UpdatedObject[] = []
  for (const number of file.objectNumbers()) {
    const page = file.object(number)
    if (!page || page.stream || !/\/Type\s*\/Page(?![s\w])/.test(page.dict)) continue
    let resources = /\/Resources\s*(<<(?:[^<>]|<<[^<>]*>>|<<(?:[^<>]|<<[^<>]*>>)*>>)*>>)/.exec(
      page.dict,
    )?.[1]
    const indirect = /\/Resources\s+(\d+)\s+0\s+R/.exec(page.dict)?.[1]
    if (indirect) resources = file.object(Number(indirect))?.dict
    if (!resources) continue
    const fonts = fontMaps(file, toUnicode, resources)
    if (fonts.size === 0) continue
    const contents = /\/Contents\s*(\[[^\]]*\]|\d+\s+0\s+R)/.exec(page.dict)?.[1] ?? ''
    for (const [, ref] of contents.matchAll(/(\d+)\s+0\s+R/g)) {
      const object = file.object(Number(ref))
      const data = object && (await decodeStream(object))
      if (!object || !data) continue
      const content = unwrapRedundantActualText(latin1.decode(data), fonts)
      if (content === null) continue
      const bytes = Uint8Array.from(content, (char) => char.charCodeAt(0))
      updated.push({ number: Number(ref), body: await encodeStream(object.dict, bytes) })
    }
  }
  return updated
}

/**
 * The new versions of the objects that repair the file's right-to-left text (see the top of
 * this file): none for a file without right-to-left text, whose page contents are not even read.
 */
export async function rtlTextRepairs(file: PdfFile): Promise<UpdatedObject[]> {
  const { updated, toUnicode } = await repairedToUnicode(file)
  const hasRtlText = [...toUnicode.values()].some((map) =>
    [...map.values()].some((text) => RTL_LETTER.test(text)),
  )
  if (hasRtlText) updated.push(...(await unwrappedContents(file, toUnicode)))
  return updated
}
