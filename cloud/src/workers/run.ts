// Runs a task in the work pool and turns what it could not do into the route's error ids: a
// refusal of the task itself (a file the import cannot use, a resume too large to evaluate),
// a full queue (503 server_busy) or a task stopped at its time limit.
import type { ApiError } from '../errors'
import {
  EvaluationTooLargeError,
  ImportRefusedError,
  ServerBusyError,
  WorkTimeoutError,
} from '../errors'
import { IMPORT_ERROR_MESSAGES } from '@shared/pdf/errors'
import {
  WorkRefusedError,
  type TaskInput,
  type TaskName,
  type TaskResult,
  type WorkPool,
} from './pool'
import type { TaskRefusal } from './tasks'

type ValueOf<O> = O extends { ok: true; value: infer T } ? T : never

function refusalError(refusal: TaskRefusal): ApiError {
  return refusal.kind === 'import'
    ? ImportRefusedError(refusal.code, refusal.message)
    : EvaluationTooLargeError(refusal.message)
}

/**
 * The task's value, or the ApiError to answer. `timeout` picks the id of a task stopped at its
 * time limit: import routes answer their declared import_timeout, others work_timeout.
 */
export async function runWork<N extends TaskName>(
  pool: WorkPool,
  name: N,
  input: TaskInput<N>,
  timeout: 'import' | 'work' = 'work',
): Promise<ValueOf<TaskResult<N>>> {
  let outcome: TaskResult<N>
  try {
    outcome = await pool.run(name, input)
  } catch (error) {
    if (error instanceof WorkRefusedError) {
      if (error.reason === 'busy') throw ServerBusyError()
      throw timeout === 'import'
        ? ImportRefusedError('timeout', IMPORT_ERROR_MESSAGES.timeout)
        : WorkTimeoutError()
    }
    throw error
  }
  if (!outcome.ok) throw refusalError(outcome.refusal)
  return outcome.value as ValueOf<TaskResult<N>>
}
