// The desktop side of the platform interface is built by the Electron preload and exposed as
// window.vitae; the renderer only checks that it is there.
import type { Platform } from '@shared/platform'

function desktopPlatform(): Platform {
  const exposed = window.vitae
  if (!exposed) {
    throw new Error(
      'The desktop bridge (window.vitae) is missing: the preload script did not run. Start Vitae through the desktop app, not by opening the HTML file.',
    )
  }
  return exposed
}

export const platform: Platform = desktopPlatform()
