// The print page's entry: exposes window.vitaePrint.render(request) to whoever prints (the
// desktop's hidden window, the cloud's Chromium pool, `cv export`, the web's print fallback).
import { PRINT_API_GLOBAL, type PrintApi } from '@shared/export'
import { renderForPrint } from './render'
// The app's base stylesheet, so the template is laid out in the same CSS as in the editor's
// preview (its element rules reach the templates there: p and h1–h3 margins), and the PDF
// breaks where the preview does; print.css then takes the page chrome away.
import '../styles/global.css'
import './print.css'

const container = document.getElementById('print-root')
if (!container) throw new Error('The print page has no #print-root element to render into.')

// Requests are served one after the other: a second render waits for the first to finish.
let queue: Promise<unknown> = Promise.resolve()

const printApi: PrintApi = {
  render(request) {
    const next = queue.then(() => renderForPrint(container, request))
    queue = next.catch(() => undefined)
    return next
  },
}

Object.assign(window, { [PRINT_API_GLOBAL]: printApi })
document.documentElement.dataset.printReady = 'true'
