import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { beforeAll, describe, expect, it } from 'vitest'
import { loadLazyTexts } from '../../../i18n/lazy-texts'
import { useConsent } from '../consent'
import { DemoEvaluationCard, HomeDemo } from './HomeDemo'

beforeAll(() => loadLazyTexts('home', 'en'))

/** The resume page the real template draws. */
function page(): HTMLElement {
  const element = document.querySelector<HTMLElement>('.cv-page')
  if (!element) throw new Error('No template page rendered.')
  return element
}

function renderDemo() {
  render(
    <MemoryRouter>
      <HomeDemo />
    </MemoryRouter>,
  )
}

describe('the home demo', () => {
  it('draws the demo resume with the real template', () => {
    renderDemo()
    expect(page().textContent).toContain('Jordan')
    expect(page().textContent).toContain('Harbour Foods')
    expect(page().style.getPropertyValue('--resume-accent')).toBe('#b2d1ed')
  })

  it('changes the template live: palette colour, custom colour, font and size', async () => {
    const user = userEvent.setup()
    renderDemo()
    await user.click(screen.getByRole('radio', { name: '#b8d9b7' }))
    expect(page().style.getPropertyValue('--resume-accent')).toBe('#b8d9b7')

    // The browser's colour picker reports its choice as an input event.
    fireEvent.input(screen.getByLabelText('Custom colour'), { target: { value: '#123456' } })
    expect(page().style.getPropertyValue('--resume-accent')).toBe('#123456')

    await user.selectOptions(screen.getByLabelText('Font'), 'Times New Roman')
    expect(page().style.fontFamily).toContain('Times New Roman')

    const before = parseFloat(page().style.fontSize)
    await user.click(screen.getByRole('button', { name: 'Larger text' }))
    expect(screen.getByTestId('demo-size').textContent).toBe('13')
    expect(parseFloat(page().style.fontSize)).toBe(before + 1)
  })

  it('stays within sizes 10 to 16', async () => {
    const user = userEvent.setup()
    renderDemo()
    const larger = screen.getByRole('button', { name: 'Larger text' })
    for (let i = 0; i < 10; i++)
      if (!(larger as HTMLButtonElement).disabled) await user.click(larger)
    expect(screen.getByTestId('demo-size').textContent).toBe('16')
    expect((larger as HTMLButtonElement).disabled).toBe(true)
    const smaller = screen.getByRole('button', { name: 'Smaller text' })
    for (let i = 0; i < 10; i++)
      if (!(smaller as HTMLButtonElement).disabled) await user.click(smaller)
    expect(screen.getByTestId('demo-size').textContent).toBe('10')
  })

  it('remembers the look between visits only with consent', async () => {
    const user = userEvent.setup()
    renderDemo()
    await user.click(screen.getByRole('button', { name: 'Larger text' }))
    expect(Object.keys(localStorage)).toEqual([])
    useConsent.getState().decide('granted')
    await user.click(screen.getByRole('button', { name: 'Larger text' }))
    expect(JSON.parse(localStorage.getItem('vitae.optional.demoLook') ?? '{}')).toMatchObject({
      size: 14,
    })
    useConsent.setState({ choice: null })
  })
})

describe('the sample evaluation', () => {
  it("shows the engine's score of 55 and at most four warnings", () => {
    render(
      <MemoryRouter>
        <DemoEvaluationCard />
      </MemoryRouter>,
    )
    expect(screen.getByRole('figure', { name: /55/ })).toBeTruthy()
    const warnings = document.querySelectorAll('.home-eval__warnings li')
    expect(warnings.length).toBeGreaterThan(0)
    expect(warnings.length).toBeLessThanOrEqual(4)
    expect(screen.getByText('Excessive personal information')).toBeTruthy()
  })
})
