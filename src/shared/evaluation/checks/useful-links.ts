// content.usefulLinks: a LinkedIn profile helps every applicant; a portfolio (GitHub, Behance,
// Dribbble, personal site) is expected for software, data and design work. Reports what to add.
import type { Finding } from '@shared/api/evaluation'
import type { Check } from '../check'
import { finding } from '../check'
import { jobFamilyOf } from '../job-family'
import { targetJobTitle } from './ats-keywords'

const LINKEDIN = /linkedin\.com\/|xing\.com\//i
const PORTFOLIO =
  /github\.com\/|gitlab\.com\/|behance\.net\/|dribbble\.com\/|kaggle\.com\/|(?:https?:\/\/|www\.)[\w-]+\.[a-z]{2,}|\b[\w-]+\.(?:dev|io|design|me|art)\b/i
const PORTFOLIO_FAMILIES = new Set(['software', 'data', 'design', 'cloud', 'security', 'marketing'])

export const usefulLinksCheck: Check = {
  id: 'usefulLinks',
  category: 'content',
  run(doc) {
    const findings: Finding[] = []
    const personal = { section: 'personal' }
    if (!LINKEDIN.test(doc.text)) {
      findings.push({
        ...finding(
          'usefulLinks',
          'LinkedIn profile',
          null,
          'Add the link to your LinkedIn profile next to your e-mail and phone.',
        ),
        location: personal,
      })
    }
    const family = jobFamilyOf(targetJobTitle(doc))
    if (
      family &&
      PORTFOLIO_FAMILIES.has(family.id) &&
      !PORTFOLIO.test(doc.text.replace(LINKEDIN, ''))
    ) {
      findings.push({
        ...finding(
          'usefulLinks',
          'Portfolio link',
          null,
          'Add a link to your work: GitHub, Behance, Dribbble or a personal site.',
        ),
        location: personal,
      })
    }
    return findings
  },
}
