// Positioned text items → a PdfText (reading order, lines, layout facts). Shared by extractPdf
// and by the cloud, which receives the items the app extracted and lays them out itself.
import { looksLikeTable, type PageGraphics } from './graphics'
import { readingOrder } from './reading-order'
import type { PdfPage, PdfText, PdfTextItem } from './types'

export interface RawPage extends Partial<PageGraphics> {
  number: number
  width: number
  height: number
  items: PdfTextItem[]
}

export function layOutPage(raw: RawPage): PdfPage {
  const { regions, columns } = readingOrder(raw.items)
  return {
    number: raw.number,
    width: raw.width,
    height: raw.height,
    items: raw.items,
    regions,
    lines: regions.flatMap((region) => region.lines),
    images: raw.images ?? [],
    filledRects: raw.filledRects ?? [],
    rules: raw.rules ?? [],
    columns,
  }
}

export function layOutPages(raws: readonly RawPage[]): PdfText {
  const pages = raws.map(layOutPage)
  const text = pages.map((page) => page.lines.map((line) => line.text).join('\n')).join('\n\n')
  return {
    pages,
    text,
    layout: {
      pageCount: pages.length,
      imageCount: pages.reduce((sum, p) => sum + p.images.length, 0),
      filledRectCount: pages.reduce((sum, p) => sum + p.filledRects.length, 0),
      hasTable: pages.some((p) => looksLikeTable(p.rules)),
      columns: Math.max(1, ...pages.map((p) => p.columns)),
    },
  }
}
