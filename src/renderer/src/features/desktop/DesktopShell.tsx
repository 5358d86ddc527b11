// What the desktop app adds around every screen: the native menu's commands, resume files opened
// from the system, vitae:// links, the update banner and dialog, and the menu kept in step with
// the page (language, editing, undo). Loaded only in the desktop build (AppShell).
import { useLazyTexts } from '../../i18n/lazy-texts'
import type { DesktopCommand, DesktopFeatures } from '@shared/platform'
import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { splitLocale } from '../../i18n/locale'
import { resumeStore } from '../../library'
import { useLocale } from '../../routes/useLocale'
import { useEditor } from '../../stores/editor'
import { useSession } from '../../stores/session'
import { createNewResume } from '../resumes/new-resume'
import { useFileDrop } from './useFileDrop'
import { useOpenedResumes } from './useOpenedResumes'
import { SyncStatus } from './SyncStatus'
import { useUpdates } from './useUpdates'
import { UpdateBanner, UpdatesDialog } from './UpdatesDialog'
import './desktop.css'

/** Tells main what the menu should offer: Export PDF, Undo and Redo follow the editor. */
function useEditorMenuState(desktop: DesktopFeatures) {
  useEffect(() => {
    let sent = ''
    const push = (state: ReturnType<typeof useEditor.getState>) => {
      const menu = {
        editing: state.resume !== null,
        canUndo: state.history.past.length > 0,
        canRedo: state.history.future.length > 0,
      }
      const key = JSON.stringify(menu)
      if (key === sent) return
      sent = key
      void desktop.setEditorMenuState(menu)
    }
    push(useEditor.getState())
    return useEditor.subscribe(push)
  }, [desktop])
}

export default function DesktopShell({ desktop }: { desktop: DesktopFeatures }) {
  // The workspace's texts come with its code (i18n/lazy-texts.ts).
  useLazyTexts('workspace')
  const { t, i18n } = useTranslation()
  const navigate = useNavigate()
  const { locale, to } = useLocale()
  const updates = useUpdates(desktop.updates)
  const [updatesOpen, setUpdatesOpen] = useState(false)
  const [bannerHidden, setBannerHidden] = useState(false)
  const opened = useOpenedResumes()
  const { receive, fail } = opened
  const [notJson, setNotJson] = useState(false)

  useEditorMenuState(desktop)
  useEffect(() => void desktop.setMenuLocale(i18n.language), [desktop, i18n.language])

  useEffect(() => {
    function run(command: DesktopCommand) {
      const editor = useEditor.getState()
      switch (command) {
        case 'undo':
          return editor.undo()
        case 'redo':
          return editor.redo()
        case 'show-updates':
          return setUpdatesOpen(true)
        case 'import':
          return void navigate(to('/cv-existing'))
        case 'new-resume': {
          const { user, openDialog } = useSession.getState()
          if (!user && resumeStore.needsAccount) return openDialog({ intent: 'creation' })
          return void createNewResume(user, locale)
            .then((id) => navigate(to(`/cv-creation/${encodeURIComponent(id)}`)))
            .catch(fail)
        }
        // The editor's Download button answers Export PDF (useMenuCommand), plan checks included.
        case 'export-pdf':
          return
      }
    }
    const stops = [
      desktop.onCommand(run),
      desktop.onOpenFile(receive),
      desktop.onNavigate((path) => void navigate(splitLocale(path).locale ? path : to(path))),
    ]
    // Every listener is in place: main may now deliver what waited (a double-clicked file).
    void desktop.pageReady()
    return () => stops.forEach((stop) => stop())
  }, [desktop, navigate, to, locale, receive, fail])

  const dropHandlers = useMemo(
    () => ({ opened: receive, failed: fail, notJson: () => setNotJson(true) }),
    [receive, fail],
  )
  const dragging = useFileDrop(desktop, dropHandlers)
  const notice = notJson ? t('desktop.files.onlyJson') : opened.notice

  return (
    <>
      <SyncStatus desktop={desktop} />
      {!bannerHidden && <UpdateBanner updates={updates} onLater={() => setBannerHidden(true)} />}
      {notice && (
        <div className="desktop-banner desktop-banner--notice" role="alert">
          <span>{notice}</span>
          <button
            type="button"
            className="btn btn--secondary btn--small"
            onClick={() => {
              setNotJson(false)
              opened.dismiss()
            }}
          >
            {t('desktop.files.dismiss')}
          </button>
        </div>
      )}
      {dragging && (
        <div className="desktop-drop" aria-hidden="true">
          {t('desktop.files.dropHint')}
        </div>
      )}
      {updatesOpen && (
        <UpdatesDialog
          updates={updates}
          localAi={desktop.localAi}
          onClose={() => setUpdatesOpen(false)}
        />
      )}
    </>
  )
}
