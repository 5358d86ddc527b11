// The owner's 30-day chart of a share link: views and downloads per day as bars (SVG), with the
// totals in words and every day's figures as the bars' titles and in a table for screen readers.
import type { ShareDay } from '@shared/api'
import { useTranslation } from 'react-i18next'

const WIDTH = 300
const HEIGHT = 80

export function ShareChart({ days }: { days: ShareDay[] }) {
  const { t, i18n } = useTranslation()
  const views = days.reduce((sum, d) => sum + d.views, 0)
  const downloads = days.reduce((sum, d) => sum + d.downloads, 0)
  const top = Math.max(1, ...days.map((d) => Math.max(d.views, d.downloads)))
  const slot = WIDTH / Math.max(1, days.length)
  const bar = Math.max(1, slot / 2 - 1)
  const format = new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'short' })
  const label = (day: string) => format.format(new Date(`${day}T12:00:00Z`))
  return (
    <figure className="share-chart" data-testid="share-chart">
      <figcaption className="share-chart__title">{t('shareLink.stats.title')}</figcaption>
      <p className="share-chart__totals" data-testid="share-totals">
        {t('shareLink.stats.totals', { views, downloads })}
      </p>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="share-chart__svg"
        role="img"
        aria-label={t('shareLink.stats.totals', { views, downloads })}
      >
        {days.map((d, i) => {
          const hv = (d.views / top) * (HEIGHT - 2)
          const hd = (d.downloads / top) * (HEIGHT - 2)
          return (
            <g key={d.day}>
              <title>
                {t('shareLink.stats.day', {
                  day: label(d.day),
                  views: d.views,
                  downloads: d.downloads,
                })}
              </title>
              <rect
                className="share-chart__views"
                x={i * slot}
                y={HEIGHT - hv}
                width={bar}
                height={hv}
              />
              <rect
                className="share-chart__downloads"
                x={i * slot + bar + 1}
                y={HEIGHT - hd}
                width={bar}
                height={hd}
              />
            </g>
          )
        })}
        <line x1={0} x2={WIDTH} y1={HEIGHT - 0.5} y2={HEIGHT - 0.5} className="share-chart__axis" />
      </svg>
      <p className="share-chart__legend">
        <span className="share-chart__key share-chart__key--views" /> {t('shareLink.stats.views')}{' '}
        <span className="share-chart__key share-chart__key--downloads" />{' '}
        {t('shareLink.stats.downloads')}
      </p>
      <p className="field__hint">{t('shareLink.stats.privacy')}</p>
    </figure>
  )
}
