/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// What the template checks read from the rendered preview: every text line's box, every
// pagination unit's box, and what each page starts and ends with. `inspectDocument` runs in the
// page (page.evaluate), so it is self-contained: no imports, no outside variables.

export interface PageGeometryArgs {
  pageHeight: number
  marginTop: number
  marginBottom: number
}

export interface LayoutReport {
  template: string
  pages: number
  /** Text that reaches past the page's left or right edge. */
  widthOverflow: string[]
  /** Text that sticks out of the block (column, cell, box) that holds it. */
  columnOverflow: string[]
  /** Pairs of text boxes drawn over each other. */
  overlaps: string[]
  /** `data-keep` units cut by a page break or placed in a page's free band. */
  cutUnits: string[]
  /** Text lines cut by a page break or placed in a page's free band. */
  linesInBreaks: string[]
  /** Per page: the first and last one-line texts, to find them again in a PDF. */
  pageTexts: { first: string; last: string }[]
}

export function inspectDocument(geometry: PageGeometryArgs): LayoutReport {
  const { pageHeight, marginTop, marginBottom } = geometry
  const article = document.querySelector<HTMLElement>('.paginated-document > article')
  if (!article) throw new Error('no paginated template in the page')
  const frame = article.getBoundingClientRect()
  const scale = frame.width / article.offsetWidth
  const width = article.offsetWidth
  type Box = { left: number; right: number; top: number; bottom: number }
  const rel = (rect: DOMRect): Box => ({
    left: (rect.left - frame.left) / scale,
    right: (rect.right - frame.left) / scale,
    top: (rect.top - frame.top) / scale,
    bottom: (rect.bottom - frame.top) / scale,
  })
  const pageOf = (y: number) => Math.max(0, Math.floor((y + 0.5) / pageHeight))
  const contentTop = (page: number) => page * pageHeight + (page > 0 ? marginTop : 0)
  const contentBottom = (page: number) => (page + 1) * pageHeight - marginBottom
  const outsidePage = (box: Box) => {
    const page = pageOf(box.top)
    return box.top < contentTop(page) - 1 || box.bottom > contentBottom(page) + 1
  }
  const describe = (box: Box) => `${Math.round(box.top)}–${Math.round(box.bottom)}px`

  interface Line {
    node: Text
    box: Box
    text: string
    single: boolean
  }
  const lines: Line[] = []
  const walker = document.createTreeWalker(article, NodeFilter.SHOW_TEXT)
  while (walker.nextNode()) {
    const node = walker.currentNode as Text
    const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim()
    if (!text) continue
    const range = document.createRange()
    range.selectNodeContents(node)
    const rects = [...range.getClientRects()].filter(
      (rect) => rect.width > 0.5 && rect.height > 0.5,
    )
    for (const rect of rects) lines.push({ node, box: rel(rect), text, single: rects.length === 1 })
  }

  const widthOverflow = lines
    .filter((line) => line.box.left < -1 || line.box.right > width + 1)
    .map(
      (line) =>
        `"${line.text.slice(0, 40)}" at x ${Math.round(line.box.left)}–${Math.round(line.box.right)}`,
    )

  const blockOf = new Map<Element, Box>()
  const columnOverflow: string[] = []
  for (const line of lines) {
    let block = line.node.parentElement
    while (block && block !== article && getComputedStyle(block).display.startsWith('inline'))
      block = block.parentElement
    if (!block) continue
    let box = blockOf.get(block)
    if (!box) {
      box = rel(block.getBoundingClientRect())
      blockOf.set(block, box)
    }
    if (line.box.left < box.left - 1 || line.box.right > box.right + 1)
      columnOverflow.push(
        `"${line.text.slice(0, 40)}" outside its <${block.tagName.toLowerCase()} class="${block.className}">`,
      )
  }

  const overlaps: string[] = []
  const sorted = [...lines].sort((a, b) => a.box.top - b.box.top)
  for (let i = 0; i < sorted.length; i++) {
    const a = sorted[i] as Line
    for (let j = i + 1; j < sorted.length; j++) {
      const b = sorted[j] as Line
      if (b.box.top >= a.box.bottom) break
      if (a.node === b.node) continue
      const x = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left)
      const y = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top)
      const lower = Math.min(a.box.bottom - a.box.top, b.box.bottom - b.box.top)
      // Glyph boxes of tight lines touch a little; text drawn over text overlaps a lot.
      if (x > 2 && y > 0.3 * lower)
        overlaps.push(`"${a.text.slice(0, 30)}" × "${b.text.slice(0, 30)}" at ${describe(a.box)}`)
    }
  }

  const usable = pageHeight - marginTop - marginBottom
  const cutUnits = [...article.querySelectorAll<HTMLElement>('[data-keep]')]
    .map((element) => ({ element, box: rel(element.getBoundingClientRect()) }))
    .filter(({ box }) => box.bottom - box.top > 0.5 && box.bottom - box.top <= usable)
    .filter(({ box }) => outsidePage(box))
    .map(
      ({ element, box }) =>
        `${element.tagName.toLowerCase()}.${element.className} "${(element.textContent ?? '').trim().slice(0, 30)}" at ${describe(box)}`,
    )

  const linesInBreaks = lines
    .filter((line) => outsidePage(line.box))
    .map((line) => `"${line.text.slice(0, 40)}" at ${describe(line.box)}`)

  const pages = Number(article.parentElement?.getAttribute('data-pages') ?? '1')
  const pageTexts = Array.from({ length: pages }, (_, page) => {
    const onPage = sorted.filter((line) => line.single && pageOf(line.box.top) === page)
    return { first: onPage[0]?.text ?? '', last: onPage.at(-1)?.text ?? '' }
  })

  return {
    template: article.dataset.template ?? '',
    pages,
    widthOverflow,
    columnOverflow,
    overlaps,
    cutUnits,
    linesInBreaks,
    pageTexts,
  }
}
