// A part of a prerendered page whose code the browser loads only when it is idle after the first
// paint: the page hydrates without it, and until the part's chunk is there React leaves the part's
// prerendered HTML as it is (a boundary that suspends while hydrating keeps the HTML the server
// sent). The build-time renderer (prerender.tsx) loads the chunk at once, so the HTML carries the
// part. The boundary is memoised: nothing the page re-renders for (the session check) reaches it
// before it has hydrated, since an update there would make React drop the prerendered HTML and
// show the fallback until the chunk arrives. Rendered afresh (not hydrating), the part appears
// once the chunk has loaded.
import { memo, Suspense, type ComponentType } from 'react'
import { lazyScreen, whenIdle } from './lazy-screen'

export function idlePart<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
): ComponentType {
  const Part = lazyScreen(
    () =>
      typeof window === 'undefined'
        ? load()
        : new Promise<void>((done) => whenIdle(done)).then(load),
    pick,
  )
  return memo(function IdlePart() {
    return (
      <Suspense fallback={null}>
        <Part />
      </Suspense>
    )
  })
}
