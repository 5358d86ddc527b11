// Simplified flags of the 24 resume languages' countries as small inline SVGs (emoji flags do not
// render on Windows or many Linux desktops). Drawn for 1–2 em: details that vanish at that size
// (coats of arms, inscriptions) are simplified.
import type { ResumeLanguageCode } from '@shared/resume'
import type { ReactElement } from 'react'

/** Horizontal bands, top to bottom, on a 3:2 field. */
function bands(colors: string[]): ReactElement {
  const height = 2 / colors.length
  return (
    <>
      {colors.map((color, index) => (
        <rect key={index} y={index * height} width="3" height={height} fill={color} />
      ))}
    </>
  )
}

/** Vertical bands, left to right, on a 3:2 field. */
function pales(colors: string[]): ReactElement {
  const width = 3 / colors.length
  return (
    <>
      {colors.map((color, index) => (
        <rect key={index} x={index * width} width={width} height="2" fill={color} />
      ))}
    </>
  )
}

/** A Nordic cross on a field, with an optional border around the cross. */
function nordic(field: string, cross: string, border?: string): ReactElement {
  // 18 × 12 units scaled into the 3:2 box; the upright sits left of centre.
  return (
    <g transform="scale(0.1667)">
      <rect width="18" height="12" fill={field} />
      {border && <path d="M5,0 h4 v4 h9 v4 h-9 v4 h-4 v-4 h-5 v-4 h5 z" fill={border} />}
      <path
        d={
          border
            ? 'M6,0 h2 v5 h10 v2 h-10 v5 h-2 v-5 h-6 v-2 h6 z'
            : 'M5,0 h3 v4.5 h10 v3 h-10 v4.5 h-3 v-4.5 h-5 v-3 h5 z'
        }
        fill={cross}
      />
    </g>
  )
}

/** Points of a five-pointed star, one point up. */
function star(cx: number, cy: number, r: number): string {
  return Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 === 0 ? r : r * 0.382
    const angle = -Math.PI / 2 + (i * Math.PI) / 5
    return `${(cx + radius * Math.cos(angle)).toFixed(3)},${(cy + radius * Math.sin(angle)).toFixed(3)}`
  }).join(' ')
}

const UNION_JACK = (
  <g transform="scale(0.05 0.0667)">
    <rect width="60" height="30" fill="#012169" />
    <path d="M0,0 L60,30 M60,0 L0,30" stroke="#ffffff" strokeWidth="6" />
    <path d="M0,0 L60,30 M60,0 L0,30" stroke="#c8102e" strokeWidth="2" />
    <path d="M30,0 V30 M0,15 H60" stroke="#ffffff" strokeWidth="10" />
    <path d="M30,0 V30 M0,15 H60" stroke="#c8102e" strokeWidth="6" />
  </g>
)

/** Every flag on a 3 × 2 view box. */
export const FLAG_SHAPES: Record<ResumeLanguageCode, ReactElement> = {
  en: UNION_JACK,
  de: bands(['#000000', '#dd0000', '#ffce00']),
  tr: (
    <>
      <rect width="3" height="2" fill="#e30a17" />
      <circle cx="1.1" cy="1" r="0.5" fill="#ffffff" />
      <circle cx="1.225" cy="1" r="0.4" fill="#e30a17" />
      <polygon points={star(1.72, 1, 0.25)} fill="#ffffff" transform="rotate(-90 1.72 1)" />
    </>
  ),
  es: (
    <>
      <rect width="3" height="2" fill="#aa151b" />
      <rect y="0.5" width="3" height="1" fill="#f1bf00" />
    </>
  ),
  fr: pales(['#002654', '#ffffff', '#ce1126']),
  it: pales(['#009246', '#ffffff', '#ce2b37']),
  pt: (
    <>
      <rect width="3" height="2" fill="#ff0000" />
      <rect width="1.2" height="2" fill="#006600" />
      <circle cx="1.2" cy="1" r="0.38" fill="#ffcc00" />
      <circle cx="1.2" cy="1" r="0.24" fill="#ffffff" stroke="#ff0000" strokeWidth="0.08" />
    </>
  ),
  nl: bands(['#ae1c28', '#ffffff', '#21468b']),
  pl: bands(['#ffffff', '#dc143c']),
  ru: bands(['#ffffff', '#0039a6', '#d52b1e']),
  zh: (
    <>
      <rect width="3" height="2" fill="#de2910" />
      <polygon points={star(0.5, 0.5, 0.3)} fill="#ffde00" />
      <polygon points={star(1, 0.2, 0.1)} fill="#ffde00" />
      <polygon points={star(1.2, 0.4, 0.1)} fill="#ffde00" />
      <polygon points={star(1.2, 0.7, 0.1)} fill="#ffde00" />
      <polygon points={star(1, 0.9, 0.1)} fill="#ffde00" />
    </>
  ),
  ja: (
    <>
      <rect width="3" height="2" fill="#ffffff" />
      <circle cx="1.5" cy="1" r="0.6" fill="#bc002d" />
    </>
  ),
  ko: (
    <>
      <rect width="3" height="2" fill="#ffffff" />
      <path d="M1,1 a0.5,0.5 0 0 1 1,0 z" fill="#cd2e3a" />
      <path d="M1,1 a0.5,0.5 0 0 0 1,0 z" fill="#0047a0" />
      <circle cx="1.25" cy="1" r="0.25" fill="#cd2e3a" />
      <circle cx="1.75" cy="1" r="0.25" fill="#0047a0" />
      <g stroke="#000000" strokeWidth="0.07">
        <path d="M0.35,0.45 l0.3,-0.25 M0.42,0.53 l0.3,-0.25 M0.49,0.61 l0.3,-0.25" />
        <path d="M2.35,0.2 l0.3,0.25 M2.28,0.28 l0.3,0.25 M2.21,0.36 l0.3,0.25" />
        <path d="M0.35,1.55 l0.3,0.25 M0.42,1.47 l0.3,0.25 M0.49,1.39 l0.3,0.25" />
        <path d="M2.35,1.8 l0.3,-0.25 M2.28,1.72 l0.3,-0.25 M2.21,1.64 l0.3,-0.25" />
      </g>
    </>
  ),
  ar: (
    <>
      <rect width="3" height="2" fill="#006c35" />
      {/* The inscription and the sword, drawn as white strokes. */}
      <path
        d="M0.8,0.75 q0.2,-0.25 0.4,0 t0.4,0 t0.4,0 t0.3,-0.1"
        fill="none"
        stroke="#ffffff"
        strokeWidth="0.09"
      />
      <path d="M0.8,1.3 H2.2 l0.15,-0.06" fill="none" stroke="#ffffff" strokeWidth="0.08" />
    </>
  ),
  hi: (
    <>
      {bands(['#ff9933', '#ffffff', '#138808'])}
      <circle cx="1.5" cy="1" r="0.26" fill="none" stroke="#000080" strokeWidth="0.06" />
      <circle cx="1.5" cy="1" r="0.05" fill="#000080" />
    </>
  ),
  sv: nordic('#006aa7', '#fecc00'),
  no: nordic('#ba0c2f', '#00205b', '#ffffff'),
  da: nordic('#c8102e', '#ffffff'),
  fi: nordic('#ffffff', '#002f6c'),
  el: (
    <>
      {bands([
        '#0d5eaf',
        '#ffffff',
        '#0d5eaf',
        '#ffffff',
        '#0d5eaf',
        '#ffffff',
        '#0d5eaf',
        '#ffffff',
        '#0d5eaf',
      ])}
      <rect width="1.111" height="1.111" fill="#0d5eaf" />
      <path
        d="M0.444,0 h0.222 v0.444 h0.445 v0.222 h-0.445 v0.445 h-0.222 v-0.445 h-0.444 v-0.222 h0.444 z"
        fill="#ffffff"
      />
    </>
  ),
  cs: (
    <>
      {bands(['#ffffff', '#d7141a'])}
      <polygon points="0,0 1.5,1 0,2" fill="#11457e" />
    </>
  ),
  hu: bands(['#ce2939', '#ffffff', '#477050']),
  ro: pales(['#002b7f', '#fcd116', '#ce1126']),
  uk: bands(['#0057b7', '#ffd700']),
}
