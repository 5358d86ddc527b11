import { afterEach, describe, expect, it, vi } from 'vitest'
import { PAGE_HEIGHT, PAGE_MARGIN_TOP } from './geometry'
import { PushLedger } from './measure'
import { clearPagination, paginateElement } from './paginate-element'

/**
 * A stand-in for the browser's layout (jsdom has none): the root's children are stacked in one
 * column, each `data-h` px tall, below its inline margin-top. Enough to see the run measure,
 * push, measure again and pad the document.
 */
function column(heights: number[], keep = true): HTMLElement {
  const root = document.createElement('article')
  for (const height of heights) {
    const child = document.createElement('div')
    child.dataset.h = String(height)
    if (keep) child.setAttribute('data-keep', '')
    root.append(child)
  }
  document.body.append(root)
  const rect = (top: number, height: number) =>
    ({
      top,
      bottom: top + height,
      height,
      left: 0,
      right: 794,
      width: 794,
      x: 0,
      y: top,
    }) as DOMRect
  const layout = () => {
    let y = 0
    const tops = new Map<Element, number>()
    for (const child of root.children) {
      y += parseFloat((child as HTMLElement).style.marginTop) || 0
      tops.set(child, y)
      y += Number((child as HTMLElement).dataset.h)
    }
    return { tops, height: y }
  }
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    const { tops, height } = layout()
    if (this === root) return rect(0, parseFloat(this.style.height) || height)
    return rect(tops.get(this) ?? 0, Number(this.dataset.h))
  })
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(794)
  return root
}

afterEach(() => {
  vi.restoreAllMocks()
  document.body.innerHTML = ''
})

describe('paginateElement', () => {
  it('pushes the unit cut by the break to the next page and pads to whole pages', () => {
    const root = column([500, 500, 300])
    const ledger = new PushLedger()
    expect(paginateElement(root, ledger)).toBe(2)
    const third = root.children[2] as HTMLElement
    // The third unit starts at 1000 and would end past the bottom margin: it moves to page 2.
    expect(parseFloat(third.style.marginTop)).toBeCloseTo(PAGE_HEIGHT + PAGE_MARGIN_TOP - 1000, 3)
    expect(parseFloat(root.style.height)).toBeCloseTo(2 * PAGE_HEIGHT, 1)
    expect(root.style.minHeight).toBe(root.style.height)
  })

  it('starts every run from the natural layout', () => {
    const root = column([500, 500, 300])
    const ledger = new PushLedger()
    paginateElement(root, ledger)
    // The text got shorter: nothing crosses a break any more and the old push is gone.
    ;(root.children[1] as HTMLElement).dataset.h = '200'
    expect(paginateElement(root, ledger)).toBe(1)
    expect((root.children[2] as HTMLElement).style.marginTop).toBe('')
    expect(ledger.size).toBe(0)
  })

  it('pages a template without units by its height', () => {
    const root = column([700, 700], false)
    expect(paginateElement(root, new PushLedger())).toBe(2)
  })

  it('removes every push and the padding when cleared (adjust mode)', () => {
    const root = column([500, 500, 300])
    const ledger = new PushLedger()
    paginateElement(root, ledger)
    clearPagination(root, ledger)
    expect(root.style.height).toBe('')
    expect(root.querySelector<HTMLElement>('[style*="margin"]')).toBeNull()
  })
})
