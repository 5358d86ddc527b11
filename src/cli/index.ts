// `npm run cv -- <command>`: Vitae's command line. Run with tsx (see package.json "cv").
import { COMMANDS } from './commands'
import type { CliIo } from './command'
import { main } from './main'

const io: CliIo = {
  out: (text) => process.stdout.write(text),
  outBytes: (data) => process.stdout.write(data),
  err: (text) => process.stderr.write(`${text}\n`),
  readStdin: async () => {
    const chunks: Buffer[] = []
    for await (const chunk of process.stdin) chunks.push(Buffer.from(chunk as Uint8Array))
    return Buffer.concat(chunks).toString('utf8')
  },
}

process.exitCode = await main(process.argv.slice(2), COMMANDS, io)
