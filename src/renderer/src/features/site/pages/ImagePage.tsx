// /image (spec 001 §2.1, §9): the template preview by locale, 800 × 1300: the demo resume in
// the Classic template, with the resume's headings in the interface language (tr, de, en by
// default), drawn by the real template at the page size the spec gives.
import { createElement, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useLazyTexts } from '../../../i18n/lazy-texts'
import { useLocale } from '../../../routes/useLocale'
import { usePageTitle } from '../../../routes/usePageTitle'
import { templateComponent } from '../../../templates/registry'
import { ScaledPage } from '../../../templates/ScaledPage'
import { demoResume } from '../demo/demo-resume'
import './pages.css'

export const IMAGE_SIZE = { width: 800, height: 1300 }

export function ImagePage() {
  useLazyTexts('pages')
  const { t } = useTranslation()
  const { locale } = useLocale()
  usePageTitle(t('pages.image.title'))
  const resume = useMemo(
    () => ({ ...demoResume(), selectedTemplate: 'Classic' as const, resumeLanguage: locale }),
    [locale],
  )
  return (
    <div className="image-page" style={{ width: IMAGE_SIZE.width, maxWidth: '100%' }}>
      <h1 className="visually-hidden">{t('pages.image.title')}</h1>
      <div
        role="img"
        aria-label={t('pages.image.alt')}
        style={{ maxHeight: IMAGE_SIZE.height, overflow: 'hidden' }}
      >
        <ScaledPage firstPageOnly>
          {createElement(templateComponent('Classic'), { resume })}
        </ScaledPage>
      </div>
    </div>
  )
}
