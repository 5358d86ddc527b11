// Runs the compiled `cv` as a person would: a new Node process, arguments, standard input, and
// then what they see: stdout, stderr and the exit code. The test projects that spawn processes
// compile it once (built-programs.setup.ts).
import { spawn } from 'node:child_process'
import { builtCli } from './provided'

export interface CvRun {
  code: number | null
  /** stdout as text (the JSON commands print) */
  stdout: string
  /** stdout as bytes (a PDF written to "-") */
  stdoutBytes: Buffer
  stderr: string
}

export interface CvOptions {
  stdin?: string
  cwd?: string
  env?: Record<string, string>
}

export function runCv(args: string[], options: CvOptions = {}): Promise<CvRun> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [builtCli(), ...args], {
      cwd: options.cwd,
      env: { ...process.env, ...options.env },
    })
    const stdout: Buffer[] = []
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.on('error', fail)
    child.on('close', (code) => {
      const bytes = Buffer.concat(stdout)
      done({ code, stdout: bytes.toString(), stdoutBytes: bytes, stderr })
    })
    child.stdin.end(options.stdin ?? '')
  })
}
