import type { PdfLayout } from '../pdf/types'
import type { Resume, ResumeLanguageCode } from '../resume'

export interface ImportResult {
  resume: Resume
  language: ResumeLanguageCode
  /** All text read from the file, in reading order (what the evaluation reads). */
  text: string
  /** Layout facts of a PDF; null for .docx, JSON and plain text. */
  layout: PdfLayout | null
  warnings: string[]
  /** Which reader produced the result. */
  source: 'pdf' | 'docx' | 'json' | 'text'
}
