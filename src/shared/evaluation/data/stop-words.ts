// Function words that repeat in any text and never count as repetitive (en, de, tr, es, fr).
const LISTS: Record<string, string> = {
  en: 'a an the and or but nor so yet for of in on at to from by with within without into onto over under about above below after before during between among through across per via as than then that this these those there here which who whom whose what when where why how all any both each every few more most other some such no not only own same too very can will just should would could may might must shall i me my we our us you your he she it its they them their is are was were be been being have has had having do does did doing also up down out off again further once while until because if each new',
  de: 'der die das den dem des ein eine einen einem einer eines und oder aber sondern denn für von in im an am auf aus bei mit nach seit zu zum zur über unter vor hinter neben zwischen durch gegen ohne um als wie dass ob wenn weil während bis ich mir mich mein meine wir uns unser sie ihr ihre er es sein seine ist sind war waren wurde wurden werden wird hat haben hatte hatten kann können auch nicht noch nur sehr so mehr alle jede jeder jedes sowie bzw',
  tr: 've ile için bir bu şu o da de ki mi gibi kadar daha en çok her ama fakat veya ya ise olarak olan olan üzerinde sonra önce arasında ayrıca hem ne ben biz sen siz onlar benim bizim',
  es: 'el la los las un una unos unas y o pero de del en a al por para con sin sobre entre como que se su sus es son fue ser más muy también no lo le les mi mis nuestro',
  fr: 'le la les un une des et ou mais de du en à au aux par pour avec sans sur sous entre comme que qui se sa son ses est sont été être plus très aussi ne pas je mon ma mes nous notre',
}

const SETS = new Map<string, Set<string>>()

export function stopWords(language: string): Set<string> {
  let set = SETS.get(language)
  if (!set) {
    set = new Set((LISTS[language] ?? LISTS.en ?? '').split(/\s+/))
    // English function words are common in every resume (tool names, mixed text).
    for (const word of (LISTS.en ?? '').split(/\s+/)) set.add(word)
    SETS.set(language, set)
  }
  return set
}
