// Personal details from the header lines and a contact/personal section: name, job title,
// e-mail, phone, birth date, address (street and postcode), city and country.
import type { Contact } from '../../resume'
import { isCountry } from './places'
import { roleScore } from './roles'
import { sectionOfHeading } from './headings'
import { isUpperCase } from './sections'
import type { SourceLine } from './source'

export const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.[\p{L}]{2,}/u
// At least 7 digits, optionally +country code, with spaces, dots, dashes, slashes or brackets.
// A trunk prefix may stand before the area code's bracket ("0(530) 138 63 17").
const PHONE = /(?:\+\s?\d[\d\s()./-]{6,}\d|(?:\d{1,2}\s?)?\(?\d{2,5}\)?[\s./-]?\d[\d\s./-]{4,}\d)/
const URL =
  /\b(?:https?:\/\/|www\.)\S+|\b[\w-]+(?:\.[\w-]+)*\.(?:com|org|net|dev|io|me|de|fr|es|tr|uk|co|app|page|example)(?:\/\S*)?\b|linkedin|github|xing/i
const LABEL =
  /^\s*(?:e-?mail|email|mail|phone|tel(?:efon|éfono|éphone|efone|efoon)?|t[ée]l[ée]phone|[eptm]|mobile?|mobil|handy|cell|gsm|cep|address|adresse?|adres|dirección|direccion|indirizzo|morada|endereço|location|wohnort|ort|city|ville|ciudad|şehir|konum|birth ?date|date of birth|d\.?o\.?b\.?|born|geburtsdat(?:um|en)|geboren(?: am)?|geb\.?|doğum tarihi|fecha de nacimiento|date de naissance|né(?:e)? le|data di nascita|data de nascimento|geboortedatum|nationality|nationalität|staatsangehörigkeit|uyruk|nacionalidad|nationalité|familienstand|marital status|medeni hal|website|web|portfolio|linkedin|github|xing)\.?\s*[:：]\s*/i
const BIRTH_LABEL =
  /(?:birth ?date|date of birth|d\.?o\.?b\.?|born|geburtsdat(?:um|en)|geboren(?: am)?|\bgeb\.|doğum tarihi|fecha de nacimiento|date de naissance|née? le|data di nascita|data de nascimento|geboortedatum)\s*[:：]?\s*/i
/** A label cell that opens with a birth-date label ("Geburtsdatum und -ort", "Date of birth"). */
const BIRTH_START =
  /^(?:birth ?date|date of birth|d\.?o\.?b\.?|born|geburtsdat(?:um|en)|geboren|doğum tarihi|fecha de nacimiento|date de naissance|data di nascita|data de nascimento|geboortedatum)\b/i
const PERSONAL_ONLY =
  /^\s*(?:nationality|nationalität|staatsangehörigkeit|uyruk|nacionalidad|nationalité|familienstand|marital status|medeni hal|estado civil|état civil|führerschein|driving licen[cs]e|ehliyet|sürücü belgesi|religion|konfession|askerlik)/i
// A street: a house number with a postcode, a street word, a number before a few words ending
// in an English street abbreviation ("123 Main St", "32 Reading rd") or a German compound
// street name before its number ("Musterstraße 1", "Lindenallee 4a"). Dates are not streets.
const STREET =
  /\d+\s*[a-z]?\b.*\b\d{4,5}\b|(?:\b(?:straße|strasse|straat|weg|allee|platz|gasse|ring|street|road|avenue|lane|drive|boulevard|blvd|calle|rue|place|chemin|impasse|quai|via|viale|rua|avenida|sokak|cadde|mahalle|bulvar|apt)\b|\b(?:str|st|rd|ave|sok|cad|mah|avda)\.|c\/)|^\d+[a-z]?\s+(?:\p{L}+\s+){1,3}(?:st|rd|ave|dr|ln|blvd|way|ct)\b|\p{L}{2}(?:straße|strasse|str\.|weg|allee|platz|gasse|ring|damm|ufer|chaussee|steig|pfad)\s*\d+/iu
const DATE_LIKE = /\b\d{1,2}[./]\d{1,2}[./]\d{2,4}\b/
/** A postcode on its own: German/French/Turkish digits, a UK code, a US state with a ZIP code. */
const POSTCODE = /^(?:\d{4,5}|[A-Z]{1,2}\d{1,2}[A-Z]?\s?\d[A-Z]{2}|[A-Z]{2}\s+\d{5}(?:-\d{4})?)$/
/** Words that follow a name but are no job title: a date stamp, a citizenship, a visa. */
const NOT_TITLE =
  /\b(?:updated|aktualisiert|güncelleme|actualizado|mis à jour|citizen|citizenship|staatsbürger|vatandaş|visa|permit|resume|curriculum|lebenslauf|özgeçmiş)\b/i
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
  if (/^\d{1,2}[./]\d{4}|(?:19|20)\d{2}\s*[-–]\s*(?:19|20)\d{2}$/.test(value)) return ''
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

/** A contact detail on its own (an e-mail, a phone, a link): what a dash-separated line holds. */
function isDetail(part: string): boolean {
  return EMAIL.test(part) || URL.test(part) || phoneOf(part.replace(LABEL, '')) !== ''
}

/** A short piece that is a place on its own ("Austin, TX", "Lyon, France"). */
function isPlacePiece(part: string): boolean {
  return part.split(/\s+/).length <= 4 && /^\p{Lu}/u.test(part) && readPlace(part, {}, false)
}

function splitParts(text: string): string[] {
  const parts = text
    .split(/\t|\s[|·•◆♦◊⋄]\s|\s{2,}|\s[–—]\s(?=\S+@)/u)
    .map(clean)
    .filter((part) => part !== '')
  // "123 Main St, Anywhere — (123) 456-7890 — a@b.com", "Designer — Austin, TX": dashes
  // separate contact details and places too.
  return parts.flatMap((part) => {
    const pieces = part.split(/\s[–—]\s/u).map(clean)
    return pieces.length > 1 && pieces.some((p) => isDetail(p) || isPlacePiece(p))
      ? pieces.filter(Boolean)
      : [part]
  })
}

/** A line holds an e-mail address or a phone number (a running footer with contact details). */
export function holdsContact(text: string): boolean {
  return (
    EMAIL.test(text) || splitParts(text).some((part) => phoneOf(part.replace(LABEL, '')) !== '')
  )
}

function isStreet(text: string): boolean {
  return STREET.test(text) && !DATE_LIKE.test(text)
}

/** Puts "City, Country", "Postcode City" and street lines into address, city and country. */
function readPlace(text: string, contact: Partial<Contact>, labelled: boolean): boolean {
  // "Birmingham, B26 3QJ (United Kingdom)": a country in brackets is a part of its own.
  const bracketed = /^(.*\S)\s*\(([^()]+)\)$/.exec(text)
  const source =
    bracketed && isCountry(bracketed[2] ?? '') ? `${bracketed[1]}, ${bracketed[2]}` : text
  const parts = source
    .split(/\s*,\s*/)
    .map(clean)
    .filter(Boolean)
  // Only numbers (a date range, a phone) are never a place.
  if (parts.length === 0 || !/\p{L}{2,}/u.test(source)) return false
  // "…, New York, NY," (the ZIP code follows on the next line): the state is left out.
  if (parts.length > 2 && /^[A-Z]{2}$/.test(parts.at(-1) ?? '') && !isCountry(parts.at(-1) ?? ''))
    parts.pop()
  const last = parts.at(-1) ?? ''
  const hasCountry = parts.length > 1 && isCountry(last)
  let rest = hasCountry ? parts.slice(0, -1) : parts
  // "Silicon Valley, CA, USA": the region between city and country is left out.
  if (hasCountry && rest.length > 1 && /^[A-Z]{2}$/.test(rest.at(-1) ?? ''))
    rest = rest.slice(0, -1)
  if (
    !hasCountry &&
    !(parts.length === 1 && isCountry(last)) &&
    !isStreet(source) &&
    !POSTCODE_CITY.test(source) &&
    !(parts.length >= 2 && POSTCODE.test(last))
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
    withPostcode(contact, street, postcodeCity[1] ?? '')
    contact.city ||= clean(postcodeCity[2] ?? '')
    return true
  }
  // "32 Reading rd, Birmingham, B26 3QJ", "789 E 901 N, Salt Lake City, UT 11111": street, city,
  // then the postcode (a US state before its ZIP code is left out).
  if (rest.length >= 3 && POSTCODE.test(cityPart)) {
    const code = cityPart.replace(/^[A-Z]{2}\s+(?=\d)/, '')
    withPostcode(contact, rest.slice(0, -2).join(', '), code)
    contact.city ||= rest.at(-2) ?? ''
    return true
  }
  // "12 rue des Lilas, 69003" (the city follows on the next line): the postcode is address.
  if (rest.length > 1 && /^\d{4,5}$/.test(cityPart) && isStreet(rest.slice(0, -1).join(', '))) {
    contact.address ||= rest.join(', ')
    return true
  }
  if (rest.length > 1 && isStreet(rest.slice(0, -1).join(', '))) {
    contact.address ||= rest.slice(0, -1).join(', ')
    contact.city ||= cityPart
    return true
  }
  if (rest.length === 1 && isStreet(cityPart) && /\d/.test(cityPart)) {
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

/** Street and postcode into the address; a postcode printed on the line below its street
 * ("Lotterberg-Str. 22" / "87439 Kempten") joins the street already read. */
function withPostcode(contact: Partial<Contact>, street: string, postcode: string): void {
  if (street) contact.address ||= `${street}, ${postcode}`
  else if (contact.address && !/\d{4,5}\s*$/.test(contact.address))
    contact.address = `${contact.address}, ${postcode}`
  else contact.address ||= postcode
}

/** A place name a contact line leaves after its details: one to four capitalised words. */
function looksLikePlace(text: string): boolean {
  const words = text.split(/\s+/)
  return (
    words.length <= 4 &&
    /^\p{Lu}/u.test(text) &&
    !/\d/.test(text) &&
    words.every((w) => /^(?:\p{Lu}[\p{L}'.-]*|\p{Ll}{1,3}|\/)$/u.test(w))
  )
}

/**
 * Reads the contact details in one fragment and returns what is left ("" when all of it was
 * contact). E-mails and links are taken wherever they stand, a phone when nothing but a place
 * or a label is left beside it ("Sarasota, FL 555-555-5555 hello@x.com").
 */
function readDetails(part: string, contact: Partial<Contact>): string {
  if (BIRTH_LABEL.test(part) && parseBirthDate(part)) {
    contact.birthDate ||= parseBirthDate(part)
    return ''
  }
  if (PERSONAL_ONLY.test(part)) return ''
  // A ZIP code alone below its street ("129 W 81st Street, Apt 5A, New York, NY," / "10024").
  if (/^\d{5}$/.test(part.trim()) && contact.address && !/\d{4,5}$/.test(contact.address)) {
    contact.address = `${contact.address}, ${part.trim()}`
    return ''
  }
  let text = part
  let found = false
  const email = EMAIL.exec(text)
  if (email) {
    contact.email ||= email[0]
    text = clean(
      text
        .replace(EMAIL, ' ')
        .replace(LABEL, ' ')
        .replace(/(?:^|\s)[eptm]\s*:\s*$/i, ''),
    )
    found = true
  }
  const tokens = text.split(' ')
  if (tokens.length > 1)
    text = clean(tokens.filter((t) => !/^(?:https?:\/\/|www\.)\S+$/i.test(t)).join(' '))
  if (text === '') return ''
  if (URL.test(text) && !/\s/.test(text.replace(LABEL, '').trim())) return ''
  const unlabelled = text.replace(LABEL, '').trim()
  const phone = phoneOf(unlabelled)
  if (phone) {
    const left = clean(unlabelled.replace(phone, ' ').replace(/(?:^|\s)[eptm]\s*:\s*/gi, ' '))
    if (left === '' || (left.replace(/\D/g, '').length <= 1 && !/\p{L}{3,}/u.test(left))) {
      contact.phone ||= phone
      return ''
    }
    if (
      (found || /^\p{Lu}/u.test(left)) &&
      (readPlace(left, contact, false) || looksLikePlace(left))
    ) {
      contact.phone ||= phone
      if (looksLikePlace(left)) contact.city ||= left
      return ''
    }
  }
  if (readPlace(unlabelled, contact, unlabelled !== text.trim())) return ''
  if (LABEL.test(text) && unlabelled === '') return ''
  if (found && looksLikePlace(text)) {
    contact.city ||= text
    return ''
  }
  return found ? text : part
}

/** Reads one contact fragment ("lea@x.de", "Tel: +49 …", "Hamburg, Deutschland"); false when it is none. */
export function readContactPart(part: string, contact: Partial<Contact>): boolean {
  return readDetails(part, contact) === ''
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

// Degrees, licences and suffixes printed after a name ("Jane Doe, MBA", "John Roe, Ph.D., PE").
const CREDENTIAL =
  /^(?:MBA|EMBA|PHD|DPHIL|MD|DO|RN|LPN|BSN|MSN|NP|PA|CPA|CFA|CMA|ACCA|CIA|PMP|CSM|PE|PENG|EIT|MSC|BSC|MENG|BENG|MPHIL|MRES|MA|BA|MS|BS|MPH|MPA|MFA|MED|EDD|DDS|DMD|DVM|PHARMD|JD|LLM|LLB|ESQ|JR|SR|II|III|IV|CISSP|CISA|CISM|SHRM-CP|SHRM-SCP|PHR|SPHR|FRM|CAIA|RA|AIA|LEED AP)$/i
// Forms of address before a name ("Dr. Jane Doe", "Prof Dr. Max Muster").
const HONORIFIC = /^(?:(?:dr|prof|mr|mrs|ms|mx|dipl\.?-ing)\.?\s+)+(?=\p{L})/iu

function isCredential(token: string): boolean {
  return CREDENTIAL.test(token.replace(/\./g, '').trim())
}

/**
 * A printed name → first and last name: forms of address and credentials after a comma are
 * left out, and "Doe, John" (the last name first, a comma after it) is turned round.
 */
function personName(printed: string, lang: string): { firstName: string; lastName: string } {
  const name = clean(printed).replace(HONORIFIC, '')
  const comma = name.indexOf(',')
  if (comma > 0) {
    const before = name.slice(0, comma).trim()
    const after = name.slice(comma + 1).trim()
    const tokens = after.split(/[\s,]+/).filter(Boolean)
    if (tokens.length > 0 && tokens.every(isCredential))
      return splitName(titleCase(before.replace(HONORIFIC, '')), lang)
    const words = before.split(' ').length
    if (words <= 2 && tokens.length <= 3 && isNameLike(after.replace(/,/g, ' ')))
      return { firstName: titleCase(clean(after.replace(/,/g, ' '))), lastName: titleCase(before) }
  }
  return splitName(titleCase(clean(name.replace(/,/g, ' '))), lang)
}

function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('en')
}

/**
 * Two surnames read from three words ("Marta Gil Navarro") are a second given name when the
 * person's e-mail address spells the first and the last word but not the middle one
 * ("mariano.kuran@…" for "Mariano Tomas Kuran"): people write their address with the names
 * they go by, a given name and the first surname.
 */
function secondGivenName(contact: Partial<Contact>): void {
  const first = contact.firstName ?? ''
  const last = (contact.lastName ?? '').split(' ')
  const local = fold(contact.email?.split('@')[0] ?? '')
  const [middle = '', surname = ''] = last
  if (first.includes(' ') || last.length !== 2 || local === '') return
  const has = (word: string) => word.length >= 2 && local.includes(fold(word))
  if (has(first) && has(surname) && !has(middle)) {
    contact.firstName = `${first} ${middle}`
    contact.lastName = surname
  }
}

function titleCase(text: string): string {
  if (!isUpperCase(text)) return text
  // Capitals with Turkish letters stay as printed: an undotted I may be Turkish ı or a foreign
  // name's I, and no case rule can tell which.
  if (/[İŞĞ]/u.test(text)) return text
  return text
    .toLocaleLowerCase('en')
    .replace(/(^|[\s-])(\p{L})/gu, (_, sep: string, c: string) => sep + c.toLocaleUpperCase('en'))
}

/** The name: the biggest text at the top of the first page (lines of one size joined). */
function firstCell(line: SourceLine): string {
  return splitParts(line.text)[0] ?? ''
}

// Labels of a header printed as a form ("Surname    Atik", "Name: Olha …", Europass's
// "PERSONAL INFORMATION    Betty Smith" and "JOB APPLIED FOR    …").
const FIRST_NAME_LABEL =
  /^(?:first ?names?|given names?|forenames?|vorname[n]?|prénoms?|nombres?|adı?|isim|nome)\s*:?$/i
const LAST_NAME_LABEL =
  /^(?:surname|last ?name|family name|nachname|familienname|nom(?: de famille)?|apellidos?|soyadı?|cognome)\s*:?$/i
const NAME_LABEL = /^(?:name|full name|nom complet|nombre completo|ad soyad|adı soyadı)\s*:?$/i
const TITLE_LABEL =
  /^(?:job applied for|position(?: applied for)?|desired (?:position|job)|applying for|bewerbung als|angestrebte position|wunschposition|poste (?:visé|recherché)|puesto (?:solicitado|deseado)|başvurulan (?:pozisyon|görev))\s*:?$/i
/** Words that open a document, not a person's name. */
const NOT_NAME = /\b(?:curriculum|vitae|resume|résumé|lebenslauf|özgeçmiş|cv)\b|lebenslauf$/i

function labelledRow(line: SourceLine): { label: string; value: string } | null {
  // A bold lead-in is the row's label ("Surname  Doe" with "Surname" in bold).
  const lead = line.lead
  if (lead && line.text.startsWith(lead) && /^\s/.test(line.text.slice(lead.length)))
    return { label: clean(lead), value: line.text.slice(lead.length).trim() }
  const m = /^([^\t:]{2,32}?)\s*(?:\t|:\s+)\s*(.+)$/.exec(line.text)
  return m ? { label: clean(m[1] ?? ''), value: (m[2] ?? '').trim() } : null
}

/** Name and job title from labelled rows; true when a name was found. */
function readLabelledHeader(
  lines: readonly SourceLine[],
  contact: Partial<Contact>,
  used: Set<number>,
  lang: string,
): boolean {
  let first = ''
  let last = ''
  let full = ''
  lines.forEach((line, i) => {
    const row = labelledRow(line)
    if (row) row.value = clean(row.value.split('\t')[0] ?? '')
    if (!row || !isNameLike(row.value.replace(/,/g, ' '))) {
      if (row && TITLE_LABEL.test(row.label) && !contact.jobTitle) {
        contact.jobTitle = row.value
        used.add(i)
      }
      return
    }
    if (FIRST_NAME_LABEL.test(row.label)) first ||= row.value
    else if (LAST_NAME_LABEL.test(row.label)) last ||= row.value
    else if (NAME_LABEL.test(row.label) || sectionOfHeading(row.label) === 'contact')
      full ||= row.value
    else if (TITLE_LABEL.test(row.label)) {
      contact.jobTitle ||= row.value
      used.add(i)
      return
    } else return
    used.add(i)
  })
  // "Name" beside "Surname" holds the first names.
  if (last && (first || full)) {
    contact.firstName = titleCase(first || full)
    contact.lastName = titleCase(last)
    return true
  }
  if (full || first) {
    Object.assign(contact, personName(full || first, lang))
    return true
  }
  return false
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
    // A heading or a label printed large is not the name ("Job applied for", "Lebenslauf").
    if (sectionOfHeading(cell) !== null || NOT_NAME.test(cell) || TITLE_LABEL.test(cell)) continue
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
    sectionOfHeading(firstCell(next)) === null &&
    firstCell(first).split(/\s+/).length + firstCell(next).split(/\s+/).length <= 4
  return { index: best, count: joinable ? 2 : 1 }
}

/** The parts of a fragment list that are not contact details (what is left of each). */
function readParts(parts: readonly string[], contact: Partial<Contact>): string[] {
  return parts.map((part) => readDetails(part, contact)).filter((left) => left !== '')
}

/**
 * A job title reads like one: a few words, the first real word capitalised, no digits, no
 * sentence end, no label ("GitHub: …"), no date stamp or citizenship ("Last updated …", "US
 * Citizen"), no user name ("mintyfrankie", "ð apennyworth").
 */
export function readsLikeJobTitle(text: string): boolean {
  const t = clean(text)
  if (t === '' || /\d/.test(t) || /[.!?;]$/.test(t) || /^[^\s:]+:\s/.test(t)) return false
  if (NOT_TITLE.test(t) || EMAIL.test(t)) return false
  const words = t.split(' ')
  if (words.length > 16) return false
  const firstWord = words.find((w) => /\p{L}{2,}/u.test(w)) ?? ''
  return /^[^\p{L}]*\p{Lu}/u.test(firstWord)
}

/** Short lines printed like the title just below it continue it ("DEVELOPER /" "WEB"). */
function titleContinuation(line: SourceLine, next: SourceLine | undefined): boolean {
  return (
    next !== undefined &&
    line.fontSize > 0 &&
    Math.abs(next.fontSize - line.fontSize) < 0.3 &&
    next.gapAbove < 0.8 &&
    next.bold === line.bold &&
    isUpperCase(next.text) === isUpperCase(line.text) &&
    splitParts(next.text).length === 1 &&
    next.text.split(/\s+/).length <= 3 &&
    readsLikeJobTitle(next.text) &&
    readParts([next.text], {}).length === 1
  )
}

/**
 * Paragraph lines of the header (a summary printed under the name without a heading), joined:
 * a column's narrow lines read as one text.
 */
function joinParagraphs(rest: SourceLine[]): SourceLine[] {
  const out: SourceLine[] = []
  for (const line of rest) {
    const previous = out.at(-1)
    if (
      previous &&
      previous.fontSize > 0 &&
      Math.abs(previous.fontSize - line.fontSize) < 0.3 &&
      line.gapAbove < 0.8 &&
      !line.bullet &&
      !/[.!?:]$/.test(previous.text) === !/^\p{Lu}/u.test(line.text) &&
      /\p{Ll}/u.test(previous.text) &&
      previous.text.split(/\s+/).length >= 3
    ) {
      out[out.length - 1] = { ...previous, text: `${previous.text} ${line.text}` }
    } else out.push(line)
  }
  return out
}

/** "Geburtsdaten:    31.05.1987", "Telefon    0170 …": a label cell and its value read as one. */
function joinLabelCell(text: string): string {
  const [label = '', value, ...rest] = text.split('\t')
  if (value === undefined) return text
  const asLabel = `${label.replace(/\s*:?\s*$/, '')}:`
  const isLabel = asLabel.replace(LABEL, '') === '' || BIRTH_START.test(label)
  return isLabel ? [`${asLabel} ${value}`, ...rest].join('\t') : text
}

/**
 * Reads the header lines (and contact-section lines): name and title at the top, contact
 * details anywhere. Lines that are none of these are returned as rest.
 */
export function parseHeader(lines: readonly SourceLine[], lang = 'en'): HeaderParts {
  const contact: Partial<Contact> = {}
  const rest: SourceLine[] = []
  const used = new Set<number>()
  const labelled = readLabelledHeader(lines, contact, used, lang)
  const name = labelled ? null : findName(lines)
  if (name) {
    const nameLines = lines.slice(name.index, name.index + name.count)
    const full = nameLines.map((l) => firstCell(l)).join(' ')
    Object.assign(contact, personName(full, lang))
    const beside = nameLines.flatMap((line) => readParts(splitParts(line.text).slice(1), contact))
    for (let k = 0; k < name.count; k++) used.add(name.index + k)
    // The job title: the first short line below the name that is not a contact detail
    // (contact details may sit between them in a two-cell header).
    let passedDetails = false
    for (
      let i = name.index + name.count;
      i < Math.min(lines.length, name.index + name.count + 4) && !contact.jobTitle;
      i++
    ) {
      const line = lines[i]
      if (!line) continue
      const parts = splitParts(line.text)
      const left = readParts(parts, {})
      if (left.length === 0) {
        passedDetails = true
        continue
      }
      // Below the contact details, a lone word naming no role is a place, not a title.
      if (
        passedDetails &&
        left.length === 1 &&
        !/\s/.test(left[0] ?? '') &&
        roleScore(left[0] ?? '') <= 0
      )
        break
      // A line of contact details holds no title; one part left beside a place may be one.
      if (left.length !== parts.length && left[0] !== parts[0]) break
      // A user name or icon text beside the title ("§ jdoe") is no part of it; a line that
      // is only such text is passed over.
      if (!readsLikeJobTitle(left[0] ?? '')) continue
      const titled = left.filter((part) => readsLikeJobTitle(part))
      const title = left.length === parts.length ? titled.join(' | ') : (left[0] ?? '')
      if (!left.every((part) => part.split(/\s+/).length <= 8) || !readsLikeJobTitle(title)) break
      // The first line of a paragraph (the next line goes on in lower case) is no title.
      const next = lines[i + 1]
      if (
        next &&
        Math.abs(next.fontSize - line.fontSize) < 0.3 &&
        next.gapAbove < 0.8 &&
        /^\p{Ll}+\s/u.test(next.text) &&
        readParts(splitParts(next.text), {}).length > 0
      )
        break
      let text = title
      let k = i
      while (titleContinuation(lines[k] ?? line, lines[k + 1]))
        text = `${text} ${lines[++k]?.text ?? ''}`
      contact.jobTitle = titleCase(clean(text))
      for (let j = i; j <= k; j++) used.add(j)
      readParts(parts, contact)
      break
    }
    // A title printed on the name's line ("Jane Doe | Product Designer") when no line below
    // holds one: a part that names a role.
    const role = beside.find((part) => readsLikeJobTitle(part) && roleScore(part) > 0)
    if (!contact.jobTitle && role) contact.jobTitle = titleCase(clean(role))
    // Or on the line just above the name, printed smaller ("SENIOR DATA SCIENTIST" over it).
    const above = lines[name.index - 1]
    const overline = above ? splitParts(above.text) : []
    if (
      !contact.jobTitle &&
      above &&
      above.fontSize < (lines[name.index]?.fontSize ?? 0) &&
      overline.length === 1 &&
      readsLikeJobTitle(overline[0] ?? '') &&
      roleScore(overline[0] ?? '') > 0
    ) {
      contact.jobTitle = titleCase(clean(overline[0] ?? ''))
      used.add(name.index - 1)
    }
  }
  lines.forEach((line, i) => {
    if (used.has(i)) return
    const parts = splitParts(joinLabelCell(line.text))
    const leftovers = readParts(parts, contact)
    // "+90 555 … | a@b.com | Sakarya / Malatya": the one part a line of details leaves is a place.
    const place = leftovers[0] ?? ''
    if (leftovers.length === 1 && parts.length >= 2 && !contact.city && looksLikePlace(place)) {
      contact.city = place
      return
    }
    if (leftovers.length > 0 && leftovers.join(' ').length > 2)
      rest.push({ ...line, text: leftovers.join(' ') })
  })
  secondGivenName(contact)
  return { contact, rest: joinParagraphs(rest) }
}
