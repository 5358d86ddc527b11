// What the Download button does (spec 000 §6, §7; 001 §2.10). A visitor gets the sign-in
// dialog; a Free or Onhold user the upgrade prompt; a Premium user (or anyone with billing off)
// the PDF. On the web the cloud
// prints it (POST /api/export/pdf) and the server enforces the plan; when the server cannot print
// (503 pdf_renderer_unavailable) the browser's own print of the same print page is offered. On
// the desktop Chromium prints it locally (printToPDF); the plan is checked against a fresh
// answer of the cloud first, since a local print cannot be refused by the server. Signed out on
// the desktop, the plan table's signed-out desktop rule decides (src/shared/plans/desktop.ts:
// a local print, no account, no network).
// The Word document (issue 19.2) is written by the cloud on both (POST /api/export/docx), on the
// same plan rule, and saved like any download.
import { platform } from '@platform'
import { DOCX_MIME_TYPE, resumeFileName } from '@shared/export'
import type { Resume } from '@shared/resume'
import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { api, ApiError } from '../../api'
import { errorMessage } from '../../api/messages'
import { localDecision } from '../../library/rules'
import { usePlan } from '../../stores/plan'
import { useSession } from '../../stores/session'

export type DownloadPhase =
  | { kind: 'idle' }
  | { kind: 'preparing'; format: 'pdf' | 'docx' }
  | { kind: 'upgrade' }
  | { kind: 'browserPrint'; printing: boolean }
  | { kind: 'failed'; message: string }

export function useDownloadPdf(resume: Resume, adjust = false) {
  const { t } = useTranslation()
  const user = useSession((state) => state.user)
  const openSignIn = useSession((state) => state.openDialog)
  const setUser = useSession((state) => state.setUser)
  const [phase, setPhase] = useState<DownloadPhase>({ kind: 'idle' })

  const fail = useCallback(
    (error: unknown) => {
      if (error instanceof ApiError) {
        if (error.status === 402 || error.id === 'premium_required')
          return setPhase({ kind: 'upgrade' })
        if (error.status === 401) {
          setPhase({ kind: 'idle' })
          return openSignIn()
        }
        if (error.id === 'pdf_renderer_unavailable')
          return setPhase({ kind: 'browserPrint', printing: false })
      }
      setPhase({
        kind: 'failed',
        message: t('exportPdf.failed', { reason: errorMessage(error, t) }),
      })
    },
    [openSignIn, t],
  )

  /**
   * Prints on the computer under the desktop's local rule (signed out: the signed-out rule;
   * signed in without the cloud: the cached plan, src/shared/plans/desktop.ts); false where
   * there is no local rule, or a signed-out user is refused (the sign-in dialog follows).
   */
  const printHere = useCallback(async () => {
    const decision = await localDecision('download')
    if (!decision || (!decision.allowed && !user)) return false
    if (!decision.allowed) {
      setPhase({ kind: 'upgrade' })
      return true
    }
    setPhase({ kind: 'preparing', format: 'pdf' })
    try {
      await platform.exportPdf({ resume, adjust })
      setPhase({ kind: 'idle' })
    } catch (error) {
      fail(error)
    }
    return true
  }, [resume, adjust, fail, user])

  const download = useCallback(async () => {
    if (!user) {
      if (!(await printHere())) openSignIn()
      return
    }
    setPhase({ kind: 'preparing', format: 'pdf' })
    try {
      if (platform.kind === 'desktop') {
        let current: Awaited<ReturnType<typeof api.session.current>>
        try {
          current = await api.session.current()
        } catch (error) {
          // The cloud cannot be reached: offline, the cached plan decides (after its expiry the
          // signed-out rule, never less; src/shared/plans/desktop.ts).
          if (error instanceof ApiError && error.isNetworkError && (await printHere())) return
          throw error
        }
        setUser(current)
        if (!current) {
          setPhase({ kind: 'idle' })
          return openSignIn()
        }
        // A local print cannot be counted by the server: it is offered only when the plan's
        // downloads are unlimited (Premium, or billing off); a Standard purchase's single
        // download goes through the cloud on the web.
        const { plan } = await api.plan.get()
        if (plan?.credits.download.remaining !== null) return setPhase({ kind: 'upgrade' })
        await platform.exportPdf({ resume, adjust })
      } else {
        const data = await api.export.pdf({ cvData: resume, adjust })
        const suggestedName = resumeFileName(resume.contact)
        await platform.saveFile({ suggestedName, mimeType: 'application/pdf', data })
        void usePlan.getState().refresh(user.uid)
      }
      setPhase({ kind: 'idle' })
    } catch (error) {
      fail(error)
    }
  }, [user, openSignIn, setUser, resume, adjust, fail, printHere])

  const downloadDocx = useCallback(async () => {
    if (!user) return openSignIn()
    setPhase({ kind: 'preparing', format: 'docx' })
    try {
      const data = await api.export.docx({ cvData: resume })
      const suggestedName = resumeFileName(resume.contact, 'docx')
      await platform.saveFile({ suggestedName, mimeType: DOCX_MIME_TYPE, data })
      setPhase({ kind: 'idle' })
    } catch (error) {
      fail(error)
    }
  }, [user, openSignIn, resume, fail])

  const printWithBrowser = useCallback(async () => {
    setPhase({ kind: 'browserPrint', printing: true })
    try {
      await platform.exportPdf({ resume, adjust })
      setPhase({ kind: 'idle' })
    } catch (error) {
      fail(error)
    }
  }, [resume, adjust, fail])

  const dismiss = useCallback(() => setPhase({ kind: 'idle' }), [])

  return { phase, download, downloadDocx, printWithBrowser, dismiss }
}
