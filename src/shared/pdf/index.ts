// Reading PDFs: positioned text, reading order and layout facts (CONTRACT §4).
export * from './types'
export * from './errors'
export { extractPdf, checkPdfBytes, hasPdfHeader, type ExtractOptions } from './extract'
export type { Pdfjs } from './pdfjs'
export { layOutPages, layOutPage, type RawPage } from './layout'
