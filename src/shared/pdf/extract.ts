// extractPdf: PDF bytes → positioned text, lines in reading order and layout facts.
// Refuses bad input with a PdfImportError before doing expensive work: the bytes are checked
// first (size, header, end marker), the page count before any page is parsed, and every page
// is capped in text items and drawing operators. The whole read runs under a timeout that
// destroys the pdf.js document (and its worker) when it fires.
import {
  IMPORT_TIMEOUT_MS,
  MAX_IMPORT_BYTES,
  MAX_IMPORT_PAGES,
  MAX_ITEMS_PER_PAGE,
  MAX_OPERATORS_PER_PAGE,
  PdfImportError,
} from './errors'
import { checkDecodedSize } from './decoded-size'
import { readGraphics } from './graphics'
import { layOutPages, type RawPage } from './layout'
import { readGlyphs, respaceItems, wordBreaks } from './spacing'
import type { Pdfjs } from './pdfjs'
import type { PdfText, PdfTextItem } from './types'

export interface ExtractOptions {
  /**
   * The pdf.js build of the caller's runtime: the renderer's modern build with its worker set,
   * or the legacy build under Node (src/node/pdf/pdfjs.ts).
   */
  pdfjs: Pdfjs
  maxPages?: number
  maxBytes?: number
  timeoutMs?: number
  /** What all compressed streams may inflate to together (default MAX_DECODED_BYTES). */
  maxDecodedBytes?: number
}

const PDF_MAGIC = '%PDF-'

/** True when the bytes start like a PDF (the header may follow up to 1 KB of junk). */
export function hasPdfHeader(bytes: Uint8Array): boolean {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 1024))
  return head.includes(PDF_MAGIC)
}

/** A complete PDF ends with %%EOF (trailing whitespace or a few junk bytes are common). */
function hasEndMarker(bytes: Uint8Array): boolean {
  const tail = new TextDecoder('latin1').decode(bytes.subarray(Math.max(0, bytes.length - 2048)))
  return tail.includes('%%EOF')
}

/** Checks that can be done on the bytes alone. */
export function checkPdfBytes(bytes: Uint8Array, maxBytes = MAX_IMPORT_BYTES): void {
  if (bytes.length === 0) throw new PdfImportError('empty-file')
  if (bytes.length > maxBytes) throw new PdfImportError('too-large')
  if (!hasPdfHeader(bytes)) throw new PdfImportError('not-pdf')
  if (!hasEndMarker(bytes)) throw new PdfImportError('corrupt', 'the end of the file is missing')
}

/** A bold face by its name: "Lato-Bold", "Arial,Bold", "SourceSans3-Semibold", "Roboto-Black". */
const BOLD_NAME = /bold|black|heavy|semibold|demibold|extrabold|ultrabold|[-,]bd\b|\bbd$/i
/** TeX's bold faces: Computer Modern and cm-super bold extended ("CMBX10", "CMSSBX10", "SFBX1095"). */
const TEX_BOLD_NAME = /^(?:cm\w*bx|sf(?:bx|sx|bi)|ec(?:bx|sx))\d/i
const ITALIC_NAME = /italic|oblique|[-,]it\b|[-,]ital\b/i

interface FontInfo {
  /** pdf.js's own flag, set only for fonts that are not embedded. */
  bold: boolean
  boldFace: boolean
  italic: boolean
  name: string
}

function fontInfo(
  commonObjs: { has(id: string): boolean; get(id: string): unknown },
  id: string,
): FontInfo {
  const font = commonObjs.has(id) ? (commonObjs.get(id) as Record<string, unknown> | null) : null
  const name = (typeof font?.name === 'string' ? font.name : id).replace(/^[A-Z]{6}\+/, '')
  const bold = font?.bold === true || font?.black === true
  return {
    name,
    bold,
    boldFace: bold || BOLD_NAME.test(name) || TEX_BOLD_NAME.test(name),
    italic: font?.italic === true || ITALIC_NAME.test(name),
  }
}

/** What a font's glyph widths are multiplied by (its matrix; a thousandth for most fonts). */
function glyphScale(
  commonObjs: { has(id: string): boolean; get(id: string): unknown },
  id: string,
): number {
  const font = commonObjs.has(id) ? (commonObjs.get(id) as Record<string, unknown> | null) : null
  const matrix = font?.fontMatrix as ArrayLike<number> | undefined
  const scale = matrix?.[0]
  return typeof scale === 'number' && Number.isFinite(scale) && scale !== 0 ? scale : 0.001
}

function errorFor(error: unknown): PdfImportError {
  if (error instanceof PdfImportError) return error
  const name = (error as { name?: string } | null)?.name ?? ''
  if (name === 'PasswordException') return new PdfImportError('encrypted')
  return new PdfImportError('corrupt', error instanceof Error ? error.message : undefined)
}

type PdfDocument = Awaited<ReturnType<Pdfjs['getDocument']>['promise']>
type PdfjsPage = Awaited<ReturnType<PdfDocument['getPage']>>

async function readTextItems(
  page: PdfjsPage,
): Promise<{ str: string; transform: number[]; width: number; fontName: string }[]> {
  const items: { str: string; transform: number[]; width: number; fontName: string }[] = []
  const reader = page.streamTextContent({ includeMarkedContent: false }).getReader()
  for (;;) {
    const { value, done } = await reader.read()
    if (done) break
    for (const item of (value as { items: Record<string, unknown>[] }).items) {
      if (typeof item.str !== 'string') continue
      items.push(item as unknown as (typeof items)[number])
    }
    if (items.length > MAX_ITEMS_PER_PAGE) {
      await reader.cancel()
      throw new PdfImportError('too-complex', `page ${page.pageNumber} has too many text items`)
    }
  }
  return items
}

async function readPage(pdfjs: Pdfjs, page: PdfjsPage): Promise<RawPage> {
  const viewport = page.getViewport({ scale: 1 })
  const operators = await page.getOperatorList()
  if (operators.fnArray.length > MAX_OPERATORS_PER_PAGE) {
    throw new PdfImportError(
      'too-complex',
      `page ${page.pageNumber} has too many drawing operations`,
    )
  }
  const raw = await readTextItems(page)
  const fonts = new Map<string, FontInfo>()
  const items: PdfTextItem[] = []
  for (const item of raw) {
    if (item.str.trim() === '') continue
    const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0] = item.transform
    const fontSize = Math.hypot(c, d) || Math.hypot(a, b)
    if (fontSize <= 0) continue
    const [x, baseline] = viewport.convertToViewportPoint(e, f) as [number, number]
    let font = fonts.get(item.fontName)
    if (!font) {
      font = fontInfo(page.commonObjs, item.fontName)
      fonts.set(item.fontName, font)
    }
    items.push({
      text: item.str.replace(/\s+/g, ' '),
      x,
      y: baseline - fontSize,
      width: item.width,
      height: fontSize,
      fontName: font.name,
      fontSize: Math.round(fontSize * 100) / 100,
      bold: font.bold,
      boldFace: font.boldFace,
      italic: font.italic,
    })
  }
  const graphics = readGraphics(
    pdfjs.OPS,
    operators.fnArray,
    operators.argsArray,
    viewport.transform as [number, number, number, number, number, number],
  )
  return {
    number: page.pageNumber,
    width: viewport.width,
    height: viewport.height,
    // The glyphs are read only when some item came out letter by letter.
    items: respaceItems(items, () =>
      wordBreaks(
        readGlyphs(pdfjs.OPS, operators.fnArray, operators.argsArray, (id) =>
          glyphScale(page.commonObjs, id),
        ),
      ),
    ),
    ...graphics,
  }
}

function withTimeout<T>(work: Promise<T>, ms: number, onTimeout: () => void): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      onTimeout()
      reject(new PdfImportError('timeout'))
    }, ms)
  })
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer))
}

/** Reads a PDF's text and layout. Throws PdfImportError for anything that is not a readable resume PDF. */
export async function extractPdf(bytes: Uint8Array, options: ExtractOptions): Promise<PdfText> {
  checkPdfBytes(bytes, options.maxBytes)
  // Decompression bombs are refused before pdf.js allocates what they inflate to (L-2).
  await checkDecodedSize(bytes, options.maxDecodedBytes)
  const { pdfjs } = options
  const task = pdfjs.getDocument({
    // pdf.js takes ownership of (and may detach) the buffer it is given.
    data: bytes.slice(),
    disableFontFace: true,
    useSystemFonts: false,
    useWorkerFetch: false,
    disableAutoFetch: true,
    // Keeps each font's PostScript name ("ABCDEF+Lato-Bold"), which is what tells a bold or
    // italic run apart: pdf.js sets its own bold flag only for fonts that are not embedded.
    fontExtraProperties: true,
    verbosity: 0,
    // Bounds the memory of decoding one image (a photo, a scanned page) to ~40 MB.
    maxImageSize: 10_000_000,
  })
  const work = (async () => {
    const doc = await task.promise
    const maxPages = options.maxPages ?? MAX_IMPORT_PAGES
    if (doc.numPages > maxPages) {
      throw new PdfImportError('too-many-pages', `${doc.numPages} pages`)
    }
    const pages: RawPage[] = []
    for (let n = 1; n <= doc.numPages; n++) pages.push(await readPage(pdfjs, await doc.getPage(n)))
    return pages
  })()
  try {
    const pages = await withTimeout(work, options.timeoutMs ?? IMPORT_TIMEOUT_MS, () => {
      void task.destroy()
    })
    const pdf = layOutPages(pages)
    if (pdf.text.replace(/\s/g, '').length === 0) throw new PdfImportError('no-text')
    return pdf
  } catch (error) {
    throw errorFor(error)
  } finally {
    void task.destroy()
  }
}
