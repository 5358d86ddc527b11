// Cover letters as users meet them (issue 19.1 and 19.6): from My Documents a new letter for a
// resume; in its editor the AI draft, written by an LLM, here the scripted OpenAI-compatible
// stand-in server started below (the cloud's AI_* point at it), with the sentence that invents
// a fact removed by the fact guard and named on the page; the recipient typed in, undo of the
// draft and redo; autosave; then Download PDF, whose text pdftotext reads back: sender from the
// resume, recipient, subject, the drafted body, closing, and not the invented fact. Then
// another tab saves first: the conflict is shown and the other version can be taken.
// The second server (E2E_PORT + 12; the LLM stand-in on + 13) has billing off, where every
// account has Premium's allowances (the plan rules are tested in the cloud's route tests).
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  answer,
  startScriptedLlm,
  type ScriptedServer,
} from '../../src/shared/ai/llm/test-fixtures/make-llm-server'
import { extraServerUrl, startExtraServer, type ExtraServer } from './fixtures/extra-server'

const password = 'correct-horse-battery'
const llmPort = Number(process.env.E2E_PORT ?? 8797) + 13
const baseURL = extraServerUrl(12)
let server: ExtraServer | null = null
let llm: ScriptedServer | null = null

test.use({ baseURL })

const DRAFT = {
  subject: 'Application for the Senior Planner position',
  greeting: 'Dear Jane Roe,',
  paragraphs: [
    'I would like to join Contoso Logistics as a Senior Planner.',
    'At Citylane Logistics I plan delivery routes for 25 vans in the city centre. Last year I won 3 awards at Globex.',
    'Route planning is the core of my work.',
  ],
  closing: 'Kind regards,',
}

test.beforeAll(async () => {
  llm = await startScriptedLlm(() => answer(JSON.stringify(DRAFT)), llmPort)
  server = await startExtraServer({
    portOffset: 12,
    name: 'cover letter with LLM',
    env: {
      AI_BASE_URL: `http://127.0.0.1:${llmPort}/v1`,
      AI_API_KEY: 'e2e-key',
      AI_MODEL: 'e2e-model',
    },
    stderr: 'ignore',
  })
})

test.afterAll(async () => {
  await server?.stop()
  await llm?.close()
})

const cvData = {
  resumeName: 'Planner resume',
  selectedTemplate: 'Classic',
  resumeColor: '#1f3a5f',
  contact: {
    firstName: 'Noor',
    lastName: 'Haddad',
    email: 'noor@example.org',
    jobTitle: 'Transport Planner',
  },
  experiences: [
    {
      id: 'job-1',
      title: 'Transport Planner',
      company: 'Citylane Logistics',
      startDate: '04/2019',
      endDate: 'Present',
      isCurrentWork: true,
      description: '<ul><li>Planning delivery routes for 25 vans in the city centre</li></ul>',
    },
  ],
  skills: [{ id: 'sk-1', name: 'Route planning', level: 'Expert' }],
}

/** Serious or critical axe findings on what the page shows now (as a11y.spec.ts asks). */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, targets: violation.nodes.map((node) => node.target) }))
}

async function signUpWithResume(page: Page) {
  const csrf = await page.request.get('/csrf-token')
  const { csrfToken } = (await csrf.json()) as { csrfToken: string }
  const headers = { 'X-CSRF-Token': csrfToken }
  const email = `cover-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
  const signUp = await page.request.post('/api/session/sign-up', {
    headers,
    data: { email, password, firstName: 'Noor', lastName: 'Haddad' },
  })
  expect(signUp.status()).toBe(201)
  const created = await page.request.post('/api/libraryEntry', { headers, data: { cvData } })
  expect(created.status()).toBe(201)
}

test('write a cover letter with an LLM draft, undo and redo it, and export it to PDF', async ({
  page,
}) => {
  await signUpWithResume(page)
  await page.goto('/library')
  const section = page.getByRole('region', { name: 'Cover letters' })
  await expect(section.getByText('You have no cover letters yet.')).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await section.getByRole('button', { name: 'New cover letter' }).click()
  await expect(page).toHaveURL(/\/cover-letter\//)

  const form = page.getByRole('region', { name: 'Letter details' })
  await expect(form.getByLabel('Resume (sender and look)')).toHaveValue(/.+/)
  await form.getByLabel("Recipient's name").or(form.getByLabel('Recipient’s name')).fill('Jane Roe')
  await form.getByLabel('Company', { exact: true }).fill('Contoso Logistics')

  await form.getByText('Draft with AI').click()
  await form.getByLabel('Position applied for (optional)').fill('Senior Planner')
  await form
    .getByLabel('Job description')
    .fill('Contoso Logistics is hiring a Senior Planner who knows route planning.')
  await form.getByRole('button', { name: 'Write a draft' }).click()
  await expect(form.getByText('Written by the AI model from your resume’s facts.')).toBeVisible()
  await expect(form.getByText(/Removed because neither your resume.*Globex/)).toBeVisible()
  await expect(form.getByLabel('Subject')).toHaveValue(DRAFT.subject)

  const preview = page.getByRole('region', { name: 'Preview of the cover letter' })
  await expect(preview.getByText('I would like to join Contoso Logistics')).toBeVisible()
  await expect(preview.getByText('Globex')).toHaveCount(0)
  await expect(preview.getByText('Noor Haddad').first()).toBeVisible()

  // The draft is one undo step; redo puts it back.
  await page.getByRole('button', { name: 'Undo' }).click()
  await expect(form.getByLabel('Subject')).toHaveValue('')
  await page.getByRole('button', { name: 'Redo' }).click()
  await expect(form.getByLabel('Subject')).toHaveValue(DRAFT.subject)
  await expect(page.getByText('All changes saved')).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])

  // Saved on the server: the letter as the library lists it.
  const listed = await page.request.get('/api/coverLetters')
  const { result } = (await listed.json()) as {
    result: { letter: { subject: string; recipient: { name: string } } }[]
  }
  expect(result[0]?.letter).toMatchObject({
    subject: DRAFT.subject,
    recipient: { name: 'Jane Roe' },
  })

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ])
  const dir = mkdtempSync(join(tmpdir(), 'vitae-cover-letter-'))
  try {
    const file = join(dir, download.suggestedFilename())
    await download.saveAs(file)
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' })
    const flat = text.replace(/\s+/g, ' ')
    for (const expected of [
      'Noor Haddad',
      'Transport Planner',
      'noor@example.org',
      'Jane Roe',
      'Contoso Logistics',
      DRAFT.subject,
      'Dear Jane Roe,',
      'I would like to join Contoso Logistics as a Senior Planner.',
      'At Citylane Logistics I plan delivery routes for 25 vans in the city centre.',
      'Kind regards,',
    ])
      expect(flat).toContain(expected)
    expect(flat).not.toContain('Globex')
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }

  // Another tab saves first: this editor's next save is refused, nothing is lost, and the user
  // chooses; showing the other version puts it into the form.
  const letterId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '')
  const stored = await page.request.get(`/api/coverLetters/${letterId}`)
  const { result: current } = (await stored.json()) as {
    result: { letter: Record<string, unknown>; revision: number }
  }
  const csrf = await page.request.get('/csrf-token')
  const { csrfToken } = (await csrf.json()) as { csrfToken: string }
  const other = await page.request.put(`/api/coverLetters/${letterId}`, {
    headers: { 'X-CSRF-Token': csrfToken },
    data: {
      letter: { ...current.letter, subject: 'Changed in another tab' },
      baseRevision: current.revision,
    },
  })
  expect(other.status()).toBe(200)
  await form.getByLabel('Greeting').fill('Dear Ms Roe,')
  const conflict = page.getByRole('alert').filter({ hasText: 'changed in another tab' })
  await expect(conflict).toBeVisible()
  await conflict.getByRole('button', { name: 'Show the other version' }).click()
  await expect(form.getByLabel('Subject')).toHaveValue('Changed in another tab')
  await expect(form.getByLabel('Greeting')).toHaveValue(DRAFT.greeting)

  // Back in My Documents the letter is listed with the resume it belongs to.
  await page.goto('/library')
  const card = section.getByRole('listitem').filter({ hasText: 'Changed in another tab' })
  await expect(card.getByText('For: Planner resume')).toBeVisible()
})
