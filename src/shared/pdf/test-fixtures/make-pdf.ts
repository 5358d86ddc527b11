// Writes small PDFs byte by byte for tests: text runs in Helvetica / Helvetica-Bold at given
// positions (top-left coordinates, like the extractor's), with a correct cross-reference table.
// Also the hostile and broken variants the import must refuse.
import { constants, deflateRawSync, deflateSync } from 'node:zlib'

export interface TextRun {
  text: string
  x: number
  /** Top of the line, from the top of the page. */
  y: number
  size?: number
  bold?: boolean
}

const PAGE_WIDTH = 595
const PAGE_HEIGHT = 842

// WinAnsi puts these where Latin-1 has control characters.
const WIN_ANSI: Record<string, string> = {
  '–': '\x96',
  '—': '\x97',
  '•': '\x95',
  '’': '\x92',
  '…': '\x85',
}

function escapeText(text: string): string {
  return text.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[–—•’…]/g, (c) => WIN_ANSI[c] ?? c)
}

function content(runs: readonly TextRun[]): string {
  return runs
    .map((run) => {
      const size = run.size ?? 10
      const baseline = PAGE_HEIGHT - run.y - size
      return `BT /${run.bold ? 'F2' : 'F1'} ${size} Tf 1 0 0 1 ${run.x} ${baseline} Tm (${escapeText(run.text)}) Tj ET`
    })
    .join('\n')
}

export interface MakePdfOptions {
  /** Extra raw content per page (drawing operators), appended after the text. */
  extraContent?: string[]
  /** Replace a page's content stream by these (already encoded) bytes and filter. */
  rawStream?: { bytes: Uint8Array; filter?: string }
  /** Adds an /Encrypt entry to the trailer (a password-protected file). */
  encrypted?: boolean
  /** Repeats the first page this many times in the page tree (a huge page count, few bytes). */
  pageCount?: number
  /** The name of the font bold runs are set in (default Helvetica-Bold). */
  boldFont?: string
}

/** A PDF with one page per entry of `pages`. Text is encoded as WinAnsi (Latin-1). */
export function makePdf(
  pages: readonly (readonly TextRun[])[],
  options: MakePdfOptions = {},
): Uint8Array {
  const objects: (string | Uint8Array)[] = []
  const add = (body: string | Uint8Array) => {
    objects.push(body)
    return objects.length
  }
  const catalog = add('')
  const pageTree = add('')
  const font = add(
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  )
  const bold = add(
    `<< /Type /Font /Subtype /Type1 /BaseFont /${options.boldFont ?? 'Helvetica-Bold'} /Encoding /WinAnsiEncoding >>`,
  )
  const kids: number[] = []
  pages.forEach((runs, index) => {
    let streamHead: string
    let streamBytes: Uint8Array
    if (options.rawStream && index === 0) {
      streamBytes = options.rawStream.bytes
      const named = options.rawStream.filter
      // A name (FlateDecode) or an array of names as PDF writes it ([/FlateDecode /FlateDecode]).
      const filter = named ? ` /Filter ${named.startsWith('[') ? named : `/${named}`}` : ''
      streamHead = `<< /Length ${streamBytes.length}${filter} >>`
    } else {
      const text = [content(runs), options.extraContent?.[index] ?? ''].join('\n')
      streamBytes = Buffer.from(text, 'latin1')
      streamHead = `<< /Length ${streamBytes.length} >>`
    }
    const stream = Buffer.concat([
      Buffer.from(`${streamHead}\nstream\n`, 'latin1'),
      streamBytes,
      Buffer.from('\nendstream', 'latin1'),
    ])
    const contents = add(stream)
    kids.push(
      add(
        `<< /Type /Page /Parent ${pageTree} 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /Font << /F1 ${font} 0 R /F2 ${bold} 0 R >> >> /Contents ${contents} 0 R >>`,
      ),
    )
  })
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pageTree} 0 R >>`
  const allKids = options.pageCount
    ? Array.from({ length: options.pageCount }, () => kids[0] ?? 0)
    : kids
  objects[pageTree - 1] =
    `<< /Type /Pages /Kids [${allKids.map((k) => `${k} 0 R`).join(' ')}] /Count ${allKids.length} >>`
  let encrypt = 0
  if (options.encrypted) {
    encrypt = add(
      '<< /Filter /Standard /V 2 /R 3 /Length 128 /P -44 /O <' +
        'ab'.repeat(32) +
        '> /U <' +
        'cd'.repeat(32) +
        '> >>',
    )
  }
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')]
  const offsets: number[] = []
  let length = parts[0]?.length ?? 0
  objects.forEach((body, i) => {
    offsets.push(length)
    const chunk = Buffer.concat([
      Buffer.from(`${i + 1} 0 obj\n`, 'latin1'),
      typeof body === 'string' ? Buffer.from(body, 'latin1') : Buffer.from(body),
      Buffer.from('\nendobj\n', 'latin1'),
    ])
    parts.push(chunk)
    length += chunk.length
  })
  const xref = [
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`,
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`),
  ].join('')
  const id = '<0123456789abcdef0123456789abcdef>'
  const trailer = `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R${encrypt ? ` /Encrypt ${encrypt} 0 R /ID [${id} ${id}]` : ''} >>\nstartxref\n${length}\n%%EOF\n`
  parts.push(Buffer.from(xref + trailer, 'latin1'))
  return new Uint8Array(Buffer.concat(parts))
}

/** A content stream that inflates to `megabytes` MB of drawing operators. */
export function decompressionBomb(megabytes: number): { bytes: Uint8Array; filter: string } {
  const ops = Buffer.alloc(megabytes * 1024 * 1024, 'q Q ')
  return { bytes: new Uint8Array(deflateSync(ops, { level: 9 })), filter: 'FlateDecode' }
}

/**
 * A zlib stream of `mebibytes` MiB of zeros (~1 KB per MiB: 1 GiB in ~1 MB), built in a few
 * milliseconds without compressing (or holding) the zeros: one MiB deflated and sync-flushed is
 * a self-contained run of blocks, repeated, then an empty final block and the Adler-32 of the
 * zeros (a = 1, b = length mod 65521). The decompression bomb of issue 11 L-2.
 */
export function inflatingZeros(mebibytes: number): Uint8Array {
  const mebibyte = deflateRawSync(Buffer.alloc(1024 * 1024), {
    level: 9,
    finishFlush: constants.Z_SYNC_FLUSH,
  })
  const adler = Buffer.alloc(4)
  adler.writeUInt32BE((((mebibytes * 1024 * 1024) % 65521) * 65536 + 1) >>> 0)
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x78, 0xda]),
      ...Array<Buffer>(mebibytes).fill(mebibyte),
      Buffer.from([0x03, 0x00]),
      adler,
    ]),
  )
}
