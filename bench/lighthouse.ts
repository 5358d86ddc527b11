// Lighthouse on the public pages (issue 17 point 6): /, /pricing and /faq in en, de and tr, the
// mobile profile, each category beside its target (performance ≥ 95; accessibility, best
// practices and SEO 100). Builds the web app and the cloud as `npm start` does, starts the
// compiled cloud on a free port with a throwaway database, and runs scripts/lighthouse.ts.
//   BENCH_ONLY=lighthouse npm run bench
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import {
  CATEGORIES,
  LIGHTHOUSE_PAGES,
  LIGHTHOUSE_TARGETS,
  runLighthouse,
} from '../scripts/lighthouse'

const ROOT = resolve(import.meta.dirname, '..')

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

export async function benchLighthouse(): Promise<void> {
  for (const script of ['build:web', 'build:cloud']) {
    const built = spawnSync('npm', ['run', '--silent', script], { cwd: ROOT, encoding: 'utf8' })
    if (built.status !== 0) throw new Error(`npm run ${script} failed:\n${built.stderr}`)
  }
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const dataDir = mkdtempSync(join(tmpdir(), 'vitae-bench-lighthouse-'))
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
  try {
    for (let attempt = 0; ; attempt += 1) {
      try {
        if ((await fetch(`${url}/healthz`)).ok) break
      } catch {
        if (attempt > 240) throw new Error('the cloud did not start for the Lighthouse bench')
      }
      await new Promise((done) => setTimeout(done, 250))
    }
    const results = await runLighthouse(LIGHTHOUSE_PAGES.map((path) => `${url}${path}`))
    const line = (...cells: string[]) =>
      console.log(cells[0]!.padEnd(14), ...cells.slice(1).map((cell) => cell.padStart(15)))
    console.log('\nLighthouse (mobile profile), score 0–100\n')
    line('page', ...CATEGORIES)
    line('target', ...CATEGORIES.map((category) => `≥ ${LIGHTHOUSE_TARGETS[category]}`))
    for (const result of results) {
      line(
        new URL(result.url).pathname,
        ...CATEGORIES.map((category) => {
          const score = result.scores[category]
          return `${score}${score < LIGHTHOUSE_TARGETS[category] ? ' ✗' : ''}`
        }),
      )
    }
    const failed = results.flatMap((result) =>
      result.failed.map(
        (audit) => `  ${new URL(result.url).pathname}: ${audit.category} · ${audit.title}`,
      ),
    )
    if (failed.length > 0) console.log(`\nAudits that did not pass:\n${failed.join('\n')}`)
  } finally {
    cloud.kill('SIGTERM')
    rmSync(dataDir, { recursive: true, force: true })
  }
}
