// Japanese resumes (Japanese Han forms and kana).
import '@fontsource/noto-sans-jp/400.css'
import '@fontsource/noto-sans-jp/700.css'
