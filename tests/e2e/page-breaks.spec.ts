// The preview's page breaks are the PDF's (issue 4, point 1): for several resumes, every unit
// of the document (an item, a section title, the header) sits on the same page in the editor's
// scaled preview and on the print page the PDFs are printed from. (src/node/pdf/
// print-page.chromium.test.ts shows that the print page's pages are the PDF's pages.)
import { expect, test, type Page } from '@playwright/test'

const PAGE_HEIGHT = (297 / 25.4) * 96

interface PlacedUnit {
  text: string
  page: number
}

/** Each top-level unit's first line and page, in unscaled layout px from the document's top. */
function unitsOn(page: Page, scope: string): Promise<PlacedUnit[]> {
  return page.evaluate(
    ([selector, pageHeight]) => {
      const root = document.querySelector<HTMLElement>(`${selector} .cv-page`)!
      const frame = root.getBoundingClientRect()
      const scale = frame.width / root.offsetWidth
      return [...root.querySelectorAll<HTMLElement>('[data-keep], [data-section-title]')]
        .filter((unit) => !unit.parentElement?.closest('[data-keep]'))
        .map((unit) => ({
          text: unit.textContent?.trim().slice(0, 40) ?? '',
          page: Math.floor((unit.getBoundingClientRect().top - frame.top) / scale / pageHeight),
        }))
    },
    [scope, PAGE_HEIGHT] as const,
  )
}

function longResume(template: string) {
  return {
    selectedTemplate: template,
    contact: { firstName: 'Grace', lastName: 'Hopper', jobTitle: 'Rear Admiral' },
    experiences: Array.from({ length: 8 }, (_, i) => ({
      title: `Role ${i + 1}`,
      company: `Employer ${i + 1}`,
      startDate: `0${(i % 9) + 1}/20${10 + i}`,
      description: `<ul>${'<li>Delivered a measurable result for the whole team</li>'.repeat(4 + (i % 3))}</ul>`,
    })),
    skills: ['COBOL', 'FLOW-MATIC', 'Assembly', 'Leadership'].map((name) => ({ name })),
    educations: [{ degree: 'PhD Mathematics', school: 'Yale University' }],
  }
}

test('the editor preview and the print page break the same resumes at the same places', async ({
  page,
}) => {
  const csrf = await page.request.get('/csrf-token')
  const headers = { 'X-CSRF-Token': ((await csrf.json()) as { csrfToken: string }).csrfToken }
  const email = `breaks-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
  await page.request.post('/api/session/sign-up', {
    headers,
    data: { email, password: 'correct-horse-battery' },
  })

  for (const template of ['Business', 'Moda', 'Liner']) {
    const created = await page.request.post('/api/libraryEntry', {
      headers,
      data: { cvData: longResume(template) },
    })
    const { result } = (await created.json()) as { result: { id: string } }
    const entry = await page.request.get(`/api/libraryEntry/${result.id}`)
    const { cvData } = ((await entry.json()) as { result: { cvData: unknown } }).result

    await page.goto(`/cv-creation/${result.id}`)
    const preview = page.locator('.preview-pane .paginated-document')
    await expect(preview).toHaveAttribute('data-pagination', 'ready')
    const previewPages = Number(await preview.getAttribute('data-pages'))
    const inPreview = await unitsOn(page, '.preview-pane')

    await page.goto('/print.html')
    const printed = await page.evaluate(
      (resume) =>
        (
          window as unknown as { vitaePrint: { render(r: unknown): Promise<{ pages: number }> } }
        ).vitaePrint.render({ resume, adjust: false }),
      cvData,
    )
    const onPrintPage = await unitsOn(page, '#print-root')

    expect(previewPages, template).toBeGreaterThan(1)
    expect(printed.pages, template).toBe(previewPages)
    expect(onPrintPage, template).toEqual(inPreview)
  }
})
