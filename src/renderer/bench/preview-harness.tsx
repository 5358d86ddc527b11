// The preview on its own, for `npm run bench` (bench/preview.ts): the editor store, a summary
// field that writes to it the way the editor's form does, and the real PreviewPane. The bench
// loads a resume through `window.vitaeBench` and types into the field; every keystroke's time
// from the input event to the preview's commit and to the next painted frame is recorded.
import { updateContact } from '@shared/resume'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { LookControls } from '../src/features/editor/look/LookControls'
import { PreviewPane } from '../src/features/editor/PreviewPane'
import { initI18n } from '../src/i18n'
import { useEditor } from '../src/stores/editor'
import '../src/styles/global.css'
import '../src/features/editor/editor.css'

interface Sample {
  /** Input event to the preview's DOM change (render, commit and pagination). */
  commit: number
  /** Input event to the end of the next frame that shows it. */
  frame: number
}

declare global {
  interface Window {
    vitaeBench: { load(resume: unknown): void; samples: Sample[]; pages(): number }
  }
}

function Harness() {
  const resume = useEditor((state) => state.resume)
  if (!resume) return null
  return (
    <div className="editor__panes" style={{ height: '100vh' }}>
      <label style={{ padding: 16 }}>
        <LookControls />
        Summary
        <textarea
          id="summary"
          rows={8}
          style={{ display: 'block', width: '100%' }}
          defaultValue=""
          onChange={(event) => {
            const text = event.target.value
            const paragraph = document.createElement('p')
            paragraph.textContent = text
            useEditor
              .getState()
              .edit((current) => updateContact(current, { description: paragraph.outerHTML }))
          }}
        />
      </label>
      <PreviewPane resume={resume} />
    </div>
  )
}

const samples: Sample[] = []

/** Times every keystroke in the summary field until the preview shows it. */
function watchKeystrokes() {
  document.addEventListener(
    'input',
    () => {
      const start = performance.now()
      const preview = document.querySelector('.preview-pane')
      if (!preview) return
      const observer = new MutationObserver(() => {
        observer.disconnect()
        const commit = performance.now() - start
        // The frame callback runs before the frame is drawn; a message posted from it arrives
        // once the frame is done.
        requestAnimationFrame(() => {
          const channel = new MessageChannel()
          channel.port1.onmessage = () => samples.push({ commit, frame: performance.now() - start })
          channel.port2.postMessage(null)
        })
      })
      observer.observe(preview, { subtree: true, childList: true, characterData: true })
    },
    { capture: true },
  )
}

initI18n('en')
watchKeystrokes()
window.vitaeBench = {
  load(resume) {
    useEditor.getState().open('bench', resume)
  },
  samples,
  pages: () => Number(document.querySelector('.paginated-document')?.getAttribute('data-pages')),
}

const container = document.getElementById('root')
if (!container) throw new Error('no #root')
createRoot(container).render(
  <StrictMode>
    <Harness />
  </StrictMode>,
)
