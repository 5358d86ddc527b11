// Reference entries → name, company, phone, e-mail. "Available upon request" gives none.
import { EMAIL, readContactPart } from './contact'
import type { SourceLine } from './source'

export interface ReferenceFields {
  name: string
  company: string
  phone: string
  email: string
}

const ON_REQUEST =
  /upon request|on request|available|auf anfrage|auf nachfrage|talep üzerine|istek üzerine|a petición|disponibles|sur demande|su richiesta|mediante solicitação|sob consulta|op aanvraag/i

export function parseReferences(lines: readonly SourceLine[]): ReferenceFields[] {
  if (lines.length === 0 || lines.every((l) => ON_REQUEST.test(l.text))) return []
  const references: ReferenceFields[] = []
  let current: ReferenceFields | null = null
  for (const line of lines) {
    // Commas stay: "Teresa Gomez, RN, MSN" is one name with its credentials.
    const parts = line.text
      .split(/\t|\s[|·•]\s/)
      .map((p) => p.trim())
      .filter(Boolean)
    for (const part of parts) {
      const found: { phone?: string; email?: string } = {}
      const isContact = (EMAIL.test(part) || /\d{3}/.test(part)) && readContactPart(part, found)
      if (isContact && current) {
        current.phone ||= found.phone ?? ''
        current.email ||= found.email ?? ''
        continue
      }
      if (isContact) continue
      if (
        !current ||
        (current.company && part === parts[0]) ||
        ((current.phone || current.email) && part === parts[0])
      ) {
        current = { name: part, company: '', phone: '', email: '' }
        references.push(current)
        continue
      }
      if (!current.company) current.company = part
      else current.company = `${current.company}, ${part}`
    }
  }
  return references.filter((r) => !ON_REQUEST.test(r.name))
}
