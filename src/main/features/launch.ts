// What a launch asks for: the resume files and vitae:// links on the command line of the first
// instance or, through the single-instance lock, of a second one.
import { extname, isAbsolute, resolve } from 'node:path'
import { PROTOCOL_SCHEME } from './protocol'

export interface LaunchTargets {
  readonly files: string[]
  readonly links: string[]
}

/**
 * Electron passes the whole command line (the executable, Chromium's switches, in development
 * the app folder); only .json paths and vitae: URLs are taken from it.
 */
export function launchTargets(argv: readonly string[], workingDirectory: string): LaunchTargets {
  const files: string[] = []
  const links: string[] = []
  for (const arg of argv.slice(1)) {
    if (arg.toLowerCase().startsWith(`${PROTOCOL_SCHEME}:`)) links.push(arg)
    else if (!arg.startsWith('-') && extname(arg).toLowerCase() === '.json') {
      files.push(isAbsolute(arg) ? arg : resolve(workingDirectory, arg))
    }
  }
  return { files, links }
}

export interface LaunchHandlers {
  openFile(path: string): void
  openLink(link: string): void
}

export interface LaunchRouter extends LaunchHandlers {
  /** A command line from the first launch or, through the single-instance lock, a second one. */
  handleArgv(argv: readonly string[], workingDirectory: string): void
  /** From now on requests go to `handlers`; those that came earlier are handed over first. */
  attach(handlers: LaunchHandlers): void
}

/**
 * macOS reports a double-clicked file or a clicked link (open-file, open-url) possibly before the
 * app is ready; such requests wait here until the app can act on them.
 */
export function createLaunchRouter(): LaunchRouter {
  let target: LaunchHandlers | null = null
  const waiting: (() => void)[] = []
  const route = (run: (handlers: LaunchHandlers) => void) => {
    if (target) run(target)
    else waiting.push(() => run(target as LaunchHandlers))
  }
  const router: LaunchRouter = {
    openFile: (path) => route((handlers) => handlers.openFile(path)),
    openLink: (link) => route((handlers) => handlers.openLink(link)),
    handleArgv(argv, workingDirectory) {
      const { files, links } = launchTargets(argv, workingDirectory)
      for (const file of files) router.openFile(file)
      for (const link of links) router.openLink(link)
    },
    attach(handlers) {
      target = handlers
      for (const run of waiting.splice(0)) run()
    },
  }
  return router
}
