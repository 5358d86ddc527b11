// Arabic resumes: Tajawal, derived for PDFs that read back as typed (vitae-arabic.css); Noto
// Sans Arabic covers the letters of other Arabic-script languages Tajawal lacks.
import './vitae-arabic.css'
import '@fontsource/noto-sans-arabic/400.css'
import '@fontsource/noto-sans-arabic/700.css'
