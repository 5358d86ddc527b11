// What the AI model did with an import (the answer's `refinement`, set only when the cloud has an
// AI model configured and the offline reading doubted some parts), in plain words: which parts
// were read again, which the model's reading filled in or corrected, which it offered words for
// that are not in the document (refused: the offline reading stands), and which it left as they
// were. Shown on the import page before the editor opens, so the user knows what to check.
import type { ImportRefinement } from '@shared/api'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'

type Part = ImportRefinement['parts'][number]

/** The sentences that describe a refinement, in reading order. */
export function refinementSentences(
  refinement: ImportRefinement,
  t: TFunction,
  locale: string,
): string[] {
  const list = (parts: readonly Part[]) =>
    new Intl.ListFormat(locale, { type: 'conjunction' }).format(
      parts.map((part) => t(`importPage.refinement.parts.${part}`)),
    )
  const sentences = [t('importPage.refinement.read', { parts: list(refinement.parts) })]
  if (refinement.engine === 'offline') {
    sentences.push(t('importPage.refinement.failed'))
  } else {
    const { taken, refused } = refinement
    const unchanged = refinement.parts.filter(
      (part) => !taken.includes(part) && !refused.includes(part),
    )
    if (taken.length > 0) sentences.push(t('importPage.refinement.taken', { parts: list(taken) }))
    if (refused.length > 0)
      sentences.push(t('importPage.refinement.refused', { parts: list(refused) }))
    if (unchanged.length > 0)
      sentences.push(t('importPage.refinement.unchanged', { parts: list(unchanged) }))
  }
  sentences.push(t('importPage.refinement.check'))
  return sentences
}

interface Props {
  refinement: ImportRefinement
  onOpen(): void
}

export function RefinementResult({ refinement, onOpen }: Props) {
  const { t, i18n } = useTranslation()
  return (
    <section className="import-result" aria-labelledby="import-result-title">
      <h2 id="import-result-title">{t('importPage.refinement.title')}</h2>
      {refinementSentences(refinement, t, i18n.language).map((sentence) => (
        <p key={sentence}>{sentence}</p>
      ))}
      <button type="button" className="btn btn--primary" onClick={onOpen} autoFocus>
        {t('importPage.refinement.open')}
      </button>
    </section>
  )
}
