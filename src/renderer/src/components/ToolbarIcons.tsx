// Icons of the rich-text toolbar, drawn inline so they render the same everywhere.
const common = {
  viewBox: '0 0 20 20',
  width: 18,
  height: 18,
  'aria-hidden': true,
  focusable: false,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
} as const

export function BulletListIcon() {
  return (
    <svg {...common}>
      <circle cx="4" cy="5" r="1.2" fill="currentColor" stroke="none" />
      <circle cx="4" cy="10" r="1.2" fill="currentColor" stroke="none" />
      <circle cx="4" cy="15" r="1.2" fill="currentColor" stroke="none" />
      <path d="M8 5h9M8 10h9M8 15h9" />
    </svg>
  )
}

export function NumberedListIcon() {
  // The digits 1, 2, 3 are drawn as strokes, not <text>: text inside the button would be read
  // as its visible label, which must match its accessible name (axe label-content-name-mismatch).
  return (
    <svg {...common}>
      <path d="M2.6 3.4l1.2-.9v4.6" strokeWidth={1.2} />
      <path
        d="M2.2 8.7c.3-.6.9-.9 1.5-.8.7.1 1 .7.8 1.3-.2.5-1.7 1.6-2.3 2.4h2.5"
        strokeWidth={1.2}
      />
      <path
        d="M2.3 13.6c.5-.5 1.4-.6 1.9-.1.4.4.2 1-.5 1.2.8.1 1.1.8.7 1.3-.5.6-1.5.5-2.1 0"
        strokeWidth={1.2}
      />
      <path d="M8 5h9M8 10h9M8 15h9" />
    </svg>
  )
}

export function LinkIcon() {
  return (
    <svg {...common}>
      <path d="M8.5 11.5a3.5 3.5 0 0 0 5 0l2.5-2.5a3.5 3.5 0 0 0-5-5l-1 1" />
      <path d="M11.5 8.5a3.5 3.5 0 0 0-5 0L4 11a3.5 3.5 0 0 0 5 5l1-1" />
    </svg>
  )
}
