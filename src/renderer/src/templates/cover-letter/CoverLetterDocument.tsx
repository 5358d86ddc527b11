// A cover letter in the look of the resume it is linked to (issue 19.1): the same page root as
// every template (TemplatePage: A4, the resume's font family and size, its accent colours), a
// letterhead with the sender from the resume's contact (name, job title, contact rows, as the
// templates list them) styled after the template's own header (a band of the accent colour for
// the templates whose header is one, a name over an accent rule for the others; see
// cover-letter.css), then recipient, date, subject, greeting, the rich-text body, the closing
// and the sender's name. The editor's preview and the print page lay it out with the same
// PaginatedDocument, so the PDF breaks where the preview does.
import type { CoverLetter } from '@shared/cover-letter/model'
import type { Resume } from '@shared/resume'
import { contactRows, fullName } from '../contact'
import { RichText, Separated } from '../display'
import { TemplatePage } from '../page'
import { templateTexts } from '../texts'
import './cover-letter.css'

const CONTACT = ['email', 'phone', 'address', 'location'] as const

export function CoverLetterDocument({ resume, letter }: { resume: Resume; letter: CoverLetter }) {
  // The letter's language decides the page's language, direction and script fonts.
  const page =
    resume.resumeLanguage === letter.language
      ? resume
      : { ...resume, resumeLanguage: letter.language }
  const texts = templateTexts(letter.language)
  const name = fullName(resume.contact)
  const jobTitle = resume.contact.jobTitle.trim()
  const details = contactRows(resume.contact, texts, CONTACT).map((row) => row.value)
  const { recipient } = letter
  const recipientLines = [recipient.name, recipient.title, recipient.company, recipient.address]
    .map((line) => line.trim())
    .filter(Boolean)
  const template = resume.selectedTemplate
  return (
    <TemplatePage
      template={template}
      resume={page}
      className={`cover-letter cover-letter--${template.toLowerCase()}`}
    >
      {(name || jobTitle || details.length > 0) && (
        <header className="cover-letter__head" data-section="personal" data-keep="">
          {name && <h1 className="cover-letter__name">{name}</h1>}
          {jobTitle && <p className="cover-letter__job-title">{jobTitle}</p>}
          {details.length > 0 && (
            <Separated className="cover-letter__contact" separator=" | " values={details} />
          )}
        </header>
      )}
      <div className="cover-letter__main">
        {recipientLines.length > 0 && (
          <address className="cover-letter__recipient" data-keep="">
            {recipientLines.map((line, index) => (
              <span key={index} className="cover-letter__line">
                {line}
              </span>
            ))}
          </address>
        )}
        {letter.date.trim() && <p className="cover-letter__date">{letter.date}</p>}
        {letter.subject.trim() && <p className="cover-letter__subject">{letter.subject}</p>}
        {letter.greeting.trim() && <p className="cover-letter__greeting">{letter.greeting}</p>}
        <RichText html={letter.body} className="cv-rich cover-letter__text" />
        {(letter.closing.trim() || name) && (
          <div className="cover-letter__closing" data-keep="">
            {letter.closing.trim() && <p>{letter.closing}</p>}
            {name && <p className="cover-letter__signature">{name}</p>}
          </div>
        )}
      </div>
    </TemplatePage>
  )
}
