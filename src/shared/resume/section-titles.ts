// Section headings and contact labels in the resume's own language (spec 000 §2: titles follow
// resumeLanguage, not the interface language). Words are the ones real CVs in each language use.
// Typed as Record<ResumeLanguageCode, …> so adding a language without its titles fails to compile.
import type { ResumeLanguageCode } from './languages'

export const SECTION_TITLE_KEYS = [
  'summary',
  'personal',
  'experiences',
  'educations',
  'skills',
  'languages',
  'projects',
  'certifications',
  'references',
  'publications',
  'hobbies',
  'honors',
  'voluntaries',
  'exhibitions',
  'email',
  'phone',
  'address',
  'birthDate',
  'location',
] as const
export type SectionTitleKey = (typeof SECTION_TITLE_KEYS)[number]

type Titles = Record<SectionTitleKey, string>
// One string per key, in SECTION_TITLE_KEYS order; a missing or extra entry is a compile error.
// A homomorphic mapped type over a generic tuple keeps its length.
type StringsFor<T extends readonly unknown[]> = { readonly [I in keyof T]: string }
type Row = StringsFor<typeof SECTION_TITLE_KEYS>

// prettier-ignore
const ROWS: Record<ResumeLanguageCode, Row> = {
  // summary, personal, experiences, educations, skills, languages, projects, certifications,
  // references, publications, hobbies, honors, voluntaries, exhibitions,
  // email, phone, address, birthDate, location
  en: ['Profile', 'Personal Details', 'Experience', 'Education', 'Skills', 'Languages', 'Projects', 'Certification & Courses',
    'References', 'Publications', 'Hobbies', 'Honors & Awards', 'Voluntary Activities', 'Exhibitions',
    'E-mail', 'Phone', 'Address', 'Date of birth', 'Location'],
  de: ['Profil', 'Persönliche Daten', 'Berufserfahrung', 'Ausbildung', 'Kenntnisse', 'Sprachen', 'Projekte', 'Zertifikate & Kurse',
    'Referenzen', 'Veröffentlichungen', 'Hobbys', 'Auszeichnungen', 'Ehrenamtliches Engagement', 'Ausstellungen',
    'E-Mail', 'Telefon', 'Adresse', 'Geburtsdatum', 'Wohnort'],
  tr: ['Profil', 'Kişisel Bilgiler', 'İş Deneyimi', 'Eğitim', 'Yetenekler', 'Diller', 'Projeler', 'Sertifikalar ve Kurslar',
    'Referanslar', 'Yayınlar', 'Hobiler', 'Onur ve Ödüller', 'Gönüllü Faaliyetler', 'Sergiler',
    'E-posta', 'Telefon', 'Adres', 'Doğum tarihi', 'Konum'],
  es: ['Perfil', 'Datos personales', 'Experiencia profesional', 'Formación académica', 'Habilidades', 'Idiomas', 'Proyectos', 'Certificaciones y cursos',
    'Referencias', 'Publicaciones', 'Aficiones', 'Premios y reconocimientos', 'Voluntariado', 'Exposiciones',
    'Correo electrónico', 'Teléfono', 'Dirección', 'Fecha de nacimiento', 'Ubicación'],
  fr: ['Profil', 'Informations personnelles', 'Expérience professionnelle', 'Formation', 'Compétences', 'Langues', 'Projets', 'Certifications et formations',
    'Références', 'Publications', 'Centres d’intérêt', 'Prix et distinctions', 'Bénévolat', 'Expositions',
    'E-mail', 'Téléphone', 'Adresse', 'Date de naissance', 'Lieu'],
  it: ['Profilo', 'Dati personali', 'Esperienza professionale', 'Istruzione e formazione', 'Competenze', 'Lingue', 'Progetti', 'Certificazioni e corsi',
    'Referenze', 'Pubblicazioni', 'Interessi', 'Premi e riconoscimenti', 'Volontariato', 'Mostre',
    'E-mail', 'Telefono', 'Indirizzo', 'Data di nascita', 'Località'],
  pt: ['Perfil', 'Dados pessoais', 'Experiência profissional', 'Formação académica', 'Competências', 'Idiomas', 'Projetos', 'Certificações e cursos',
    'Referências', 'Publicações', 'Passatempos', 'Prémios e distinções', 'Voluntariado', 'Exposições',
    'E-mail', 'Telefone', 'Morada', 'Data de nascimento', 'Localização'],
  nl: ['Profiel', 'Persoonlijke gegevens', 'Werkervaring', 'Opleiding', 'Vaardigheden', 'Talen', 'Projecten', 'Certificaten en cursussen',
    'Referenties', 'Publicaties', 'Hobby’s', 'Prijzen en onderscheidingen', 'Vrijwilligerswerk', 'Tentoonstellingen',
    'E-mail', 'Telefoon', 'Adres', 'Geboortedatum', 'Woonplaats'],
  pl: ['Profil', 'Dane osobowe', 'Doświadczenie zawodowe', 'Wykształcenie', 'Umiejętności', 'Języki obce', 'Projekty', 'Certyfikaty i kursy',
    'Referencje', 'Publikacje', 'Zainteresowania', 'Nagrody i wyróżnienia', 'Wolontariat', 'Wystawy',
    'E-mail', 'Telefon', 'Adres', 'Data urodzenia', 'Miejscowość'],
  ru: ['О себе', 'Личные данные', 'Опыт работы', 'Образование', 'Навыки', 'Языки', 'Проекты', 'Сертификаты и курсы',
    'Рекомендации', 'Публикации', 'Хобби', 'Награды и достижения', 'Волонтёрская деятельность', 'Выставки',
    'Эл. почта', 'Телефон', 'Адрес', 'Дата рождения', 'Местоположение'],
  zh: ['个人简介', '个人信息', '工作经历', '教育背景', '专业技能', '语言能力', '项目经历', '证书与培训',
    '推荐人', '出版物', '兴趣爱好', '荣誉奖项', '志愿者经历', '展览',
    '电子邮箱', '电话', '地址', '出生日期', '所在地'],
  ja: ['自己PR', '個人情報', '職歴', '学歴', 'スキル', '語学', 'プロジェクト', '資格・研修',
    '推薦者', '出版物', '趣味', '受賞歴', 'ボランティア活動', '展示会',
    'メール', '電話番号', '住所', '生年月日', '所在地'],
  ko: ['자기소개', '인적 사항', '경력', '학력', '보유 기술', '외국어', '프로젝트', '자격증 및 교육',
    '추천인', '출판물', '취미', '수상 경력', '봉사 활동', '전시회',
    '이메일', '전화번호', '주소', '생년월일', '거주지'],
  ar: ['نبذة شخصية', 'البيانات الشخصية', 'الخبرة المهنية', 'التعليم', 'المهارات', 'اللغات', 'المشاريع', 'الشهادات والدورات',
    'المراجع', 'المنشورات', 'الهوايات', 'الجوائز والتكريمات', 'الأعمال التطوعية', 'المعارض',
    'البريد الإلكتروني', 'الهاتف', 'العنوان', 'تاريخ الميلاد', 'الموقع'],
  hi: ['प्रोफ़ाइल', 'व्यक्तिगत विवरण', 'कार्य अनुभव', 'शिक्षा', 'कौशल', 'भाषाएँ', 'परियोजनाएँ', 'प्रमाणपत्र और पाठ्यक्रम',
    'संदर्भ', 'प्रकाशन', 'शौक', 'सम्मान और पुरस्कार', 'स्वयंसेवी गतिविधियाँ', 'प्रदर्शनियाँ',
    'ईमेल', 'फ़ोन', 'पता', 'जन्म तिथि', 'स्थान'],
  sv: ['Profil', 'Personuppgifter', 'Arbetslivserfarenhet', 'Utbildning', 'Kompetenser', 'Språk', 'Projekt', 'Certifieringar och kurser',
    'Referenser', 'Publikationer', 'Fritidsintressen', 'Utmärkelser', 'Ideellt engagemang', 'Utställningar',
    'E-post', 'Telefon', 'Adress', 'Födelsedatum', 'Ort'],
  no: ['Profil', 'Personalia', 'Arbeidserfaring', 'Utdanning', 'Ferdigheter', 'Språk', 'Prosjekter', 'Sertifiseringer og kurs',
    'Referanser', 'Publikasjoner', 'Fritidsinteresser', 'Priser og utmerkelser', 'Frivillig arbeid', 'Utstillinger',
    'E-post', 'Telefon', 'Adresse', 'Fødselsdato', 'Bosted'],
  da: ['Profil', 'Personlige oplysninger', 'Erhvervserfaring', 'Uddannelse', 'Kompetencer', 'Sprog', 'Projekter', 'Certificeringer og kurser',
    'Referencer', 'Publikationer', 'Fritidsinteresser', 'Priser og udmærkelser', 'Frivilligt arbejde', 'Udstillinger',
    'E-mail', 'Telefon', 'Adresse', 'Fødselsdato', 'Bopæl'],
  fi: ['Profiili', 'Henkilötiedot', 'Työkokemus', 'Koulutus', 'Taidot', 'Kielitaito', 'Projektit', 'Sertifikaatit ja kurssit',
    'Suosittelijat', 'Julkaisut', 'Harrastukset', 'Palkinnot ja tunnustukset', 'Vapaaehtoistyö', 'Näyttelyt',
    'Sähköposti', 'Puhelin', 'Osoite', 'Syntymäaika', 'Paikkakunta'],
  el: ['Προφίλ', 'Προσωπικά στοιχεία', 'Επαγγελματική εμπειρία', 'Εκπαίδευση', 'Δεξιότητες', 'Ξένες γλώσσες', 'Έργα', 'Πιστοποιήσεις και σεμινάρια',
    'Συστάσεις', 'Δημοσιεύσεις', 'Ενδιαφέροντα', 'Διακρίσεις και βραβεία', 'Εθελοντική δράση', 'Εκθέσεις',
    'Email', 'Τηλέφωνο', 'Διεύθυνση', 'Ημερομηνία γέννησης', 'Τοποθεσία'],
  cs: ['Profil', 'Osobní údaje', 'Pracovní zkušenosti', 'Vzdělání', 'Dovednosti', 'Jazykové znalosti', 'Projekty', 'Certifikáty a kurzy',
    'Reference', 'Publikace', 'Zájmy', 'Ocenění', 'Dobrovolnická činnost', 'Výstavy',
    'E-mail', 'Telefon', 'Adresa', 'Datum narození', 'Bydliště'],
  hu: ['Bemutatkozás', 'Személyes adatok', 'Szakmai tapasztalat', 'Tanulmányok', 'Készségek', 'Nyelvtudás', 'Projektek', 'Tanúsítványok és tanfolyamok',
    'Referenciák', 'Publikációk', 'Hobbik', 'Díjak és elismerések', 'Önkéntes tevékenység', 'Kiállítások',
    'E-mail', 'Telefon', 'Cím', 'Születési dátum', 'Lakhely'],
  ro: ['Profil', 'Date personale', 'Experiență profesională', 'Educație', 'Competențe', 'Limbi străine', 'Proiecte', 'Certificări și cursuri',
    'Referințe', 'Publicații', 'Hobby-uri', 'Premii și distincții', 'Voluntariat', 'Expoziții',
    'E-mail', 'Telefon', 'Adresă', 'Data nașterii', 'Localitate'],
  uk: ['Про себе', 'Особисті дані', 'Досвід роботи', 'Освіта', 'Навички', 'Мови', 'Проєкти', 'Сертифікати та курси',
    'Рекомендації', 'Публікації', 'Хобі', 'Нагороди та досягнення', 'Волонтерська діяльність', 'Виставки',
    'Ел. пошта', 'Телефон', 'Адреса', 'Дата народження', 'Місце проживання'],
}

function toTitles(row: Row): Titles {
  const entries = SECTION_TITLE_KEYS.map((key, i) => [key, row[i]] as const)
  return Object.fromEntries(entries) as Titles
}

export const SECTION_TITLES = Object.fromEntries(
  Object.entries(ROWS).map(([lang, row]) => [lang, toTitles(row)]),
) as Record<ResumeLanguageCode, Titles>

function isLanguage(lang: string): lang is ResumeLanguageCode {
  return Object.prototype.hasOwnProperty.call(SECTION_TITLES, lang)
}

/** The heading for `key` in `lang`; a language outside the 24 falls back to English. */
export function sectionTitle(lang: string, key: SectionTitleKey): string {
  return (isLanguage(lang) ? SECTION_TITLES[lang] : SECTION_TITLES.en)[key]
}

export { LEVEL_KEYS, LEVEL_LABELS, levelLabel } from './level-labels'
export type { LevelKey } from './level-labels'
