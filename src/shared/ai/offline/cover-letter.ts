// The offline engine's cover letter (issue 19.1): a structured draft built only from the resume's
// own facts (latest role and employer, an earlier role, the first lines of the latest role's
// description as written, the skills the pasted job description names, the latest degree) and
// placeholders in square brackets for everything the resume cannot know: the position when none
// was given, the company, the recipient's name, why this company. Nothing is invented, so the
// fact guard passes it as it is; the user fills the gaps. Written in English, German or Turkish
// (the letter's language); other languages get the English draft, which the translation
// feature then translates like any letter.
import { fold } from '@shared/evaluation/text'
import type { CoverLetterDraft, CoverLetterRequest } from '../types'
import { escapeHtml, fieldLines } from '../text/field-text'

interface Phrases {
  position: string
  company: string
  recipient: string
  reason: string
  subject(position: string): string
  greeting(name: string | null): string
  opening(position: string, company: string): string
  current(title: string, company: string): string
  previous(title: string, company: string): string
  skillsMatch(skills: string): string
  skillsOwn(skills: string): string
  education(degree: string, school: string): string
  motivation(reason: string, company: string): string
  closingLine: string
  closing: string
  and: string
}

const EN: Phrases = {
  position: '[position]',
  company: '[company name]',
  recipient: "[hiring manager's name]",
  reason: '[why this company]',
  subject: (position) => `Application for the ${position} position`,
  greeting: (name) => `Dear ${name ?? EN.recipient},`,
  opening: (position, company) =>
    `I am writing to apply for the ${position} position at ${company}.`,
  current: (title, company) =>
    `In my most recent role as ${title}${company ? ` at ${company}` : ''}, my work included:`,
  previous: (title, company) =>
    `Before that, I worked as ${title}${company ? ` at ${company}` : ''}.`,
  skillsMatch: (skills) => `The role asks for ${skills}, which are among the skills on my resume.`,
  skillsOwn: (skills) => `My skills include ${skills}.`,
  education: (degree, school) => `My education: ${[degree, school].filter(Boolean).join(', ')}.`,
  motivation: (reason, company) => `I would like to join ${company} because ${reason}.`,
  closingLine:
    'Thank you for considering my application. I would welcome the opportunity to discuss it with you.',
  closing: 'Yours sincerely,',
  and: 'and',
}

const DE: Phrases = {
  position: '[Position]',
  company: '[Name des Unternehmens]',
  recipient: '[Name der Ansprechperson]',
  reason: '[warum dieses Unternehmen]',
  subject: (position) => `Bewerbung als ${position}`,
  greeting: (name) => `Sehr geehrte Damen und Herren${name ? `, sehr geehrte/r ${name}` : ''},`,
  opening: (position, company) =>
    `hiermit bewerbe ich mich um die Stelle als ${position} bei ${company}.`,
  current: (title, company) =>
    `In meiner letzten Position als ${title}${company ? ` bei ${company}` : ''} gehörte zu meinen Aufgaben:`,
  previous: (title, company) =>
    `Davor war ich als ${title}${company ? ` bei ${company}` : ''} tätig.`,
  skillsMatch: (skills) =>
    `Die Stelle verlangt ${skills}; diese Kenntnisse stehen in meinem Lebenslauf.`,
  skillsOwn: (skills) => `Zu meinen Kenntnissen gehören ${skills}.`,
  education: (degree, school) =>
    `Ich habe ${[degree, school].filter(Boolean).join(', ')} abgeschlossen.`,
  motivation: (reason, company) => `Ich möchte zu ${company}, weil ${reason}.`,
  closingLine:
    'Ich freue mich auf die Gelegenheit, mich Ihnen in einem persönlichen Gespräch vorzustellen.',
  closing: 'Mit freundlichen Grüßen',
  and: 'und',
}

const TR: Phrases = {
  position: '[pozisyon]',
  company: '[şirket adı]',
  recipient: '[yetkilinin adı]',
  reason: '[neden bu şirket]',
  subject: (position) => `${position} pozisyonu için başvuru`,
  greeting: (name) => `Sayın ${name ?? TR.recipient},`,
  opening: (position, company) =>
    `${company} bünyesindeki ${position} pozisyonuna başvurmak istiyorum.`,
  current: (title, company) =>
    `${company ? `${company} şirketinde ` : ''}${title} olarak son görevimde yaptığım işler:`,
  previous: (title, company) =>
    `Daha önce ${company ? `${company} şirketinde ` : ''}${title} olarak çalıştım.`,
  skillsMatch: (skills) =>
    `Pozisyon ${skills} bilgisi istiyor; bunlar özgeçmişimdeki becerilerim arasında.`,
  skillsOwn: (skills) => `Becerilerim arasında ${skills} var.`,
  education: (degree, school) => `${[school, degree].filter(Boolean).join(', ')} mezunuyum.`,
  motivation: (reason, company) => `${company} ekibine katılmak istiyorum, çünkü ${reason}.`,
  closingLine:
    'Başvurumu değerlendirdiğiniz için teşekkür ederim. Sizinle görüşme fırsatı bulmaktan memnuniyet duyarım.',
  closing: 'Saygılarımla,',
  and: 've',
}

const PHRASES: Record<string, Phrases> = { en: EN, de: DE, tr: TR }

export function coverLetterPhrases(language: string): Phrases {
  return PHRASES[language] ?? EN
}

function list(items: readonly string[], and: string): string {
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`
}

const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`

/** Skills of the resume the job description names (whole words, case and accents folded). */
export function matchingSkills(skills: readonly string[], jobDescription: string): string[] {
  const text = ` ${fold(jobDescription).replace(/[^\p{L}\p{N}+#.]+/gu, ' ')} `
  return skills.filter((skill) => {
    const name = fold(skill)
      .replace(/[^\p{L}\p{N}+#.]+/gu, ' ')
      .trim()
    return name !== '' && text.includes(` ${name} `)
  })
}

/** The draft; pure and deterministic (the same resume and job give the same letter). */
export function offlineCoverLetter(request: CoverLetterRequest): CoverLetterDraft {
  const { resume, letter } = request
  const words = coverLetterPhrases(letter.language)
  const position = request.jobTitle?.trim() || words.position
  const company = letter.recipient.company.trim() || words.company
  const recipientName = letter.recipient.name.trim() || null

  const body: string[] = [paragraph(words.opening(position, company))]
  const [latest, earlier] = resume.experiences.filter((item) => item.title.trim() !== '')
  if (latest) {
    const lines = fieldLines(latest.description)
      .filter((line) => line.trim() !== '')
      .slice(0, 3)
    body.push(paragraph(words.current(latest.title.trim(), latest.company.trim())))
    if (lines.length > 0)
      body.push(`<ul>${lines.map((line) => `<li>${escapeHtml(line.trim())}</li>`).join('')}</ul>`)
  }
  if (earlier) body.push(paragraph(words.previous(earlier.title.trim(), earlier.company.trim())))

  const skills = resume.skills.map((skill) => skill.name.trim()).filter(Boolean)
  const matched = matchingSkills(skills, request.jobDescription).slice(0, 6)
  if (matched.length > 0) body.push(paragraph(words.skillsMatch(list(matched, words.and))))
  else if (skills.length > 0)
    body.push(paragraph(words.skillsOwn(list(skills.slice(0, 4), words.and))))

  const education = resume.educations.find((item) => item.degree.trim() || item.school.trim())
  if (education)
    body.push(paragraph(words.education(education.degree.trim(), education.school.trim())))

  body.push(paragraph(words.motivation(words.reason, company)))
  body.push(paragraph(words.closingLine))

  return {
    subject: words.subject(position),
    greeting: words.greeting(recipientName),
    body: body.join(''),
    closing: words.closing,
  }
}
