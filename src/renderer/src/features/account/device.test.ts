import { describe, expect, it } from 'vitest'
import { deviceName } from './device'

describe('deviceName', () => {
  it.each([
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15',
      { browser: 'Safari', system: 'macOS', desktopApp: false },
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36 Edg/140.0',
      { browser: 'Edge', system: 'Windows', desktopApp: false },
    ],
    [
      'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Mobile Safari/537.36',
      { browser: 'Chrome', system: 'Android', desktopApp: false },
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Vitae/1.0.0 Chrome/140.0 Electron/38.0.0 Safari/537.36',
      { browser: 'Chrome', system: 'Linux', desktopApp: true },
    ],
    ['curl/8.5.0', { browser: null, system: null, desktopApp: false }],
    [null, { browser: null, system: null, desktopApp: false }],
  ])('%s', (agent, expected) => {
    expect(deviceName(agent)).toEqual(expected)
  })
})
