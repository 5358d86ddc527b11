// Reading exported PDFs in tests with poppler, the way an ATS or a person's PDF viewer would.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

function withPdfFile<T>(pdf: Uint8Array, read: (file: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'vitae-pdf-'))
  try {
    const file = join(dir, 'resume.pdf')
    writeFileSync(file, pdf)
    return read(file)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** The text in reading order, as pdftotext extracts it (no layout mode). */
export function pdfToText(pdf: Uint8Array): string {
  return withPdfFile(pdf, (file) =>
    execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }),
  )
}

/** pdfinfo's fields (Title, Author, Pages, Tagged, Page size…). */
export function pdfInfo(pdf: Uint8Array): Record<string, string> {
  const out = withPdfFile(pdf, (file) =>
    execFileSync('pdfinfo', ['-enc', 'UTF-8', file], { encoding: 'utf8' }),
  )
  return Object.fromEntries(
    out
      .split('\n')
      .map((line) => /^([^:]+):\s*(.*)$/.exec(line))
      .filter((match): match is RegExpExecArray => match !== null)
      .map((match) => [match[1]!, match[2]!]),
  )
}

export interface PdfFont {
  name: string
  embedded: boolean
  subset: boolean
}

/** The fonts of the PDF as pdffonts lists them. */
export function pdfFonts(pdf: Uint8Array): PdfFont[] {
  const out = withPdfFile(pdf, (file) => execFileSync('pdffonts', [file], { encoding: 'utf8' }))
  return out
    .split('\n')
    .slice(2)
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const columns = line.trim().split(/\s+/)
      // name … emb sub uni object ID: the flags are the 5th to 3rd columns from the end.
      const [emb, sub] = columns.slice(-5, -3)
      return { name: columns[0] ?? '', embedded: emb === 'yes', subset: sub === 'yes' }
    })
}

/** The link targets (URI actions) the PDF carries. */
export function pdfLinkTargets(pdf: Uint8Array): string[] {
  const text = new TextDecoder('latin1').decode(pdf)
  return [...text.matchAll(/\/URI\s*\(([^)]*)\)/g)].map((match) => match[1] ?? '')
}
