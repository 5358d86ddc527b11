// PDF transformation matrices [a, b, c, d, e, f], as pdf.js's operator lists carry them: the
// graphics reader (graphics.ts) and the glyph reader (spacing.ts) both follow the current
// transformation through a page's operators.

export type Matrix = [number, number, number, number, number, number]

export const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0]

/** m × n: n applied first, then m (PDF's order for `cm`). */
export function multiply(m: Matrix, n: Matrix): Matrix {
  return [
    m[0] * n[0] + m[2] * n[1],
    m[1] * n[0] + m[3] * n[1],
    m[0] * n[2] + m[2] * n[3],
    m[1] * n[2] + m[3] * n[3],
    m[0] * n[4] + m[2] * n[5] + m[4],
    m[1] * n[4] + m[3] * n[5] + m[5],
  ]
}
