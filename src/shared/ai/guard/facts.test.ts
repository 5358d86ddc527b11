import { describe, expect, it } from 'vitest'
import { wordListSpeller } from '@shared/evaluation'
import { factSource, lostFacts, newFacts } from './facts'

const source = factSource(
  [
    '<ul><li>Cut costs by 14% and saved £1.1M in 2023 with SAP S/4HANA at Brightline Foods</li></ul>',
    'Led a team of six',
    '03/2021',
  ],
  { language: 'en', derivedNumbers: [9] },
)
const added = (text: string, before = '') => newFacts(text, source, before).map((fact) => fact.text)

describe('the facts the guard checks', () => {
  it('finds new numbers, amounts, percentages and years, compared by value', () => {
    expect(added('Saved £1,100,000 and cut costs by 14 % in 2023')).toEqual([])
    expect(added('Led 6 people for 9 years')).toEqual([])
    expect(added('Cut costs by 18% in 2022')).toEqual(['18%', '2022'])
    expect(added('Grew revenue to $2.5M with seven new clients')).toEqual(['$2.5M', 'seven'])
  })

  it('finds new employers, schools, products and tools, and months without a date', () => {
    expect(added('Rolled out SAP S/4HANA at Brightline Foods in March')).toEqual([])
    expect(
      added('Led the Oracle migration at Acme Corp with Salesforce and HubSpot in June'),
    ).toEqual(['June', 'Oracle', 'Acme', 'Corp', 'Salesforce', 'HubSpot'])
    expect(added('Jira dashboards cut the close from 5 to 4 days')).toEqual(['5', '4', 'Jira'])
  })

  it('leaves placeholders, sentence starts and generic words alone', () => {
    expect(added('Cut costs by [number or %] for the Finance team')).toEqual([])
    expect(added('Reduced waste. Improved margins.')).toEqual([])
  })

  it('tells German names from nouns with the dictionary', () => {
    const speller = wordListSpeller(['planung', 'touren', 'lager'])
    const german = factSource(['Planung der Touren'], { language: 'de', speller })
    expect(
      newFacts('Planung der Touren im Lager bei Spedition Kranich', german).map((f) => f.text),
    ).toEqual(['Spedition', 'Kranich'])
  })

  it('finds numbers and names a rewrite lost, but not a corrected spelling', () => {
    expect(
      lostFacts('Cut costs by 14% with SAP at Brightline', 'Cut costs with SAP', {
        language: 'en',
      }),
    ).toEqual(['14%', 'Brightline'])
    expect(
      lostFacts('Wartung der Anlagen und Dokumentaion', 'Wartung der Anlagen und Dokumentation', {
        language: 'de',
        speller: wordListSpeller(['wartung', 'anlagen']),
      }),
    ).toEqual([])
  })
})
