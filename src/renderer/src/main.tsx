// Starts the renderer: the interface language first (so the first paint is translated), then
// the session check, then the router for this build's platform.
import { platform } from '@platform'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router'
import { initI18n } from './i18n'
import { preferredLocale, splitLocale } from './i18n/locale'
import { createAppRouter } from './routes/router'
import { useSession } from './stores/session'
import './styles/global.css'

function initialLocale() {
  // The desktop build routes by the hash ("#/de/library"), the web build by the path.
  const path =
    platform.kind === 'desktop' ? window.location.hash.replace(/^#/, '') : window.location.pathname
  return splitLocale(path || '/').locale ?? preferredLocale()
}

initI18n(initialLocale())
void useSession.getState().load()

const container = document.getElementById('root')
if (!container) throw new Error('The page has no #root element to render into.')

createRoot(container).render(
  <StrictMode>
    <RouterProvider router={createAppRouter(platform.kind)} />
  </StrictMode>,
)
