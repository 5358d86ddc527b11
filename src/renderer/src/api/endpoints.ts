// One function per cloud route, typed by the shared request and response types. Session calls
// also keep the desktop's bearer token and the CSRF cache in step with the session.
import type {
  CountLibraryEntriesResponse,
  CreateLibraryEntryResponse,
  DeleteLibraryEntryResponse,
  ExportPdfInput,
  GetLibraryEntryResponse,
  ImportInput,
  ImportResponse,
  LibraryEntry,
  ListLibraryEntriesResponse,
  SessionResponse,
  SignInInput,
  SignUpInput,
  UpdateLibraryEntryResponse,
  UserDetails,
} from '@shared/api'
import type { Platform } from '@shared/platform'
import type { Resume } from '@shared/resume'
import { ApiError, type HttpClient } from './http'

const segment = encodeURIComponent

export function createApi(http: HttpClient, platform: Platform) {
  async function startSession(response: SessionResponse): Promise<UserDetails> {
    if (platform.auth === 'bearer' && response.token) await platform.setSessionToken(response.token)
    http.resetCsrfToken()
    return response.user
  }

  return {
    session: {
      async signUp(input: SignUpInput): Promise<UserDetails> {
        return startSession(
          await http.request<SessionResponse>('POST', '/api/session/sign-up', { body: input }),
        )
      },
      async signIn(input: SignInInput): Promise<UserDetails> {
        return startSession(
          await http.request<SessionResponse>('POST', '/api/session/sign-in', { body: input }),
        )
      },
      /** Ends the session on the server when it can; the local session ends either way. */
      async signOut(): Promise<void> {
        try {
          await http.request<void>('POST', '/api/session/sign-out')
        } finally {
          if (platform.auth === 'bearer') await platform.setSessionToken(null)
          http.resetCsrfToken()
        }
      },
      /** The signed-in user, or null when there is no session (401). */
      async current(): Promise<UserDetails | null> {
        if (platform.auth === 'bearer' && !(await platform.getSessionToken())) return null
        try {
          const response = await http.request<SessionResponse>('GET', '/api/session')
          return response.user
        } catch (error) {
          if (error instanceof ApiError && error.status === 401) return null
          throw error
        }
      },
    },
    imports: {
      /** Creates a resume from an imported file (debits one existingCredit; 402 when none is left). */
      create(input: ImportInput): Promise<ImportResponse> {
        return http.request<ImportResponse>('POST', '/api/import', {
          body: input,
          authenticated: true,
        })
      },
    },
    users: {
      get(uid: string): Promise<UserDetails> {
        return http.request<UserDetails>('GET', `/api/user/${segment(uid)}`, {
          authenticated: true,
        })
      },
    },
    export: {
      /**
       * The resume printed to PDF by the cloud (Premium only): 401 visitor, 402
       * premium_required, 503 pdf_renderer_unavailable when the server cannot print.
       */
      pdf(cvData: Resume, adjust: boolean): Promise<Uint8Array> {
        const body: ExportPdfInput = { cvData, adjust }
        return http.requestBytes('POST', '/api/export/pdf', { body, authenticated: true })
      },
    },
    library: {
      async create(cvData: Resume): Promise<CreateLibraryEntryResponse> {
        return http.request<CreateLibraryEntryResponse>('POST', '/api/libraryEntry', {
          body: { cvData },
          authenticated: true,
        })
      },
      async update(id: string, cvData: Resume): Promise<UpdateLibraryEntryResponse> {
        return http.request<UpdateLibraryEntryResponse>('PUT', '/api/libraryEntry', {
          body: { id, cvData },
          authenticated: true,
        })
      },
      async remove(id: string): Promise<DeleteLibraryEntryResponse> {
        return http.request<DeleteLibraryEntryResponse>('DELETE', '/api/libraryEntry', {
          body: { id },
          authenticated: true,
        })
      },
      async get(id: string): Promise<LibraryEntry> {
        const response = await http.request<GetLibraryEntryResponse>(
          'GET',
          `/api/libraryEntry/${segment(id)}`,
          { authenticated: true },
        )
        return response.result
      },
      async list(uid: string): Promise<LibraryEntry[]> {
        const response = await http.request<ListLibraryEntriesResponse>(
          'GET',
          `/api/libraryEntries/${segment(uid)}`,
          { authenticated: true },
        )
        return response.result
      },
      async count(uid: string): Promise<number> {
        const response = await http.request<CountLibraryEntriesResponse>(
          'GET',
          `/api/libraryEntriesCount/${segment(uid)}`,
          { authenticated: true },
        )
        return response.count
      },
      /** True when the signed-in user owns the resume (200); false on 404 or any other failure. */
      async ownsResume(cvId: string): Promise<boolean> {
        try {
          await http.request<unknown>('GET', `/api/verify-cv-ownership/${segment(cvId)}`, {
            authenticated: true,
          })
          return true
        } catch {
          return false
        }
      },
    },
  }
}

export type Api = ReturnType<typeof createApi>
