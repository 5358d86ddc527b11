// The look pickers with the plan's rules (issue 12): a Free user with billing on sees the
// templates and colours outside the plan locked; choosing one opens the upgrade prompt and
// changes nothing. With billing off nothing is locked.
import type { PlanSummary, UserDetails } from '@shared/api'
import { createResume, type Resume } from '@shared/resume'
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useEditor } from '../../../stores/editor'
import { usePlan } from '../../../stores/plan'
import { useSession } from '../../../stores/session'
import { LookControls } from './LookControls'

const resume = () => useEditor.getState().resume as Resume

function signInFree(billingEnabled: boolean) {
  useSession.setState({ user: { id: 'u1', uid: 'u1', accountStatus: 'Free' } as UserDetails })
  usePlan.setState({
    billingEnabled,
    loadedFor: 'u1',
    plan: {
      billingEnabled,
      plan: 'free',
      accountStatus: 'Free',
      subscriptionStatus: 'not active',
      periodStart: null,
      periodEnd: null,
    } as unknown as PlanSummary,
  })
}

function open(overrides: Partial<Resume> = {}) {
  act(() => useEditor.getState().open('cv-1', createResume(overrides)))
  const router = createMemoryRouter([{ path: '*', element: <LookControls /> }], {
    initialEntries: ['/cv-creation/cv-1'],
  })
  return render(<RouterProvider router={router} />)
}

describe('plan locks in the look pickers', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    vi.useRealTimers()
    act(() => useEditor.getState().close())
    useSession.setState({ user: null })
    usePlan.setState({ plan: null, billingEnabled: null, loadedFor: null })
  })

  it('locks Premium templates for Free: the upgrade prompt opens and the template stays', () => {
    signInFree(true)
    open({ selectedTemplate: 'Business' })
    fireEvent.click(screen.getByRole('button', { name: /Template: Modern/ }))
    const picker = screen.getByRole('radiogroup', { name: 'Choose a template' })
    const bold = within(picker).getByRole('radio', { name: /Bold/ })
    expect(bold.getAttribute('aria-describedby')).not.toBeNull()
    fireEvent.click(bold)
    expect(screen.getByRole('dialog', { name: 'Upgrade to Premium' }).textContent).toContain(
      'This template is part of Premium',
    )
    act(() => vi.advanceTimersByTime(1000))
    expect(resume().selectedTemplate).toBe('Business')
    // Minimal is one of Free's two templates.
    expect(
      within(picker)
        .getByRole('radio', { name: /Minimal/ })
        .getAttribute('aria-describedby'),
    ).toBeNull()
  })

  it('locks colours outside Free and the custom colour; the colour stays', () => {
    signInFree(true)
    open({ selectedTemplate: 'Business', resumeColor: '#808080' })
    const locked = screen
      .getAllByRole('radio')
      .filter((radio) => (radio.closest('label')?.className ?? '').includes('look-swatch--locked'))
    expect(locked.length).toBeGreaterThan(0)
    fireEvent.click(locked[0]!)
    expect(screen.getByRole('dialog', { name: 'Upgrade to Premium' }).textContent).toContain(
      'This colour is part of Premium',
    )
    expect(resume().resumeColor).toBe('#808080')
    expect(screen.getByRole('button', { name: /custom colour.*Locked/i })).toBeTruthy()
  })

  it('locks nothing with billing off', () => {
    signInFree(false)
    open({ selectedTemplate: 'Business' })
    expect(document.querySelector('.look-swatch--locked')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: /Template: Modern/ }))
    const picker = screen.getByRole('radiogroup', { name: 'Choose a template' })
    fireEvent.click(within(picker).getByRole('radio', { name: /Bold/ }))
    act(() => vi.advanceTimersByTime(500))
    expect(resume().selectedTemplate).toBe('Fancy')
  })
})
