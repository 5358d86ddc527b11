// My Documents (spec 001 §2.10): a new-resume card (opening the template modal for a new
// resume, spec 000 §4), then a card per resume with a live preview, its language, an
// inline-editable name, Edit, Duplicate, Translate, Download and Delete. Plan rules (001 §5,
// §6), drawn from the entitlements the cloud reports and enforced by it: Free users can use only
// their first resume (the oldest; it is listed first); the others show a lock and their actions
// open the upgrade prompt saying why. Creating prompts an upgrade for Free with one resume and is
// blocked for Premium at 10. A resume is grouped with its language versions (issue 15 point 5):
// each translated copy follows its original, and the original's card shows their flags.
// Below the resumes: the cover letters (issue 19.1), each showing the resume it belongs to.
import { useLazyTexts } from '../../i18n/lazy-texts'
import type { LibraryEntry } from '@shared/api'
import { decide } from '@shared/plans'
import { setAll, setResumeName, type TemplateName } from '@shared/resume'
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { ApiError } from '../../api'
import { revisionConflictOf } from '../../api/conflict'
import { errorMessage } from '../../api/messages'
import { Loading } from '../../components/Loading'
import { resumeStore } from '../../library'
import { useLocale } from '../../routes/useLocale'
import { usePageTitle } from '../../routes/usePageTitle'
import { useSession } from '../../stores/session'
import { PlanUpgradePrompt, type UpgradeReason } from '../plans/PlanUpgradePrompt'
import { usePlanInfo } from '../plans/usePlanInfo'
import { createNewResume } from '../resumes/new-resume'
import { NEW_RESUME_PARAM } from '../resumes/start-creation'
import { onFinished, useTranslationJobs } from '../translate/jobs'
import { TranslationNotices } from '../translate/TranslationNotices'
import { groupLanguageVersions } from '../translate/versions'
import { CoverLetterSection } from '../cover-letters/CoverLetterSection'
import { DeleteResumeModal } from './DeleteResumeModal'
import { duplicateName } from './duplicate-name'
import { NewResumeChooser } from './NewResumeChooser'
import { ResumeCard, useResumeLabel } from './ResumeCard'
import './library.css'

// The modal (and the translation code behind it) loads when Translate is pressed.
const TranslateModal = lazy(() =>
  import('../translate/TranslateModal').then((module) => ({ default: module.TranslateModal })),
)

type Load =
  | { state: 'loading' }
  | { state: 'failed'; error: unknown }
  | { state: 'ready'; entries: LibraryEntry[] }

export function LibraryPage() {
  // The workspace's texts come with its code (i18n/lazy-texts.ts).
  useLazyTexts('workspace')
  const { t } = useTranslation()
  usePageTitle(t('library.title'))
  const navigate = useNavigate()
  const { locale, to } = useLocale()
  const user = useSession((state) => state.user)
  const openDialog = useSession((state) => state.openDialog)
  const sessionUnknown = useSession((state) => state.loadFailed)
  const resumeLabel = useResumeLabel()
  const [load, setLoad] = useState<Load>({ state: 'loading' })
  const [creating, setCreating] = useState(false)
  const [createError, setCreateError] = useState<unknown>(null)
  const [deleting, setDeleting] = useState<LibraryEntry | null>(null)
  const [translating, setTranslating] = useState<LibraryEntry | null>(null)
  const [searchParams, setSearchParams] = useSearchParams()
  const [choosing, setChoosing] = useState(searchParams.get(NEW_RESUME_PARAM) === '1')
  const [upgrade, setUpgrade] = useState<UpgradeReason | null>(null)
  const [limitReached, setLimitReached] = useState(false)
  const { effective, refresh: refreshPlan } = usePlanInfo()
  const uid = user?.uid

  // Free: the usable resume is the oldest one (it cannot change by editing), listed first.
  const ordered = useMemo(() => {
    if (load.state !== 'ready') return []
    const byAge = [...load.entries].sort(
      (a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id),
    )
    const usable = (entry: LibraryEntry) =>
      !effective || decide(effective, 'useResume', { resumeIndex: byAge.indexOf(entry) }).allowed
    const open = load.entries.filter(usable)
    const locked = load.entries.filter((entry) => !usable(entry))
    return [
      ...open.map((entry) => ({ entry, locked: false })),
      ...locked.map((entry) => ({ entry, locked: true })),
    ]
  }, [load, effective])

  const fetchEntries = useCallback(async () => {
    if (resumeStore.needsAccount && !uid) return
    setLoad({ state: 'loading' })
    try {
      setLoad({ state: 'ready', entries: await resumeStore.list(uid) })
    } catch (error) {
      setLoad({ state: 'failed', error })
    }
  }, [uid])

  useEffect(() => {
    // Fetching is the point of this effect; the state it sets is the fetched data.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void fetchEntries()
  }, [fetchEntries])

  // A translation that ends while this page is open: the copy (or the updated one) appears.
  useEffect(
    () =>
      onFinished((job) => {
        if (job.status !== 'done' || !uid) return
        resumeStore.list(uid).then(
          (entries) => setLoad({ state: 'ready', entries }),
          () => undefined,
        )
      }),
    [uid],
  )
  const trackedJobs = useTranslationJobs((state) => state.jobs)
  // Usable resumes first (plan rules), each followed by its language versions.
  const grouped = useMemo(() => {
    const locked = new Set(ordered.filter((item) => item.locked).map((item) => item.entry.id))
    return groupLanguageVersions(ordered.map((item) => item.entry)).map((group) => ({
      ...group,
      locked: locked.has(group.entry.id),
    }))
  }, [ordered])

  function translate(entry: LibraryEntry) {
    // Translation runs in the cloud: signed out (the desktop's local library) it asks to sign in.
    if (!user) return openDialog()
    // Spec 000 §6: a plan without translation gets the upgrade prompt (the server refuses too).
    if (effective && !decide(effective, 'translate').allowed) setUpgrade('translate')
    else setTranslating(entry)
  }

  function replaceEntry(next: LibraryEntry) {
    setLoad((current) =>
      current.state === 'ready'
        ? { ...current, entries: current.entries.map((e) => (e.id === next.id ? next : e)) }
        : current,
    )
  }

  /** The refusal the plan gives a new resume now, if any (the server checks again). */
  function creationRefused(): boolean {
    if (!effective || load.state !== 'ready') return false
    const decision = decide(effective, 'createResume', { resumeCount: load.entries.length })
    if (decision.allowed) return false
    if (decision.reason === 'resume_limit_reached') setLimitReached(true)
    else setUpgrade('createMore')
    return true
  }

  function startCreating() {
    setCreateError(null)
    setLimitReached(false)
    if (!creationRefused()) setChoosing(true)
  }

  function closeChooser() {
    setChoosing(false)
    if (searchParams.has(NEW_RESUME_PARAM)) setSearchParams({}, { replace: true })
  }

  function refusedByServer(error: unknown): boolean {
    if (!(error instanceof ApiError)) return false
    if (error.id === 'resume_limit_reached') setLimitReached(true)
    else if (error.id === 'premium_required') setUpgrade('createMore')
    else return false
    void refreshPlan()
    return true
  }

  async function create(template: TemplateName) {
    if (resumeStore.needsAccount && !user) return
    setCreating(true)
    setCreateError(null)
    try {
      const id = await createNewResume(user, locale, template)
      await navigate(to(`/cv-creation/${encodeURIComponent(id)}`))
    } catch (error) {
      setChoosing(false)
      if (!refusedByServer(error)) setCreateError(error)
      setCreating(false)
    }
  }

  async function duplicate(entry: LibraryEntry) {
    if (creationRefused()) return
    const name = duplicateName(entry.cvData, t('plans.duplicate.suffix'), t('library.untitled'))
    try {
      await resumeStore.create(setResumeName(setAll(entry.cvData), name))
      await fetchEntries()
    } catch (error) {
      if (!refusedByServer(error)) throw error
    }
  }

  /**
   * A rename is a save like any other, based on the revision shown. When the resume was changed
   * elsewhere meanwhile, the new name is put on the current version (a rename touches nothing
   * else, so nothing is lost) and saved on top of it.
   */
  async function rename(entry: LibraryEntry, name: string) {
    async function saveName(base: LibraryEntry, retried: boolean): Promise<void> {
      const cvData = setResumeName(setAll(base.cvData), name)
      try {
        const result = await resumeStore.update(base.id, cvData, base.revision)
        replaceEntry({ ...base, cvData, revision: result.revision, updatedAt: result.updatedAt })
      } catch (error) {
        const current = revisionConflictOf(error)
        if (!current || retried) throw error
        const newer = { ...base, ...current, cvData: setAll(current.cvData) }
        await saveName(newer, true)
      }
    }
    await saveName(entry, false)
  }

  async function remove(entry: LibraryEntry) {
    await resumeStore.remove(entry.id)
    setDeleting(null)
    setLoad((current) =>
      current.state === 'ready'
        ? { ...current, entries: current.entries.filter((e) => e.id !== entry.id) }
        : current,
    )
  }

  // Arriving from "Create" on the home page opens the chooser, unless the plan refuses.
  useEffect(() => {
    // Runs once the list and the plan are known; the refusal shows a prompt instead.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (choosing && load.state === 'ready' && creationRefused()) setChoosing(false)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [load.state, effective])

  return (
    <div className="page library">
      <div className="library__intro">
        <h1>{t('library.heading')}</h1>
        <p className="muted">{t('library.subtitle')}</p>
      </div>

      {load.state === 'loading' && <Loading label={t('library.loading')} />}
      {load.state === 'failed' && (
        <div className="alert library__error" role="alert">
          <p>{t('library.loadFailed', { reason: errorMessage(load.error, t) })}</p>
          <button
            type="button"
            className="btn btn--secondary btn--small"
            onClick={() => void fetchEntries()}
          >
            {t('common.retry')}
          </button>
        </div>
      )}
      <TranslationNotices jobs={Object.values(trackedJobs)} />
      {/* Not when the session check could not reach the cloud: the user may be signed in. */}
      {!user && !sessionUnknown && resumeStore.kind === 'local' && (
        <div className="library__local-note" role="note">
          <p>{t('library.localNote')}</p>
          <button
            type="button"
            className="btn btn--secondary btn--small"
            onClick={() => openDialog()}
          >
            {t('header.login')}
          </button>
        </div>
      )}

      {load.state === 'ready' && (
        <>
          {load.entries.length === 0 && (
            <p className="library__empty" role="status">
              {t('library.empty')}
            </p>
          )}
          <ul className="library__grid" aria-label={t('library.listLabel')}>
            <li className="new-resume-card">
              <span className="new-resume-card__plus" aria-hidden="true">
                +
              </span>
              <h2 className="new-resume-card__title">{t('library.new.title')}</h2>
              <p className="muted">{t('library.new.text')}</p>
              <button
                type="button"
                className="btn btn--primary"
                onClick={startCreating}
                disabled={creating}
              >
                {creating ? t('library.new.creating') : t('library.new.button')}
              </button>
              {limitReached && (
                <p className="field__error" role="alert">
                  {t('plans.limit.resumes')}
                </p>
              )}
              {createError !== null && (
                <p className="field__error" role="alert">
                  {errorMessage(createError, t)}
                </p>
              )}
            </li>
            {grouped.map(({ entry, locked, versions, source }) => (
              <ResumeCard
                key={entry.id}
                entry={entry}
                locked={locked}
                onLocked={() => setUpgrade('lockedResume')}
                versions={versions}
                sourceLabel={source ? resumeLabel(source) : null}
                onRename={(name) => rename(entry, name)}
                onDuplicate={() => duplicate(entry)}
                onDelete={() => setDeleting(entry)}
                onTranslate={() => translate(entry)}
              />
            ))}
          </ul>
          <CoverLetterSection resumes={load.entries} effective={effective} />
        </>
      )}

      {translating && (
        <Suspense fallback={null}>
          <TranslateModal
            sourceId={translating.id}
            source={translating.cvData}
            sourceName={resumeLabel(translating)}
            onClose={() => setTranslating(null)}
          />
        </Suspense>
      )}
      {choosing && (
        <NewResumeChooser
          effective={effective}
          busy={creating}
          onCreate={(template) => void create(template)}
          onLocked={() => setUpgrade('template')}
          onClose={closeChooser}
        />
      )}
      {upgrade && <PlanUpgradePrompt reason={upgrade} onClose={() => setUpgrade(null)} />}
      {deleting && (
        <DeleteResumeModal
          resumeLabel={resumeLabel(deleting)}
          onConfirm={() => remove(deleting)}
          onClose={() => setDeleting(null)}
        />
      )}
    </div>
  )
}
