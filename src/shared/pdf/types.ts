// What the extractor reads from a PDF: positioned text and the layout facts the parser and the
// evaluation ("complex formatting") need. Coordinates are PDF points with the origin at the
// TOP-left of the page (y grows downwards), so reading order is "smaller y first".

export interface PdfTextItem {
  text: string
  x: number
  /** Top of the glyph box. */
  y: number
  width: number
  height: number
  fontName: string
  fontSize: number
  /**
   * pdf.js's bold flag: set only for fonts that are not embedded, so most real PDFs (embedded
   * fonts) carry none. The heading and entry rules were tuned on it as it is; reading it from the
   * font's name instead (`boldFace`) makes entry titles printed in the heading style look like
   * headings and costs 0.03 on both corpora, so that switch waits for those rules to be retuned
   * (a known follow-up). Until then the two flags mean different things on purpose.
   */
  bold: boolean
  /**
   * The font's name marks a bold face, embedded or not ("Lato-Bold", "Arial,Bold", "CMBX10"):
   * what tells a bold lead-in ("Languages  Python, Go") from the regular text after it.
   * Absent when unknown (an API client that does not send it).
   */
  boldFace?: boolean
  italic: boolean
}

/** Items on one baseline within one column, left to right. */
export interface PdfLine {
  text: string
  items: PdfTextItem[]
  x: number
  y: number
  width: number
  height: number
  fontSize: number
  bold: boolean
  /** Left edges of the line's cells (the parts its text separates with tabs). */
  cellXs: number[]
}

export interface PdfRect {
  x: number
  y: number
  width: number
  height: number
}

/** A part of a page read as one flow: a full-width band or one column. */
export interface PdfRegion {
  kind: 'spanning' | 'column'
  lines: PdfLine[]
}

export interface PdfPage {
  number: number
  width: number
  height: number
  items: PdfTextItem[]
  /** Lines in reading order (all regions, one after the other). */
  lines: PdfLine[]
  /** The page's flows in reading order: a header band, then each column, then a footer band. */
  regions: PdfRegion[]
  /** Painted images (photos, icons, scanned pages). */
  images: PdfRect[]
  /** Filled areas larger than a rule: coloured headers, sidebars, boxes. */
  filledRects: PdfRect[]
  /** Thin horizontal or vertical rules (table borders, separators). */
  rules: PdfRect[]
  /** Text columns found on the page (1 for a plain single-column page). */
  columns: number
}

export interface PdfLayout {
  pageCount: number
  imageCount: number
  filledRectCount: number
  /** A grid of horizontal and vertical rules, as a table draws. */
  hasTable: boolean
  /** Most text columns found on any page. */
  columns: number
}

export interface PdfText {
  pages: PdfPage[]
  layout: PdfLayout
  /** All text in reading order, lines joined by \n, pages by \n\n. */
  text: string
}
