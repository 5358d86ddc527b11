import { describe, expect, it } from 'vitest'
import { detectLanguage } from './language'

describe('detectLanguage', () => {
  it.each([
    [
      'Led the team of engineers and managed the budget for the new platform with our partners.',
      'en',
    ],
    ['Entwicklung von Zahlungsdiensten mit Kotlin und Einführung der Tests für die Kunden.', 'de'],
    ['Yoğun bakım ve acil serviste yedi yıllık deneyim ile hasta bakımı üzerine çalıştım.', 'tr'],
    ['Gestión de la cartera de clientes y negociación con los proveedores de la empresa.', 'es'],
    ['Gestion des campagnes et suivi des performances pour les clients de la marque.', 'fr'],
    ['Gestione dei clienti e sviluppo della strategia per il mercato con il team.', 'it'],
    ['Gestão de projetos e desenvolvimento de software para os clientes da empresa.', 'pt'],
    ['Verantwoordelijk voor het beheer van de klanten en het team van de afdeling.', 'nl'],
    ['Ödeme altyapısını mikro servislere taşıdım. Java ile raporlama modülleri geliştirdim.', 'tr'],
  ])('%s → %s', (text, lang) => {
    expect(detectLanguage(text)).toBe(lang)
  })
})
