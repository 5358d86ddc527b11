// Personal details from the header lines and a contact/personal section: name, job title,
// e-mail, phone, birth date, address (street and postcode), city and country.
import type { Contact } from '../../resume'
import { isCountry } from './places'
import { isUpperCase } from './sections'
import type { SourceLine } from './source'

export const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.[\p{L}]{2,}/u
// At least 7 digits, optionally +country code, with spaces, dots, dashes, slashes or brackets.
const PHONE = /(?:\+\s?\d[\d\s()./-]{6,}\d|\(?\d{2,5}\)?[\s./-]?\d[\d\s./-]{4,}\d)/
const URL =
  /\b(?:https?:\/\/|www\.)\S+|\b[\w-]+(?:\.[\w-]+)*\.(?:com|org|net|dev|io|me|de|fr|es|tr|uk|co|app|page|example)(?:\/\S*)?\b|linkedin|github|xing/i
const LABEL =
  /^\s*(?:e-?mail|email|mail|phone|tel(?:efon|éfono|éphone|efone|efoon)?|mobile?|mobil|handy|cell|gsm|cep|address|adresse?|adres|dirección|direccion|indirizzo|morada|endereço|location|wohnort|ort|city|ville|ciudad|şehir|konum|birth ?date|date of birth|d\.?o\.?b\.?|born|geburtsdatum|geboren(?: am)?|doğum tarihi|fecha de nacimiento|date de naissance|né(?:e)? le|data di nascita|data de nascimento|geboortedatum|nationality|nationalität|staatsangehörigkeit|uyruk|nacionalidad|nationalité|familienstand|marital status|medeni hal|website|web|portfolio|linkedin|github|xing)\s*[:：]\s*/i
const BIRTH_LABEL =
  /(?:birth ?date|date of birth|d\.?o\.?b\.?|born|geburtsdatum|geboren(?: am)?|doğum tarihi|fecha de nacimiento|date de naissance|née? le|data di nascita|data de nascimento|geboortedatum)\s*[:：]?\s*/i
const PERSONAL_ONLY =
  /^\s*(?:nationality|nationalität|staatsangehörigkeit|uyruk|nacionalidad|nationalité|familienstand|marital status|medeni hal|estado civil|état civil|führerschein|driving licen[cs]e|ehliyet|sürücü belgesi|religion|konfession|askerlik)/i
const STREET =
  /\d+\s*[a-z]?\b.*\b\d{4,5}\b|\b(?:str(?:aße|asse|\.)|straat|weg|allee|platz|gasse|ring|street|st\.|road|rd\.|avenue|ave\.|lane|drive|boulevard|blvd|calle|c\/|avda\.?|rue|via|viale|rua|avenida|sokak|sok\.|cadde|cad\.|mahalle|mah\.|bulvar)\b/i
const POSTCODE_CITY = /^(\d{4,5}|[A-Z]{1,2}\d{1,2}[A-Z]?\s?\d[A-Z]{2})\s+(\p{L}[\p{L}\s.'-]*)$/u

function clean(text: string): string {
  return text.replace(/\s+/g, ' ').trim()
}

/** Numbers in a phone candidate: 7 to 15 digits and not a date range. */
function phoneOf(text: string): string {
  const match = PHONE.exec(text)
  if (!match) return ''
  const value = clean(match[0])
  const digits = value.replace(/\D/g, '')
  if (digits.length < 7 || digits.length > 15) return ''
  if (/^\d{1,2}[./]\d{4}|\d{4}\s*[-–]\s*\d{4}/.test(value)) return ''
  return value
}

/** A birth date → DD/MM/YYYY. */
export function parseBirthDate(text: string): string {
  const t = text.trim()
  let m = /(\d{1,2})\s*[./-]\s*(\d{1,2})\s*[./-]\s*(\d{4})/.exec(t)
  if (m) return `${(m[1] ?? '').padStart(2, '0')}/${(m[2] ?? '').padStart(2, '0')}/${m[3]}`
  m = /(\d{4})-(\d{2})-(\d{2})/.exec(t)
  if (m) return `${m[3]}/${m[2]}/${m[1]}`
  return ''
}

export interface HeaderParts {
  contact: Partial<Contact>
  /** Lines that were not contact details (a summary written in the header, for example). */
  rest: SourceLine[]
}

function splitParts(text: string): string[] {
  return text
    .split(/\t|\s[|·•◆♦]\s|\s{2,}|\s[–—]\s(?=\S+@)/u)
    .map(clean)
    .filter((part) => part !== '')
}

/** Puts "City, Country", "Postcode City" and street lines into address, city and country. */
function readPlace(text: string, contact: Partial<Contact>, labelled: boolean): boolean {
  const parts = text
    .split(/\s*,\s*/)
    .map(clean)
    .filter(Boolean)
  // Only numbers (a date range, a phone) are never a place.
  if (parts.length === 0 || !/\p{L}{2,}/u.test(text)) return false
  const last = parts.at(-1) ?? ''
  const hasCountry = parts.length > 1 && isCountry(last)
  const rest = hasCountry ? parts.slice(0, -1) : parts
  if (
    !hasCountry &&
    !(parts.length === 1 && isCountry(last)) &&
    !STREET.test(text) &&
    !POSTCODE_CITY.test(text)
  ) {
    // "Seattle, WA" or "Toronto, ON": a city with a region.
    if (
      parts.length === 2 &&
      /^[A-Z]{2}$/.test(parts[1] ?? '') &&
      /^\p{Lu}/u.test(parts[0] ?? '')
    ) {
      contact.city ||= parts[0] ?? ''
      return true
    }
    return false
  }
  if (hasCountry || (parts.length === 1 && isCountry(last))) contact.country ||= last
  if (parts.length === 1 && isCountry(last)) return true
  const cityPart = rest.at(-1) ?? ''
  const postcodeCity = POSTCODE_CITY.exec(cityPart)
  if (postcodeCity) {
    const street = rest.slice(0, -1).join(', ')
    contact.address ||= street ? `${street}, ${postcodeCity[1]}` : (postcodeCity[1] ?? '')
    contact.city ||= clean(postcodeCity[2] ?? '')
    return true
  }
  // "12 rue des Lilas, 69003" (the city follows on the next line): the postcode is address.
  if (rest.length > 1 && /^\d{4,5}$/.test(cityPart) && STREET.test(rest.slice(0, -1).join(', '))) {
    contact.address ||= rest.join(', ')
    return true
  }
  if (rest.length > 1 && STREET.test(rest.slice(0, -1).join(', '))) {
    contact.address ||= rest.slice(0, -1).join(', ')
    contact.city ||= cityPart
    return true
  }
  if (rest.length === 1 && STREET.test(cityPart) && /\d/.test(cityPart)) {
    contact.address ||= cityPart
    return true
  }
  // A lone word is a city only under a label ("Wohnort: Hamburg"); otherwise it may be a title.
  if ((labelled || hasCountry) && rest.length === 1 && /^\p{L}[\p{L}\s.'-]*$/u.test(cityPart)) {
    contact.city ||= cityPart
    return true
  }
  return false
}

/** Reads one contact fragment ("lea@x.de", "Tel: +49 …", "Hamburg, Deutschland"); false when it is none. */
export function readContactPart(part: string, contact: Partial<Contact>): boolean {
  const email = EMAIL.exec(part)
  if (email) {
    contact.email ||= email[0]
    return true
  }
  if (BIRTH_LABEL.test(part) && parseBirthDate(part)) {
    contact.birthDate ||= parseBirthDate(part)
    return true
  }
  if (PERSONAL_ONLY.test(part)) return true
  if (URL.test(part) && !/\s/.test(part.replace(LABEL, '').trim())) return true
  const unlabelled = part.replace(LABEL, '').trim()
  const phone = phoneOf(unlabelled)
  if (
    phone &&
    phone.replace(/\D/g, '').length >= unlabelled.replace(/\D/g, '').length - 1 &&
    !/\p{L}{3,}/u.test(unlabelled.replace(phone, ''))
  ) {
    contact.phone ||= phone
    return true
  }
  if (readPlace(unlabelled, contact, unlabelled !== part.trim())) return true
  return LABEL.test(part) && unlabelled === ''
}

function isNameLike(text: string): boolean {
  const words = text.trim().split(/\s+/)
  if (words.length < 1 || words.length > 5) return false
  return words.every(
    (w) =>
      /^[\p{Lu}][\p{L}'’.-]*$/u.test(w) ||
      /^(?:van|von|de|der|den|da|di|del|la|le|du|bin|al|el|y)$/i.test(w),
  )
}

/**
 * First and last name. Particles start the last name; Spanish and Portuguese names of three
 * words carry two surnames ("Marta Gil Navarro"); elsewhere middle names belong to the first
 * name ("Mehmet Ali Osman Atik").
 */
function splitName(full: string, lang: string): { firstName: string; lastName: string } {
  const words = clean(full).split(' ')
  if (words.length === 1) return { firstName: words[0] ?? '', lastName: '' }
  // Particles start the last name ("Ludwig van Beethoven").
  const particle = words.findIndex(
    (w, i) => i > 0 && /^(?:van|von|de|der|den|da|di|del|la|le|du|bin|al|el)$/i.test(w),
  )
  if (particle > 0)
    return {
      firstName: words.slice(0, particle).join(' '),
      lastName: words.slice(particle).join(' '),
    }
  if (words.length === 3 && (lang === 'es' || lang === 'pt' || /[áéíóúñ]/iu.test(full)))
    return { firstName: words[0] ?? '', lastName: words.slice(1).join(' ') }
  return { firstName: words.slice(0, -1).join(' '), lastName: words.at(-1) ?? '' }
}

function titleCase(text: string): string {
  if (!isUpperCase(text)) return text
  // Turkish capitals lower-case by Turkish rules (İ → i, I → ı).
  const locale = /[İŞĞ]/u.test(text) ? 'tr' : 'en'
  return text
    .toLocaleLowerCase(locale)
    .replace(/(^|[\s-])(\p{L})/gu, (_, sep: string, c: string) => sep + c.toLocaleUpperCase(locale))
}

/** The name: the biggest text at the top of the first page (lines of one size joined). */
function firstCell(line: SourceLine): string {
  return splitParts(line.text)[0] ?? ''
}

/** The name: the biggest name-like text at the top of the first page (one size, joined). */
function findName(lines: readonly SourceLine[]): { index: number; count: number } | null {
  const candidates = lines.slice(0, 8)
  let best = -1
  for (let i = 0; i < candidates.length; i++) {
    const line = candidates[i]
    const cell = line ? firstCell(line) : ''
    if (!line || EMAIL.test(cell) || /\d/.test(cell) || !isNameLike(cell.replace(/,/g, '')))
      continue
    const bestLine = best >= 0 ? candidates[best] : undefined
    if (!bestLine || line.fontSize > bestLine.fontSize + 0.5) best = i
  }
  if (best < 0) return null
  const first = candidates[best]
  const next = candidates[best + 1]
  const joinable =
    first !== undefined &&
    next !== undefined &&
    next.fontSize > 0 &&
    Math.abs(next.fontSize - first.fontSize) < 0.5 &&
    splitParts(first.text).length === 1 &&
    isNameLike(firstCell(next)) &&
    firstCell(first).split(/\s+/).length + firstCell(next).split(/\s+/).length <= 4
  return { index: best, count: joinable ? 2 : 1 }
}

function readParts(parts: readonly string[], contact: Partial<Contact>): string[] {
  return parts.filter((part) => !readContactPart(part, contact))
}

/**
 * Reads the header lines (and contact-section lines): name and title at the top, contact
 * details anywhere. Lines that are none of these are returned as rest.
 */
export function parseHeader(lines: readonly SourceLine[], lang = 'en'): HeaderParts {
  const contact: Partial<Contact> = {}
  const rest: SourceLine[] = []
  const name = findName(lines)
  const used = new Set<number>()
  if (name) {
    const nameLines = lines.slice(name.index, name.index + name.count)
    const full = nameLines.map((l) => firstCell(l).replace(/,/g, ' ')).join(' ')
    Object.assign(contact, splitName(titleCase(clean(full)), lang))
    for (const line of nameLines) readParts(splitParts(line.text).slice(1), contact)
    for (let k = 0; k < name.count; k++) used.add(name.index + k)
    // The job title: the first short line below the name that is not a contact detail
    // (contact details may sit between them in a two-cell header).
    for (
      let i = name.index + name.count;
      i < Math.min(lines.length, name.index + name.count + 4);
      i++
    ) {
      const line = lines[i]
      const parts = line ? splitParts(line.text) : []
      const title = parts[0] ?? ''
      if (!line || !title || title.split(/\s+/).length > 8 || /[.!?]$/.test(title)) continue
      if (readParts([title], {}).length === 0) continue
      contact.jobTitle = titleCase(clean(title))
      used.add(i)
      readParts(parts.slice(1), contact)
      break
    }
  }
  lines.forEach((line, i) => {
    if (used.has(i)) return
    const leftovers = readParts(splitParts(line.text), contact)
    if (leftovers.length > 0 && leftovers.join(' ').length > 2)
      rest.push({ ...line, text: leftovers.join(' ') })
  })
  return { contact, rest }
}
