// The encoder of the `qrcode` package alone (its lib/core/qrcode module: no renderers, no Node
// built-ins), as QrCode.tsx uses it. Declared here because @types/qrcode describes the package's
// Node entry and would bring Node's type definitions into the web typecheck.
declare module 'qrcode/lib/core/qrcode' {
  export interface BitMatrix {
    /** Modules per side. */
    size: number
    /** One byte per module, row by row: 1 dark, 0 light. */
    data: Uint8Array
    get(row: number, col: number): number
  }
  export function create(
    text: string,
    options?: { errorCorrectionLevel?: 'L' | 'M' | 'Q' | 'H' },
  ): { modules: BitMatrix }
}
