// A button that opens a dialog of its own (the editor's Share and History): the dialog is
// mounted only while open, so it loads afresh each time, and it closes through `close`.
import { useState, type ReactNode } from 'react'

interface Props {
  label: string
  testId?: string
  dialog(close: () => void): ReactNode
}

export function DialogButton({ label, testId, dialog }: Props) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button
        type="button"
        className="btn btn--secondary btn--small"
        onClick={() => setOpen(true)}
        data-testid={testId}
      >
        {label}
      </button>
      {open && dialog(() => setOpen(false))}
    </>
  )
}
