// The layout facts the evaluation reads, from what the PDF extractor reports.
import type { LayoutFacts } from '@shared/api/evaluation'
import type { PdfLayout, PdfPage } from '@shared/pdf/types'

/**
 * A photo: an image on page 1 in the top third, at least ~2 cm wide and about as tall as wide
 * or taller (a portrait). Icons are far smaller; banners are far wider than tall.
 */
export function hasPhoto(pages: readonly PdfPage[]): boolean {
  const first = pages[0]
  if (!first) return false
  return first.images.some((image) => {
    const ratio = image.height / Math.max(1, image.width)
    return (
      image.width >= 55 &&
      image.width <= 260 &&
      ratio >= 0.9 &&
      ratio <= 1.7 &&
      image.y < first.height / 3
    )
  })
}

/** Distinct font families (subset prefix and style suffix removed). */
export function fontFamilies(pages: readonly PdfPage[]): number {
  const families = new Set<string>()
  for (const page of pages) {
    for (const item of page.items) {
      if (item.text.trim() === '') continue
      families.add(
        item.fontName
          .replace(/^[A-Z]{6}\+/, '')
          .replace(
            /[-,](?:Bold|Italic|Oblique|Regular|Medium|Light|Semibold|SemiBold|Black|BoldItalic|MT).*$/i,
            '',
          ),
      )
    }
  }
  return families.size
}

/**
 * Layout facts from the extractor's summary and, when available, its pages (photo, fonts).
 * The extractor does not tell text boxes from other filled areas, so textBoxes stays 0.
 */
export function layoutFacts(layout: PdfLayout, pages: readonly PdfPage[] = []): LayoutFacts {
  return {
    pageCount: layout.pageCount,
    images: layout.imageCount,
    photo: hasPhoto(pages),
    columns: layout.columns,
    tables: layout.hasTable ? 1 : 0,
    textBoxes: 0,
    fonts: fontFamilies(pages),
  }
}
