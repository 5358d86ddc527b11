// The shared action hook of the share and history dialogs and the AI calls, and the opener
// button of the editor's dialogs.
import { act, render, renderHook, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { DialogButton } from '../components/DialogButton'
import { useAction } from './useAction'

function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (reason: unknown) => void
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok
    reject = fail
  })
  return { promise, resolve, reject }
}

describe('useAction', () => {
  it('names the running action, gives its result and clears the busy key after', async () => {
    const { result } = renderHook(() => useAction<'save'>(() => 'failed'))
    const work = deferred<number>()
    let answer: Promise<number | null> = Promise.resolve(null)
    act(() => {
      answer = result.current.run('save', () => work.promise)
    })
    expect(result.current.busy).toBe('save')
    await act(async () => work.resolve(7))
    expect(await answer).toBe(7)
    expect(result.current.busy).toBeNull()
    expect(result.current.error).toBeNull()
  })

  it('shows the message `failed` gives, and clears it and the notice when the next starts', async () => {
    const failed = vi.fn((failure: unknown) => `could not: ${String(failure)}`)
    const { result } = renderHook(() => useAction(failed))
    await act(async () => {
      expect(await result.current.run('a', () => Promise.reject(new Error('down')))).toBeNull()
    })
    expect(result.current.error).toBe('could not: Error: down')
    expect(result.current.busy).toBeNull()
    act(() => result.current.setNotice('saved'))
    const work = deferred<void>()
    act(() => void result.current.run('b', () => work.promise))
    expect(result.current.error).toBeNull()
    expect(result.current.notice).toBeNull()
    await act(async () => work.resolve())
  })

  it('shows nothing when `failed` handled the failure itself', async () => {
    const { result } = renderHook(() => useAction(() => null))
    await act(async () => void (await result.current.run('a', () => Promise.reject(new Error()))))
    expect(result.current.error).toBeNull()
  })

  it('does not start a second action while one runs', async () => {
    const { result } = renderHook(() => useAction(() => 'failed'))
    const first = deferred<string>()
    const second = vi.fn(async () => 'second')
    let answer: Promise<string | null> = Promise.resolve(null)
    act(() => void result.current.run('first', () => first.promise))
    act(() => {
      answer = result.current.run('second', second)
    })
    expect(await answer).toBeNull()
    expect(second).not.toHaveBeenCalled()
    expect(result.current.busy).toBe('first')
    await act(async () => first.resolve('done'))
    await act(async () => void (await result.current.run('second', second)))
    expect(second).toHaveBeenCalledOnce()
  })
})

describe('DialogButton', () => {
  it('mounts its dialog only while open and closes it through close', async () => {
    const user = userEvent.setup()
    render(
      <DialogButton
        label="Share"
        testId="share-button"
        dialog={(close) => (
          <div role="dialog" aria-label="Share dialog">
            <button type="button" onClick={close}>
              Close
            </button>
          </div>
        )}
      />,
    )
    expect(screen.queryByRole('dialog')).toBeNull()
    await user.click(screen.getByTestId('share-button'))
    expect(screen.getByRole('dialog', { name: 'Share dialog' })).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
