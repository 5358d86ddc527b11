// Content-Disposition for a download whose name may hold any script: an ASCII fallback for old
// clients and the exact UTF-8 name (RFC 6266 / RFC 8187) for every current browser.

/** RFC 8187 attr-char: everything else is percent-encoded. */
function encodeRfc8187(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  )
}

export function contentDisposition(fileName: string): string {
  const fallback =
    fileName
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^\x20-\x7e]/g, '_')
      .replace(/["\\]/g, '_') || 'resume.pdf'
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeRfc8187(fileName)}`
}
