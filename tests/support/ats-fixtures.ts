// Resumes in five languages (Latin, Latin with Turkish letters, Arabic right-to-left, Chinese)
// for the ATS round trip: every value is distinct, so each can be found exactly once in the PDF.
import { createResume, type Resume, type ResumeLanguageCode } from '@shared/resume'

export const ATS_LANGUAGES = ['en', 'de', 'tr', 'ar', 'zh'] as const satisfies ResumeLanguageCode[]
export type AtsLanguage = (typeof ATS_LANGUAGES)[number]

interface Words {
  first: string
  last: string
  job: string
  city: string
  country: string
  address: string
  summary: string
  jobs: [title: string, company: string, location: string, bullets: [string, string]][]
  degree: string
  school: string
  schoolCity: string
  schoolNote: string
  project: [string, string]
  course: [string, string]
  skills: [string, string, string]
  languages: [string, string]
  reference: [string, string]
  rich: [honor: string, hobby: string, publication: string, voluntary: string, exhibition: string]
}

const WORDS: Record<AtsLanguage, Words> = {
  en: {
    first: 'Grace',
    last: 'Hopper',
    job: 'Principal Compiler Architect',
    city: 'Arlington',
    country: 'United States',
    address: '42 Harbor Road',
    summary: 'Pioneer of machine-independent programming languages.',
    jobs: [
      [
        'Rear Admiral',
        'Naval Computing Command',
        'Washington',
        ['Standardised COBOL across 12 agencies', 'Trained 300 programmers'],
      ],
      [
        'Senior Mathematician',
        'Remington Rand',
        'Philadelphia',
        ['Wrote the first linker', 'Shipped the A-0 system'],
      ],
    ],
    degree: 'PhD Mathematics',
    school: 'Yale University',
    schoolCity: 'New Haven',
    schoolNote: 'Thesis on irreducibility criteria.',
    project: ['FLOW-MATIC', 'Plain-word business language.'],
    course: ['Naval Reserve Course', 'Smith College'],
    skills: ['Compiler design', 'Assembly language', 'Technical leadership'],
    languages: ['English', 'German'],
    reference: ['Howard Aiken', 'Harvard Computation Lab'],
    rich: [
      'Defense Distinguished Service Medal',
      'Collecting clocks',
      'A Manual of Operation for the Mark I',
      'Mentoring young engineers',
      'Computer History Museum 1985',
    ],
  },
  de: {
    first: 'Jürgen',
    last: 'Weißmüller',
    job: 'Leitender Zahlungsarchitekt',
    city: 'München',
    country: 'Deutschland',
    address: 'Königsstraße 17',
    summary: 'Erfahrener Entwickler für zuverlässige Zahlungssysteme.',
    jobs: [
      [
        'Teamleiter Plattform',
        'Bayerische Zahlungsdienste GmbH',
        'Nürnberg',
        ['Latenz um 40 % gesenkt', 'Sechs Entwickler geführt'],
      ],
      [
        'Softwareentwickler',
        'Stadtwerke Schwaben',
        'Augsburg',
        ['Abrechnungsdienst neu gebaut', 'Störungen halbiert'],
      ],
    ],
    degree: 'Master Informatik',
    school: 'Technische Universität Dresden',
    schoolCity: 'Garching',
    schoolNote: 'Abschluss mit Auszeichnung.',
    project: ['Offenes Kassenbuch', 'Doppelte Buchführung in TypeScript.'],
    course: ['Zertifizierter Scrum Master', 'Scrum Alliance'],
    skills: ['Verteilte Systeme', 'Datenbankentwurf', 'Teamführung'],
    languages: ['Englisch', 'Französisch'],
    reference: ['Sabine Größer', 'Fraunhofer-Institut'],
    rich: [
      'Innovationspreis 2021',
      'Bergwandern',
      'Aufsatz über Zahlungsströme',
      'Programmierkurse für Schüler',
      'Ausstellung im Technikmuseum',
    ],
  },
  tr: {
    first: 'Ayşe',
    last: 'Yılmaz',
    job: 'Kıdemli Yazılım Mühendisi',
    city: 'İstanbul',
    country: 'Türkiye',
    address: 'Çırağan Caddesi 32',
    summary: 'Güvenilir ödeme sistemleri geliştiren deneyimli mühendis.',
    jobs: [
      [
        'Takım Lideri',
        'Boğaziçi Ödeme Hizmetleri',
        'Ankara',
        ['Gecikmeyi yüzde kırk azalttı', 'Altı kişilik ekibi yönetti'],
      ],
      [
        'Yazılım Geliştirici',
        'Ege Teknoloji',
        'İzmir',
        ['Fatura servisini yeniden yazdı', 'Hataları yarıya indirdi'],
      ],
    ],
    degree: 'Bilgisayar Mühendisliği Lisans',
    school: 'Orta Doğu Teknik Üniversitesi',
    schoolCity: 'Çankaya',
    schoolNote: 'Onur öğrencisi olarak mezun oldu.',
    project: ['Açık Muhasebe', 'TypeScript ile çift taraflı kayıt.'],
    course: ['Bulut Mimarisi Sertifikası', 'Türk Bilişim Derneği'],
    skills: ['Dağıtık sistemler', 'Veritabanı tasarımı', 'Ekip yönetimi'],
    languages: ['Türkçe', 'İngilizce'],
    reference: ['Mehmet Öztürk', 'Şişecam Teknoloji'],
    rich: [
      'Yılın Mühendisi Ödülü',
      'Dağ yürüyüşü',
      'Ödeme akışları üzerine makale',
      'Gençlere kodlama eğitimi',
      'Pera Müzesi sergisi',
    ],
  },
  ar: {
    first: 'سارة',
    last: 'الحسيني',
    job: 'مهندسة برمجيات أولى',
    city: 'عمّان',
    country: 'الأردن',
    address: 'شارع الجامعة ١٢',
    summary: 'مهندسة ذات خبرة في بناء أنظمة دفع موثوقة.',
    jobs: [
      [
        'قائدة فريق المنصة',
        'شركة المدفوعات الخليجية',
        'الرياض',
        ['خفضت زمن الاستجابة بنسبة أربعين بالمئة', 'قادت فريقا من ستة مهندسين'],
      ],
      [
        'مطورة برمجيات',
        'مؤسسة البتراء للتقنية',
        'إربد',
        ['أعادت بناء خدمة الفواتير', 'قللت الأعطال إلى النصف'],
      ],
    ],
    degree: 'بكالوريوس علوم الحاسوب',
    school: 'جامعة اليرموك',
    schoolCity: 'الزرقاء',
    schoolNote: 'تخرجت بمرتبة الشرف.',
    project: ['دفتر الحسابات المفتوح', 'نظام قيد مزدوج مفتوح المصدر.'],
    course: ['شهادة هندسة السحابة', 'معهد التقنية العربي'],
    skills: ['الأنظمة الموزعة', 'تصميم قواعد البيانات', 'إدارة الفرق'],
    languages: ['العربية', 'الفرنسية'],
    reference: ['خالد منصور', 'مختبر الابتكار'],
    rich: [
      'جائزة مهندسة العام',
      'تسلق الجبال',
      'مقالة عن تدفقات الدفع',
      'تعليم البرمجة للطلاب',
      'معرض المتحف الوطني',
    ],
  },
  zh: {
    first: '李',
    last: '明华',
    job: '高级软件工程师',
    city: '杭州',
    country: '中国',
    address: '西湖区文三路八十八号',
    summary: '专注于构建可靠支付系统的资深工程师。',
    jobs: [
      [
        '平台团队负责人',
        '蚂蚁支付科技有限公司',
        '上海',
        ['将支付延迟降低百分之四十', '带领六人工程团队'],
      ],
      ['软件开发工程师', '华东信息技术公司', '南京', ['重写账单服务', '故障数量减少一半']],
    ],
    degree: '计算机科学学士',
    school: '浙江大学',
    schoolCity: '宁波',
    schoolNote: '以优异成绩毕业。',
    project: ['开源账本', '使用类型脚本实现复式记账。'],
    course: ['云架构认证课程', '华夏计算机学会'],
    skills: ['分布式系统', '数据库设计', '团队管理'],
    languages: ['普通话', '英语'],
    reference: ['王建国', '清华创新实验室'],
    rich: ['年度工程师奖', '登山徒步', '关于支付流程的论文', '为中学生教授编程', '国家博物馆展览'],
  },
}

const p = (text: string) => `<p>${text}</p>`
const ul = (items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`

/** A filled resume in the language, with unique dates and contact details. */
export function atsResume(language: AtsLanguage): Resume {
  const w = WORDS[language]
  return createResume({
    resumeLanguage: language,
    resumeName: '',
    contact: {
      firstName: w.first,
      lastName: w.last,
      jobTitle: w.job,
      email: 'g.h@example.org',
      phone: '+1 202 555 0147',
      city: w.city,
      country: w.country,
      address: w.address,
      birthDate: '09/12/1976',
      description: p(w.summary),
    },
    experiences: w.jobs.map(([title, company, location, bullets], index) => ({
      id: `exp-${index}`,
      title,
      company,
      location,
      startDate: index === 0 ? '03/2019' : '08/2011',
      endDate: index === 0 ? '11/2023' : '02/2018',
      isCurrentWork: false,
      description: ul(bullets),
    })),
    educations: [
      {
        id: 'edu-0',
        degree: w.degree,
        school: w.school,
        location: w.schoolCity,
        startDate: '09/2005',
        endDate: '06/2009',
        isCurrentEducation: false,
        description: p(w.schoolNote),
      },
    ],
    projects: [
      {
        id: 'prj-0',
        title: w.project[0],
        description: p(w.project[1]),
        startDate: '01/2021',
        endDate: '05/2022',
        isCurrentProject: false,
      },
    ],
    certifications: [
      { id: 'crt-0', course: w.course[0], institute: w.course[1], startDate: '', endDate: '' },
    ],
    skills: w.skills.map((name, index) => ({ id: `skl-${index}`, name, level: '' })),
    languages: w.languages.map((name, index) => ({ id: `lng-${index}`, name, level: '' })),
    references: [
      {
        id: 'ref-0',
        name: w.reference[0],
        company: w.reference[1],
        phone: '+1 202 555 0199',
        email: 'ref@example.net',
      },
    ],
    honors: [{ id: 'hon-0', description: p(w.rich[0]) }],
    hobbies: [{ id: 'hob-0', description: p(w.rich[1]) }],
    publications: [{ id: 'pub-0', description: p(w.rich[2]) }],
    voluntaries: [{ id: 'vol-0', description: p(w.rich[3]) }],
    exhibitions: [{ id: 'exh-0', description: p(w.rich[4]) }],
  })
}

export interface ResumeField {
  /** Where the value lives, e.g. "experiences[0].title". */
  path: string
  value: string
  /** The list item it belongs to, if any. */
  itemId?: string
}

const stripTags = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()

/** Every visible field of the resume, with its item; bullets one by one. */
export function resumeFields(resume: Resume): ResumeField[] {
  const fields: ResumeField[] = []
  const add = (path: string, value: string, itemId?: string) => {
    if (value.trim()) fields.push({ path, value: value.trim(), ...(itemId ? { itemId } : {}) })
  }
  const { contact } = resume
  for (const key of [
    'firstName',
    'lastName',
    'jobTitle',
    'email',
    'phone',
    'city',
    'country',
    'address',
    'birthDate',
  ] as const)
    add(`contact.${key}`, contact[key])
  add('contact.description', stripTags(contact.description))
  const rich = (path: string, html: string, itemId: string) => {
    const bullets = [...html.matchAll(/<(li|p)>(.*?)<\/\1>/g)].map((match) =>
      stripTags(match[2] ?? ''),
    )
    bullets.forEach((bullet, index) => add(`${path}[${index}]`, bullet, itemId))
  }
  resume.experiences.forEach((item, i) => {
    for (const key of ['title', 'company', 'location', 'startDate', 'endDate'] as const)
      add(`experiences[${i}].${key}`, item[key], item.id)
    rich(`experiences[${i}].description`, item.description, item.id)
  })
  resume.educations.forEach((item, i) => {
    for (const key of ['degree', 'school', 'location', 'startDate', 'endDate'] as const)
      add(`educations[${i}].${key}`, item[key], item.id)
    rich(`educations[${i}].description`, item.description, item.id)
  })
  resume.projects.forEach((item, i) => {
    for (const key of ['title', 'startDate', 'endDate'] as const)
      add(`projects[${i}].${key}`, item[key], item.id)
    rich(`projects[${i}].description`, item.description, item.id)
  })
  resume.certifications.forEach((item, i) => {
    add(`certifications[${i}].course`, item.course, item.id)
    add(`certifications[${i}].institute`, item.institute, item.id)
  })
  resume.skills.forEach((item, i) => add(`skills[${i}].name`, item.name, item.id))
  resume.languages.forEach((item, i) => add(`languages[${i}].name`, item.name, item.id))
  resume.references.forEach((item, i) => {
    for (const key of ['name', 'company', 'phone', 'email'] as const)
      add(`references[${i}].${key}`, item[key], item.id)
  })
  for (const section of [
    'honors',
    'hobbies',
    'publications',
    'voluntaries',
    'exhibitions',
  ] as const)
    resume[section].forEach((item, i) =>
      rich(`${section}[${i}].description`, item.description, item.id),
    )
  return fields
}
