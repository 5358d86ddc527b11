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
  it('gives middle names to the first name and lower-cases Turkish capitals by Turkish rules', () => {
    expect(parseHeader([line('AYLİN DERYA KILIÇ', { fontSize: 22 })], 'tr').contact).toMatchObject({
      firstName: 'Aylin Derya',
      lastName: 'Kılıç',
    })
  })
  it('reads two surnames in a Spanish name of three words', () => {
    expect(parseHeader([line('Lucía Ramos Vidal', { fontSize: 22 })], 'es').contact).toMatchObject({
      firstName: 'Lucía',
      lastName: 'Ramos Vidal',
    })
  })
})
