// Resumes written for the AI tests: invented people and companies, each with known writing
// problems (weak verbs, passives, filler, slang, negative phrasing, a long bullet, a typo).
import { createItem, createResume, type Resume } from '@shared/resume'

const list = (...lines: string[]): string =>
  `<ul>${lines.map((line) => `<li>${line}</li>`).join('')}</ul>`

export function englishResume(): Resume {
  return createResume({
    resumeLanguage: 'en',
    contact: {
      ...createResume().contact,
      firstName: 'Mara',
      lastName: 'Ellison',
      jobTitle: 'Logistics Planner',
      email: 'mara.ellison@example.com',
      description:
        '<p>Logistics planner with 7 years in regional distribution. I basically keep trucks, drivers and docks in sync for Northwind Freight.</p>',
    },
    experiences: [
      createItem('experiences', {
        id: 'exp-1',
        title: 'Logistics Planner',
        company: 'Northwind Freight',
        startDate: '03/2020',
        endDate: 'Present',
        isCurrentWork: true,
        description: list(
          'Responsible for planning routes for 40 delivery vans across two depots',
          'Carrier invoices were audited by me every week against the rate cards',
          'Helped the warehouse team move to a new slotting system in 2022',
          'Unfortunately the second depot closed for 3 months, so I rerouted its volume through the main hub',
          'Handled tons of customer escalations about late pallets with a calm, clear tone',
        ),
      }),
      createItem('experiences', {
        id: 'exp-2',
        title: 'Dispatcher',
        company: 'Harbor Line Transport',
        startDate: '01/2016',
        endDate: '02/2020',
        description: list(
          'Rebuilt the night dispatch board after the depot move, which involved mapping every standing order, checking driver hours against the new shift pattern, training four new dispatchers on the radio protocol and reporting the on-time rate to the operations manager each morning',
          'Worked on the accomodation plan for drivers on multi-day routes',
        ),
      }),
    ],
    educations: [
      createItem('educations', {
        id: 'edu-1',
        degree: 'BSc Supply Chain Management',
        school: 'Lakeside University',
        startDate: '09/2012',
        endDate: '06/2015',
        description: '<p>Thesis on cross-docking in cold-chain networks.</p>',
      }),
    ],
    skills: [
      createItem('skills', { id: 'skill-1', name: 'Route planning', level: 'Expert' }),
      createItem('skills', { id: 'skill-2', name: 'Excel', level: 'Advanced' }),
    ],
  })
}

export function germanResume(): Resume {
  return createResume({
    resumeLanguage: 'de',
    contact: {
      ...createResume().contact,
      firstName: 'Jonas',
      lastName: 'Brenner',
      jobTitle: 'Disponent',
      description: '<p>Disponent mit 6 Jahren Erfahrung im Stückgutverkehr.</p>',
    },
    experiences: [
      createItem('experiences', {
        id: 'exp-1',
        title: 'Disponent',
        company: 'Alpenland Spedition GmbH',
        startDate: '04/2019',
        endDate: 'heute',
        isCurrentWork: true,
        description: list(
          'Ich war zuständig für die Tourenplanung von 25 Fahrzeugen',
          'Die Frachtkosten wurden von mir um 8 % gesenkt',
          'Leider konnte ich das neue Telematiksystem nicht mehr einführen',
          'Eigentlich erster Ansprechpartner für alle Kunden im Raum Rosenheim',
        ),
      }),
    ],
  })
}

export function turkishResume(): Resume {
  return createResume({
    resumeLanguage: 'tr',
    contact: {
      ...createResume().contact,
      firstName: 'Elif',
      lastName: 'Kaya',
      jobTitle: 'Muhasebe Uzmanı',
      description: '<p>Aslında 5 yıllık deneyime sahip bir muhasebe uzmanıyım.</p>',
    },
    experiences: [
      createItem('experiences', {
        id: 'exp-1',
        title: 'Muhasebe Uzmanı',
        company: 'Kuzey Gıda A.Ş.',
        startDate: '02/2020',
        endDate: 'Halen',
        isCurrentWork: true,
        description: list(
          'Aylık mali raporlar tarafımdan hazırlandı ve yönetime sunuldu',
          'Yıl sonu kapanış süreçlerinde yardımcı oldum',
          'Maalesef ilk denetimde eksikler çıktı; ikinci denetimi sorunsuz tamamladık',
        ),
      }),
    ],
  })
}
