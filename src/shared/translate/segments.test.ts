// Protected tokens, rich-text segments and the checks on a provider's answer.
import { describe, expect, it } from 'vitest'
import { parseMarkup, renderMarkup } from './markup'
import { findProtectedSpans } from './protect'
import { decodeSegment, encodeSegment } from './wire'

const tokens = (text: string, names: string[] = []) =>
  findProtectedSpans(text, { names }).map((span) => text.slice(span.start, span.end))

describe('protected tokens', () => {
  it('finds e-mails, URLs, phones, numbers, amounts and dates', () => {
    expect(tokens('Mail ada@example.com or see https://ada.dev/cv.')).toEqual([
      'ada@example.com',
      'https://ada.dev/cv',
    ])
    expect(tokens('Call +49 30 1234567 today')).toEqual(['+49 30 1234567'])
    expect(tokens('Call +1 (202) 555-0143.')).toEqual(['+1 (202) 555-0143'])
    expect(tokens('Worked 2019 - 2021 (2 years)')).toEqual(['2019', '2021', '2'])
    expect(tokens('Grew revenue 40% to €1.200.000 and $2.5M in 2021')).toEqual([
      '40%',
      '€1.200.000',
      '$2.5M',
      '2021',
    ])
    expect(tokens('Shipped on 03/2020 and 2021-05-14')).toEqual(['03/2020', '2021-05-14'])
    expect(tokens('Visited example.org twice')).toEqual(['example.org'])
  })

  it('finds product names, acronyms and the resume’s own names', () => {
    expect(tokens('Built APIs in TypeScript, Node.js, C# and C++ on AWS with Kubernetes')).toEqual([
      'APIs',
      'TypeScript',
      'Node.js',
      'C#',
      'C++',
      'AWS',
      'Kubernetes',
    ])
    expect(
      tokens('Worked with Jane Doe at Acme Widgets GmbH', ['Jane Doe', 'Acme Widgets GmbH']),
    ).toEqual(['Jane Doe', 'Acme Widgets GmbH'])
  })

  it('leaves ordinary words, including capitalised ones, to the translator', () => {
    expect(tokens('Led the team through a difficult Migration of the Billing service')).toEqual([])
    expect(tokens('Führte das Team durch die Umstellung')).toEqual([])
    expect(tokens('Ekibi zorlu bir geçişte yönettim')).toEqual([])
  })
})

describe('rich text segments', () => {
  it('makes one segment per paragraph or list item, with inline tags inside', () => {
    const html =
      '<p>Led <strong>6</strong> people</p><ul><li>One <a href="https://x.dev">link</a></li><li> Two </li></ul>'
    const parsed = parseMarkup(html)
    expect(parsed.segments).toHaveLength(3)
    expect(renderMarkup(parsed, [])).toBe(html)
  })

  it('does not send text without letters', () => {
    expect(parseMarkup('<p>2019 – 2021</p><p>—</p>').segments).toHaveLength(0)
  })
})

describe('answer checks', () => {
  const segment = () => {
    const { segments } = parseMarkup('<p>Cut costs by <strong>40%</strong> at <em>Initech</em></p>')
    return encodeSegment(
      segments[0]!.parts,
      (text) => findProtectedSpans(text, { names: ['Initech'] }),
      true,
    )
  }

  it('sends tags as numbered pairs and tokens as placeholders', () => {
    expect(segment().text).toBe('Cut costs by <g1><x1/></g1> at <g2><x2/></g2>')
  })

  it('restores the original tags and tokens from a good answer', () => {
    const decoded = decodeSegment(segment(), 'Kosten um <g1><x1/></g1> gesenkt bei <g2><x2/></g2>')
    expect(decoded).toEqual({
      ok: true,
      value: 'Kosten um <strong>40%</strong> gesenkt bei <em>Initech</em>',
    })
  })

  it.each([
    ['a dropped tag', 'Kosten um <x1/> gesenkt bei <g2><x2/></g2>', 'missing-tag'],
    ['a dropped placeholder', 'Kosten um <g1></g1> gesenkt bei <g2><x2/></g2>', 'missing-token'],
    ['a doubled placeholder', 'Kosten um <g1><x1/><x1/></g1> bei <g2><x2/></g2>', 'missing-token'],
    ['a new number', 'Kosten um <g1><x1/></g1> gesenkt bei <g2><x2/></g2> 2024', 'changed-number'],
    ['crossed tags', 'Kosten <g1><x1/><g2></g1><x2/></g2>', 'malformed'],
    ['markup of its own', 'Kosten <b>um</b> <g1><x1/></g1> bei <g2><x2/></g2>', 'malformed'],
    ['an unknown placeholder', 'Kosten <g1><x1/></g1> <x3/> <g2><x2/></g2>', 'malformed'],
    ['no words', '<g1><x1/></g1> <g2><x2/></g2>', 'empty'],
  ])('refuses %s', (_name, answer, reason) => {
    expect(decodeSegment(segment(), answer)).toMatchObject({ ok: false, reason })
  })

  it('escapes text that comes back with special characters', () => {
    const wire = encodeSegment([{ type: 'text', text: 'R&D lead' }], () => [], true)
    expect(wire.text).toBe('R&amp;D lead')
    expect(decodeSegment(wire, 'R&D Leitung')).toEqual({ ok: true, value: 'R&amp;D Leitung' })
    const plain = encodeSegment([{ type: 'text', text: 'R&D lead' }], () => [], false)
    expect(decodeSegment(plain, 'R&amp;D  Leitung ')).toEqual({ ok: true, value: 'R&D Leitung' })
  })
})
