// Generates the social-card image (Open Graph and Twitter, 1200 × 630) from the app icon
// (build/icon.svg) on the brand's blue: src/renderer/public/og-image.png, served at /og-image.png
// and named by every prerendered page (issue 17 point 5). No text, so no font decides how it
// looks. Run with `npx tsx build/make-og-image.ts` after changing the icon; the PNG is committed.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { Resvg } from '@resvg/resvg-js'

export const OG_IMAGE = { width: 1200, height: 630 } as const

export function ogImageSvg(icon: string): string {
  const inner = icon.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '')
  const size = 520
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_IMAGE.width}" height="${OG_IMAGE.height}">
  <rect width="100%" height="100%" fill="#eef3fb"/>
  <svg x="${(OG_IMAGE.width - size) / 2}" y="${(OG_IMAGE.height - size) / 2}" width="${size}" height="${size}" viewBox="0 0 1024 1024">${inner}</svg>
</svg>`
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const icon = readFileSync(join(import.meta.dirname, 'icon.svg'), 'utf8')
  const png = new Resvg(ogImageSvg(icon)).render().asPng()
  writeFileSync(join(import.meta.dirname, '../src/renderer/public/og-image.png'), png)
}
