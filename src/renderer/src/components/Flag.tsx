// Flags of the three interface languages as small inline SVGs: emoji flags do not render on
// every system (Windows and many Linux desktops show two letters instead).
import type { Locale } from '../i18n/locale'

export function Flag({ locale }: { locale: Locale }) {
  const common = { className: 'flag', 'aria-hidden': true, focusable: false } as const
  if (locale === 'de') {
    return (
      <svg {...common} viewBox="0 0 5 3">
        <rect width="5" height="1" fill="#000000" />
        <rect y="1" width="5" height="1" fill="#dd0000" />
        <rect y="2" width="5" height="1" fill="#ffce00" />
      </svg>
    )
  }
  if (locale === 'tr') {
    return (
      <svg {...common} viewBox="0 0 30 20">
        <rect width="30" height="20" fill="#e30a17" />
        <circle cx="11" cy="10" r="5" fill="#ffffff" />
        <circle cx="12.25" cy="10" r="4" fill="#e30a17" />
        <polygon
          fill="#ffffff"
          points="14.70,10.00 16.39,9.41 16.43,7.62 17.51,9.05 19.22,8.53 18.20,10.00 19.22,11.47 17.51,10.95 16.43,12.38 16.39,10.59"
        />
      </svg>
    )
  }
  return (
    <svg {...common} viewBox="0 0 60 30">
      <rect width="60" height="30" fill="#012169" />
      <path d="M0,0 L60,30 M60,0 L0,30" stroke="#ffffff" strokeWidth="6" />
      <path d="M0,0 L60,30 M60,0 L0,30" stroke="#c8102e" strokeWidth="2" />
      <path d="M30,0 V30 M0,15 H60" stroke="#ffffff" strokeWidth="10" />
      <path d="M30,0 V30 M0,15 H60" stroke="#c8102e" strokeWidth="6" />
    </svg>
  )
}
