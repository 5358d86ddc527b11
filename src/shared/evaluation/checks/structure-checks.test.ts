import { describe, expect, it } from 'vitest'
import { buildDocument } from '../document'
import { runCheck, sketchResume, texts } from '../test-helpers'
import { complexFormattingCheck } from './complex-formatting'
import { missingSectionsCheck } from './missing-sections'
import { resumeLength } from './resume-length'
import { specialCharsCheck } from './special-chars'

const layout = {
  pageCount: 1,
  images: 0,
  photo: false,
  columns: 1,
  tables: 0,
  textBoxes: 0,
  fonts: 1,
}

describe('missing sections', () => {
  it('reports Education and Skills when neither the model nor a heading has them', () => {
    expect(
      texts(
        runCheck(
          missingSectionsCheck,
          { bullets: ['Load trucks'] },
          { text: 'WORK EXPERIENCE\nLoad trucks' },
        ),
      ),
    ).toEqual(['Education', 'Skills'])
  })
  it('accepts a printed heading in any language, also in spaced small caps', () => {
    const text = 'Ausbildung\nS KILLS\nWork Experience'
    expect(runCheck(missingSectionsCheck, {}, { text })).toEqual([])
  })
})

describe('resume length', () => {
  const doc = (text: string, pageCount: number | null) =>
    buildDocument({
      resume: sketchResume(),
      text,
      layout: pageCount === null ? null : { ...layout, pageCount },
    })
  it('is too long over two pages, too short under 120 words, else ok', () => {
    expect(resumeLength(doc('word '.repeat(500), 3)).verdict).toBe('too long')
    expect(resumeLength(doc('word '.repeat(1200), null)).verdict).toBe('too long')
    expect(resumeLength(doc('word '.repeat(60), 1)).verdict).toBe('too short')
    expect(resumeLength(doc('word '.repeat(400), 2))).toEqual({
      verdict: 'ok',
      pages: 2,
      words: 400,
    })
  })
})

describe('excessive special characters', () => {
  it('fires on decorative symbols but not on ordinary bullets and separators', () => {
    expect(
      runCheck(specialCharsCheck, {}, { text: '✦ PROFILE ✦ ➜ a ➜ b ●●●●○ ✿ x ✿ y ❖ z' }),
    ).toHaveLength(1)
    expect(
      runCheck(specialCharsCheck, {}, { text: '• a | b — c • d • e • f • g • h • i • j • k • l' }),
    ).toEqual([])
  })
})

describe('complex formatting', () => {
  it('reports tables, text boxes, images and columns from the PDF layout', () => {
    const found = runCheck(
      complexFormattingCheck,
      {},
      { layout: { ...layout, tables: 1, textBoxes: 2, images: 1, columns: 2 } },
    )
    expect(texts(found)).toEqual(['Tables', 'Text boxes', 'Images', '2 columns'])
  })
  it('says nothing without layout facts', () => {
    expect(runCheck(complexFormattingCheck, {})).toEqual([])
  })
})
