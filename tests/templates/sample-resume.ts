// A full two-page resume in English, Arabic or Chinese, every section filled, for looking at the
// templates in a real browser (screenshots.ts) and for end-to-end checks of overflow and layout.
import { createResume, type LanguageLevel, type Resume, type SkillLevel } from '@shared/resume'

export type SampleLanguage = 'en' | 'ar' | 'zh'

interface Words {
  first: string
  last: string
  jobTitle: string
  city: string
  country: string
  address: string
  summary: string
  present: string
  jobs: readonly { title: string; company: string; location: string }[]
  bullet: (n: number) => string
  degrees: readonly { degree: string; school: string }[]
  project: (n: number) => string
  skills: readonly string[]
  languages: readonly string[]
  course: (n: number) => string
  institute: string
  referee: (n: number) => string
  rich: Record<'honors' | 'publications' | 'hobbies' | 'voluntaries' | 'exhibitions', string>
}

const WORDS: Record<SampleLanguage, Words> = {
  en: {
    first: 'Alexandra',
    last: 'Montgomery-Whitfield',
    jobTitle: 'Principal Data Platform Engineer',
    city: 'Manchester',
    country: 'United Kingdom',
    address: '221B Oxford Road, Apartment 14',
    summary:
      '<p>Data platform engineer with twelve years of experience building <strong>reliable, observable</strong> pipelines for finance and retail. Led teams of up to nine engineers and cut infrastructure costs by a third while doubling throughput.</p>',
    present: 'Present',
    jobs: [
      {
        title: 'Principal Data Platform Engineer',
        company: 'Northwind Analytics',
        location: 'Manchester',
      },
      { title: 'Senior Data Engineer', company: 'Contoso Retail Group', location: 'Leeds' },
      { title: 'Data Engineer', company: 'Fabrikam Financial Services', location: 'London' },
      { title: 'Software Developer', company: 'Tailspin Toys', location: 'Bristol' },
    ],
    bullet: (n) =>
      [
        'Designed a streaming ingestion layer on Kafka and Flink processing 2 billion events a day',
        'Cut warehouse costs by 34% by moving cold data to tiered object storage',
        'Mentored six engineers, two of whom were promoted to senior within a year',
        'Introduced data contracts and schema checks that stopped 90% of broken releases',
        'Rebuilt the reporting stack so finance closes the month two days earlier',
      ][n % 5] ?? '',
    degrees: [
      { degree: 'MSc Computer Science', school: 'University of Manchester' },
      { degree: 'BSc Mathematics and Statistics', school: 'University of Leeds' },
    ],
    project: (n) => ['Open-source lineage explorer', 'Realtime fraud scoring service'][n] ?? '',
    skills: [
      'Python',
      'SQL',
      'Apache Kafka',
      'Apache Spark',
      'dbt',
      'Airflow',
      'Terraform',
      'Kubernetes',
    ],
    languages: ['English', 'French', 'German'],
    course: (n) =>
      ['Google Cloud Professional Data Engineer', 'Certified Kubernetes Administrator'][n] ?? '',
    institute: 'Google Cloud',
    referee: (n) => ['Dr. Margaret Hamilton', 'Jonathan Ive-Richardson'][n] ?? '',
    rich: {
      honors: '<p>Engineering Excellence Award, Northwind Analytics, 2023</p>',
      publications: '<p><em>Data contracts in practice</em>, Strata Data Conference, 2022</p>',
      hobbies: '<p>Long-distance cycling, chess and restoring vintage radios</p>',
      voluntaries: '<p>Mentor at Code First Girls, teaching Python to career changers</p>',
      exhibitions: '<p>Data visualisation showcase, Manchester Science Festival, 2021</p>',
    },
  },
  ar: {
    first: 'ليلى',
    last: 'العبدالله',
    jobTitle: 'مهندسة منصات بيانات رئيسية',
    city: 'دبي',
    country: 'الإمارات العربية المتحدة',
    address: 'شارع الشيخ زايد، برج ١٢، شقة ٤٠٥',
    summary:
      '<p>مهندسة منصات بيانات بخبرة اثني عشر عامًا في بناء أنظمة <strong>موثوقة وقابلة للمراقبة</strong> لقطاعي المال والتجزئة. قادت فرقًا من تسعة مهندسين وخفضت تكاليف البنية التحتية بمقدار الثلث.</p>',
    present: 'حتى الآن',
    jobs: [
      { title: 'مهندسة منصات بيانات رئيسية', company: 'شركة نورث ويند للتحليلات', location: 'دبي' },
      { title: 'مهندسة بيانات أولى', company: 'مجموعة كونتوسو للتجزئة', location: 'أبوظبي' },
      { title: 'مهندسة بيانات', company: 'فابريكام للخدمات المالية', location: 'الرياض' },
      { title: 'مطورة برمجيات', company: 'تيلسبين', location: 'عمّان' },
    ],
    bullet: (n) =>
      [
        'صممت طبقة استيعاب متدفقة على Kafka وFlink تعالج ملياري حدث يوميًا',
        'خفضت تكاليف المستودع بنسبة 34% بنقل البيانات الباردة إلى تخزين متدرج',
        'أشرفت على ستة مهندسين ترقى اثنان منهم خلال عام',
        'أدخلت عقود البيانات وفحوص المخططات فأوقفت 90% من الإصدارات المعطوبة',
        'أعدت بناء منظومة التقارير فأصبح إقفال الشهر أسرع بيومين',
      ][n % 5] ?? '',
    degrees: [
      { degree: 'ماجستير علوم الحاسوب', school: 'الجامعة الأمريكية في الشارقة' },
      { degree: 'بكالوريوس الرياضيات والإحصاء', school: 'جامعة الملك سعود' },
    ],
    project: (n) => ['مستكشف مفتوح المصدر لتتبع البيانات', 'خدمة فورية لكشف الاحتيال'][n] ?? '',
    skills: [
      'Python',
      'SQL',
      'Apache Kafka',
      'Apache Spark',
      'هندسة البيانات',
      'Airflow',
      'Terraform',
      'Kubernetes',
    ],
    languages: ['العربية', 'الإنجليزية', 'الفرنسية'],
    course: (n) => ['مهندس بيانات محترف من Google Cloud', 'مسؤول Kubernetes معتمد'][n] ?? '',
    institute: 'Google Cloud',
    referee: (n) => ['د. مريم الهاشمي', 'خالد منصور'][n] ?? '',
    rich: {
      honors: '<p>جائزة التميز الهندسي، نورث ويند للتحليلات، 2023</p>',
      publications: '<p>عقود البيانات في التطبيق، مؤتمر البيانات العربي، 2022</p>',
      hobbies: '<p>ركوب الدراجات لمسافات طويلة والشطرنج</p>',
      voluntaries: '<p>مرشدة في برنامج تعليم البرمجة للفتيات</p>',
      exhibitions: '<p>معرض تصوير البيانات، مهرجان دبي للعلوم، 2021</p>',
    },
  },
  zh: {
    first: '思远',
    last: '欧阳',
    jobTitle: '首席数据平台工程师',
    city: '上海',
    country: '中国',
    address: '浦东新区世纪大道 88 号 12 楼',
    summary:
      '<p>拥有十二年经验的数据平台工程师，为金融和零售行业构建<strong>可靠、可观测</strong>的数据管道。曾带领九人团队，在吞吐量翻倍的同时将基础设施成本降低三分之一。</p>',
    present: '至今',
    jobs: [
      { title: '首席数据平台工程师', company: '北风数据分析有限公司', location: '上海' },
      { title: '高级数据工程师', company: '康拓零售集团', location: '杭州' },
      { title: '数据工程师', company: '法布里卡姆金融服务', location: '北京' },
      { title: '软件开发工程师', company: '飞旋玩具', location: '深圳' },
    ],
    bullet: (n) =>
      [
        '基于 Kafka 与 Flink 设计流式接入层，每天处理 20 亿条事件',
        '将冷数据迁移到分层对象存储，数据仓库成本降低 34%',
        '指导六名工程师，其中两人在一年内晋升为高级工程师',
        '引入数据契约与模式校验，阻止了 90% 的错误发布',
        '重建报表体系，财务月结提前两天完成',
      ][n % 5] ?? '',
    degrees: [
      { degree: '计算机科学硕士', school: '复旦大学' },
      { degree: '数学与统计学学士', school: '浙江大学' },
    ],
    project: (n) => ['开源数据血缘浏览器', '实时反欺诈评分服务'][n] ?? '',
    skills: [
      'Python',
      'SQL',
      'Apache Kafka',
      'Apache Spark',
      '数据建模',
      'Airflow',
      'Terraform',
      'Kubernetes',
    ],
    languages: ['中文', '英语', '日语'],
    course: (n) => ['谷歌云专业数据工程师', '认证 Kubernetes 管理员'][n] ?? '',
    institute: '谷歌云',
    referee: (n) => ['王明教授', '李静'][n] ?? '',
    rich: {
      honors: '<p>北风数据分析年度卓越工程奖，2023</p>',
      publications: '<p>《数据契约实践》，中国数据大会，2022</p>',
      hobbies: '<p>长途骑行、围棋、修复老式收音机</p>',
      voluntaries: '<p>为转行者教授 Python 的志愿导师</p>',
      exhibitions: '<p>上海科技节数据可视化展，2021</p>',
    },
  },
}

const SKILL_LEVELS: readonly SkillLevel[] = [
  'Expert',
  'Expert',
  'Advanced',
  'Advanced',
  'Experienced',
  'Intermediate',
  '',
  'Beginner',
]
const LANGUAGE_LEVELS: readonly LanguageLevel[] = ['Native', 'Proficient', 'Intermediate']

export function sampleResume(language: SampleLanguage): Resume {
  const w = WORDS[language]
  const bullets = (from: number, count: number) =>
    `<ul>${Array.from({ length: count }, (_, i) => `<li>${w.bullet(from + i)}</li>`).join('')}</ul>`
  return createResume({
    resumeLanguage: language,
    resumeName: `Sample (${language})`,
    contact: {
      firstName: w.first,
      lastName: w.last,
      jobTitle: w.jobTitle,
      email: 'alexandra.montgomery@example.com',
      phone: '+44 161 496 0000',
      city: w.city,
      country: w.country,
      address: w.address,
      birthDate: '14/03/1988',
      description: w.summary,
    },
    experiences: w.jobs.map((job, i) => ({
      id: `exp-${i}`,
      ...job,
      startDate: `0${i + 2}/${2021 - i * 3}`,
      endDate: i === 0 ? w.present : `0${i + 1}/${2024 - i * 3}`,
      isCurrentWork: i === 0,
      description: bullets(i, i === 0 ? 5 : 4),
    })),
    educations: w.degrees.map((degree, i) => ({
      id: `edu-${i}`,
      ...degree,
      location: w.city,
      startDate: `09/${2008 - i * 4}`,
      endDate: `07/${2010 - i * 3}`,
      isCurrentEducation: false,
      description: i === 0 ? `<p>${w.bullet(3)}</p>` : '',
    })),
    projects: [0, 1].map((i) => ({
      id: `prj-${i}`,
      title: w.project(i),
      startDate: `01/${2020 + i}`,
      endDate: i === 0 ? w.present : '12/2022',
      isCurrentProject: i === 0,
      description: `<p>${w.bullet(i + 1)}</p>`,
    })),
    skills: w.skills.map((name, i) => ({ id: `skill-${i}`, name, level: SKILL_LEVELS[i] ?? '' })),
    languages: w.languages.map((name, i) => ({
      id: `lang-${i}`,
      name,
      level: LANGUAGE_LEVELS[i] ?? '',
    })),
    certifications: [0, 1].map((i) => ({
      id: `cert-${i}`,
      course: w.course(i),
      institute: w.institute,
      startDate: `0${i + 3}/2019`,
      endDate: `0${i + 5}/2019`,
    })),
    references: [0, 1].map((i) => ({
      id: `ref-${i}`,
      name: w.referee(i),
      company: w.jobs[i + 1]?.company ?? '',
      phone: `+44 20 7946 00${i}1`,
      email: `referee${i + 1}@example.org`,
    })),
    honors: [{ id: 'hon-0', description: w.rich.honors }],
    publications: [{ id: 'pub-0', description: w.rich.publications }],
    hobbies: [{ id: 'hob-0', description: w.rich.hobbies }],
    voluntaries: [{ id: 'vol-0', description: w.rich.voluntaries }],
    exhibitions: [{ id: 'exh-0', description: w.rich.exhibitions }],
  })
}
