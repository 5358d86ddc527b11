// Which part of the codebase may import which, as one table checked on every import,
// `export … from` and literal `import()`. Paths are resolved (relative paths, the @shared,
// @node and @platform aliases) before they are looked up, so no spelling of a path slips by.
//
// The rules: src/shared runs in every runtime (browser, Electron, Node) and imports nothing but
// itself and portable packages. Node-only code that several runtimes share (the Chromium print
// pool, the PDF finishing, the hunspell dictionaries) lives in src/node, which the cloud, the
// CLI and desktop main import and which imports none of them. The CLI and the bench reach no
// cloud internals; main never imports the renderer; the cloud knows nothing of the clients.
// Tests run under Node in vitest, so test files may also use Node's built-ins, the Node-side
// helpers of src/node (real dictionaries, the print pool) and tests/support.
import { builtinModules } from 'node:module'
import { dirname, relative, resolve } from 'node:path'

const ROOT = resolve(import.meta.dirname, '..')

const ALIASES = [
  ['@shared/', 'src/shared/'],
  ['@node/', 'src/node/'],
  ['@platform', 'src/renderer/src/platform/'],
]

/** Folders with rules of their own (a file outside them is not checked). */
const FOLDERS = [
  'src/shared',
  'src/node',
  'src/cli',
  'src/main',
  'src/preload',
  'src/renderer',
  'cloud',
  'bench',
  'tests',
  'scripts',
]

const NODE_BUILTINS = 'Node built-ins'
const ELECTRON = 'electron'
const BUILTINS = new Set(builtinModules)

/** What each folder may import, why, and the packages it must not use. */
export const BOUNDARIES = {
  'src/shared': {
    may: ['src/shared'],
    packages: ['koa', 'react', 'react-dom', 'better-sqlite3', 'pg', 'playwright-core'],
    why: 'src/shared runs in every runtime (browser, Electron, Node): it imports no runtime folder and no Node built-in',
  },
  'src/node': {
    may: ['src/node', 'src/shared', NODE_BUILTINS],
    packages: ['koa', 'react', 'react-dom'],
    why: 'src/node is the Node-side code the cloud, the CLI and desktop main share; it depends on none of them',
  },
  'src/cli': {
    may: ['src/cli', 'src/node', 'src/shared', NODE_BUILTINS],
    packages: ['koa', 'react', 'react-dom'],
    why: 'the CLI shares Node-side code through src/node and never reaches into the cloud or the apps',
  },
  cloud: {
    may: ['cloud', 'src/node', 'src/shared', NODE_BUILTINS],
    packages: ['react', 'react-dom'],
    why: 'the cloud shares only src/shared and src/node with the clients',
  },
  'src/main': {
    may: ['src/main', 'src/node', 'src/shared', NODE_BUILTINS, ELECTRON],
    packages: [],
    why: 'main talks to the renderer over IPC only, never by importing it',
  },
  'src/preload': {
    may: ['src/preload', 'src/shared', ELECTRON],
    packages: [],
    why: 'the sandboxed preload only bridges IPC',
  },
  'src/renderer': {
    may: ['src/renderer', 'src/shared'],
    packages: ['koa', 'better-sqlite3', 'pg', 'playwright-core'],
    why: 'the renderer talks to main through the platform interface and to the cloud through the API client',
  },
  bench: {
    may: ['bench', 'src/node', 'src/shared', 'src/main', 'tests', 'scripts', NODE_BUILTINS],
    packages: [],
    why: 'the bench measures the programs from outside (the cloud and the CLI as processes) and reaches no cloud internals; the desktop figures run the main-process modules under Node, as their tests do',
  },
}

const TEST_FILE = /\.test\.tsx?$|\/test\/|\/test-fixtures\//

function folderOf(path) {
  const rel = relative(ROOT, path).split('\\').join('/')
  return FOLDERS.find((folder) => rel === folder || rel.startsWith(`${folder}/`)) ?? null
}

/** Where an import leads: a folder of the codebase, Node's built-ins, electron, or a package. */
function targetOf(specifier, fromFile) {
  if (specifier.startsWith('node:') || BUILTINS.has(specifier)) return { kind: NODE_BUILTINS }
  if (specifier === ELECTRON || specifier.startsWith(`${ELECTRON}/`)) return { kind: ELECTRON }
  for (const [alias, folder] of ALIASES) {
    if (specifier === alias.replace(/\/$/, '') || specifier.startsWith(alias))
      return { kind: folderOf(resolve(ROOT, folder + specifier.slice(alias.length))) }
  }
  if (specifier.startsWith('.') || specifier.startsWith('/'))
    return { kind: folderOf(resolve(dirname(fromFile), specifier)) }
  const parts = specifier.split('/')
  return {
    kind: 'package',
    name: specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0],
  }
}

export const boundariesRule = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Keeps each runtime folder to the imports its place in the house allows.',
    },
    schema: [],
    messages: {
      folder: "{{from}} may not import {{to}} ('{{specifier}}'): {{why}}.",
      package: "{{from}} may not use the package '{{name}}': {{why}}.",
    },
  },
  create(context) {
    const file = context.filename
    const from = folderOf(file)
    const rules = from ? BOUNDARIES[from] : undefined
    if (!rules) return {}
    const isTest = TEST_FILE.test(file.split('\\').join('/'))
    const may = new Set(isTest ? [...rules.may, 'tests', 'src/node', NODE_BUILTINS] : rules.may)

    function check(node) {
      const source = node.source
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return
      const specifier = source.value
      const target = targetOf(specifier, file)
      if (target.kind === 'package') {
        if (rules.packages.includes(target.name))
          context.report({
            node: source,
            messageId: 'package',
            data: { from, name: target.name, why: rules.why },
          })
        return
      }
      // A file outside the checked folders (a root config file): nothing to say.
      if (target.kind === null || may.has(target.kind)) return
      context.report({
        node: source,
        messageId: 'folder',
        data: { from, to: target.kind, specifier, why: rules.why },
      })
    }

    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    }
  },
}

export default { rules: { boundaries: boundariesRule } }
