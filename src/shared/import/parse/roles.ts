// Which part of an entry header is the organisation and which the role, degree or place.
// Word lists cover en, de, tr, es, fr, it, pt, nl; a part scores by the words it holds.

const ORGANISATION =
  /(?<![\p{L}\p{N}])(?:gmbh|ag|kg|se|ohg|e\.?\s?v\.?|inc\.?|ltd\.?|llc|llp|plc|corp\.?|corporation|co\.|company|group|gruppe|holding|s\.?\s?a\.?|s\.?\s?l\.?|s\.?a\.?s\.?|sarl|s\.?p\.?a\.?|s\.?r\.?l\.?|b\.?v\.?|n\.?v\.?|a\.?ş\.?|ltd\.?\s?şti\.?|limited|as|asa|ab|oy|aps|center|centre|centro|zentrum|merkezi|praxis|partners|associates|agency|agentur|studio|bank|hospital|klinik|klinikum|clinic|hastanesi|hastane|universit\p{L}*|a\.s\.|a\.s\.|üniversitesi|hochschule|college|school|schule|lycée|lisesi|academy|akademie|institut\p{L}*|instituto|istituto|foundation|stiftung|ministry|ministerium|council|department|bakanlığı|solutions|systems|technologies|industries|enterprises|ventures|akademi|consultancy|danışmanlı[kğ]\p{L}*|organization|organisation|association|society|verein|software|consulting|services|media|labs?|partners|kanzlei|bufete|despacho|cabinet|abogados|restaurant|hotel|café|ltd)(?![\p{L}\p{N}])/iu
const ROLE =
  /(?<![\p{L}\p{N}])(?:manager|engineer|developer|programmer|designer|analyst|nurse|teacher|consultant|specialist|assistant|associate|officer|director|head|lead|leader|intern|internship|trainee|apprentice|coordinator|administrator|architect|scientist|researcher|accountant|auditor|advisor|adviser|representative|executive|supervisor|technician|chef|cook|server|waiter|cashier|clerk|lawyer|attorney|counsel|paralegal|owner|founder|co-founder|partner|president|vp|cto|ceo|cfo|coo|senior|junior|principal|staff|student|volunteer|tutor|lecturer|professor|buyer|planner|agent|operator|writer|editor|producer|photographer|pharmacist|physician|doctor|therapist|entwickler\p{L}*|leiter\p{L}*|berater\p{L}*|ingenieur\p{L}*|referent\p{L}*|sachbearbeiter\p{L}*|mitarbeiter\p{L}*|verkäufer\p{L}*|kauffrau|kaufmann|werkstudent\p{L}*|praktikant\p{L}*|geschäftsführer\p{L}*|vertriebs\p{L}*|pflege\p{L}*|lehrer\p{L}*|hemşire\p{L}*|uzman\p{L}*|müdür\p{L}*|mühendis\p{L}*|sorumlu\p{L}*|yönetici\p{L}*|öğretmen\p{L}*|staj|stajyer|fsj|bfd|asistan\p{L}*|danışman(?!l[ıi][kğ])\p{L}*|abogad\p{L}*|director\p{L}*|gerente|jefe|responsable|técnic\p{L}*|ingenier\p{L}*|desarrollador\p{L}*|asistente|becari\p{L}*|chargée?|chef de|stagiaire|technicien\p{L}*|ingénieur\p{L}*|développeu\p{L}*|conseill\p{L}*|gestionnaire|infirmi\p{L}*|professeur|assistante?|responsabile|sviluppatore|impiegat\p{L}*|gerente|analista|enfermeir\p{L}*|medewerker|ontwikkelaar|adviseur|verpleegkundige|docent)(?![\p{L}\p{N}])/iu
const DEGREE =
  /(?<![\p{L}\p{N}])(?:b\.?\s?a\.?|b\.?\s?sc\.?|b\.?\s?s\.?|m\.?\s?a\.?|m\.?\s?sc\.?|m\.?\s?s\.?|mba|ph\.?\s?d\.?|bachelor\p{L}*|master\p{L}*|diplom\p{L}*|diploma|degree|associate degree|certificate|abitur|staatsexamen|magister|lisans|yüksek lisans|önlisans|doktora|lise|grado|licenciad\p{L}*|licenciatura|máster|doctorado|licence|maîtrise|baccalauréat|bts|dut|laurea|diploma di|mestrado|doutoramento|bacharelado|hbo|mbo|wo|a-levels?|gcse|pgce|bsc|msc|bba|hnd|llb|llm|md|rn|bsn|msn|jd|cpa)(?![\p{L}\p{N}])/iu
const SCHOOL =
  /(?<![\p{L}\p{N}])(?:universit\p{L}*|üniversitesi|hochschule|fachhochschule|college|school|schule|gymnasium|realschule|lycée|lisesi|lise|academy|akademie|institut\p{L}*|instituto|istituto|escuela|école|ecole|iut|politecnico|polytechnic|faculty|fakultät|fakültesi|conservatoire|campus|sorbonne|universidad|università|universidade|hogeschool|universiteit)(?![\p{L}\p{N}])/iu

// German (and Dutch) job titles are compounds: "Softwareentwicklerin", "Vertriebsleiter".
const ROLE_SUFFIX =
  /(?:entwickler|leiter|berater|ingenieur|manager|referent|kaufmann|kauffrau|mitarbeiter|assistent|techniker|pfleger|sanitäter|lehrer|verkäufer|designer|spezialist|analyst|koordinator|architekt|administrator|ontwikkelaar|medewerker)(?:in|innen)?(?![\p{L}])/iu

function isRole(text: string): boolean {
  return ROLE.test(text) || ROLE_SUFFIX.test(text)
}

export function organisationScore(text: string): number {
  return (ORGANISATION.test(text) ? 2 : 0) - (isRole(text) ? 2 : 0)
}

export function roleScore(text: string): number {
  return (isRole(text) ? 2 : 0) - (ORGANISATION.test(text) ? 1 : 0)
}

// Associate degrees, in capitals only ("AS", "A.A.S."): in lower case they are words ("as").
const ASSOCIATE = /(?<![\p{L}\p{N}])(?:A\.?A\.?S\.?|A\.?A\.?|A\.?S\.?)(?![\p{L}\p{N}])/u

export function degreeScore(text: string): number {
  return (DEGREE.test(text) || ASSOCIATE.test(text) ? 2 : 0) - (isSchool(text) ? 2 : 0)
}

// German school names are compounds too: "Hauptschule", "Musikhochschule", "Abendgymnasium".
const SCHOOL_SUFFIX = /\p{L}(?:schule|gymnasium|akademie|universität|kolleg)(?![\p{L}])/iu

function isSchool(text: string): boolean {
  return SCHOOL.test(text) || SCHOOL_SUFFIX.test(text)
}

export function schoolScore(text: string): number {
  return (isSchool(text) ? 2 : 0) - (DEGREE.test(text) ? 1 : 0)
}

/** Names an organisation or a school by its words, whatever role words it also holds ("Abogados"). */
export function hasOrganisationWord(text: string): boolean {
  return ORGANISATION.test(text) || isSchool(text)
}
