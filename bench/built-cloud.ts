// The web app and the cloud as `npm start` builds and runs them, for the benches that measure
// what a browser gets (Lighthouse, the home page's downloads): builds both, starts the compiled
// cloud on a free port with a throwaway database, and stops it again. Also the two helpers every
// bench that starts a cloud uses: a free port, and waiting for /healthz.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

export const ROOT = resolve(import.meta.dirname, '..')

/** A port nothing listens on now. */
export async function freePort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((ready) => probe.listen(0, '127.0.0.1', ready))
  const address = probe.address()
  await new Promise<void>((closed) => probe.close(() => closed()))
  if (typeof address !== 'object' || address === null) throw new Error('no free port')
  return address.port
}

/** Waits until the cloud answers /healthz (60 s at most), failing at once if it exits. */
export async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the cloud exited with code ${child.exitCode}`)
    try {
      if ((await fetch(`${url}/healthz`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error('the cloud did not become healthy within 60 s')
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
    await waitForHealth(url, cloud)
  } catch (error) {
    stop()
    throw error
  }
  return { url, stop }
}
