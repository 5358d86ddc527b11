import { describe, expect, it } from 'vitest'
import { makeLine } from '../../pdf/lines'
import type { PdfLine, PdfText, PdfTextItem } from '../../pdf/types'
import { boldLead, fromPdfText, isLabelColumn, pageEdges } from './source'

function pdfLine(text: string, x: number, y: number, size = 10): PdfLine {
  const item: PdfTextItem = {
    text,
    x,
    y,
    width: text.length * size * 0.5,
    height: size,
    fontName: 'Arial',
    fontSize: size,
    bold: false,
    italic: false,
  }
  return makeLine([item])
}

describe('isLabelColumn', () => {
  it('knows a column of labels printed on the rows of the text they label', () => {
    const left = [
      pdfLine('Phone:', 40, 100),
      pdfLine('Email:', 40, 114),
      pdfLine('Experience', 40, 140),
      pdfLine('2019-2022', 40, 154),
    ]
    const right = [
      pdfLine('+1 555 0100', 160, 100),
      pdfLine('kim@example.org', 160, 114),
      pdfLine('Planner at Harbor Freight Lines', 160, 140),
      pdfLine('Scheduled 40 trucks a day across three depots', 160, 154),
    ]
    expect(isLabelColumn(left, right)).toBe(true)
  })

  it('does not take a sidebar whose lines sit between the main column rows for labels', () => {
    const left = [
      pdfLine('Skills', 40, 100),
      pdfLine('Docker', 40, 107),
      pdfLine('Kotlin', 40, 121),
      pdfLine('Figma', 40, 135),
    ]
    const right = [
      pdfLine('Experience', 200, 93),
      pdfLine('Planner at Harbor Freight Lines', 200, 114),
      pdfLine('Scheduled 40 trucks a day across three depots', 200, 128),
      pdfLine('Cut idle time by a fifth', 200, 142),
    ]
    expect(isLabelColumn(left, right)).toBe(false)
  })
})

describe('pageEdges', () => {
  function page(number: number, lines: PdfLine[]): PdfText['pages'][number] {
    return {
      number,
      width: 595,
      height: 842,
      items: lines.flatMap((l) => l.items),
      lines,
      regions: [{ kind: 'column', lines }],
      images: [],
      filledRects: [],
      rules: [],
      columns: 1,
    }
  }

  it('drops page numbers and repeated footers, keeps the first page header, reads a contact footer', () => {
    const header1 = pdfLine('Sam Roe - Analyst', 40, 30)
    const header2 = pdfLine('Sam Roe - Analyst', 40, 30)
    const footer1 = pdfLine('sam@example.org | +1 555 010 2020', 40, 800)
    const footer2 = pdfLine('sam@example.org | +1 555 010 2020', 40, 800)
    const number1 = pdfLine('Page 1 of 2', 500, 815)
    const number2 = pdfLine('Page 2 of 2', 500, 815)
    const body = pdfLine('Built the reporting pipeline', 40, 300)
    const pdf = {
      pages: [page(1, [header1, body, footer1, number1]), page(2, [header2, footer2, number2])],
      layout: { pageCount: 2, imageCount: 0, filledRectCount: 0, hasTable: false, columns: 1 },
      text: '',
    } satisfies PdfText
    const edges = pageEdges(pdf)
    expect([...edges.drop]).toEqual(
      expect.arrayContaining([header2, footer1, footer2, number1, number2]),
    )
    expect(edges.drop.has(header1)).toBe(false)
    expect(edges.drop.has(body)).toBe(false)
    expect(edges.contact).toEqual([footer1])
    const texts = fromPdfText(pdf).flows.flatMap((f) => f.lines.map((l) => l.text))
    expect(texts).toEqual([
      'sam@example.org | +1 555 010 2020',
      'Sam Roe - Analyst',
      'Built the reporting pipeline',
    ])
  })
})

describe('isLabelColumn with a title', () => {
  it('allows a title above both columns that starts in the label column', () => {
    const left = [
      pdfLine('How a good CV can look like, with all its parts', 40, 60),
      pdfLine('Phone:', 40, 100),
      pdfLine('Email:', 40, 114),
      pdfLine('Experience', 40, 140),
      pdfLine('2019-2022', 40, 154),
    ]
    const right = [
      pdfLine('+1 555 0100', 160, 100),
      pdfLine('ann@example.org', 160, 114),
      pdfLine('Analyst, Acme', 160, 154),
    ]
    expect(isLabelColumn(left, right)).toBe(true)
  })
})

describe('running headers that add to the first page', () => {
  it('drops a later page header whose first cell the first page prints at its top', () => {
    const page = (number: number, lines: PdfLine[]): PdfText['pages'][number] => ({
      number,
      width: 595,
      height: 842,
      items: lines.flatMap((l) => l.items),
      lines,
      regions: [{ kind: 'column', lines }],
      images: [],
      filledRects: [],
      rules: [],
      columns: 1,
    })
    const title = pdfLine('Curriculum vitae', 40, 40)
    const body = pdfLine('Built the reporting pipeline', 40, 300)
    const header2 = makeLine([
      ...pdfLine('Curriculum vitae', 40, 40).items,
      ...pdfLine('Sam Roe', 300, 40).items,
    ])
    const body2 = pdfLine('Ran the sample intake', 40, 300)
    const pdf = {
      pages: [page(1, [title, body]), page(2, [header2, body2])],
      layout: { pageCount: 2, imageCount: 0, filledRectCount: 0, hasTable: false, columns: 1 },
      text: '',
    } satisfies PdfText
    const edges = pageEdges(pdf)
    expect(header2.text).toBe('Curriculum vitae\tSam Roe')
    expect(edges.drop.has(header2)).toBe(true)
    expect(edges.drop.has(title)).toBe(false)
  })
})

describe('boldLead', () => {
  const run = (text: string, x: number, boldFace: boolean): PdfTextItem => ({
    text,
    x,
    y: 100,
    width: text.length * 5,
    height: 10,
    fontName: boldFace ? 'Body-Semibold' : 'Body-Regular',
    fontSize: 10,
    bold: false,
    boldFace,
    italic: false,
  })

  it("takes the bold words leading regular text, after a bullet, as the line's lead-in", () => {
    const line = makeLine([
      run('•', 40, false),
      run('Data Tools', 50, true),
      run('dbt, Airflow', 105, false),
    ])
    expect(boldLead(line)).toBe('Data Tools')
  })

  it('finds none on a line bold throughout, one starting regular, or without known weights', () => {
    expect(boldLead(makeLine([run('Data Tools', 40, true), run('dbt', 95, true)]))).toBeUndefined()
    expect(boldLead(makeLine([run('Uses', 40, false), run('dbt', 70, true)]))).toBeUndefined()
    expect(boldLead(pdfLine('Data Tools dbt, Airflow', 40, 100))).toBeUndefined()
  })
})
