import { createResume, type Resume } from '@shared/resume'

/** A full two-page resume: every section filled, rich text in descriptions. */
export function benchResume(): Resume {
  const bullets = (n: number, what: string) =>
    `<ul>${Array.from({ length: n }, (_, i) => `<li>${what} ${i + 1}: cut report time by ${10 + i}% for 40 stakeholders</li>`).join('')}</ul>`
  return createResume({
    resumeName: 'Bench resume',
    contact: {
      jobTitle: 'Senior Data Engineer',
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phone: '+44 20 7946 0000',
      country: 'United Kingdom',
      city: 'London',
      birthDate: '10/12/1985',
      address: '12 Analytical Row',
      description:
        '<p>Data engineer with <strong>ten years</strong> of pipelines, warehouses and teams.</p>',
    },
    experiences: Array.from({ length: 6 }, (_, i) => ({
      id: `exp-${i}`,
      title: `Engineer ${i}`,
      company: `Company ${i}`,
      location: 'London',
      startDate: `0${(i % 9) + 1}/20${10 + i}`,
      endDate: i === 0 ? 'Present' : `0${(i % 9) + 1}/20${11 + i}`,
      isCurrentWork: i === 0,
      description: bullets(5, 'Built pipeline'),
    })),
    educations: Array.from({ length: 2 }, (_, i) => ({
      id: `edu-${i}`,
      degree: 'MSc Computer Science',
      school: `University ${i}`,
      location: 'Cambridge',
      startDate: '09/2005',
      endDate: '06/2009',
      isCurrentEducation: false,
      description: '<p>Thesis on distributed systems.</p>',
    })),
    skills: ['SQL', 'Python', 'Spark', 'Kafka', 'dbt', 'Airflow', 'Terraform', 'AWS'].map(
      (name, i) => ({ id: `s-${i}`, name, level: 'Expert' }),
    ),
    languages: [
      { id: 'l-0', name: 'English', level: 'Native' },
      { id: 'l-1', name: 'German', level: 'Advanced' },
    ],
  })
}
