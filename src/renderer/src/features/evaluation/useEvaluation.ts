// The evaluation flow (spec 000 §4 "Evaluation"): idle → loaded → evaluating → basic result →
// detailed result for a signed-in user. Without a job title the job-title modal opens first and
// evaluation continues once one is submitted. Signing in after a result exists re-runs the
// evaluation after 5 s on desktop and 4 s on mobile. In the desktop app the offline engine runs on
// the computer (library/rules.ts localEvaluation) when nobody is signed in or the cloud cannot be
// reached. Signed out it is the full result (the signed-out desktop rule of
// src/shared/plans/desktop.ts); signed in without the cloud, the cached plan decides whether the
// detail is shown (library/rules.ts localDecision): a Free account's detail spends a credit only
// the cloud can count, so offline it gets the result as the cloud shows it without one.
import type { BasicEvaluationInput, EvaluationResponse } from '@shared/api'
import { useCallback, useEffect, useRef, useState } from 'react'
import { api, ApiError } from '../../api'
import { presentEvaluation } from '@shared/evaluation/present'
import { localDecision, localEvaluation } from '../../library/rules'
import { useSession } from '../../stores/session'
import { usePlan } from '../../stores/plan'

export const RERUN_AFTER_LOGIN_MS = { desktop: 5000, mobile: 4000 } as const

export type EvaluationProblem = 'no-file' | 'no-credits' | 'unverified' | 'failed'

export interface EvaluationFlow {
  result: EvaluationResponse | null
  running: boolean
  /** True once an evaluation started, until a new file is loaded (the button stays disabled). */
  started: boolean
  problem: EvaluationProblem | null
  askJobTitle: boolean
  evaluate(): Promise<void>
  submitJobTitle(title: string): void
  cancelJobTitle(): void
  reset(): void
}

interface Options {
  source: Omit<BasicEvaluationInput, 'jobTitle'> | null
  jobTitle: string
  setJobTitle(title: string): void
  mobile: boolean
}

export function useEvaluation({ source, jobTitle, setJobTitle, mobile }: Options): EvaluationFlow {
  const user = useSession((state) => state.user)
  const [result, setResult] = useState<EvaluationResponse | null>(null)
  const [running, setRunning] = useState(false)
  const [started, setStarted] = useState(false)
  const [problem, setProblem] = useState<EvaluationProblem | null>(null)
  const [askJobTitle, setAskJobTitle] = useState(false)

  const run = useCallback(
    async (title: string) => {
      if (!source) return
      setRunning(true)
      setStarted(true)
      setProblem(null)
      const input = { ...source, jobTitle: title }
      try {
        if (localEvaluation && !user) {
          setResult(await localEvaluation(input))
          return
        }
        let basic: EvaluationResponse
        try {
          basic = await api.evaluation.basic(input)
        } catch (error) {
          if (!localEvaluation || !(error instanceof ApiError && error.isNetworkError)) throw error
          const [full, detail] = await Promise.all([
            localEvaluation(input),
            localDecision('detailedEvaluation'),
          ])
          setResult(
            detail?.allowed === false
              ? { ...presentEvaluation(full, 'free'), level: 'basic' }
              : full,
          )
          return
        }
        setResult(basic)
        if (user) {
          try {
            const detailed = await api.evaluation.detailed({
              ...input,
              uid: user.uid,
              evaluation: basic,
            })
            setResult(detailed)
            // The credit just spent shows at once where the user spends them.
            if (detailed.remainingCredits !== undefined)
              usePlan.getState().setRemaining('evaluation', detailed.remainingCredits)
          } catch (error) {
            if (error instanceof ApiError && error.status === 402) setProblem('no-credits')
            // Answered once e-mail verification is enforced (spec 001 §6; the accounts work).
            else if (error instanceof ApiError && error.id === 'email_not_verified')
              setProblem('unverified')
            else throw error
          }
        }
      } catch {
        setProblem('failed')
      } finally {
        setRunning(false)
      }
    },
    [source, user],
  )

  const evaluate = useCallback(async () => {
    if (!source) {
      setProblem('no-file')
      return
    }
    if (jobTitle.trim() === '') {
      setAskJobTitle(true)
      return
    }
    await run(jobTitle.trim())
  }, [source, jobTitle, run])

  // Re-run once after signing in, when a result is already on screen.
  const previousUser = useRef(user)
  useEffect(() => {
    const signedIn = previousUser.current === null && user !== null
    previousUser.current = user
    if (!signedIn || result === null || jobTitle.trim() === '') return
    const timer = setTimeout(
      () => void run(jobTitle.trim()),
      mobile ? RERUN_AFTER_LOGIN_MS.mobile : RERUN_AFTER_LOGIN_MS.desktop,
    )
    return () => clearTimeout(timer)
  }, [user, result, jobTitle, mobile, run])

  return {
    result,
    running,
    started,
    problem,
    askJobTitle,
    evaluate,
    submitJobTitle(title) {
      setJobTitle(title)
      setAskJobTitle(false)
      void run(title)
    },
    cancelJobTitle() {
      setAskJobTitle(false)
    },
    reset() {
      setResult(null)
      setStarted(false)
      setProblem(null)
    },
  }
}
