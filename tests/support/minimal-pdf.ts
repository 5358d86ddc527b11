// Small PDFs in the shape Skia writes (plain objects, a classic cross-reference table and a
// trailer), for tests of the code that reads and amends printed PDFs.

/** A PDF of the given objects, numbered from 1, with the catalog at `root`. */
export function minimalPdf(objects: string[], trailer: string): Uint8Array {
  let body = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((object, index) => {
    offsets.push(body.length)
    body += `${index + 1} 0 obj\n${object}\nendobj\n`
  })
  const xrefAt = body.length
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`
  body += `trailer\n<</Size ${objects.length + 1}\n${trailer}>>\nstartxref\n${xrefAt}\n%%EOF`
  return new TextEncoder().encode(body)
}
