import { describe, expect, it } from 'vitest'
import { detectColumns } from './columns'
import { segmentItems } from './lines'
import { readingOrder } from './reading-order'
import type { PdfTextItem } from './types'

function item(text: string, x: number, y: number, size = 10): PdfTextItem {
  return {
    text,
    x,
    y,
    width: text.length * size * 0.5,
    height: size,
    fontName: 'Helvetica',
    fontSize: size,
    bold: false,
    italic: false,
  }
}

/** A column of lines at x, one every `step` points from y0. */
function column(texts: string[], x: number, y0: number, step = 14): PdfTextItem[] {
  return texts.map((text, i) => item(text, x, y0 + i * step))
}

const main = [
  'Profile',
  'Engineer with ten years of experience in payments and',
  'distributed systems, building reliable services.',
  'Experience',
  'Senior Engineer at Acme Payments',
  'Built the settlement service used by all teams',
  'Engineer at Beta Bank',
  'Moved batch jobs to streaming pipelines',
]
const side = [
  'Contact',
  'jana@example.com',
  '+420 601 555 111',
  'Skills',
  'Kotlin',
  'Python',
  'SQL',
  'Languages',
  'Czech',
  'English',
]

describe('detectColumns', () => {
  it('finds a left sidebar and reads it as its own column', () => {
    const segments = segmentItems([...column(side, 20, 100, 15), ...column(main, 200, 100, 13)])
    const { columns } = detectColumns(segments)
    expect(columns).toHaveLength(2)
    expect(columns[0]?.segments.map((s) => s.text)).toEqual(side)
  })

  it('finds a right sidebar', () => {
    const segments = segmentItems([...column(main, 30, 100, 13), ...column(side, 420, 100, 15)])
    const { columns } = detectColumns(segments)
    expect(columns.map((c) => c.segments.length)).toEqual([main.length, side.length])
  })

  it('keeps a right-aligned date column with the lines it belongs to', () => {
    const rows = [
      'Senior Engineer, Acme',
      'Engineer, Beta',
      'Intern, Gamma',
      'Student assistant, Delta',
      'Tutor, Epsilon',
      'Junior, Zeta',
    ]
    const items = rows.flatMap((text, i) => [
      item(text, 30, 100 + i * 20),
      item(`0${i + 1}/2015 – 0${i + 1}/2016`, 450, 100 + i * 20),
    ])
    const { columns } = detectColumns(segmentItems(items))
    expect(columns).toHaveLength(1)
  })

  it('leaves a single column alone', () => {
    expect(detectColumns(segmentItems(column(main, 40, 100))).columns).toHaveLength(1)
  })
})

describe('two-column blocks on a single-column page', () => {
  const wide = (text: string, y: number) => item(text, 40, y)
  const leftJob = [
    'Acme Payments Ltd, Backend Engineer',
    'Built the settlement service for all teams',
    'Moved the nightly batch jobs to streaming',
    'Cut the failed transfers by a third overall',
  ]
  const rightJob = [
    'Beta Bank Group, Platform Engineer',
    'Ran the shared build farm for the mobile apps',
    'Wrote the guide for on-call engineers there',
    'Kept the deploy pipeline green for two years',
  ]

  it('reads a block of two jobs side by side column by column, between full-width text', () => {
    const items = [
      wide(
        'Summary of a career in payments, platforms and the people who keep them running well.',
        60,
      ),
      ...column(leftJob, 40, 90),
      ...column(rightJob, 300, 90),
      wide('Education and training in computer science at a university of applied sciences.', 160),
    ]
    const lines = readingOrder(items).regions.flatMap((r) => r.lines.map((l) => l.text))
    expect(lines).toEqual([
      'Summary of a career in payments, platforms and the people who keep them running well.',
      ...leftJob,
      ...rightJob,
      'Education and training in computer science at a university of applied sciences.',
    ])
  })

  it('keeps dates and places beside entry heads on their lines', () => {
    const items = [
      wide(
        'Summary of a career in payments, platforms and the people who keep them running well.',
        60,
      ),
      ...column(
        [
          'North College of Engineering',
          'BSc Computer Science',
          'South High School',
          'Science track',
        ],
        40,
        90,
      ),
      ...column(['Lyon, France', '2016 - 2019', 'Nice, France', '2012 - 2016'], 420, 90),
      ...column(
        [
          'Led the student robotics club for two full years',
          'Tutored first-year students in maths',
        ],
        40,
        150,
      ),
    ]
    const lines = readingOrder(items).regions.flatMap((r) => r.lines.map((l) => l.text))
    expect(lines.slice(1, 3)).toEqual([
      'North College of Engineering\tLyon, France',
      'BSc Computer Science\t2016 - 2019',
    ])
  })
})
