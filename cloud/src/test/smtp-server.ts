// A mail server stand-in for tests: a real SMTP server (smtp-server) on an ephemeral port that
// takes every message and keeps it, parsed (mailparser), so a test can wait for the mail a
// flow sends and follow its link. The cloud reaches it over real SMTP through nodemailer
// (SMTP_HOST/SMTP_PORT), with sign-in (SMTP_USER/SMTP_PASSWORD) like a real relay.
import type { AddressInfo } from 'node:net'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export const SMTP_TEST_USER = 'vitae-mailer'
export const SMTP_TEST_PASSWORD = 'mail-password-for-tests'
export const SMTP_TEST_FROM = 'Vitae <no-reply@vitae.example>'

export interface ReceivedMail {
  from: string
  to: string[]
  subject: string
  text: string
  html: string
  /** The first link of the text part that leads to `path` (e.g. /verify-account). */
  linkTo(path: string): string
}

export interface SmtpStandIn {
  port: number
  /** The environment that points the cloud at this server. */
  env: Record<string, string>
  received: ReceivedMail[]
  /** Resolves with the next mail to `address` that `matches` (waits for it to arrive). */
  waitForMail(address: string, matches?: (mail: ReceivedMail) => boolean): Promise<ReceivedMail>
  close(): Promise<void>
}

function linkIn(text: string, path: string): string {
  const link = text.match(/https?:\/\/\S+/g)?.find((url) => new URL(url).pathname.endsWith(path))
  if (!link) throw new Error(`no link to ${path} in the mail:\n${text}`)
  return link
}

export async function startSmtpStandIn(): Promise<SmtpStandIn> {
  const received: ReceivedMail[] = []
  const waiters = new Set<() => void>()
  const server = new SMTPServer({
    // Plain SMTP on localhost: no certificate to manage in tests; AUTH PLAIN allowed without TLS.
    secure: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_TEST_USER && auth.password === SMTP_TEST_PASSWORD) {
        callback(null, { user: auth.username })
      } else callback(new Error('Invalid username or password'))
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const text = parsed.text ?? ''
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
            subject: parsed.subject ?? '',
            text,
            html: typeof parsed.html === 'string' ? parsed.html : '',
            linkTo: (path) => linkIn(text, path),
          })
          for (const wake of waiters) wake()
          callback()
        })
        .catch((error: unknown) => callback(error as Error))
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  const seen = new WeakSet<ReceivedMail>()
  return {
    port,
    env: {
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(port),
      SMTP_USER: SMTP_TEST_USER,
      SMTP_PASSWORD: SMTP_TEST_PASSWORD,
      SMTP_FROM: SMTP_TEST_FROM,
    },
    received,
    waitForMail(address, matches = () => true) {
      const wanted = address.toLowerCase()
      const find = () =>
        received.find((mail) => !seen.has(mail) && mail.to.includes(wanted) && matches(mail))
      return new Promise((resolve) => {
        const check = () => {
          const mail = find()
          if (!mail) return false
          seen.add(mail)
          waiters.delete(wake)
          resolve(mail)
          return true
        }
        const wake = () => void check()
        if (!check()) waiters.add(wake)
      })
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
