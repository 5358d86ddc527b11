import { RED_FLAG_CATEGORIES, type EvaluationResponse, type UserDetails } from '@shared/api'
import { evaluate } from '@shared/evaluation'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { useSession } from '../../stores/session'
import { JobTitleSearch } from './JobTitleSearch'
import { ResultPanel } from './ResultPanel'

vi.mock('../../api', async (importOriginal) => ({ ...(await importOriginal<object>()) }))

function result(): EvaluationResponse {
  const response = evaluate({
    text: 'Profile\nI am awesome with stuff.\nExperience\n• Helped the team\n• Unfortunately failed to ship',
    language: 'en',
    jobTitle: 'Receptionist',
  })
  // A visitor's answer: two readable warnings, the rest locked, other categories locked.
  const flags = response.evaluation.redFlags
  let open = 2
  const keys = RED_FLAG_CATEGORIES
  for (const key of keys) {
    flags[key] = flags[key].map((item) =>
      open-- > 0 ? item : { check: item.check, text: '', locked: true },
    )
  }
  response.evaluation.skills.locked = true
  return response
}

function renderPanel(value: EvaluationResponse) {
  const router = createMemoryRouter([{ path: '*', element: <ResultPanel result={value} /> }])
  render(<RouterProvider router={router} />)
}

beforeEach(() => {
  useSession.setState({ user: null, status: 'ready' })
})

describe('evaluation result panel', () => {
  it('starts on red flags, blurs locked warnings and asks a visitor to log in', () => {
    renderPanel(result())
    expect(screen.getByRole('tab', { name: /Red flags/ }).getAttribute('aria-selected')).toBe(
      'true',
    )
    const warnings = screen.getAllByRole('listitem')
    expect(
      warnings.filter((item) => item.classList.contains('eval-warning--locked')).length,
    ).toBeGreaterThan(0)
    expect(
      warnings.filter((item) => !item.classList.contains('eval-warning--locked')),
    ).toHaveLength(2)
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy()
  })

  it('shows a locked category with an upgrade prompt to a signed-in Free user', async () => {
    useSession.setState({ user: { uid: 'u1', accountStatus: 'Free' } as UserDetails })
    renderPanel(result())
    await userEvent.click(screen.getByRole('tab', { name: /Skills/ }))
    expect(
      within(screen.getByRole('tabpanel')).getByRole('link', { name: 'See Premium' }),
    ).toBeTruthy()
  })

  it('shows the overall score with its band label', () => {
    const value = result()
    renderPanel({ ...value, score: 72 })
    expect(screen.getByText('Good')).toBeTruthy()
    expect(screen.getByLabelText('Score 72 out of 100')).toBeTruthy()
  })
})

describe('job-title search', () => {
  it('offers matching titles case-insensitively and clears with the clear button', async () => {
    let value = ''
    const { rerender } = render(
      <JobTitleSearch value={value} onChange={(next) => (value = next)} locale="en" />,
    )
    await userEvent.type(screen.getByRole('combobox'), 'n')
    rerender(<JobTitleSearch value="NURSE" onChange={(next) => (value = next)} locale="en" />)
    await userEvent.type(screen.getByRole('combobox'), ' ')
    rerender(<JobTitleSearch value="nurse" onChange={(next) => (value = next)} locale="en" />)
    expect(screen.getByRole('option', { name: 'Registered Nurse' })).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Clear the job title' }))
    expect(value).toBe('')
  })
})
