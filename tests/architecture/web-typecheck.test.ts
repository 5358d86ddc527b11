// The web typecheck (tsconfig.web.json) sees no Node types: shared code compiled for the browser
// cannot use Node's APIs, whatever a dependency's types would drag in. Checked on the whole web
// program plus a probe file in src/shared that reaches for Node.
import { resolve } from 'node:path'
import ts from 'typescript'
import { beforeAll, describe, expect, it } from 'vitest'

const ROOT = resolve(import.meta.dirname, '../..')
const PROBE = resolve(ROOT, 'src/shared/export/web-probe.ts')
const PROBE_SOURCE = `
import { readFileSync } from 'node:fs'
export const file = readFileSync
export const bytes = Buffer.from('x')
export const home = process.env.HOME
`

let program: ts.Program

beforeAll(() => {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    resolve(ROOT, 'tsconfig.web.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(String(d.messageText))
      },
    },
  )
  if (!parsed) throw new Error('tsconfig.web.json could not be read')
  const host = ts.createCompilerHost(parsed.options)
  const { getSourceFile, fileExists, readFile } = host
  host.getSourceFile = (file, language, ...rest) =>
    file === PROBE
      ? ts.createSourceFile(file, PROBE_SOURCE, language)
      : getSourceFile.call(host, file, language, ...rest)
  host.fileExists = (file) => file === PROBE || fileExists.call(host, file)
  host.readFile = (file) => (file === PROBE ? PROBE_SOURCE : readFile.call(host, file))
  program = ts.createProgram({
    rootNames: [...parsed.fileNames, PROBE],
    options: parsed.options,
    host,
  })
}, 60_000)

describe('the web typecheck', () => {
  it('loads no Node type definitions through any file or dependency', () => {
    const nodeTypes = program
      .getSourceFiles()
      .map((file) => file.fileName)
      .filter((name) => name.includes('/node_modules/@types/node/'))
    expect(nodeTypes).toEqual([])
  })

  it('refuses Node modules and globals in shared code', () => {
    const probe = program.getSourceFile(PROBE)!
    const errors = program
      .getSemanticDiagnostics(probe)
      .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'))
    expect(errors).toEqual([
      expect.stringContaining("Cannot find module 'node:fs'"),
      expect.stringContaining("Cannot find name 'Buffer'"),
      expect.stringContaining("Cannot find name 'process'"),
    ])
  })
})
