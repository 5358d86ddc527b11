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
  return (
    <svg {...common}>
      <text x="1.5" y="7" fontSize="5.5" fill="currentColor" stroke="none" fontFamily="sans-serif">
        1
      </text>
      <text
        x="1.5"
        y="12.5"
        fontSize="5.5"
        fill="currentColor"
        stroke="none"
        fontFamily="sans-serif"
      >
        2
      </text>
      <text x="1.5" y="18" fontSize="5.5" fill="currentColor" stroke="none" fontFamily="sans-serif">
        3
      </text>
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
