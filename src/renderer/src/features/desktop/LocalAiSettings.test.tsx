// The local AI server form: off by default with Ollama's address, local addresses only (with the
// reason shown and nothing sent to main), Save persists through the bridge, Test connection says
// whether the server answered.
import {
  DEFAULT_LOCAL_AI,
  type DesktopFeatures,
  type LocalAiSettings as Settings,
  type LocalAiTestResult,
} from '@shared/platform'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { LocalAiSettings } from './LocalAiSettings'

function bridge(test: LocalAiTestResult = { ok: true, model: 'llama3.1' }) {
  let stored: Settings = { ...DEFAULT_LOCAL_AI }
  return {
    get: vi.fn(async () => stored),
    save: vi.fn(async (settings: Settings) => (stored = settings)),
    test: vi.fn(async () => test),
  } satisfies DesktopFeatures['localAi']
}

const urlField = () => screen.getByLabelText<HTMLInputElement>('Server address')
const modelField = () => screen.getByLabelText('Model name')
const enable = () => screen.getByLabelText(/Use a local AI server/)

describe('the local AI server setting', () => {
  it('starts off with Ollama’s local address and saves the user’s choice', async () => {
    const localAi = bridge()
    render(<LocalAiSettings localAi={localAi} />)
    expect((await screen.findByLabelText<HTMLInputElement>(/Use a local AI server/)).checked).toBe(
      false,
    )
    expect(urlField().value).toBe('http://127.0.0.1:11434/v1')

    await userEvent.click(enable())
    await userEvent.clear(urlField())
    await userEvent.type(urlField(), 'http://localhost:1234/v1')
    await userEvent.clear(modelField())
    await userEvent.type(modelField(), 'qwen2.5:7b')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() =>
      expect(localAi.save).toHaveBeenCalledWith({
        enabled: true,
        baseUrl: 'http://localhost:1234/v1',
        model: 'qwen2.5:7b',
      }),
    )
    expect(await screen.findByText('Saved.')).toBeTruthy()
  })

  it('refuses an address that is not on this computer, and an empty model, without saving', async () => {
    const localAi = bridge()
    render(<LocalAiSettings localAi={localAi} />)
    await screen.findByLabelText(/Use a local AI server/)
    await userEvent.clear(urlField())
    await userEvent.type(urlField(), 'https://api.example.com/v1')
    expect(screen.getByRole('alert').textContent).toMatch(/Only a server on this computer/)
    expect(urlField().getAttribute('aria-invalid')).toBe('true')
    await userEvent.clear(modelField())
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await userEvent.click(screen.getByRole('button', { name: 'Test connection' }))
    expect(screen.getByText(/Enter the name of the model/)).toBeTruthy()
    expect(localAi.save).not.toHaveBeenCalled()
    expect(localAi.test).not.toHaveBeenCalled()

    await userEvent.clear(urlField())
    await userEvent.type(urlField(), 'ftp://127.0.0.1/v1')
    expect(screen.getByText(/must start with http:\/\/ or https:\/\//)).toBeTruthy()
  })

  it('tests the connection and shows whether the server answered', async () => {
    const good = bridge()
    const { unmount } = render(<LocalAiSettings localAi={good} />)
    await screen.findByLabelText(/Use a local AI server/)
    await userEvent.click(screen.getByRole('button', { name: 'Test connection' }))
    expect(await screen.findByText('The server answered with the model llama3.1.')).toBeTruthy()
    expect(good.test).toHaveBeenCalledWith(DEFAULT_LOCAL_AI)
    unmount()

    const down = bridge({ ok: false, message: 'cannot reach the AI server: Connection error.' })
    render(<LocalAiSettings localAi={down} />)
    await screen.findByLabelText(/Use a local AI server/)
    await userEvent.click(screen.getByRole('button', { name: 'Test connection' }))
    expect(
      await screen.findByText(/The server did not answer: cannot reach the AI server/),
    ).toBeTruthy()
  })
})
