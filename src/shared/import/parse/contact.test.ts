import { describe, expect, it } from 'vitest'
import { parseBirthDate, parseHeader, readContactPart } from './contact'
import { line } from './test-lines'

describe('parseHeader', () => {
  it('splits the name, finds the title below it and every contact detail', () => {
    const { contact } = parseHeader([
      line('MARÍA LÓPEZ GARCÍA', { fontSize: 24, bold: true }),
      line('SENIOR PRODUCT DESIGNER', { fontSize: 12 }),
      line('maria.lopez@example.es | +34 612 345 678 | Valencia, España'),
    ])
    expect(contact).toMatchObject({
      firstName: 'María',
      lastName: 'López García',
      jobTitle: 'Senior Product Designer',
      email: 'maria.lopez@example.es',
      phone: '+34 612 345 678',
      city: 'Valencia',
      country: 'España',
    })
  })

  it('reads a two-cell header where contact lines sit between the name and the title', () => {
    const { contact } = parseHeader([
      line('pat@example.com', { fontSize: 9 }),
      line('Pat Kim', { fontSize: 18, bold: true }),
      line('+1 416 555 0138', { fontSize: 9 }),
      line('Audit Senior\tToronto, Canada', { fontSize: 10 }),
    ])
    expect(contact).toMatchObject({
      firstName: 'Pat',
      lastName: 'Kim',
      jobTitle: 'Audit Senior',
      city: 'Toronto',
      country: 'Canada',
    })
  })

  it('keeps a particle with the last name', () => {
    expect(parseHeader([line('Anna van der Berg', { fontSize: 20 })]).contact).toMatchObject({
      firstName: 'Anna',
      lastName: 'van der Berg',
    })
  })
})

describe('readContactPart', () => {
  it('reads address with postcode, city and country apart', () => {
    const contact = {}
    expect(readContactPart('Königsallee 60, 40212 Düsseldorf, Deutschland', contact)).toBe(true)
    expect(contact).toEqual({
      address: 'Königsallee 60, 40212',
      city: 'Düsseldorf',
      country: 'Deutschland',
    })
  })

  it('keeps a postcode with the street when the city is on the next line', () => {
    const contact = {}
    readContactPart('12 rue des Lilas, 69003', contact)
    readContactPart('Lyon, France', contact)
    expect(contact).toEqual({ address: '12 rue des Lilas, 69003', city: 'Lyon', country: 'France' })
  })

  it('reads a labelled birth date as DD/MM/YYYY and skips details without a field', () => {
    const contact = {}
    expect(readContactPart('Geburtsdatum: 11.11.1994', contact)).toBe(true)
    expect(readContactPart('Familienstand: verheiratet', contact)).toBe(true)
    expect(contact).toEqual({ birthDate: '11/11/1994' })
    expect(parseBirthDate('1990-02-03')).toBe('03/02/1990')
  })

  it('does not take a date range for a phone number or a job title for a city', () => {
    const contact = {}
    expect(readContactPart('2019 - 2021', contact)).toBe(false)
    expect(readContactPart('Vertriebsleiter', contact)).toBe(false)
    expect(contact).toEqual({})
  })
})

describe('parseHeader names', () => {
  it('gives middle names to the first name and keeps Turkish capitals as printed', () => {
    // An undotted I may be Turkish ı or a foreign name's I: no case rule can tell.
    expect(parseHeader([line('AYLİN DERYA KILIÇ', { fontSize: 22 })], 'tr').contact).toMatchObject({
      firstName: 'AYLİN DERYA',
      lastName: 'KILIÇ',
    })
  })
  it('title-cases other capitals', () => {
    expect(parseHeader([line('JANE DOE', { fontSize: 22 })]).contact).toMatchObject({
      firstName: 'Jane',
      lastName: 'Doe',
    })
  })
  it('reads two surnames in a Spanish name of three words', () => {
    expect(parseHeader([line('Lucía Ramos Vidal', { fontSize: 22 })], 'es').contact).toMatchObject({
      firstName: 'Lucía',
      lastName: 'Ramos Vidal',
    })
  })
  it('leaves out a form of address and credentials after a comma', () => {
    const name = (text: string) => parseHeader([line(text, { fontSize: 22 })]).contact
    expect(name('Dr. Aino Kallio')).toMatchObject({ firstName: 'Aino', lastName: 'Kallio' })
    expect(name('Aino Kallio, Ph.D., PMP')).toMatchObject({ firstName: 'Aino', lastName: 'Kallio' })
    expect(name('AINO KALLIO, MBA')).toMatchObject({ firstName: 'Aino', lastName: 'Kallio' })
  })
  it('reads a title (one naming a role) printed on the name line when none follows below', () => {
    const { contact } = parseHeader([
      line('Aino Kallio | Payroll Specialist', { fontSize: 20 }),
      line('aino@example.fi | +358 40 123 4567'),
    ])
    expect(contact).toMatchObject({ firstName: 'Aino', lastName: 'Kallio' })
    expect(contact.jobTitle).toBe('Payroll Specialist')
    // A place beside the name is no title.
    expect(parseHeader([line('Aino Kallio | Tampere', { fontSize: 20 })]).contact.jobTitle).toBe(
      undefined,
    )
  })
  it('cuts a place off a title line at a dash', () => {
    const { contact } = parseHeader([
      line('Aino Kallio', { fontSize: 20 }),
      line('Dental Hygienist — Tampere, Finland', { fontSize: 12 }),
    ])
    expect(contact).toMatchObject({
      jobTitle: 'Dental Hygienist',
      city: 'Tampere',
      country: 'Finland',
    })
  })
  it('reads a title printed smaller just above the name when none follows below', () => {
    const { contact } = parseHeader([
      line('SENIOR PAYROLL SPECIALIST', { fontSize: 11 }),
      line('Aino Kallio', { fontSize: 26 }),
      line('aino@example.fi'),
    ])
    expect(contact).toMatchObject({ firstName: 'Aino', jobTitle: 'Senior Payroll Specialist' })
  })
  it('takes no lone place below the contact details for the title', () => {
    const { contact } = parseHeader([
      line('Aino Kallio', { fontSize: 20 }),
      line('aino@example.fi'),
      line('Tampere'),
    ])
    expect(contact.jobTitle).toBe(undefined)
  })
  it('reads a German compound street name before its house number as the street', () => {
    const { contact } = parseHeader([
      line('Aino Kallio', { fontSize: 20 }),
      line('Lindenallee 4a · 20259 Hamburg · aino@example.de'),
    ])
    expect(contact).toMatchObject({ address: 'Lindenallee 4a, 20259', city: 'Hamburg' })
  })
  it('turns round a name printed last name first with a comma', () => {
    expect(parseHeader([line('Kallio, Aino', { fontSize: 22 })]).contact).toMatchObject({
      firstName: 'Aino',
      lastName: 'Kallio',
    })
  })
  it('reads a second given name where the e-mail spells the first and the last word only', () => {
    const header = (email: string) =>
      parseHeader([line('Lucía Inés Vidal', { fontSize: 22 }), line(email)], 'es').contact
    expect(header('lucia.vidal@example.es')).toMatchObject({
      firstName: 'Lucía Inés',
      lastName: 'Vidal',
    })
    expect(header('lucia.ines@example.es')).toMatchObject({
      firstName: 'Lucía',
      lastName: 'Inés Vidal',
    })
  })
})

describe('contact lines of real headers', () => {
  it('splits a dash-separated line when it holds contact details, and reads "123 Main St"', () => {
    const { contact } = parseHeader([
      line('KIM LEE', { fontSize: 20 }),
      line('45 Elm St, Springfield, USA — (555) 010-2030 — kim@example.org'),
    ])
    expect(contact).toMatchObject({
      address: '45 Elm St',
      city: 'Springfield',
      country: 'USA',
      phone: '(555) 010-2030',
      email: 'kim@example.org',
    })
    expect(contact.jobTitle).toBeUndefined()
  })

  it('keeps a trunk prefix before the bracketed area code', () => {
    const contact: Record<string, string> = {}
    expect(readContactPart('0(555) 010 20 30', contact)).toBe(true)
    expect(contact.phone).toBe('0(555) 010 20 30')
  })

  it('takes groups of four digits for a phone, not a date range', () => {
    const contact: Record<string, string> = {}
    expect(readContactPart('+44 201-5555-0101', contact)).toBe(true)
    expect(contact.phone).toBe('+44 201-5555-0101')
  })

  it('reads an e-mail, a phone and a place printed in one run of words', () => {
    const contact: Record<string, string> = {}
    expect(readContactPart('E: pat@example.net P: 555-010-4477', contact)).toBe(true)
    expect(contact).toMatchObject({ email: 'pat@example.net', phone: '555-010-4477' })
    const other: Record<string, string> = {}
    expect(readContactPart('Tampa, FL 555-010-9988 lee@example.net', other)).toBe(true)
    expect(other).toMatchObject({ city: 'Tampa', phone: '555-010-9988', email: 'lee@example.net' })
    const third: Record<string, string> = {}
    readContactPart('ann@example.net +5401122334455 Villa del Lago', third)
    expect(third).toMatchObject({ phone: '+5401122334455', city: 'Villa del Lago' })
  })

  it('reads a region between city and country, a US state and ZIP, a UK postcode', () => {
    const a: Record<string, string> = {}
    readContactPart('Green Hills, TX, USA', a)
    expect(a).toMatchObject({ city: 'Green Hills', country: 'USA' })
    const b: Record<string, string> = {}
    readContactPart('12 N 300 W, Twin Falls, ID 83301', b)
    expect(b).toMatchObject({ address: '12 N 300 W, 83301', city: 'Twin Falls' })
    const c: Record<string, string> = {}
    readContactPart('8 Mill rd, Leeds, LS1 4AB (United Kingdom)', c)
    expect(c).toMatchObject({
      address: '8 Mill rd, LS1 4AB',
      city: 'Leeds',
      country: 'United Kingdom',
    })
  })

  it('joins a postcode printed below its street; an abbreviated birth date is no address', () => {
    const { contact } = parseHeader([
      line('Eva Berg', { fontSize: 22 }),
      line('GEB. 02.03.1990'),
      line('Linden-Str. 5'),
      line('12345 Neustadt'),
      line('Tel.: 0170 1234567'),
    ])
    expect(contact).toMatchObject({
      birthDate: '02/03/1990',
      address: 'Linden-Str. 5, 12345',
      city: 'Neustadt',
      phone: '0170 1234567',
    })
    expect(contact.jobTitle).toBeUndefined()
  })

  it('reads a form-like header: Surname / Name rows, a labelled section and "job applied for"', () => {
    expect(
      parseHeader([line('Surname\tDoe'), line('Name\tJane Ann'), line('Contact')]).contact,
    ).toMatchObject({ firstName: 'Jane Ann', lastName: 'Doe' })
    const { contact } = parseHeader([
      line('Curriculum vitae'),
      line('PERSONAL INFORMATION\tJane Doe', { fontSize: 10.5 }),
      line('jane@example.com', { fontSize: 9 }),
      line('JOB APPLIED FOR\tSite engineer', { fontSize: 11.5 }),
    ])
    expect(contact).toMatchObject({ firstName: 'Jane', lastName: 'Doe', jobTitle: 'Site engineer' })
  })

  it('reads a bold lead-in as the label of a form-like header row', () => {
    const { contact } = parseHeader([
      line('Surname Doe', { lead: 'Surname' }),
      line('Name Jane Ann', { lead: 'Name' }),
      line('Contact'),
    ])
    expect(contact).toMatchObject({ firstName: 'Jane Ann', lastName: 'Doe' })
  })

  it('takes the line below the name as job title only when it reads like one', () => {
    const title = (text: string) =>
      parseHeader([line('Ann Lee', { fontSize: 24 }), line(text)]).contact.jobTitle
    expect(title('annlee | +33 6 11 22 33 44 | ann@example.org')).toBeUndefined()
    expect(title('Last updated in March')).toBeUndefined()
    expect(title('§ annlee')).toBeUndefined()
    expect(title('Data Analyst | Open Source Maintainer')).toBe(
      'Data Analyst | Open Source Maintainer',
    )
    const { contact } = parseHeader([
      line('Ann Lee', { fontSize: 24 }),
      line('WEB DESIGNER /', { fontSize: 8, gapAbove: 1.5 }),
      line('ILLUSTRATOR', { fontSize: 8, gapAbove: 0.3 }),
    ])
    expect(contact.jobTitle).toBe('Web Designer / Illustrator')
  })

  it('does not take a heading or a document title for the name', () => {
    const { contact } = parseHeader([
      line('Lebenslauf', { fontSize: 30 }),
      line('Max Beispiel', { fontSize: 12 }),
    ])
    expect(contact).toMatchObject({ firstName: 'Max', lastName: 'Beispiel' })
  })

  it('joins a summary printed in narrow lines under the name into one paragraph', () => {
    const { rest } = parseHeader([
      line('Ann Lee', { fontSize: 24 }),
      line('Curious and reliable, I keep', { gapAbove: 2 }),
      line('learning new tools and enjoy', { gapAbove: 0.3 }),
      line('working in a team.', { gapAbove: 0.3 }),
    ])
    expect(rest.map((l) => l.text)).toEqual([
      'Curious and reliable, I keep learning new tools and enjoy working in a team.',
    ])
  })
})

describe('labelled rows', () => {
  it('reads a label cell with its value: name rows with more cells, birth dates, phones', () => {
    const { contact } = parseHeader([
      line('Tips for your CV', { fontSize: 9 }),
      line('Name\tEva Berg\tphoto'),
      line('Telefon\t0170 1234567'),
      line('Geburtsdatum und -ort\t02.03.2004, Neustadt'),
    ])
    expect(contact).toMatchObject({
      firstName: 'Eva',
      lastName: 'Berg',
      phone: '0170 1234567',
      birthDate: '02/03/2004',
    })
  })
})

describe('more header shapes', () => {
  it('passes over a user name below the name and leaves it out of the title line', () => {
    const { contact } = parseHeader([
      line('Ann Lee', { fontSize: 24 }),
      line('§ annlee'),
      line('Product Owner\t§ annlee', { fontSize: 14 }),
    ])
    expect(contact.jobTitle).toBe('Product Owner')
  })

  it('reads the one part a line of details leaves as the city', () => {
    const { contact } = parseHeader([
      line('Ann Lee', { fontSize: 24 }),
      line('+90 555 010 20 30 | ann@example.org | Izmir / Manisa'),
    ])
    expect(contact.city).toBe('Izmir / Manisa')
  })

  it('leaves out a state before a ZIP code printed on the next line, and joins the ZIP code', () => {
    const { contact } = parseHeader([
      line('Ann Lee', { fontSize: 24 }),
      line('ann@example.org'),
      line('12 W 3rd Street, Apt 4B, Springfield, IL,'),
      line('62701'),
    ])
    expect(contact).toMatchObject({
      address: '12 W 3rd Street, Apt 4B, 62701',
      city: 'Springfield',
    })
  })
})
