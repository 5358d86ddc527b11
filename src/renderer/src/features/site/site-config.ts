// The deployment's public facts (GET /api/site), loaded once per app start: the footer's
// contact and social links, the imprint, the privacy policy's list of services, and whether
// tracking has anywhere to send to.
import type { SiteConfig } from '@shared/api'
import { create } from 'zustand'
import { api } from '../../api'
import { configureTracking } from './tracking'

interface SiteConfigState {
  config: SiteConfig | null
  status: 'idle' | 'loading' | 'ready' | 'failed'
  load(): Promise<void>
}

export const useSiteConfig = create<SiteConfigState>()((set, get) => ({
  config: null,
  status: 'idle',
  async load() {
    if (get().status === 'loading' || get().status === 'ready') return
    set({ status: 'loading' })
    try {
      const config = await api.site.get()
      configureTracking(config.analytics)
      set({ config, status: 'ready' })
    } catch {
      set({ status: 'failed' })
    }
  },
}))
