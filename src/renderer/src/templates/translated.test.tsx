// A translated copy renders as its language needs (issue 15 point 3): Arabic right to left, CJK
// and Devanagari with the bundled Noto faces, section titles, dates and levels in the target
// language. The templates read all of it from resumeLanguage, which translation sets.
import { PRESENT_WORDS, sectionTitle, type ResumeLanguageCode } from '@shared/resume'
import { translateResume } from '@shared/translate'
import { fullResume } from '@shared/translate/test-fixtures/full-resume'
import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { templateComponent } from './registry'

async function renderCopy(to: ResumeLanguageCode) {
  const { resume } = await translateResume(fullResume(), to)
  const Template = templateComponent(resume.selectedTemplate)
  const { container } = render(<Template resume={resume} />)
  return container.firstElementChild as HTMLElement
}

describe('a translated copy in the templates', () => {
  it('renders Arabic right to left with the Arabic faces and Arabic titles', async () => {
    const page = await renderCopy('ar')
    expect(page.getAttribute('dir')).toBe('rtl')
    expect(page.getAttribute('lang')).toBe('ar')
    expect(page.style.fontFamily).toContain('Noto Sans Arabic')
    expect(page.textContent).toContain(sectionTitle('ar', 'experiences'))
    expect(page.textContent).toContain(PRESENT_WORDS.ar)
    expect(page.textContent).toContain('الإنجليزية')
  })

  it.each([
    ['zh', 'Noto Sans SC'],
    ['ja', 'Noto Sans JP'],
    ['ko', 'Noto Sans KR'],
    ['hi', 'Noto Sans Devanagari'],
  ] as const)('renders %s with %s', async (to, face) => {
    const page = await renderCopy(to)
    expect(page.getAttribute('dir')).toBe('ltr')
    expect(page.style.fontFamily).toContain(face)
    expect(page.textContent).toContain(sectionTitle(to, 'skills'))
  })
})
