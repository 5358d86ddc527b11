// The web app and the cloud as `npm start` builds and runs them, for the benches that measure
// what a browser gets (Lighthouse, the home page's downloads): builds both, starts the compiled
// cloud on a free port with a throwaway database, and stops it again.
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

export const ROOT = resolve(import.meta.dirname, '..')

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer()
    server.once('error', fail)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => done(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

export interface BuiltCloud {
  url: string
  stop(): void
}

export async function startBuiltCloud(): Promise<BuiltCloud> {
  for (const script of ['build:web', 'build:cloud']) {
    const built = spawnSync('npm', ['run', '--silent', script], { cwd: ROOT, encoding: 'utf8' })
    if (built.status !== 0) throw new Error(`npm run ${script} failed:\n${built.stderr}`)
  }
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const dataDir = mkdtempSync(join(tmpdir(), 'vitae-bench-cloud-'))
  const cloud = spawn(process.execPath, ['dist/cloud/server.js'], {
    cwd: ROOT,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
  })
  const stop = () => {
    cloud.kill('SIGTERM')
    rmSync(dataDir, { recursive: true, force: true })
  }
  try {
    for (let attempt = 0; ; attempt += 1) {
      try {
        if ((await fetch(`${url}/healthz`)).ok) break
      } catch {
        if (attempt > 240) throw new Error('the built cloud did not start for the bench')
      }
      await new Promise((done) => setTimeout(done, 250))
    }
  } catch (error) {
    stop()
    throw error
  }
  return { url, stop }
}
