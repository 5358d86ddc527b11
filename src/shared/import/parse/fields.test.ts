import { describe, expect, it } from 'vitest'
import { splitEntries } from './entries'
import { educationParts, experienceParts, headerFields, isPlace } from './fields'
import { line } from './test-lines'

function experience(...texts: string[]) {
  const fields = headerFields(texts.map((text) => line(text)))
  return { range: fields.range, ...experienceParts(fields.parts) }
}

describe('entry headers → fields', () => {
  it('reads "Title" over "Company | Place | Dates"', () => {
    expect(
      experience('Front-End Developer', 'Pinecrest Media | Seattle, WA | Apr 2021 – Present'),
    ).toMatchObject({
      role: 'Front-End Developer',
      organisation: 'Pinecrest Media',
      location: 'Seattle, WA',
      range: { start: '04/2021', ongoing: true },
    })
  })

  it('reads "Company · City    dates" over the title (German layout)', () => {
    expect(
      experience(
        'Hanseatic Payments GmbH · Hamburg\t03/2021 – heute',
        'Softwareentwicklerin Backend',
      ),
    ).toMatchObject({
      role: 'Softwareentwicklerin Backend',
      organisation: 'Hanseatic Payments GmbH',
      location: 'Hamburg',
    })
  })

  it('splits one comma-separated line into role, organisation and place', () => {
    expect(
      experience('Sep 2019 – Present\tChassis Engineer, Bohemia Automotive a.s., Mladá Boleslav'),
    ).toMatchObject({
      role: 'Chassis Engineer',
      organisation: 'Bohemia Automotive a.s.',
      location: 'Mladá Boleslav',
    })
  })

  it('keeps a comma inside the title when the organisation has its own line', () => {
    expect(
      experience(
        'Registered Nurse, Medical ICU',
        'Lakeview University Hospital, Chicago, IL\t2019 – 2022',
      ),
    ).toMatchObject({
      role: 'Registered Nurse, Medical ICU',
      organisation: 'Lakeview University Hospital',
      location: 'Chicago, IL',
    })
  })

  it('joins a date printed over two lines of a date column', () => {
    expect(
      experience(
        'April 2009 bis Dezember\tKey Account Manager',
        '2015\tWestfalia Folien AG, Bielefeld',
      ),
    ).toMatchObject({
      range: { start: '04/2009', end: '12/2015' },
      role: 'Key Account Manager',
      organisation: 'Westfalia Folien AG',
      location: 'Bielefeld',
    })
  })

  it('tells degree from school', () => {
    const fields = headerFields([
      line('Bachelor of Commerce, Accounting, McMaster University\t2012 – 2016'),
    ])
    expect(educationParts(fields.parts)).toMatchObject({
      role: 'Bachelor of Commerce, Accounting',
      organisation: 'McMaster University',
    })
  })
})

describe('splitEntries', () => {
  it('starts a new entry at a header line after body lines, keeping bullets with their entry', () => {
    const entries = splitEntries(
      [
        line('Data Engineer', { bold: true }),
        line('Acme | 2020 – 2022'),
        line('• Built pipelines'),
        line('• Cut costs by 20%'),
        line('Analyst', { bold: true }),
        line('Beta | 2018 – 2020'),
        line('• Wrote reports'),
      ],
      10,
    )
    expect(entries.map((e) => [e.header.length, e.body.length])).toEqual([
      [2, 2],
      [2, 1],
    ])
  })

  it('does not split a date that continues on the next line', () => {
    const entries = splitEntries(
      [
        line('April 2009 bis Dezember\tKey Account Manager'),
        line('2015\tWestfalia Folien AG'),
        line('• Betreuung von Großkunden'),
      ],
      10,
    )
    expect(entries).toHaveLength(1)
  })
})

describe('date-left layouts', () => {
  it('reads entries whose dates sit on their own line in a left column', () => {
    const entries = splitEntries(
      [
        line('Laurea in Design della Comunicazione', { x: 125, bold: true }),
        line('2012 – 2016', { x: 32 }),
        line('Politecnico di Milano', { x: 125 }),
      ],
      10,
    )
    expect(entries).toHaveLength(1)
    expect(entries[0]?.header).toHaveLength(3)
    const fields = headerFields(entries[0]?.header ?? [])
    expect(educationParts(fields.parts)).toMatchObject({
      role: 'Laurea in Design della Comunicazione',
      organisation: 'Politecnico di Milano',
    })
    expect(fields.range).toMatchObject({ start: '2012', end: '2016' })
  })
})

describe('headerFields on wrapped heads', () => {
  it('joins a head wrapped after a connecting word and splits role from place of work', () => {
    const { parts } = headerFields([
      line('03.2018-05.2020\tPflegefachkraft im'),
      line('Klinikum Nord, Bremen'),
    ])
    expect(parts.map((p) => p.text)).toEqual(['Pflegefachkraft', 'Klinikum Nord', 'Bremen'])
  })
})

describe('headerFields: durations, grades and campuses', () => {
  it('drops a duration beside the dates and keeps a grade apart from the degree', () => {
    const { range, parts } = headerFields([
      line('BSc Marine Biology GPA: 3.6/4.0\t09.2015 – 06.2019 (45m)'),
    ])
    expect(range?.start).toBe('09/2015')
    expect(parts.map((p) => p.text)).toEqual(['BSc Marine Biology', 'GPA: 3.6/4.0'])
  })
  it('keeps a campus in the university name', () => {
    const { parts } = headerFields([line('University of Oregon, Eugene\tUSA')])
    expect(parts.map((p) => p.text)).toEqual(['University of Oregon, Eugene', 'USA'])
  })
})

describe('headerFields and role parts: places, brands and "at"', () => {
  function education(...texts: string[]) {
    return educationParts(headerFields(texts.map((text) => line(text))).parts)
  }

  it('takes the place printed in its own cell at the right over a bare line below', () => {
    expect(education('Lakeside Lisesi\tOrmanköy, Yeşilova', 'Fen Bilimleri\t2019')).toMatchObject({
      organisation: 'Lakeside Lisesi',
      location: 'Ormanköy, Yeşilova',
      role: 'Fen Bilimleri',
    })
  })

  it('never takes a name with a capital inside a word for a place', () => {
    expect(
      experience('Junior Baker, Pastry Cook', 'CrumbHouse', 'Dover, UK', '2020 - 2021'),
    ).toMatchObject({
      role: 'Junior Baker, Pastry Cook',
      organisation: 'CrumbHouse',
      location: 'Dover, UK',
    })
  })

  it('splits at "@" always, at "at" only when the head has no other text', () => {
    expect(experience('Night Porter @Seaview Rooms', '2021 - 2022 Dover, UK')).toMatchObject({
      role: 'Night Porter',
      organisation: 'Seaview Rooms',
    })
    expect(experience('Tutoring Services at Northgate\t2018 - 2019', 'Tutor\tDover')).toMatchObject(
      {
        role: 'Tutor',
        organisation: 'Tutoring Services at Northgate',
      },
    )
  })

  it('keeps a title whole (dashes and commas) when asked to', () => {
    const { parts } = headerFields([line('Tide Clock – Arduino, Solar | Hardware lead')], {
      title: true,
    })
    expect(parts.map((p) => p.text)).toEqual(['Tide Clock – Arduino, Solar', 'Hardware lead'])
  })
})

describe('headerFields: a head wrapped in the text column beside dates', () => {
  it('joins the next line when the line above filled the column', () => {
    const { parts } = headerFields([
      line('2019-2021\tNight Porter, Seaview Grand', { x: 40, textX: 120, width: 485 }),
      line('Hotel', { x: 120, textX: 120, width: 30 }),
    ])
    expect(parts.map((p) => p.text)).toEqual(['Night Porter', 'Seaview Grand Hotel'])
  })
})

describe('role parts: organisation and place printed together', () => {
  it('splits a place after the last comma only when the text before is no place itself', () => {
    expect(experience('Deckhand\t2019 - 2021', 'Nordic Ferries, Remote')).toMatchObject({
      organisation: 'Nordic Ferries',
      location: 'Remote',
    })
    expect(experience('Deckhand\t2019 - 2021', 'London, UK')).toMatchObject({
      organisation: '',
      location: 'London, UK',
    })
  })

  it('takes the name before "City, Country" as the organisation when the entry has none', () => {
    expect(experience('Deckhand', '2019 - 2021 Blue Ferry Brest, France')).toMatchObject({
      role: 'Deckhand',
      organisation: 'Blue Ferry',
      location: 'Brest, France',
    })
    expect(experience('Deckhand', '2019 - 2021 New York, USA')).toMatchObject({
      organisation: '',
      location: 'New York, USA',
    })
  })

  it('splits a place printed after the legal form', () => {
    expect(experience('Werkstudent\t2020 - 2021', 'Seewerk Technik KG Lindau')).toMatchObject({
      organisation: 'Seewerk Technik KG',
      location: 'Lindau',
    })
  })

  it('never cuts a degree at "en" or "in"', () => {
    const { parts } = headerFields([line('Diplôme d’Ingénieur en Océanographie\t2019 - 2021')], {
      atWords: false,
    })
    expect(parts.map((p) => p.text)).toEqual(['Diplôme d’Ingénieur en Océanographie'])
  })
})

describe('headerFields: a larger title wrapped over two lines', () => {
  it('joins the lines of the title printed larger than the rest of the head', () => {
    const { parts } = headerFields([
      line('Certificate of Professional Competence', { fontSize: 10 }),
      line('Coastal Navigation', { fontSize: 10, gapAbove: 0.3 }),
      line('Harbour School - Brest (2006)', { fontSize: 8 }),
    ])
    expect(parts.map((p) => p.text)).toEqual([
      'Certificate of Professional Competence Coastal Navigation',
      'Harbour School',
      'Brest',
    ])
  })
})

describe('headerFields: a city the university name already holds', () => {
  it('is the place, not a campus', () => {
    const { parts } = headerFields([line('Universidad de Cádiz, Cádiz\t2014 - 2018')])
    expect(parts.map((p) => p.text)).toEqual(['Universidad de Cádiz', 'Cádiz'])
  })
})

describe('headerFields: sentences and organisation words', () => {
  it('splits at a full stop between two sentences of a head, not after an abbreviation', () => {
    expect(
      headerFields([line('Krankenschwester. Seeklinik für Innere Medizin')]).parts.map(
        (p) => p.text,
      ),
    ).toEqual(['Krankenschwester', 'Seeklinik für Innere Medizin'])
    expect(headerFields([line('Sr. Engineer')]).parts.map((p) => p.text)).toEqual(['Sr. Engineer'])
  })

  it('knows "Industries" names an organisation, not a place', () => {
    expect(
      experience('Co-Founder, Import/Export', 'Harbour Industries\t2015 - 2018'),
    ).toMatchObject({ role: 'Co-Founder, Import/Export', organisation: 'Harbour Industries' })
  })
})

describe('headerFields and role parts: fields of study, bracketed countries, "@" in titles', () => {
  it('keeps a field of study printed beside a bare degree with the degree', () => {
    const fields = headerFields(
      [line('2016 – 2019 , Northgate University – Marine Biology – MSc')],
      {
        atWords: false,
      },
    )
    expect(educationParts(fields.parts)).toMatchObject({
      organisation: 'Northgate University',
      role: 'Marine Biology – MSc',
      location: '',
    })
  })

  it('reads "City (Country)" as a place', () => {
    expect(isPlace('Brest (France)')).toBe(true)
    expect(experience('Deckhand\t2019 - 2021', 'Harbour Hospital, Brest (France)')).toMatchObject({
      organisation: 'Harbour Hospital',
      location: 'Brest (France)',
    })
  })

  it('cuts a title at "@" only', () => {
    const { parts } = headerFields([line('Tide Clock – Solar @Personal project')], { title: true })
    expect(parts.map((p) => p.text)).toEqual(['Tide Clock – Solar', 'Personal project'])
  })
})

describe('role parts: the place tells organisation from role', () => {
  it('takes the part on the place’s line as the organisation when the words do not tell', () => {
    expect(
      educationParts(
        headerFields([line('SeaSchool\tRemote'), line('Coastal navigation\tMar 2022 – Oct 2022')])
          .parts,
      ),
    ).toMatchObject({ organisation: 'SeaSchool', role: 'Coastal navigation', location: 'Remote' })
  })
})

describe('role parts: German compound school names', () => {
  it('knows "…schule" and "…gymnasium" name schools', () => {
    expect(
      educationParts(headerFields([line('2015 – 2019\tSeehafen-Grundschule, Lindau')]).parts),
    ).toMatchObject({ organisation: 'Seehafen-Grundschule' })
    expect(
      educationParts(headerFields([line('2019 – 2022\tInselgymnasium, Lindau')]).parts),
    ).toMatchObject({ organisation: 'Inselgymnasium' })
  })
})

describe('headerFields and role parts: campuses and two-part school names', () => {
  it('keeps a campus in the name when the place follows it on the same head', () => {
    const fields = headerFields(
      [line('1998 – 2002\tBSc in Geology, University of Oregon, Eugene,'), line('Eugene, OR, USA')],
      { atWords: false },
    )
    expect(educationParts(fields.parts)).toMatchObject({
      role: 'BSc in Geology',
      organisation: 'University of Oregon, Eugene',
      location: 'Eugene, OR, USA',
    })
  })

  it('keeps a second school name after a comma in the school, not the place', () => {
    const fields = headerFields(
      [
        line('Bachelor of Arts in Maritime History, Harbour College,'),
        line('State University of Seaview'),
      ],
      { atWords: false },
    )
    expect(educationParts(fields.parts)).toMatchObject({
      role: 'Bachelor of Arts in Maritime History',
      organisation: 'Harbour College, State University of Seaview',
      location: '',
    })
  })
})

describe('headerFields: a project title wrapped to the next line', () => {
  it('joins a title that fills its line with the start of the next', () => {
    const wide = { width: 500, flowRight: 545, x: 40 }
    const { parts } = headerFields(
      [
        line('Harbour Survey 2021, Mapping the Tides and Currents of the Northgate Bay', wide),
        line('Islands, Phase Two\t02/2022 – 07/2023', { x: 40 }),
      ],
      { title: true },
    )
    expect(parts.map((p) => p.text)).toEqual([
      'Harbour Survey 2021, Mapping the Tides and Currents of the Northgate Bay Islands, Phase Two',
    ])
  })
})

describe('role parts: a compound school name before its town', () => {
  it('splits the town after a German compound school name', () => {
    const fields = headerFields(
      [line('Lindenhof Grundschule, Seehausen\t2004 – 2008'), line('Abitur')],
      { atWords: false },
    )
    expect(educationParts(fields.parts)).toMatchObject({
      organisation: 'Lindenhof Grundschule',
      location: 'Seehausen',
    })
  })
})

describe('entry headers: quotations and German sentences', () => {
  it('joins a quoted name wrapped over two lines into one part', () => {
    const { parts } = headerFields([line('Abschluss „Bachelor Pflege'), line('Management“')])
    expect(parts.map((p) => p.text)).toEqual(['Abschluss „Bachelor Pflege Management“'])
  })

  it('reads a German education sentence by its prepositions', () => {
    const read = (text: string) => {
      const fields = headerFields([line(`2012 – 2015\t${text}`)], {
        atWords: false,
        germanProse: true,
      })
      return {
        ...educationParts(fields.parts.filter((p) => p.detail !== true)),
        text: fields.parts.filter((p) => p.detail === true).map((p) => p.text),
      }
    }
    expect(read('Fernstudium an der Fernhochschule Nord in Lübeck „Bachelor Pflege“')).toEqual({
      role: 'Bachelor Pflege',
      organisation: 'Fernhochschule Nord',
      location: 'Lübeck',
      text: ['Fernstudium'],
    })
    expect(read('Ausbildung an der Pflegeschule Mitte, Kassel als Altenpfleger')).toEqual({
      role: 'Ausbildung als Altenpfleger',
      organisation: 'Pflegeschule Mitte',
      location: 'Kassel',
      text: [],
    })
    expect(read('Abitur am Lessing-Gymnasium')).toMatchObject({
      role: 'Abitur',
      organisation: 'Lessing-Gymnasium',
    })
  })
})

describe('entry headers: links and departments', () => {
  it('leaves a web address printed in the head out of its fields', () => {
    expect(
      experience(
        'Northwind\tJan 2019 - Present',
        'Fleet Manager\tBergen, Norway',
        'https://northwind.example/',
      ),
    ).toMatchObject({
      role: 'Fleet Manager',
      organisation: 'Northwind',
      location: 'Bergen, Norway',
    })
  })

  it('keeps the department named after a title in the title', () => {
    expect(
      experience('Northwind\tJan 2019 - Present', 'Director, Product Marketing\tOslo, Norway'),
    ).toMatchObject({
      role: 'Director, Product Marketing',
      organisation: 'Northwind',
      location: 'Oslo, Norway',
    })
  })
})

describe('entry headers: associate degrees', () => {
  it('reads a capitalised associate degree after its field as the degree', () => {
    const fields = headerFields([line('2008 – 2010 , Harbour College – Marine Welding – AAS')])
    expect(educationParts(fields.parts)).toMatchObject({
      role: 'Marine Welding – AAS',
      organisation: 'Harbour College',
      location: '',
    })
  })
})

describe('entry headers: street addresses', () => {
  it('keeps only the town (and country) of a street address printed under the employer', () => {
    expect(
      experience(
        'Deck Officer\t2019 - 2021',
        'Nordic Ferries',
        '14, Quai Est, 29200 Brest (France)',
      ),
    ).toMatchObject({ organisation: 'Nordic Ferries', location: 'Brest (France)' })
    expect(
      experience('Deck Officer\t2019 - 2021', 'Nordic Ferries', 'Hafenstr. 7, 23552 Lübeck'),
    ).toMatchObject({ location: 'Lübeck' })
  })
})

describe('entry headers: names over two lines, stray letters, lists of codes', () => {
  const school = (...lines: ReturnType<typeof line>[]) => educationParts(headerFields(lines).parts)

  it('joins a school name that fills its line with the town that ends it on the next', () => {
    const wide = { width: 200, flowRight: 250 }
    expect(
      school(
        line('10/2016 - 07/2020'),
        line('Master of Marine Engineering'),
        line('Hochschule für angewandte Meereskunde', wide),
        line('Lindau'),
      ),
    ).toMatchObject({ organisation: 'Hochschule für angewandte Meereskunde Lindau', location: '' })
    // With room left on the line, the town is the place.
    expect(
      school(
        line('10/2016 - 07/2020'),
        line('Master of Marine Engineering'),
        line('Hochschule für Meereskunde', { width: 120, flowRight: 250 }),
        line('Lindau'),
      ),
    ).toMatchObject({ organisation: 'Hochschule für Meereskunde', location: 'Lindau' })
  })

  it('leaves a stray letter out of the head', () => {
    expect(
      school(
        line('E', { fontSize: 18, x: 240 }),
        line('2016 - 2020'),
        line('BSc Navigation'),
        line('Harbour College'),
      ),
    ).toMatchObject({ role: 'BSc Navigation', organisation: 'Harbour College' })
  })

  it('keeps a list of codes with commas as one text', () => {
    expect(
      school(line('2013 - 2016'), line('A-2, B-1, B-2 Sprachzertifikat'), line('Lernzentrum')),
    ).toMatchObject({ role: 'A-2, B-1, B-2 Sprachzertifikat', organisation: 'Lernzentrum' })
  })
})

describe('entry headers: German heads beside a date column', () => {
  const column = { x: 300, textX: 300, flowRight: 530 }
  const head = (...texts: string[]) =>
    experienceParts(
      headerFields([
        line(`02.2013-08.2013\t${texts[0] ?? ''}`, {
          x: 80,
          textX: 300,
          width: 400,
          flowRight: 530,
        }),
        ...texts.slice(1).map((text) => line(text, { ...column, width: text.length * 5.2 })),
      ]).parts,
    )

  it('joins a line of the text column that filled its width with the word on the next', () => {
    const { parts } = headerFields([
      line('02.2013-08.2013\tDeckhand', { x: 80, textX: 300 }),
      line('Fährlinie Nord, Hafenbecken West Kai', { ...column, width: 215 }),
      line('Neun', { ...column, width: 25 }),
    ])
    expect(parts.map((p) => p.text)).toContain('Hafenbecken West Kai Neun')
  })

  it('reads a town and its country without a comma after the employer as the place', () => {
    expect(head('Rettungssanitäter am', 'Notfalldienst, Lwiw Ukraine')).toMatchObject({
      role: 'Rettungssanitäter',
      organisation: 'Notfalldienst',
      location: 'Lwiw Ukraine',
    })
  })

  it('reads "Town, Country" after an employer with no company word as the place', () => {
    expect(head('FSJ im Seniorenheim am', 'Deich, Husum, Deutschland')).toMatchObject({
      role: 'FSJ',
      organisation: 'Seniorenheim am Deich',
      location: 'Husum, Deutschland',
    })
  })
})

describe('entry headers: wrapped titles and French roles', () => {
  it('keeps the dash of a larger title wrapped over two lines in the title', () => {
    const fields = headerFields([
      line('Brevet de Technicien Supérieur', { fontSize: 10 }),
      line('Navigation - Pêche', { fontSize: 10 }),
      line('Lycée Maritime du Guilvinec (2008)', { fontSize: 8 }),
    ])
    expect(educationParts(fields.parts)).toMatchObject({
      role: 'Brevet de Technicien Supérieur Navigation - Pêche',
      organisation: 'Lycée Maritime du Guilvinec',
      location: '',
    })
  })

  it('reads "Technicienne" as a role beside an employer with no company word', () => {
    expect(experience('Technicienne SPA', 'Salon Marée - Brest (2010)')).toMatchObject({
      role: 'Technicienne SPA',
      organisation: 'Salon Marée',
      location: 'Brest',
    })
  })
})

describe('isPlace: particles', () => {
  it('reads a town with a particle in its name as a place', () => {
    expect(isPlace('Villa del Mar')).toBe(true)
    expect(isPlace('Stratford upon Avon')).toBe(true)
    expect(isPlace('Bank of Harbours')).toBe(false)
  })
})

describe('entry headers: Turkish heads', () => {
  it('reads "<place of work> + locative, role" as organisation and role', () => {
    expect(experience('Liman Lojistiğinde stajyer\t2022')).toMatchObject({
      role: 'stajyer',
      organisation: 'Liman Lojistiği',
    })
    expect(experience("Deniz Yazılım A.Ş.'de Yazılım Mühendisi\t2023")).toMatchObject({
      role: 'Yazılım Mühendisi',
      organisation: 'Deniz Yazılım A.Ş.',
    })
  })

  it('reads a consultancy (danışmanlık) as an organisation, a consultant as a role', () => {
    expect(experience('Kuzey Danışmanlığı\t2020 - 2022')).toMatchObject({
      organisation: 'Kuzey Danışmanlığı',
      role: '',
    })
    expect(experience('Kıdemli Danışman\t2020 - 2022')).toMatchObject({ role: 'Kıdemli Danışman' })
  })

  it('keeps one of two parts printed twice', () => {
    expect(experience('STAJ\t2024', 'Kuzey Danışmanlığında staj')).toMatchObject({
      role: 'STAJ',
      organisation: 'Kuzey Danışmanlığı',
      location: '',
    })
  })
})
