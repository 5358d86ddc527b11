// The compiled entry point (dist/cloud/server.js, what `npm start` runs with plain node) as a
// child process; the test project compiles it once (tests/support/built-programs.setup.ts).
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { builtCloud } from '../../tests/support/provided'

const ROOT = resolve(import.meta.dirname, '../..')

interface Run {
  code: number | null
  stdout: string
  stderr: string
}

function startEntry(
  env: Record<string, string>,
  onStdout?: (text: string, stop: () => void) => void,
) {
  return new Promise<Run>((done, fail) => {
    const child = spawn(process.execPath, [builtCloud()], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString()
      onStdout?.(stdout, () => child.kill('SIGTERM'))
    })
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.on('error', fail)
    child.on('exit', (code) => done({ code, stdout, stderr }))
  })
}

async function freePort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((ready) => probe.listen(0, '127.0.0.1', ready))
  const address = probe.address()
  await new Promise<void>((closed) => probe.close(() => closed()))
  if (typeof address !== 'object' || address === null) throw new Error('no port')
  return address.port
}

let dir = ''
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true })
  dir = ''
})

describe('npm start (the compiled cloud)', () => {
  it('refuses bad configuration with one clear line per problem and exit code 1', async () => {
    const run = await startEntry({ PORT: 'abc', LOG_LEVEL: 'loud' })
    expect(run.code).toBe(1)
    expect(run.stderr).toContain("PORT must be a whole number from 1 to 65535, got 'abc'")
    expect(run.stderr).toContain(
      "LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got 'loud'",
    )
    expect(run.stderr).not.toMatch(/\n\s+at /)
  })

  it('says so clearly when PostgreSQL cannot be reached, and exits 1', async () => {
    dir = mkdtempSync(join(tmpdir(), 'vitae-entry-'))
    const run = await startEntry({
      DATA_DIR: dir,
      DATABASE_URL: `postgres://postgres@127.0.0.1:${await freePort()}/none`,
      AUTH_SECRET: 'x'.repeat(40),
      LOG_LEVEL: 'silent',
    })
    expect(run.code).toBe(1)
    expect(run.stderr).toMatch(/Cannot reach the PostgreSQL database at DATABASE_URL/)
  })

  it('serves the API without the web build, says how to build the pages, and shuts down cleanly with exit code 0 on SIGTERM', async () => {
    dir = mkdtempSync(join(tmpdir(), 'vitae-entry-'))
    const port = await freePort()
    let health: number | null = null
    let asked = false
    const run = await startEntry(
      { PORT: String(port), DATA_DIR: dir, WEB_DIST_DIR: dir },
      (stdout, stop) => {
        if (asked || !stdout.includes('listening on')) return
        asked = true
        void fetch(`http://127.0.0.1:${port}/healthz`).then(
          (response) => {
            health = response.status
            stop()
          },
          () => stop(),
        )
      },
    )
    expect(health).toBe(200)
    expect(run.stdout).toContain(`Vitae cloud listening on http://localhost:${port}`)
    expect(run.stdout).toContain('the web app is not built')
    expect(run.stdout).toContain('npm run build:web')
    expect(run.stdout).toContain('"signal":"SIGTERM"')
    expect(run.code).toBe(0)
  })
})
