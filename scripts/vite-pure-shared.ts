// Tree-shaking rule for the renderer builds: src/shared is pure (no module does anything when
// imported but define things), so a module none of whose exports a chunk uses is left out of
// it, with everything it imports. Without this, zod schema definitions count as side effects:
// a page that needs one constant from a shared module (the interface languages, an error id)
// would download zod and every schema beside it. Keep shared modules free of import-time
// effects (registering, patching globals); code that needs one belongs to a runtime.
import type { Rolldown } from 'vite'

export const pureShared: Rolldown.InputOptions['treeshake'] = {
  moduleSideEffects: [{ test: /[\\/]src[\\/]shared[\\/]/, sideEffects: false }],
}
