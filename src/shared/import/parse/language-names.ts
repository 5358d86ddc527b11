// Names of human languages as resumes print them, in the languages resumes are written in
// (en, de, fr, es, tr, it, pt, nl and the language's own name). A languages section is read by
// these names: whatever follows a name up to the next name is its level, so "Deutsch (fließend),
// Russisch (fließend)" and "English Native language" split where a person reads them, and a row
// that names no language ("C, C++, Python" under a misread heading) is not taken for one.

const NAMES = [
  'english englisch anglais inglés ingles ingilizce inglese inglês engels',
  'german deutsch allemand alemán aleman almanca tedesco alemão duits',
  'french französisch franzoesisch français francais francés frances fransızca francese francês frans',
  'spanish spanisch espagnol español espanol castellano ispanyolca spagnolo espanhol spaans',
  'italian italienisch italien italiano italyanca italiaans',
  'portuguese portugiesisch portugais portugués portekizce portoghese português portugees',
  'dutch niederländisch néerlandais neerlandés felemenkçe hollandaca olandese holandês nederlands',
  'turkish türkisch turc turco türkçe turkce turks',
  'arabic arabisch arabe árabe arapça arabo arabisch',
  'chinese chinesisch chinois chino çince cinese chinês chinees mandarin mandarín cantonese kantonesisch',
  'japanese japanisch japonais japonés japonca giapponese japonês japans',
  'korean koreanisch coréen coreano korece koreaans',
  'russian russisch russe ruso rusça russo',
  'ukrainian ukrainisch ukrainien ucraniano ukraynaca ucraino oekraïens',
  'polish polnisch polonais polaco lehçe polacco polonês pools',
  'czech tschechisch tchèque checo çekçe ceco tsjechisch',
  'slovak slowakisch slovaque eslovaco slovakça',
  'hungarian ungarisch hongrois húngaro macarca ungherese',
  'romanian rumänisch roumain rumano romence rumeno',
  'bulgarian bulgarisch bulgare búlgaro bulgarca',
  'greek griechisch grec griego yunanca greco grego grieks',
  'swedish schwedisch suédois sueco isveççe svedese zweeds svenska',
  'norwegian norwegisch norvégien noruego norveççe norvegese noors norsk',
  'danish dänisch danois danés danca danese deens dansk',
  'finnish finnisch finnois finlandés fince finlandese fins suomi',
  'icelandic isländisch islandais islandés',
  'hindi hindu urdu bengali bengalisch bangla punjabi tamil telugu marathi gujarati',
  'persian persisch persan persa farsça farsi dari pashto paschtu',
  'hebrew hebräisch hébreu hebreo ibranice ebraico',
  'kurdish kurdisch kurde kurdo kürtçe',
  'azerbaijani aserbaidschanisch azéri azerí azerice azerbaycanca',
  'armenian armenisch arménien ermenice georgian georgisch géorgien gürcüce',
  'serbian serbisch serbe serbio sırpça croatian kroatisch croate croata hırvatça',
  'bosnian bosnisch bosniaque boşnakça slovenian slowenisch slovène esloveno',
  'albanian albanisch albanais albanés arnavutça macedonian mazedonisch',
  'lithuanian litauisch latvian lettisch estonian estnisch',
  'vietnamese vietnamesisch vietnamien vietnamita vietnamca',
  'thai thailändisch thaï tailandés tayca',
  'indonesian indonesisch indonésien indonesio endonezce malay malaiisch malais malayo',
  'tagalog filipino swahili suaheli amharic amharisch somali hausa yoruba',
  'catalan katalanisch catalán català basque baskisch euskera galician galicisch galego gallego',
  'latin latein latín latince latino',
  'esperanto luxembourgish luxemburgisch irish irisch gaelic welsh walisisch',
  'kazakh kasachisch kazakça uzbek usbekisch özbekçe turkmen türkmence kyrgyz kırgızca tatar',
  'mongolian mongolisch moğolca',
]

/** Lower case that folds the Turkish dotted capital and drops combining dots. */
function fold(word: string): string {
  return word
    .replace(/İ/g, 'i')
    .toLowerCase()
    .replace(/\u0307/g, '')
}

const KNOWN = new Set(NAMES.flatMap((line) => line.split(' ')).map(fold))

/** Sign languages are languages too ("Deutsche Gebärdensprache", "ASL"). */
const SIGN = /^(?:asl|bsl|dgs|lsf|gebärdensprache|işaret|sign)$/

/** Whether a single word names a human language. */
export function isLanguageName(word: string): boolean {
  const w = fold(word.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, ''))
  return KNOWN.has(w) || SIGN.test(w)
}

export interface LanguageMention {
  /** Where the name starts and ends in the text. */
  start: number
  end: number
  name: string
  /** The name is part of a German compound ("Englischkenntnisse"): the words around say how well. */
  compound?: boolean
}

const COMPOUND = /^(\p{L}+?)(?:sprachkenntnisse|kenntnisse|kenntnis)$/iu

/**
 * Language names in a text, in order. A name glued to a CEFR code by the text layer
 * ("EnglishC 1") is found too; its code stays in the text after it.
 */
export function languageMentions(text: string): LanguageMention[] {
  const found: LanguageMention[] = []
  for (const match of text.matchAll(/\p{L}+/gu)) {
    const word = match[0]
    const start = match.index
    if (isLanguageName(word)) {
      found.push({ start, end: start + word.length, name: word })
      continue
    }
    const compound = COMPOUND.exec(word)
    if (compound?.[1] && isLanguageName(compound[1])) {
      found.push({ start, end: start + compound[1].length, name: compound[1], compound: true })
      continue
    }
    const glued = /^(\p{L}+?)([ABC])$/u.exec(word)
    if (glued?.[1] && isLanguageName(glued[1]) && /^\s?[12]/.test(text.slice(start + word.length)))
      found.push({ start, end: start + glued[1].length, name: glued[1] })
  }
  return found
}
