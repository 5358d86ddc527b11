// `npm run dev`: the cloud (restarting on change) and the Vite dev server with hot reload, which
// proxies /api to the cloud. Ctrl+C stops both.
import { spawn } from 'node:child_process'

const children = [
  spawn('npx', ['tsx', 'watch', 'cloud/src/server.ts'], {
    stdio: 'inherit',
    // The Vite dev server is another origin; let it call the auth endpoints.
    env: { TRUSTED_ORIGINS: 'http://localhost:5173', ...process.env },
  }),
  spawn('npx', ['vite', '--config', 'vite.web.config.ts'], { stdio: 'inherit' }),
]

function stop(code = 0) {
  for (const child of children) child.kill('SIGTERM')
  process.exit(code)
}
for (const child of children) child.on('exit', (code) => code && stop(code))
process.on('SIGINT', () => stop(0))
process.on('SIGTERM', () => stop(0))
