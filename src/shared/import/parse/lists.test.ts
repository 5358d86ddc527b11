import { describe, expect, it } from 'vitest'
import { languageLevelOf, printedSkillLevel, skillLevelOf } from './levels'
import { nameAndLevel, parseHobbies, parseLanguages, parseRichList, parseSkills } from './lists'
import { line } from './test-lines'

describe('skills', () => {
  it('reads one skill per line with a printed level before or after the name', () => {
    const skills = parseSkills([
      line('React – Advanced'),
      line('Advanced\tCATIA V5'),
      line('Figma'),
    ])
    expect(skills).toEqual([
      { name: 'React', level: 'Advanced' },
      { name: 'CATIA V5', level: 'Advanced' },
      { name: 'Figma', level: '' },
    ])
  })

  it('splits comma lists and drops category labels', () => {
    const names = parseSkills([line('Cloud: AWS, Azure, GCP'), line('Languages: Python; SQL')]).map(
      (s) => s.name,
    )
    expect(names).toEqual(['AWS', 'Azure', 'GCP', 'Python', 'SQL'])
    expect(parseSkills([line('Mobile: Flutter'), line('Zig: Advanced')])).toEqual([
      { name: 'Flutter', level: '' },
      { name: 'Zig', level: 'Advanced' },
    ])
  })

  it('drops a bold lead-in as the category label, unless a level follows it', () => {
    expect(
      parseSkills([
        line('Data Tools dbt, Airflow', { lead: 'Data Tools' }),
        line('Mobile Flutter', { lead: 'Mobile' }),
        line('Kotlin Advanced', { lead: 'Kotlin' }),
      ]),
    ).toEqual([
      { name: 'dbt', level: '' },
      { name: 'Airflow', level: '' },
      { name: 'Flutter', level: '' },
      { name: 'Kotlin', level: 'Advanced' },
    ])
  })

  it('keeps the hyphen of a word broken at its own hyphen before a capital', () => {
    const names = parseSkills([line('Tools: Vite, Cross-'), line('Platform Apps, Go')]).map(
      (s) => s.name,
    )
    expect(names).toEqual(['Vite', 'Cross-Platform Apps', 'Go'])
  })

  it('stores a printed skill level as written, never translated', () => {
    expect(printedSkillLevel('Sehr gut')).toBe('Sehr gut')
    expect(printedSkillLevel('(İleri seviye)')).toBe('İleri seviye')
    expect(printedSkillLevel('expert')).toBe('Expert')
    expect(printedSkillLevel('★★★★☆')).toBe('')
    expect(printedSkillLevel('Kubernetes')).toBe('')
  })

  it('leaves a level drawn as stars or dots empty', () => {
    expect(nameAndLevel('Photoshop ★★★★☆')).toEqual({ name: 'Photoshop', level: '' })
    expect(nameAndLevel('Inkscape ●●●○○')).toEqual({ name: 'Inkscape', level: '' })
    expect(skillLevelOf('★★★★☆')).toBe('Advanced')
  })
})

describe('languages', () => {
  it('reads "name: level", "name (level)" and comma lists', () => {
    expect(
      parseLanguages([line('Deutsch: Muttersprache'), line('English (C1), Français (A2)')]),
    ).toEqual([
      { name: 'Deutsch', level: 'Muttersprache' },
      { name: 'English', level: 'C1' },
      { name: 'Français', level: 'A2' },
    ])
  })

  it('maps printed levels of many languages onto the picker', () => {
    expect(languageLevelOf('Muttersprache')).toBe('Native')
    expect(languageLevelOf('Ana dil')).toBe('Native')
    expect(languageLevelOf('fließend')).toBe('Proficient')
    expect(languageLevelOf('courant')).toBe('Proficient')
    expect(languageLevelOf('B2')).toBe('Intermediate')
    expect(languageLevelOf('Grundkenntnisse')).toBe('Beginner')
    expect(languageLevelOf('İleri')).toBe('Advanced')
    expect(languageLevelOf('whatever')).toBe('')
  })
})

describe('sidebar lists', () => {
  it('joins an item wrapped in a narrow column only when the next line starts in lower case', () => {
    const narrow = { x: 20, flowRight: 150 }
    const languages = parseLanguages([
      line('Français : langue', { ...narrow, width: 110 }),
      line('maternelle', { ...narrow, width: 50 }),
      line('Anglais : courant', { ...narrow, width: 90 }),
    ])
    expect(languages).toEqual([
      { name: 'Français', level: 'langue maternelle' },
      { name: 'Anglais', level: 'courant' },
    ])
  })
})

describe('hobbies', () => {
  it('gives one item per hobby, also when printed comma-separated', () => {
    expect(parseHobbies([line('Climbing, chess, film photography')])).toEqual([
      'Climbing',
      'chess',
      'film photography',
    ])
    expect(parseHobbies([line('Segeln'), line('Brettspiele')])).toEqual(['Segeln', 'Brettspiele'])
    expect(parseHobbies([line('Rowing, kite flying, origami and go')])).toEqual([
      'Rowing',
      'kite flying',
      'origami',
      'go',
    ])
  })
})

describe('parseSkills with printed levels on their own line', () => {
  it('gives a group level to the items under a group label, and a level to the name above it', () => {
    expect(
      parseSkills([
        line('Data Platforms'),
        line('Expert'),
        line('Spark, Kafka'),
        line('Airflow'),
        line('Beginner'),
      ]),
    ).toEqual([
      { name: 'Spark', level: 'Expert' },
      { name: 'Kafka', level: 'Expert' },
      { name: 'Airflow', level: 'Beginner' },
    ])
  })
})

describe('parseLanguages with bracketed levels in a row', () => {
  it('splits items that end with their level in brackets', () => {
    expect(parseLanguages([line('Polnisch (Muttersprache) Englisch (B2)')])).toEqual([
      { name: 'Polnisch', level: 'Muttersprache' },
      { name: 'Englisch', level: 'B2' },
    ])
  })
})

describe('parseSkills keeps names that merely contain a level word', () => {
  it('does not take "Meta Business Suite" or "React – Advanced" for a level line', () => {
    expect(
      parseSkills([line('Google Ads'), line('Meta Business Suite'), line('React – Advanced')]),
    ).toEqual([
      { name: 'Google Ads', level: '' },
      { name: 'Meta Business Suite', level: '' },
      { name: 'React', level: 'Advanced' },
    ])
  })
})

const names = (skills: { name: string }[]) => skills.map((s) => s.name)

describe('skill lists in the shapes real resumes print', () => {
  it('drops a category label printed on its own line over its list', () => {
    const skills = parseSkills([
      line('Data & Storage', { gapAbove: 1.2, width: 70 }),
      line('Redis, Cassandra, Kafka', { gapAbove: 0.3, width: 110 }),
      line('Design Tools', { gapAbove: 1.2, width: 60 }),
      line('Figma, Sketch', { gapAbove: 0.3, width: 60 }),
    ])
    expect(names(skills)).toEqual(['Redis', 'Cassandra', 'Kafka', 'Figma', 'Sketch'])
    // After two labels, one that names two things and fills the column is a label too.
    const narrow = { x: 10, flowRight: 130 }
    const more = parseSkills([
      line('Data', { ...narrow, gapAbove: 1.2, width: 20 }),
      line('Redis, Kafka', { ...narrow, gapAbove: 0.3, width: 60 }),
      line('Design', { ...narrow, gapAbove: 1.2, width: 30 }),
      line('Figma, Sketch', { ...narrow, gapAbove: 0.3, width: 60 }),
      line('Office, Agile & Planning', { ...narrow, gapAbove: 1.2, width: 115 }),
      line('Excel, Scrum', { ...narrow, gapAbove: 0.3, width: 60 }),
    ])
    expect(names(more)).toEqual(['Redis', 'Kafka', 'Figma', 'Sketch', 'Excel', 'Scrum'])
    // Without sizes (plain text) a line over a list may be an item: it stays.
    const plain = { fontSize: 0, width: 0, flowRight: 0 }
    const kept = parseSkills([
      line('Haskell', { ...plain, gapAbove: 1 }),
      line('Idris, Agda', { ...plain, gapAbove: 0 }),
    ])
    expect(names(kept)).toEqual(['Haskell', 'Idris', 'Agda'])
  })

  it('drops a label set larger than the list under it, and rejoins a hyphenated word', () => {
    const skills = parseSkills([
      line('Back', { fontSize: 11, gapAbove: 0 }),
      line('Erlang, Elixir, pre- and post-processing, Gle-', { fontSize: 9, width: 500 }),
      line('am, Lustre', { fontSize: 9 }),
    ])
    expect(
      names(parseSkills([line('Soft', { fontSize: 11 }), line('patience, tact', { fontSize: 9 })])),
    ).toEqual(['patience', 'tact'])
    expect(names(skills)).toEqual([
      'Erlang',
      'Elixir',
      'pre- and post-processing',
      'Gleam',
      'Lustre',
    ])
  })

  it('drops a row label cell before a list, dashes or a sentence', () => {
    expect(
      names(parseSkills([line('Back end\tErlang | Elm'), line('Ops.\tAnsible, Nomad')])),
    ).toEqual(['Erlang', 'Elm', 'Ansible', 'Nomad'])
  })

  it('joins a list wrapped over lines, also inside brackets and mid-item', () => {
    const narrow = { x: 10, flowRight: 160, gapAbove: 0.3 }
    const skills = parseSkills([
      line('Risk Models, Treasury Operations,', { ...narrow, width: 148 }),
      line('Payments, Central Bank Digital', { ...narrow, width: 149 }),
      line('Currency (CBDC), Escrow', { ...narrow, width: 110 }),
    ])
    expect(names(skills)).toEqual([
      'Risk Models',
      'Treasury Operations',
      'Payments',
      'Central Bank Digital Currency (CBDC)',
      'Escrow',
    ])
  })

  it('keeps sentences whole and splits statements led by dashes', () => {
    const skills = parseSkills([
      line('-Fluent in several tools such as Vim, Emacs and Nano, among others. -Able to teach'),
    ])
    expect(names(skills)).toEqual([
      'Fluent in several tools such as Vim, Emacs and Nano, among others.',
      'Able to teach',
    ])
  })

  it('drops the closing conjunction of a list and never splits inside brackets', () => {
    expect(names(parseSkills([line('Ktor, Micronaut, and Quarkus')]))).toEqual([
      'Ktor',
      'Micronaut',
      'Quarkus',
    ])
    expect(names(parseSkills([line('Lisp, Forth, Ada and Cobol')]))).toEqual([
      'Lisp',
      'Forth',
      'Ada',
      'Cobol',
    ])
    expect(names(parseSkills([line('Ada, Cobol.')]))).toEqual(['Ada', 'Cobol'])
    expect(names(parseSkills([line('Mercurial and Bitbucket')]))).toEqual([
      'Mercurial and Bitbucket',
    ])
    expect(names(parseSkills([line('Message queues (NATS, ZeroMQ)')]))).toEqual([
      'Message queues (NATS, ZeroMQ)',
    ])
  })

  it('gives a level printed first to the group under it', () => {
    expect(parseSkills([line('Expert'), line('Modelling, Forecasting')])).toEqual([
      { name: 'Modelling', level: 'Expert' },
      { name: 'Forecasting', level: 'Expert' },
    ])
  })

  it('reads a two-column table of names as one skill per cell', () => {
    expect(names(parseSkills([line('Perl\tVim'), line('Lua\tTmux')]))).toEqual([
      'Perl',
      'Vim',
      'Lua',
      'Tmux',
    ])
  })

  it('does not take a word that merely contains a level word for a level', () => {
    expect(parseSkills([line('Kubernetes'), line('Customer Portal')])).toEqual([
      { name: 'Kubernetes', level: '' },
      { name: 'Customer Portal', level: '' },
    ])
  })
})

describe('hobby tags in a row', () => {
  it('gives one hobby per cell of short tags', () => {
    expect(parseHobbies([line('Sailing\tJudo')])).toEqual(['Sailing', 'Judo'])
  })

  it('leaves out a place and date line and bare numbers', () => {
    expect(parseHobbies([line('Kayaking'), line('Springfield, 02.03.2024'), line('7')])).toEqual([
      'Kayaking',
    ])
  })
})

describe('lists side by side under column titles', () => {
  it('reads each column top to bottom as one wrapped list', () => {
    const skills = parseSkills([
      line('Tools\tPeople', { x: 20 }),
      line('Vim, Make, Bash,\tmentoring, public', { x: 20 }),
      line('Awk, Sed\tspeaking, coaching,', { x: 20 }),
      line('facilitation', { x: 300 }),
    ])
    expect(names(skills)).toEqual([
      'Vim',
      'Make',
      'Bash',
      'Awk',
      'Sed',
      'mentoring',
      'public speaking',
      'coaching',
      'facilitation',
    ])
  })
})

describe('levels printed before what they rate', () => {
  it('gives the level of "Proficient in …" to every item of the list after it', () => {
    expect(parseSkills([line('Proficient in Elm, Idris and OCaml')])).toEqual([
      { name: 'Elm', level: 'Proficient' },
      { name: 'Idris', level: 'Proficient' },
      { name: 'OCaml', level: 'Proficient' },
    ])
    expect(parseSkills([line('Sehr gut in Tabellenkalkulation')])).toEqual([
      { name: 'Tabellenkalkulation', level: 'Sehr gut' },
    ])
  })
})

describe('rich list items stacked over lines', () => {
  it('groups title, issuer and date lines by the space between items', () => {
    const items = parseRichList([
      line('Best Poster Award', { gapAbove: 1.1 }),
      line('Society of Examples', { gapAbove: 0.6 }),
      line('Mar 2019', { gapAbove: 0.6 }),
      line('Keynote "On Examples"', { gapAbove: 1.6 }),
      line('Example Summit', { gapAbove: 0.6 }),
      line('Apr 2020', { gapAbove: 0.6 }),
    ])
    expect(items).toEqual([
      'Best Poster Award, Society of Examples, Mar 2019',
      'Keynote "On Examples", Example Summit, Apr 2020',
    ])
  })
})

describe('levels in a column of their own', () => {
  it('pairs skill names with the levels listed after them, in order', () => {
    expect(
      parseSkills([line('Fortran'), line('Pascal'), line('Expert'), line('Beginner')]),
    ).toEqual([
      { name: 'Fortran', level: 'Expert' },
      { name: 'Pascal', level: 'Beginner' },
    ])
  })
})

describe('a level printed once for a group', () => {
  it("gives a label that is a level, or a level in the label's brackets, to each item", () => {
    expect(
      parseSkills([line('Advanced: Nix, Guix'), line('Tooling (Beginner): Bazel, Buck')]),
    ).toEqual([
      { name: 'Nix', level: 'Advanced' },
      { name: 'Guix', level: 'Advanced' },
      { name: 'Bazel', level: 'Beginner' },
      { name: 'Buck', level: 'Beginner' },
    ])
    expect(parseSkills([line('Expert\tNix, Guix')])).toEqual([
      { name: 'Nix', level: 'Expert' },
      { name: 'Guix', level: 'Expert' },
    ])
  })
})

describe('rich list entries with bullets', () => {
  it('keeps an entry head with the bullets under it as one item', () => {
    const items = parseRichList([
      line('Chess Tutor, Town Club, 2018 – 2020'),
      line('• Taught openings', { bullet: true }),
      line('• Ran a weekly league', { bullet: true }),
      line('Lifeguard, Lake Beach, 2021'),
      line('• First aid', { bullet: true }),
      line('Scout leader'),
    ])
    expect(items).toEqual([
      'Chess Tutor, Town Club, 2018 – 2020\nTaught openings\nRan a weekly league',
      'Lifeguard, Lake Beach, 2021\nFirst aid',
      'Scout leader',
    ])
  })
})

describe('rich list: stacked items after entries with bullets', () => {
  it('groups the unbulleted lines after the last entry by their spacing, not one per line', () => {
    const items = parseRichList([
      line('Chess Tutor, Town Club, 2018 – 2020'),
      line('• Taught openings', { bullet: true }),
      line('Harbour Prize', { gapAbove: 1.4 }),
      line('Northgate Sailing Society', { gapAbove: 0.2 }),
      line('03/2019', { gapAbove: 0.2 }),
      line('Tide Grant', { gapAbove: 1.4 }),
      line('Coastal Trust', { gapAbove: 0.2 }),
    ])
    expect(items).toEqual([
      'Chess Tutor, Town Club, 2018 – 2020\nTaught openings',
      'Harbour Prize, Northgate Sailing Society, 03/2019',
      'Tide Grant, Coastal Trust',
    ])
  })
})
