// Automatic snapshots the editor asks for (issue 19.4): before an AI suggestion is accepted and
// before a sync conflict is resolved. The version sent is the one about to be replaced, so a
// regretted acceptance can be restored from the history. Best effort: the user's action goes on
// when the snapshot cannot be saved (offline), and the interval snapshots still run on the server.
import { api } from '../../api'
import { useEditor } from '../../stores/editor'

export function snapshotBefore(
  kind: 'before_ai' | 'before_conflict',
  options: { cvId?: string | null; cvData?: unknown } = {},
): Promise<void> {
  const state = useEditor.getState()
  const cvId = options.cvId ?? state.cvId
  const cvData = options.cvData ?? state.resume ?? undefined
  if (!cvId) return Promise.resolve()
  return api.history.create({ id: cvId, kind, ...(cvData ? { cvData } : {}) }).then(
    () => undefined,
    () => undefined,
  )
}
