// A QR code drawn as SVG in the page from `value` (the two-factor setup's otpauth:// link): the
// `qrcode` library's encoder (lib/core/qrcode, without its renderers) computes the modules here,
// in the browser, so the value (which holds the authenticator secret) never leaves the device and
// nothing is fetched. The encoder is loaded when a code is first shown. Shown with `label` as its accessible name (the image's alt text);
// nothing is shown until it is ready or if the value cannot be encoded, and the caller shows the
// same value as text beside it.
import { useEffect, useState } from 'react'

/** Blank modules around the code, as the QR standard asks for scanners. */
const QUIET_ZONE = 4

interface Modules {
  value: string
  size: number
  dark: (x: number, y: number) => boolean
}

async function encode(value: string): Promise<Modules> {
  const { create } = await import('qrcode/lib/core/qrcode')
  const { modules } = create(value, { errorCorrectionLevel: 'M' })
  return { value, size: modules.size, dark: (x, y) => modules.get(y, x) === 1 }
}

/** One SVG path of unit squares, one per dark module, offset by the quiet zone. */
export function modulePath({ size, dark }: Pick<Modules, 'size' | 'dark'>): string {
  let path = ''
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++)
      if (dark(x, y)) path += `M${x + QUIET_ZONE} ${y + QUIET_ZONE}h1v1h-1z`
  return path
}

interface Props {
  value: string
  label: string
  /** Drawn size in CSS pixels. */
  size?: number
  className?: string
}

export function QrCode({ value, label, size = 176, className }: Props) {
  const [modules, setModules] = useState<Modules | null>(null)

  useEffect(() => {
    let current = true
    encode(value).then(
      (encoded) => current && setModules(encoded),
      () => current && setModules(null),
    )
    return () => {
      current = false
    }
  }, [value])

  if (!modules || modules.value !== value) return null
  const extent = modules.size + QUIET_ZONE * 2
  return (
    <svg
      className={className}
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${extent} ${extent}`}
      shapeRendering="crispEdges"
      data-modules={modules.size}
    >
      <rect width={extent} height={extent} fill="#fff" />
      <path d={modulePath(modules)} fill="#000" />
    </svg>
  )
}
