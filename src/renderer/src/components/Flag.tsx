// The flag of an interface or resume language as a small inline SVG: emoji flags do not render on
// every system (Windows and many Linux desktops show two letters instead).
import type { ResumeLanguageCode } from '@shared/resume'
import { FLAG_SHAPES } from './flag-shapes'

/** `locale` is any resume language code; the three interface languages are among them. */
export function Flag({ locale }: { locale: ResumeLanguageCode }) {
  return (
    <svg className="flag" aria-hidden="true" focusable="false" viewBox="0 0 3 2">
      {FLAG_SHAPES[locale]}
    </svg>
  )
}
