// Chinese resumes (Simplified Chinese Han forms).
import '@fontsource/noto-sans-sc/400.css'
import '@fontsource/noto-sans-sc/700.css'
