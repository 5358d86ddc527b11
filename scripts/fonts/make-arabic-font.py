#!/usr/bin/env python3
"""Builds the Arabic resume face (src/renderer/src/templates/fonts/vitae-arabic-*.woff2).

Run by hand when the Tajawal package is updated (`npm install` first); needs fontTools
(Debian: apt-get install python3-fonttools python3-brotli). The output is committed.

Why a derived font: Chromium's PDF backend (Skia) writes each glyph's Unicode text from the
font's cmap. Tajawal, like most Arabic fonts, also maps the Arabic Presentation Forms
(U+FB50-FDFF, U+FE70-FEFF) to its contextual glyphs, so Skia labels an initial SEEN "U+FEB3"
instead of the SEEN the user typed, wraps every such glyph in its own /ActualText span and
breaks every word into one-glyph pieces that pdf.js returns in visual order. With those
codepoints removed from the cmap, the contextual glyphs have no cmap entry and Skia maps each
to the letter the page's text holds: the PDF then reads back as the words that were typed.

The face also takes Tajawal's ASCII punctuation (and quotes, dashes, guillemets, ellipsis) from
its Latin file, so a sentence's final full stop, a comma or a bracket in Arabic text belongs to
the same run as the words around it: a run in another font is stored as a separate piece that
pdf.js returns in visual order ("." before the sentence it ends).

Nothing else changes: same outlines, same shaping tables, same names. Tajawal is under the SIL
Open Font License 1.1 without a Reserved Font Name (see LICENSE-Tajawal.txt beside the output).
Presentation-form characters typed into a resume are still drawn, by the Noto Sans Arabic
fallback. Tajawal was chosen over Noto Sans Arabic because Noto composes dotted letters from a
dotless base plus separate dot glyphs, which no cmap can map back to letters.
"""
import tempfile
from pathlib import Path

from fontTools import subset
from fontTools.merge import Merger
from fontTools.ttLib import TTFont

ROOT = Path(__file__).resolve().parents[2]
SOURCE = ROOT / 'node_modules/@fontsource/tajawal'
OUT = ROOT / 'src/renderer/src/templates/fonts'


def is_presentation_form(codepoint: int) -> bool:
    return 0xFB50 <= codepoint <= 0xFDFF or 0xFE70 <= codepoint <= 0xFEFF


# Keep in step with the unicode-range in vitae-arabic.css.
PUNCTUATION = [ord(c) for c in '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~'] + [
    0x00AB, 0x00B7, 0x00BB, 0x2013, 0x2014, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2026,
]


def as_ttf(path: Path, out: Path, unicodes=None) -> Path:
    font = TTFont(path)
    if unicodes is not None:
        options = subset.Options()
        options.layout_features = ['*']
        options.name_IDs = ['*']
        options.notdef_outline = True
        options.glyph_names = True
        subsetter = subset.Subsetter(options)
        subsetter.populate(unicodes=unicodes)
        subsetter.subset(font)
    font.flavor = None
    font.save(out)
    return out


for weight in (400, 700):
    with tempfile.TemporaryDirectory() as work:
        arabic = as_ttf(SOURCE / f'files/tajawal-arabic-{weight}-normal.woff2', Path(work) / 'a.ttf')
        latin = as_ttf(
            SOURCE / f'files/tajawal-latin-{weight}-normal.woff2', Path(work) / 'l.ttf', PUNCTUATION
        )
        font = Merger().merge([str(arabic), str(latin)])
    for table in font['cmap'].tables:
        for codepoint in [c for c in table.cmap if is_presentation_form(c)]:
            del table.cmap[codepoint]
    font.flavor = 'woff2'
    font.save(OUT / f'vitae-arabic-{weight}.woff2')
    print(f'wrote {OUT / f"vitae-arabic-{weight}.woff2"}')
(OUT / 'LICENSE-Tajawal.txt').write_text((SOURCE / 'LICENSE').read_text())
