import { describe, expect, it } from 'vitest'
import {
  PAGE_HEIGHT,
  PAGE_MARGIN_BOTTOM,
  PAGE_MARGIN_TOP,
  contentBottom,
  contentTop,
} from './geometry'
import { pageCount, paginate, pushFor, type UnitBox } from './paginate'

const FULL = { left: 0, right: 794 }
const LEFT = { left: 0, right: 500 }
const RIGHT = { left: 500, right: 794 }
const PAGE2_TOP = PAGE_HEIGHT + PAGE_MARGIN_TOP
const PAGE1_END = PAGE_HEIGHT - PAGE_MARGIN_BOTTOM

function unit(key: string, top: number, height: number, extra: Partial<UnitBox<string>> = {}) {
  return { key, top, height, ...FULL, ...extra }
}

/** A column of units of one height, one after the other with a gap. */
function stack(prefix: string, count: number, height: number, gap: number, column = FULL) {
  return Array.from({ length: count }, (_, i) =>
    unit(`${prefix}${i}`, i * (height + gap), height, column),
  )
}

describe('geometry', () => {
  it('uses the exact A4 size and keeps the margins free', () => {
    expect(PAGE_HEIGHT).toBeCloseTo(1122.519685, 6)
    expect(contentTop(0)).toBe(0)
    expect(contentTop(1)).toBeCloseTo(PAGE_HEIGHT + 38, 6)
    expect(contentBottom(1)).toBeCloseTo(2 * PAGE_HEIGHT - 38, 6)
  })
})

describe('pushFor', () => {
  it('leaves a box inside a page alone', () => {
    expect(pushFor(100, 900)).toBe(0)
    expect(pushFor(PAGE2_TOP, PAGE2_TOP + 500)).toBe(0)
  })

  it('moves a box that crosses the bottom margin to the next page', () => {
    expect(pushFor(1000, 1100)).toBeCloseTo(PAGE2_TOP - 1000, 6)
  })

  it('moves a box that starts in the free band at the bottom or the top of a page', () => {
    expect(pushFor(PAGE1_END + 5, PAGE1_END + 20)).toBeCloseTo(PAGE2_TOP - PAGE1_END - 5, 6)
    expect(pushFor(PAGE_HEIGHT + 10, PAGE_HEIGHT + 50)).toBeCloseTo(PAGE_MARGIN_TOP - 10, 6)
  })

  it('does not move a box taller than a page unless it starts in a band', () => {
    expect(pushFor(500, 1800)).toBe(0)
    expect(pushFor(PAGE_HEIGHT + 1, PAGE_HEIGHT + 1300)).toBeCloseTo(PAGE_MARGIN_TOP - 1, 6)
  })
})

describe('paginate', () => {
  it('keeps a short resume on one page with nothing moved', () => {
    const result = paginate(stack('u', 5, 100, 10))
    expect(result.pushes.size).toBe(0)
    expect(result.pages).toBe(1)
  })

  it('pushes the unit cut by the page break to the top of page 2, and nothing else', () => {
    // Units at 0, 110, ..., 990 (ends 1090, past the 1084.5 limit), 1100.
    const units = stack('u', 11, 100, 10)
    const result = paginate(units)
    expect([...result.pushes.keys()]).toEqual(['u9'])
    expect(result.pushes.get('u9')).toBeCloseTo(PAGE2_TOP - 990, 6)
    // The last unit moved with u9: 1100 + 170.5 + 100 < 2 pages.
    expect(result.pages).toBe(2)
  })

  it('keeps the page count exact at the edge of a page', () => {
    expect(pageCount(PAGE_HEIGHT)).toBe(1)
    expect(pageCount(PAGE_HEIGHT + 1)).toBe(2)
    expect(pageCount(0)).toBe(1)
    expect(paginate([]).pages).toBe(1)
  })

  it('breaks every page of a long column', () => {
    const units = stack('u', 40, 100, 10)
    const result = paginate(units)
    // Place every unit where the pushes put it and check it sits inside one page's content area.
    let moved = 0
    for (const box of units) {
      moved += result.pushes.get(box.key) ?? 0
      const top = box.top + moved
      const page = Math.floor(top / PAGE_HEIGHT)
      expect(top).toBeGreaterThanOrEqual(contentTop(page) - 0.5)
      expect(top + box.height).toBeLessThanOrEqual(contentBottom(page) + 0.5)
    }
    expect(result.pages).toBe(5)
  })

  it('keeps a section title with the unit after it', () => {
    const units = [
      unit('intro', 0, 1040),
      unit('title', 1045, 25, { keepWithNext: true }),
      unit('item', 1075, 80),
    ]
    const result = paginate(units)
    // The title alone would fit (ends 1070) but its item would not: both go to page 2.
    expect(result.pushes.get('title')).toBeCloseTo(PAGE2_TOP - 1045, 6)
    expect(result.pushes.has('item')).toBe(false)
  })

  it('lets a title and a unit that together exceed a page part', () => {
    const units = [unit('title', 900, 25, { keepWithNext: true }), unit('item', 930, 1040)]
    const result = paginate(units)
    expect(result.pushes.has('title')).toBe(false)
    expect(result.pushes.get('item')).toBeCloseTo(PAGE2_TOP - 930, 6)
  })

  it('breaks two columns independently', () => {
    const header = unit('header', 0, 200)
    const left = stack('l', 12, 90, 0, LEFT).map((box) => ({ ...box, top: box.top + 200 }))
    const right = stack('r', 6, 150, 5, RIGHT).map((box) => ({ ...box, top: box.top + 200 }))
    const result = paginate([header, ...left, ...right])
    // Left units sit at 200 + 90i: l9 (1010–1100) crosses, l10 and l11 only move with it.
    expect(result.pushes.get('l9')).toBeCloseTo(PAGE2_TOP - 1010, 6)
    expect(result.pushes.has('l10')).toBe(false)
    // Right units at 200 + 155i: r5 (975–1125) crosses and is pushed by its own amount.
    expect(result.pushes.get('r5')).toBeCloseTo(PAGE2_TOP - 975, 6)
    expect(result.pushes.size).toBe(2)
  })

  it('moves units below the columns with the column that moved most', () => {
    const units = [
      unit('l0', 0, 1000, LEFT),
      unit('l1', 1000, 100, LEFT), // crosses: pushed by 160.5
      unit('r0', 0, 500, RIGHT),
      unit('footer', 1100, 30), // full width, after both columns
    ]
    const result = paginate(units)
    const leftPush = result.pushes.get('l1') ?? 0
    expect(leftPush).toBeCloseTo(PAGE2_TOP - 1000, 6)
    // The footer now starts at 1100 + leftPush, inside page 2: no push of its own.
    expect(result.pushes.has('footer')).toBe(false)
    expect(result.pages).toBe(2)
  })

  it('pushes side-by-side units of one row together', () => {
    const row = [
      unit('a', 1070, 30, { left: 0, right: 200 }),
      unit('b', 1070, 30, { left: 200, right: 400 }),
      unit('next', 1110, 30),
    ]
    const result = paginate(row)
    expect(result.pushes.get('a')).toBeCloseTo(PAGE2_TOP - 1070, 6)
    expect(result.pushes.get('b')).toBeCloseTo(PAGE2_TOP - 1070, 6)
    expect(result.pushes.has('next')).toBe(false)
  })

  it('splits a unit taller than a page between its children, head kept with the next part', () => {
    const parts = [
      unit('head', 100, 40),
      ...Array.from({ length: 30 }, (_, i) => unit(`line${i}`, 140 + i * 40, 40)),
    ]
    const big = unit('big', 100, 1240, { children: parts })
    const result = paginate([big])
    expect(result.pushes.has('big')).toBe(false)
    // line23 sits at 1060–1100 and crosses; it alone is pushed.
    expect([...result.pushes.keys()]).toEqual(['line23'])
    expect(result.pages).toBe(2)
    expect(result.unsplittable).toEqual([])
  })

  it('moves the head of a split unit with its first part', () => {
    const parts = [unit('head', 1050, 20), unit('body', 1070, 1100)]
    const big = unit('big', 1050, 1120, { children: parts })
    const result = paginate([big])
    // The body alone is taller than a page; the head goes where the body starts.
    expect(result.pushes.has('body')).toBe(false)
    expect(result.unsplittable).toEqual(['body'])
  })

  it('keeps a title with the head of a split unit', () => {
    const parts = [unit('head', 1050, 20), unit('p1', 1070, 500), unit('p2', 1570, 600)]
    const units = [
      unit('title', 1020, 25, { keepWithNext: true }),
      unit('big', 1050, 1120, { children: parts }),
    ]
    const result = paginate(units)
    expect(result.pushes.get('title')).toBeCloseTo(PAGE2_TOP - 1020, 6)
    expect(result.pushes.has('head')).toBe(false)
    expect(result.pushes.has('p1')).toBe(false)
  })

  it('reports a unit taller than a page with nothing to split', () => {
    const result = paginate([unit('wall', 50, 1500)])
    expect(result.unsplittable).toEqual(['wall'])
    expect(result.pushes.size).toBe(0)
    expect(result.pages).toBe(2)
  })
})
