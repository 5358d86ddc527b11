import type { Resume } from '@shared/resume'
import { completeResume } from '../src/shared/resume/test-fixtures/resume'

/**
 * A full two-page resume: the model's complete fixture (every section filled) with six jobs of
 * five bullets each and eight skills, so timings reflect a realistic long resume.
 */
export function benchResume(): Resume {
  const base = completeResume()
  const bullets = (n: number) =>
    `<ul>${Array.from({ length: n }, (_, i) => `<li>Built pipeline ${i + 1}: cut report time by ${10 + i}% for 40 stakeholders</li>`).join('')}</ul>`
  return {
    ...base,
    resumeName: 'Bench resume',
    experiences: Array.from({ length: 6 }, (_, i) => ({
      id: `exp-${i}`,
      title: `Engineer ${i}`,
      company: `Company ${i}`,
      location: 'London',
      startDate: `0${(i % 9) + 1}/20${10 + i}`,
      endDate: i === 0 ? 'Present' : `0${(i % 9) + 1}/20${11 + i}`,
      isCurrentWork: i === 0,
      description: bullets(5),
    })),
    skills: ['SQL', 'Python', 'Spark', 'Kafka', 'dbt', 'Airflow', 'Terraform', 'AWS'].map(
      (name, i) => ({ id: `s-${i}`, name, level: 'Expert' }),
    ),
  }
}
