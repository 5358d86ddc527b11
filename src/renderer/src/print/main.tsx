// The print page's entry: exposes window.vitaePrint.render(request) to whoever prints (the
// desktop's hidden window, the cloud's Chromium pool, `cv export`, the web's print fallback).
import { PRINT_API_GLOBAL, type PrintApi } from '@shared/export'
import { renderForPrint } from './render'
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
