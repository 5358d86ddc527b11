// Korean resumes (Hangul and Korean Han forms).
import '@fontsource/noto-sans-kr/400.css'
import '@fontsource/noto-sans-kr/700.css'
