// Where this build keeps the user's resumes, chosen once at start (see store.ts): the desktop
// (the preload's library is there) keeps them in its local library, signed in or not; the web
// keeps them in the cloud. Screens import `resumeStore` and never ask which one it is. Light on
// purpose (the header and the route guard import it): the plan rules load when a gate asks.
import { platform } from '@platform'
import { api } from '../api'
import { createCloudStore, createLocalStore, type ResumeStore } from './store'

export const resumeStore: ResumeStore = platform.desktop
  ? createLocalStore({
      library: platform.desktop.library,
      sync: platform.desktop.sync,
      rules: async () => (await import('./rules')).rulesInForce(),
    })
  : createCloudStore(api)

export type { ResumeStore, SavedRevision } from './store'
