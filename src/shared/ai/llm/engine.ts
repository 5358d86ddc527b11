// The LLM engine: the same five tasks as the offline engine, asked of an OpenAI-compatible
// model. Answers are validated here (shape) and in the service (fields, fact guard); guided
// suggestions are streamed and each is handed on as soon as it is complete.
import { buildDocument, evaluateDocument } from '@shared/evaluation'
import { fold } from '@shared/evaluation/text'
import { resumeToPlainText } from '@shared/resume'
import { toFieldHtml } from '../complete'
import { descriptionOf } from '../offline/engine'
import { proseFields } from '../offline/guided'
import { escapeHtml, fieldLines } from '../text/field-text'
import { AiInputError, type AiEngine, type RawSuggestion } from '../types'
import { LlmError, readJsonAnswer, type LlmClient } from './client'
import { ArrayItemStream } from './json'
import {
  ALTERNATIVES_SHAPE,
  alternativesSchema,
  COVER_LETTER_SHAPE,
  coverLetterSchema,
  GUIDED_SHAPE,
  guidedItemSchema,
  guidedSchema,
  JOB_TITLES_SHAPE,
  jobTitlesSchema,
  messages,
  SKILLS_SHAPE,
  skillsSchema,
} from './prompts'

/** Findings of the evaluation a rewrite should fix, by field. */
function findingsOf(resume: Parameters<typeof buildDocument>[0]['resume'], jobTitle: string) {
  if (!resume) return []
  const evaluation = evaluateDocument(buildDocument({ resume, jobTitle }), { speller: null })
  return evaluation.findings
    .filter((finding) => finding.location && finding.location.field === 'description')
    .map((finding) => ({
      check: finding.check,
      text: finding.text,
      section: finding.location?.section === 'personal' ? 'contact' : finding.location?.section,
      itemId: finding.location?.itemId ?? null,
    }))
}

export function createLlmEngine(client: LlmClient): AiEngine {
  return {
    name: 'llm',

    async enhanceDescription(request, options = {}) {
      const original = descriptionOf(request)
      if (fieldLines(original).length === 0)
        throw new AiInputError('EmptyText', 'There is no text to enhance yet.')
      const items = request.resume[request.section] as readonly Record<string, unknown>[]
      const item = items.find((candidate) => candidate.id === request.itemId) ?? {}
      const { description: _description, id: _id, ...context } = item
      const answer = await client.json(
        messages(
          request.resume.resumeLanguage,
          `Rewrite the description of this ${request.section} item. Give three alternatives; each is the whole description in HTML (<ul><li>…</li></ul> for bullets).`,
          ALTERNATIVES_SHAPE,
          { item: context, description: original },
        ),
        alternativesSchema,
        { name: 'alternatives', signal: options.signal },
      )
      return answer.alternatives.map((text) => toFieldHtml(text, original))
    },

    async enhanceSummary(request, options = {}) {
      if (request.jobTitle.trim() === '')
        throw new AiInputError('MissingJobTitle', 'A job title is needed to enhance the summary.')
      const { resume } = request
      const original = request.text ?? resume.contact.description
      const answer = await client.json(
        messages(
          resume.resumeLanguage,
          'Write three alternative professional summaries (two to four sentences each, HTML <p>) for this resume, aimed at the job title. Use only facts from the data.',
          ALTERNATIVES_SHAPE,
          {
            jobTitle: request.jobTitle,
            summary: original,
            experiences: resume.experiences.map(({ title, company, startDate, endDate }) => ({
              title,
              company,
              startDate,
              endDate,
            })),
            educations: resume.educations.map(({ degree, school }) => ({ degree, school })),
            skills: resume.skills.map((skill) => skill.name),
          },
        ),
        alternativesSchema,
        { name: 'alternatives', signal: options.signal },
      )
      return answer.alternatives.map((text) => toFieldHtml(text, original || '<p></p>'))
    },

    async suggestSkills(request, options = {}) {
      const { resume } = request
      const answer = await client.json(
        messages(
          resume.resumeLanguage,
          'Suggest skills for the skills list. "ai": skills the resume text shows but the skills list lacks. "ats": keywords the job (title and description) asks for that the resume lacks. A short reason for each.',
          SKILLS_SHAPE,
          {
            jobTitle: request.jobTitle,
            jobDescription: request.jobDescription ?? '',
            skills: resume.skills.map((skill) => skill.name),
            resume: resumeToPlainText(resume),
          },
        ),
        skillsSchema,
        { name: 'skills', signal: options.signal },
      )
      const description = fold(request.jobDescription ?? '')
      return {
        ai: answer.ai.map((skill) => ({ ...skill, source: 'resume' as const })),
        ats: answer.ats.map((skill) => ({
          ...skill,
          source: description.includes(fold(skill.name))
            ? ('jobDescription' as const)
            : ('jobFamily' as const),
        })),
      }
    },

    async suggestJobTitles(request, options = {}) {
      const answer = await client.json(
        messages(
          request.resume.resumeLanguage,
          'Suggest up to six job titles this person could apply for, best first, from their titles and experience.',
          JOB_TITLES_SHAPE,
          { resume: resumeToPlainText(request.resume) },
        ),
        jobTitlesSchema,
        { name: 'job_titles', signal: options.signal },
      )
      return answer.titles.map((title) => title.trim())
    },

    async guidedSuggestions(request, options = {}) {
      const { resume } = request
      const jobTitle = request.jobTitle ?? resume.contact.jobTitle
      const data = {
        jobTitle,
        jobDescription: request.jobDescription ?? '',
        fields: proseFields(resume).map(({ section, itemId, field, value }) => ({
          section,
          itemId,
          field,
          text: value,
        })),
        skills: resume.skills.map((skill) => skill.name),
        problems: findingsOf(resume, jobTitle),
      }
      const task = [
        'Propose field-level rewrites for this resume: at most one suggestion per field, only for the fields listed, and only where the text can be clearly improved (the problems list shows what a checker found).',
        'newValue is the whole new text of the field, in HTML like the old text.',
        request.jobDescription
          ? 'A job description is given: aim the wording at its keywords where the resume\'s facts support them. To add a skill the resume text shows and the job asks for, use section "skills", field "name", itemId null, actionType "add" and the skill name as newValue.'
          : '',
      ]
        .filter((line) => line !== '')
        .join(' ')
      const stream = new ArrayItemStream('suggestions')
      const suggestions: RawSuggestion[] = []
      const handOn = (items: unknown[]): void => {
        for (const item of items) {
          const parsed = guidedItemSchema.safeParse(item)
          if (!parsed.success) continue
          const raw: RawSuggestion = {
            ...parsed.data,
            kinds: [parsed.data.actionType === 'add' ? 'skill' : 'rewrite'],
          }
          suggestions.push(raw)
          options.onSuggestion?.(raw)
        }
      }
      const text = await client.stream(messages(resume.resumeLanguage, task, GUIDED_SHAPE, data), {
        signal: options.signal,
        json: { name: 'suggestions', schema: guidedSchema },
        onText: (delta) => handOn(stream.push(delta)),
      })
      // Nothing came through item by item: the whole answer must still be valid JSON of the shape.
      if (suggestions.length === 0) {
        const answer = readJsonAnswer(text, guidedSchema)
        handOn(answer.suggestions)
        if (answer.suggestions.length > 0 && suggestions.length === 0)
          throw new LlmError('schema', 'no suggestion has the expected shape')
      }
      return suggestions
    },
    async draftCoverLetter(request, options = {}) {
      const { resume, letter } = request
      const answer = await client.json(
        messages(
          letter.language,
          "Write a cover letter for this applicant and job: a subject line, a greeting, three to five paragraphs and the closing words (the applicant's name follows them; do not write it). Use only facts from the resume; the job description says what the employer wants. Where the letter needs a fact the data lacks (the company, the recipient, a reason), write a placeholder in square brackets such as [company name].",
          COVER_LETTER_SHAPE,
          {
            position: request.jobTitle ?? '',
            recipient: letter.recipient,
            jobDescription: request.jobDescription,
            resume: resumeToPlainText(resume),
          },
        ),
        coverLetterSchema,
        { name: 'cover_letter', signal: options.signal },
      )
      return {
        subject: answer.subject.trim(),
        greeting: answer.greeting.trim(),
        body: answer.paragraphs.map((text) => `<p>${escapeHtml(text.trim())}</p>`).join(''),
        closing: answer.closing.trim(),
      }
    },
  }
}
