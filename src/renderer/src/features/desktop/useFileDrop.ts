// A resume file dropped anywhere on the window opens, unless a drop zone on the page (the import
// page's) took it first. Without this, Chromium would try to navigate to the file.
import type { DesktopFeatures, OpenedResumeFile } from '@shared/platform'
import { useEffect, useState } from 'react'

export function useFileDrop(
  desktop: DesktopFeatures,
  handlers: { opened(file: OpenedResumeFile): void; failed(error: unknown): void; notJson(): void },
): boolean {
  const [dragging, setDragging] = useState(false)

  useEffect(() => {
    const carriesFiles = (event: DragEvent) => event.dataTransfer?.types.includes('Files') ?? false
    function onDragOver(event: DragEvent) {
      if (!carriesFiles(event) || event.defaultPrevented) return
      event.preventDefault()
      setDragging(true)
    }
    function onDragLeave(event: DragEvent) {
      if (event.relatedTarget === null) setDragging(false)
    }
    function onDrop(event: DragEvent) {
      setDragging(false)
      if (!carriesFiles(event) || event.defaultPrevented) return
      event.preventDefault()
      for (const file of Array.from(event.dataTransfer?.files ?? [])) {
        if (!/\.json$/i.test(file.name)) {
          handlers.notJson()
          continue
        }
        desktop.openDroppedFile(file).then(handlers.opened, handlers.failed)
      }
    }
    window.addEventListener('dragover', onDragOver)
    window.addEventListener('dragleave', onDragLeave)
    window.addEventListener('drop', onDrop)
    return () => {
      window.removeEventListener('dragover', onDragOver)
      window.removeEventListener('dragleave', onDragLeave)
      window.removeEventListener('drop', onDrop)
    }
  }, [desktop, handlers])

  return dragging
}
