// Layout facts from a page's operator list: painted images, filled areas and thin rules, in
// page coordinates (top-left origin, through the viewport transform). The current transformation matrix is tracked through
// save/restore/transform so shapes drawn inside scaled groups land where they show.
import type { Pdfjs } from './pdfjs'
import { IDENTITY, multiply, type Matrix } from './matrix'
import type { PdfRect } from './types'

function box(m: Matrix, x0: number, y0: number, x1: number, y1: number): PdfRect {
  const points = [
    [x0, y0],
    [x1, y0],
    [x0, y1],
    [x1, y1],
  ].map(([x = 0, y = 0]) => [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]] as const)
  const xs = points.map((p) => p[0])
  const ys = points.map((p) => p[1])
  const left = Math.min(...xs)
  const top = Math.min(...ys)
  return {
    x: left,
    y: top,
    width: Math.max(...xs) - left,
    height: Math.max(...ys) - Math.min(...ys),
  }
}

export interface PageGraphics {
  images: PdfRect[]
  filledRects: PdfRect[]
  rules: PdfRect[]
}

const RULE_THICKNESS = 2.5

/**
 * Reads images, fills and rules from an operator list (fnArray/argsArray of pdf.js). Only the
 * bounding box of each path is used: a resume's boxes and rules are rectangles.
 */
export function readGraphics(
  OPS: Pdfjs['OPS'],
  fnArray: readonly number[],
  argsArray: readonly unknown[],
  /** The page's viewport transform: PDF space to top-left page coordinates. */
  viewTransform: Matrix = IDENTITY,
): PageGraphics {
  const images: PdfRect[] = []
  const filledRects: PdfRect[] = []
  const rules: PdfRect[] = []
  const stack: Matrix[] = []
  let ctm: Matrix = viewTransform
  const fills = new Set<number>([OPS.fill, OPS.eoFill, OPS.fillStroke, OPS.eoFillStroke])
  const strokes = new Set<number>([OPS.stroke, OPS.closeStroke])
  for (let i = 0; i < fnArray.length; i++) {
    const fn = fnArray[i]
    const args = argsArray[i] as unknown[] | null
    if (fn === OPS.save) stack.push(ctm)
    else if (fn === OPS.restore) ctm = stack.pop() ?? ctm
    else if (fn === OPS.transform && args) ctm = multiply(ctm, args as Matrix)
    else if (fn === OPS.paintFormXObjectBegin && args) {
      stack.push(ctm)
      const matrix = args[0] as Matrix | null
      if (Array.isArray(matrix) && matrix.length === 6) ctm = multiply(ctm, matrix)
    } else if (fn === OPS.paintFormXObjectEnd) ctm = stack.pop() ?? ctm
    else if (
      fn === OPS.paintImageXObject ||
      fn === OPS.paintInlineImageXObject ||
      fn === OPS.paintImageMaskXObject
    ) {
      // Images are drawn into the unit square scaled by the current matrix.
      images.push(box(ctm, 0, 0, 1, 1))
    } else if (fn === OPS.constructPath && args) {
      const op = args[0] as number
      const minMax = args[2] as ArrayLike<number> | null
      if (!minMax || minMax.length < 4) continue
      const rect = box(ctm, minMax[0] ?? 0, minMax[1] ?? 0, minMax[2] ?? 0, minMax[3] ?? 0)
      if (!Number.isFinite(rect.width) || !Number.isFinite(rect.height)) continue
      const thin = Math.min(rect.width, rect.height) <= RULE_THICKNESS
      const long = Math.max(rect.width, rect.height) >= 20
      if (thin && long && (fills.has(op) || strokes.has(op))) rules.push(rect)
      else if (fills.has(op) && rect.width * rect.height >= 400) filledRects.push(rect)
      else if (strokes.has(op) && rect.width >= 20 && rect.height >= 10) {
        // A stroked rectangle: its four sides count as rules (table cells are drawn this way).
        rules.push({ ...rect, height: 0 }, { ...rect, y: rect.y + rect.height, height: 0 })
        rules.push({ ...rect, width: 0 }, { ...rect, x: rect.x + rect.width, width: 0 })
      }
    }
  }
  return { images, filledRects, rules }
}

/**
 * A table draws a grid: at least three horizontal rules and two vertical ones crossing them.
 * Single separators under headings never make a grid.
 */
export function looksLikeTable(rules: readonly PdfRect[]): boolean {
  const horizontal = rules.filter((r) => r.width > r.height)
  const vertical = rules.filter((r) => r.height > r.width)
  if (horizontal.length < 3 || vertical.length < 2) return false
  const crossings = vertical.filter((v) =>
    horizontal.some(
      (h) =>
        v.x >= h.x - 1 && v.x <= h.x + h.width + 1 && h.y >= v.y - 1 && h.y <= v.y + v.height + 1,
    ),
  )
  return crossings.length >= 2
}
