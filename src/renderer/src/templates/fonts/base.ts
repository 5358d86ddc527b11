// The faces every resume may use, whatever its language: the five families and Noto Sans, in
// regular, italic and bold. Loaded by loadResumeFonts (../fonts.ts) wherever a resume is shown,
// never by the rest of the app.
//
// Each @fontsource weight file declares one @font-face per script subset (Latin, Latin
// Extended, Greek, Cyrillic, Vietnamese) with a unicode-range, so the browser downloads only
// the files the page's text needs: a Greek or Russian resume gets its letters from here, an
// English one never downloads them. These subsets stay together (a few KB of CSS) rather than
// per resume language, so a Cyrillic name in a German resume still prints in the bundled face.
//
// Arial and Helvetica are drawn with Arimo and Times New Roman with Tinos: metric-compatible
// open fonts, so line breaks match the real faces.
import '@fontsource/roboto/400.css'
import '@fontsource/roboto/400-italic.css'
import '@fontsource/roboto/700.css'
import '@fontsource/montserrat/400.css'
import '@fontsource/montserrat/400-italic.css'
import '@fontsource/montserrat/700.css'
import '@fontsource/arimo/400.css'
import '@fontsource/arimo/400-italic.css'
import '@fontsource/arimo/700.css'
import '@fontsource/tinos/400.css'
import '@fontsource/tinos/400-italic.css'
import '@fontsource/tinos/700.css'
// Greek for Montserrat, which has none, and the cover behind every family.
import '@fontsource/noto-sans/400.css'
import '@fontsource/noto-sans/700.css'
