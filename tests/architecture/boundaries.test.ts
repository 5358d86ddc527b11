// Every architecture rule of eslint.config.js fires on a probe file placed where it must, and
// stays quiet on the same source where the house allows it, so each test shows both the rule and
// its reach. The probes are linted in memory with the project's own configuration.
import { resolve } from 'node:path'
import { ESLint, type Linter } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

const ROOT = resolve(import.meta.dirname, '../..')
let eslint: ESLint

beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT })
})

async function lint(file: string, source: string): Promise<Linter.LintMessage[]> {
  const [result] = await eslint.lintText(source, { filePath: resolve(ROOT, file) })
  return result?.messages ?? []
}

/** The messages of one rule only (a probe may also trip unrelated rules, such as unused vars). */
async function fired(rule: string, file: string, source: string): Promise<string[]> {
  return (await lint(file, source)).filter((m) => m.ruleId === rule).map((m) => m.message)
}

const BOUNDARIES = 'vitae/boundaries'

describe('src/shared is pure', () => {
  it.each([
    ["import { readFileSync } from 'node:fs'", 'Node built-ins'],
    ["import { join } from 'path'", 'Node built-ins'],
    ["import { createHash } from 'crypto'", 'Node built-ins'],
    ["import { loadSpeller } from '@node/spelling/dictionaries'", 'src/node'],
    ["import { finishPdf } from '../../node/pdf/pdf-info'", 'src/node'],
    ["import { App } from '../../renderer/src/App'", 'src/renderer'],
    ["import { main } from '../../cli/main'", 'src/cli'],
    ["import '../../main/index'", 'src/main'],
    ["import '../../preload/index'", 'src/preload'],
    ["import { createApp } from '../../../cloud/src/app'", 'cloud'],
    ["export { createApp } from '../../../cloud/src/app'", 'cloud'],
    ["const m = await import('node:worker_threads')", 'Node built-ins'],
    ["import { app } from 'electron'", 'electron'],
  ])('refuses %s', async (source, target) => {
    const messages = await fired(BOUNDARIES, 'src/shared/export/probe.ts', source)
    expect(messages).toEqual([expect.stringContaining(`src/shared may not import ${target}`)])
  })

  it('refuses server and UI packages', async () => {
    expect(await fired(BOUNDARIES, 'src/shared/probe.ts', "import Koa from 'koa'")).toEqual([
      expect.stringContaining("src/shared may not use the package 'koa'"),
    ])
    expect(
      await fired(BOUNDARIES, 'src/shared/probe.ts', "import { useState } from 'react'"),
    ).toHaveLength(1)
  })

  it.each([
    ['Buffer.from("x")', 'Node'],
    ['process.env.HOME', 'Node'],
    ['__dirname', 'Node'],
    ['document.title', 'browsers'],
    ['window.location.href', 'browsers'],
    ['localStorage.getItem("x")', 'browsers'],
    ['getComputedStyle(x)', 'browsers'],
  ])('refuses the runtime global in %s', async (expression, runtime) => {
    const messages = await fired(
      'no-restricted-globals',
      'src/shared/probe.ts',
      `export const x = ${expression}`,
    )
    expect(messages).toEqual([expect.stringContaining(`exists only in ${runtime}`)])
  })

  it('lets portable globals, packages and its own files through', async () => {
    const source = [
      "import { z } from 'zod'",
      "import { normalizeResume } from '../resume'",
      "import type { Resume } from '@shared/resume'",
      'export const x = [z, normalizeResume, new TextEncoder(), new URL("https://x.test"), structuredClone({})]',
      'export type R = Resume',
    ].join('\n')
    expect(await lint('src/shared/export/probe.ts', source)).toEqual([])
  })

  it('lets its tests and byte builders, which run under Node in vitest, use Node', async () => {
    const source =
      "import { deflateSync } from 'node:zlib'\nexport const x = [deflateSync, Buffer.from('x')]"
    expect(await lint('src/shared/pdf/test-fixtures/make-probe.ts', source)).toEqual([])
    expect(await lint('src/shared/pdf/probe.test.ts', source)).toEqual([])
    const dictionaries =
      "import { loadSpeller } from '@node/spelling/dictionaries'\nexport const x = loadSpeller"
    expect(await lint('src/shared/ai/probe.test.ts', dictionaries)).toEqual([])
    expect(await fired(BOUNDARIES, 'src/shared/ai/probe.ts', dictionaries)).not.toEqual([])
  })
})

describe('Node-side code shared by several runtimes (src/node)', () => {
  it('may use Node and src/shared', async () => {
    const source =
      "import { readFile } from 'node:fs/promises'\nimport { normalizeResume } from '@shared/resume'\nexport const x = [readFile, normalizeResume]"
    expect(await lint('src/node/pdf/probe.ts', source)).toEqual([])
  })

  it.each([
    ["import { createApp } from '../../../cloud/src/app'", 'cloud'],
    ["import { main } from '../../cli/main'", 'src/cli'],
    ["import '../../main/index'", 'src/main'],
    ["import { app } from 'electron'", 'electron'],
  ])('depends on none of its users: %s', async (source, target) => {
    expect(await fired(BOUNDARIES, 'src/node/pdf/probe.ts', source)).toEqual([
      expect.stringContaining(`src/node may not import ${target}`),
    ])
  })
})

describe('the CLI and the bench reach no cloud internals', () => {
  it('refuses the CLI importing from cloud/src, and lets it import src/node', async () => {
    const source = "import { createPdfRenderer } from '../../../cloud/src/pdf/renderer'"
    expect(await fired(BOUNDARIES, 'src/cli/commands/probe.ts', source)).toEqual([
      expect.stringContaining('src/cli may not import cloud'),
    ])
    const allowed =
      "import { createPdfRenderer } from '@node/pdf/renderer'\nexport const x = createPdfRenderer"
    expect(await lint('src/cli/commands/probe.ts', allowed)).toEqual([])
  })

  it('refuses CLI tests importing cloud test helpers', async () => {
    const source = "import { createTestServer } from '../../cloud/src/test/server'"
    expect(await fired(BOUNDARIES, 'src/cli/probe.test.ts', source)).toEqual([
      expect.stringContaining('src/cli may not import cloud'),
    ])
  })

  it('refuses the bench importing from cloud/src', async () => {
    for (const source of [
      "import { createApp } from '../cloud/src/app'",
      "import { signUpUser } from '../cloud/src/test/factories'",
    ]) {
      expect(await fired(BOUNDARIES, 'bench/probe.ts', source)).toEqual([
        expect.stringContaining('bench may not import cloud'),
      ])
    }
  })
})

describe('main and the renderer', () => {
  it('refuses main importing the renderer', async () => {
    for (const source of [
      "import { App } from '../../renderer/src/App'",
      "import { A4_WIDTH_PX } from '../../renderer/src/print/page-size'",
      "export { App } from '../../renderer/src/App'",
    ]) {
      expect(await fired(BOUNDARIES, 'src/main/features/probe.ts', source)).toEqual([
        expect.stringContaining('src/main may not import src/renderer'),
      ])
    }
  })

  it('refuses the renderer importing Node, src/node, main or the cloud', async () => {
    for (const [source, target] of [
      ["import { readFileSync } from 'node:fs'", 'Node built-ins'],
      ["import { finishPdf } from '@node/pdf/pdf-info'", 'src/node'],
      ["import '../../main/index'", 'src/main'],
      ["import { createApp } from '../../../cloud/src/app'", 'cloud'],
      ["import { ipcRenderer } from 'electron'", 'electron'],
    ]) {
      expect(await fired(BOUNDARIES, 'src/renderer/src/probe.ts', source!)).toEqual([
        expect.stringContaining(`src/renderer may not import ${target}`),
      ])
    }
  })
})

describe('the cloud knows nothing of the clients', () => {
  it.each([
    ["import '../../../src/main/index'", 'src/main'],
    ["import '../../../src/preload/index'", 'src/preload'],
    ["import { App } from '../../../src/renderer/src/App'", 'src/renderer'],
    ["import { main } from '../../../src/cli/main'", 'src/cli'],
    ["import { app } from 'electron'", 'electron'],
  ])('refuses %s', async (source, target) => {
    expect(await fired(BOUNDARIES, 'cloud/src/routes/probe.ts', source)).toEqual([
      expect.stringContaining(`cloud may not import ${target}`),
    ])
  })
})

describe("Electron's IPC objects only in the two IPC helper files", () => {
  const IPC = 'Use the typed IPC helpers in src/main/ipc.ts and src/preload/ipc.ts.'

  it.each([
    ["import { ipcMain } from 'electron'\nipcMain.handle('x', () => 1)"],
    ["import { ipcMain as m } from 'electron'\nm.handle('x', () => 1)"],
    ["import { ipcRenderer as r } from 'electron'\nvoid r.invoke('x')"],
    ["import * as electron from 'electron'\nelectron.ipcMain.handle('x', () => 1)"],
    ["import electron from 'electron'\nelectron.ipcMain.handle('x', () => 1)"],
    ["import electron from 'electron'\nconst { ipcMain: m } = electron\nm.handle('x', () => 1)"],
    ["const { ipcMain } = await import('electron')\nipcMain.handle('x', () => 1)"],
    ["const m = (await import('electron'))['ipcMain']\nm.handle('x', () => 1)"],
  ])('refuses %s', async (source) => {
    const messages = (await lint('src/main/features/probe.ts', source))
      .filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'no-restricted-syntax')
      .map((m) => m.message)
    expect(messages.length).toBeGreaterThan(0)
    expect(messages.every((message) => message.includes(IPC))).toBe(true)
  })

  it('lets src/main/ipc.ts and src/preload/ipc.ts use them', async () => {
    expect(
      await lint(
        'src/main/ipc.ts',
        "import { ipcMain } from 'electron'\nipcMain.handle('x', () => 1)",
      ),
    ).toEqual([])
    expect(
      await lint(
        'src/preload/ipc.ts',
        "import { ipcRenderer } from 'electron'\nvoid ipcRenderer.invoke('x')",
      ),
    ).toEqual([])
  })
})
