// Alternatives for words resumes repeat (spec 000 §3: six uses make a word repetitive), per
// language, in the same grammatical form, so a swap never needs the sentence rebuilt. Only
// verbs of doing: nouns carry facts and are left as written.

const table = (rows: string): Record<string, string[]> =>
  Object.fromEntries(
    rows
      .trim()
      .split('\n')
      .map((row) => {
        const [word = '', list = ''] = row.split(':')
        return [word.trim(), list.split(',').map((item) => item.trim())]
      }),
  )

export const SYNONYMS: Record<string, Record<string, string[]>> = {
  en: table(`
    repaired: fixed, restored, serviced, reconditioned
    ensured: verified, confirmed, checked, made sure
    managed: led, oversaw, directed, ran
    developed: built, created, designed, shaped
    created: built, produced, designed, set up
    led: headed, directed, ran, steered
    improved: strengthened, raised, upgraded, sharpened
    coordinated: organized, arranged, aligned, orchestrated
    supported: backed, aided, served, enabled
    implemented: introduced, rolled out, put in place, deployed
    prepared: drafted, compiled, produced, assembled
    handled: processed, managed, dealt with, took care of
    conducted: carried out, ran, performed, completed
    performed: carried out, conducted, completed, executed
    maintained: kept, upheld, sustained, looked after
    trained: coached, taught, instructed, mentored
    reduced: cut, lowered, decreased, trimmed
    increased: raised, grew, boosted, lifted
    delivered: completed, provided, shipped, handed over
    analyzed: examined, assessed, evaluated, studied
    analysed: examined, assessed, evaluated, studied
    designed: planned, devised, drafted, shaped
    processed: handled, prepared, completed, ran
    organized: arranged, coordinated, planned, set up
    organised: arranged, coordinated, planned, set up
    monitored: tracked, checked, watched, followed
    tested: checked, verified, validated, trialled
    reviewed: checked, examined, assessed, audited
    built: created, assembled, developed, constructed
    wrote: drafted, authored, produced, composed
    ran: led, operated, managed, directed
    ensure: verify, confirm, check, make sure
    manage: lead, oversee, direct, run
    repair: fix, restore, service, recondition
    develop: build, create, design, shape
    maintain: keep, uphold, sustain, look after
    coordinate: organize, arrange, align, orchestrate
    support: back, aid, serve, enable
    prepare: draft, compile, produce, assemble
    handle: process, manage, deal with, take care of
  `),
  de: table(`
    durchgeführt: ausgeführt, vorgenommen, erledigt, umgesetzt
    erstellt: angefertigt, ausgearbeitet, verfasst, erarbeitet
    betreut: begleitet, unterstützt, gepflegt, verantwortet
    entwickelt: aufgebaut, konzipiert, gestaltet, erarbeitet
    organisiert: koordiniert, geplant, gesteuert, abgestimmt
    geleitet: geführt, gesteuert, verantwortet, koordiniert
    umgesetzt: realisiert, ausgeführt, durchgeführt, eingeführt
    koordiniert: abgestimmt, gesteuert, organisiert, geplant
    unterstützt: begleitet, entlastet, betreut, ergänzt
    verantwortet: geleitet, gesteuert, betreut, geführt
    geprüft: kontrolliert, getestet, überprüft, abgenommen
  `),
  tr: table(`
    yaptım: gerçekleştirdim, yürüttüm, tamamladım, uyguladım
    hazırladım: oluşturdum, düzenledim, geliştirdim, kaleme aldım
    yönettim: koordine ettim, yürüttüm, idare ettim, organize ettim
    sağladım: temin ettim, gerçekleştirdim, oluşturdum, güvenceye aldım
    geliştirdim: oluşturdum, tasarladım, iyileştirdim, kurdum
    yürüttüm: yönettim, gerçekleştirdim, sürdürdüm, koordine ettim
    gerçekleştirdim: yürüttüm, tamamladım, uyguladım, yaptım
    çalıştım: görev yaptım, faaliyet gösterdim, hizmet verdim, yer aldım
  `),
  fr: table(`
    réalisé: effectué, mené, conduit, accompli
    géré: piloté, supervisé, encadré, administré
    assuré: garanti, pris en charge, veillé à, mené
    mis: installé, déployé, instauré, établi
    développé: conçu, élaboré, créé, construit
    organisé: coordonné, planifié, orchestré, structuré
    participé: contribué, pris part, collaboré, œuvré
  `),
  es: table(`
    realicé: efectué, llevé a cabo, ejecuté, completé
    gestioné: coordiné, dirigí, administré, supervisé
    desarrollé: creé, diseñé, construí, elaboré
    coordiné: organicé, dirigí, gestioné, planifiqué
    implementé: introduje, puse en marcha, desplegué, apliqué
    preparé: elaboré, redacté, organicé, compilé
  `),
}
