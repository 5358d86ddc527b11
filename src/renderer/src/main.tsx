// Starts the renderer: the opened page's code, the session check and the interface language's
// texts load side by side; the router for this build's platform renders once the texts are
// there, so the first paint is translated.
import { platform } from '@platform'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { initI18n } from './i18n'
import { preferredLocale, splitLocale } from './i18n/locale'
import { AppRouter } from './routes/router'
import { preloadScreen } from './routes/screens'
import { useSession } from './stores/session'
import './styles/global.css'

// The desktop build routes by the hash ("#/de/library"), the web build by the path.
const initialPath =
  (platform.kind === 'desktop'
    ? window.location.hash.replace(/^#/, '')
    : window.location.pathname) || '/'

const container = document.getElementById('root')
if (!container) throw new Error('The page has no #root element to render into.')

// The opened page's code downloads while its texts load and the session is checked.
preloadScreen(initialPath)
void useSession.getState().load()
void initI18n(splitLocale(initialPath).locale ?? preferredLocale()).then(() =>
  createRoot(container).render(
    <StrictMode>
      <AppRouter kind={platform.kind} />
    </StrictMode>,
  ),
)
