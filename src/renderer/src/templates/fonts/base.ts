// Every font a resume can use, bundled with the app: nothing is fetched from the internet, so
// the desktop app works offline and a PDF looks the same on every machine. Imported once, by
// fonts.ts, which every template (and so the preview, the thumbnails and the print route) uses.
//
// Each @fontsource weight file declares one @font-face per script subset with a unicode-range,
// so the browser downloads only the subsets the page's text needs (a Latin resume never loads
// the Chinese files). Only the weights the templates use are bundled: regular, italic and bold.
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
// Scripts the five families lack (Montserrat has no Greek; none has Arabic, Devanagari or CJK).
import '@fontsource/noto-sans/400.css'
import '@fontsource/noto-sans/700.css'
// Arabic resumes: Tajawal, derived for PDFs that read back as typed (fonts/vitae-arabic.css);
// Noto Sans Arabic covers the letters of other Arabic-script languages Tajawal lacks.
import './fonts/vitae-arabic.css'
import '@fontsource/noto-sans-arabic/400.css'
import '@fontsource/noto-sans-arabic/700.css'
import '@fontsource/noto-sans-devanagari/400.css'
import '@fontsource/noto-sans-devanagari/700.css'
import '@fontsource/noto-sans-sc/400.css'
import '@fontsource/noto-sans-sc/700.css'
import '@fontsource/noto-sans-jp/400.css'
import '@fontsource/noto-sans-jp/700.css'
import '@fontsource/noto-sans-kr/400.css'
import '@fontsource/noto-sans-kr/700.css'
