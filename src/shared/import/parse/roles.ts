// Which part of an entry header is the organisation and which the role, degree or place.
// Word lists cover en, de, tr, es, fr, it, pt, nl; a part scores by the words it holds.

const ORGANISATION =
  /\b(?:gmbh|ag|kg|se|ohg|e\.?\s?v\.?|inc\.?|ltd\.?|llc|llp|plc|corp\.?|corporation|co\.|company|group|gruppe|holding|s\.?\s?a\.?|s\.?\s?l\.?|s\.?a\.?s\.?|sarl|s\.?p\.?a\.?|s\.?r\.?l\.?|b\.?v\.?|n\.?v\.?|a\.?ş\.?|ltd\.?\s?şti\.?|limited|partners|associates|agency|agentur|studio|bank|hospital|klinik|klinikum|clinic|hastanesi|hastane|universit\w*|üniversitesi|hochschule|college|school|schule|lycée|lisesi|academy|akademie|institut\w*|instituto|istituto|foundation|stiftung|ministry|ministerium|council|department|bakanlığı|solutions|systems|technologies|software|consulting|services|media|labs?|partners|kanzlei|bufete|despacho|cabinet|abogados|restaurant|hotel|café|ltd)\b/i
const ROLE =
  /\b(?:manager|engineer|developer|designer|analyst|nurse|teacher|consultant|specialist|assistant|associate|officer|director|head|lead|leader|intern|internship|trainee|apprentice|coordinator|administrator|architect|scientist|researcher|accountant|auditor|advisor|adviser|representative|executive|supervisor|technician|chef|cook|server|waiter|cashier|clerk|lawyer|attorney|counsel|paralegal|owner|founder|co-founder|partner|president|vp|cto|ceo|cfo|coo|senior|junior|principal|staff|student|volunteer|tutor|lecturer|professor|buyer|planner|agent|operator|writer|editor|producer|photographer|pharmacist|physician|doctor|therapist|entwickler\w*|leiter\w*|berater\w*|ingenieur\w*|referent\w*|sachbearbeiter\w*|mitarbeiter\w*|verkäufer\w*|kauffrau|kaufmann|werkstudent\w*|praktikant\w*|geschäftsführer\w*|vertriebs\w*|pflege\w*|lehrer\w*|hemşire\w*|uzman\w*|müdür\w*|mühendis\w*|sorumlu\w*|yönetici\w*|öğretmen\w*|stajyer|asistan\w*|danışman\w*|abogad\w*|director\w*|gerente|jefe|responsable|técnic\w*|ingenier\w*|desarrollador\w*|asistente|becari\w*|chargée?|chef de|stagiaire|ingénieur\w*|développeu\w*|conseill\w*|gestionnaire|infirmi\w*|professeur|assistante?|responsabile|sviluppatore|impiegat\w*|gerente|analista|enfermeir\w*|medewerker|ontwikkelaar|adviseur|verpleegkundige|docent)\b/i
const DEGREE =
  /\b(?:b\.?\s?a\.?|b\.?\s?sc\.?|b\.?\s?s\.?|m\.?\s?a\.?|m\.?\s?sc\.?|m\.?\s?s\.?|mba|ph\.?\s?d\.?|bachelor\w*|master\w*|diplom\w*|diploma|degree|associate degree|certificate|abitur|staatsexamen|magister|lisans|yüksek lisans|önlisans|doktora|lise|grado|licenciad\w*|licenciatura|máster|doctorado|licence|maîtrise|baccalauréat|bts|dut|laurea|diploma di|mestrado|doutoramento|bacharelado|hbo|mbo|wo|a-levels?|gcse|pgce|bsc|msc|bba|hnd|llb|llm|md|rn|bsn|msn|jd|cpa)\b/i
const SCHOOL =
  /\b(?:universit\w*|üniversitesi|hochschule|fachhochschule|college|school|schule|gymnasium|realschule|lycée|lisesi|lise|academy|akademie|institut\w*|instituto|istituto|escuela|école|ecole|iut|politecnico|polytechnic|faculty|fakultät|fakültesi|conservatoire|campus|sorbonne|universidad|università|universidade|hogeschool|universiteit)\b/i

export function organisationScore(text: string): number {
  return (ORGANISATION.test(text) ? 2 : 0) - (ROLE.test(text) ? 2 : 0)
}

export function roleScore(text: string): number {
  return (ROLE.test(text) ? 2 : 0) - (ORGANISATION.test(text) ? 1 : 0)
}

export function degreeScore(text: string): number {
  return (DEGREE.test(text) ? 2 : 0) - (SCHOOL.test(text) ? 2 : 0)
}

export function schoolScore(text: string): number {
  return (SCHOOL.test(text) ? 2 : 0) - (DEGREE.test(text) ? 1 : 0)
}
