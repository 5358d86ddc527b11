// Generates every app icon from build/icon.svg: the PNG set Linux uses (build/icons/NxN.png), a
// 1024 px PNG, the Windows .ico and the macOS .icns. Each PNG size is rendered from the vector
// itself, so small sizes stay sharp. Run with `npm run icons` after changing the SVG; the outputs
// are committed so packaging needs no image tools.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { Resvg } from '@resvg/resvg-js'
import png2icons from 'png2icons'

export const ICON_SIZES = [16, 24, 32, 48, 64, 128, 256, 512, 1024] as const

const buildDir = import.meta.dirname

export function renderPng(svg: string, size: number): Buffer {
  return new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng()
}

export function makeIcons(svg = readFileSync(join(buildDir, 'icon.svg'), 'utf8')): void {
  const iconsDir = join(buildDir, 'icons')
  mkdirSync(iconsDir, { recursive: true })
  for (const size of ICON_SIZES) {
    writeFileSync(join(iconsDir, `${size}x${size}.png`), renderPng(svg, size))
  }
  const master = renderPng(svg, 1024)
  writeFileSync(join(buildDir, 'icon.png'), master)
  const icns = png2icons.createICNS(master, png2icons.BICUBIC2, 0)
  // PNG-compressed entries, as Windows Vista and later read them; forWinExe keeps sizes NSIS accepts.
  const ico = png2icons.createICO(master, png2icons.BICUBIC2, 0, true, true)
  if (!icns || !ico) throw new Error('png2icons could not convert build/icon.png')
  writeFileSync(join(buildDir, 'icon.icns'), icns)
  writeFileSync(join(buildDir, 'icon.ico'), ico)
}

if (process.argv[1] && import.meta.filename === process.argv[1]) makeIcons()
