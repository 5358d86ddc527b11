import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { EmailField, looksLikeEmail } from './EmailField'

describe('looksLikeEmail', () => {
  it('accepts ordinary addresses and rejects broken ones', () => {
    expect(looksLikeEmail('ada@example.org')).toBe(true)
    expect(looksLikeEmail(' a.b+c@mail.example.co.uk ')).toBe(true)
    expect(looksLikeEmail('ada@example')).toBe(false)
    expect(looksLikeEmail('ada example.org')).toBe(false)
    expect(looksLikeEmail('ada@@example.org')).toBe(false)
    expect(looksLikeEmail('ada@example..org')).toBe(false)
  })
})

function Harness() {
  const [value, setValue] = useState('')
  return <EmailField label="E-mail" value={value} onChange={(e) => setValue(e.target.value)} />
}

describe('EmailField', () => {
  it('says why once the user leaves a wrong address, and not while typing', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    await user.type(screen.getByLabelText('E-mail'), 'ada@example')
    expect(screen.queryByRole('alert')).toBeNull()
    await user.tab()
    expect(screen.getByRole('alert').textContent).toContain('name@example.com')
    await user.click(screen.getByLabelText('E-mail'))
    await user.type(screen.getByLabelText('E-mail'), '.org')
    await user.tab()
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
