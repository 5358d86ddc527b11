import type { FileFilter, WebContents } from 'electron'

/** The two things saving needs from the outside world, so the logic runs under plain Node. */
export interface SaveFileDeps {
  /** Asks the user where to save; null when they cancelled. */
  readonly askSavePath: (
    sender: WebContents,
    options: { defaultName: string; filters: FileFilter[] },
  ) => Promise<string | null>
  readonly writeFile: (path: string, data: Uint8Array) => Promise<void>
}

export interface FileToSave {
  readonly suggestedName: string
  readonly mimeType: string
  readonly data: Uint8Array
}

const EXTENSION_BY_MIME: Record<string, string> = {
  'application/pdf': 'pdf',
  'application/json': 'json',
  'text/plain': 'txt',
  'text/markdown': 'md',
  'text/html': 'html',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
}

/** Offers the bytes as a file; false when the user cancelled the dialog. */
export async function saveWithDialog(
  deps: SaveFileDeps,
  sender: WebContents,
  file: FileToSave,
): Promise<boolean> {
  const { name, extension } = nameWithExtension(sanitizeFileName(file.suggestedName), file.mimeType)
  const filters: FileFilter[] = extension
    ? [{ name: extension.toUpperCase(), extensions: [extension] }]
    : []
  const path = await deps.askSavePath(sender, { defaultName: name, filters })
  if (path === null) return false
  try {
    await deps.writeFile(path, file.data)
  } catch (error) {
    throw new Error(`Could not save "${path}": ${describeFsError(error)}`, { cause: error })
  }
  return true
}

/**
 * The suggested name comes from the renderer (often a resume title), so it may hold characters
 * no file system accepts, or path separators that would point the dialog somewhere else.
 */
export function sanitizeFileName(name: string): string {
  const cleaned = name
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
    .replace(/[\u0000-\u001f\u007f<>:"/\\|?*]+/g, '-')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.-]+|[\s.]+$/g, '')
    .slice(0, 200)
  return cleaned || 'Untitled'
}

/**
 * A known MIME type decides the extension ("Resume v1.2" + PDF → "Resume v1.2.pdf"); otherwise
 * the name's own extension, if it has one, names the dialog's filter.
 */
function nameWithExtension(
  name: string,
  mimeType: string,
): { name: string; extension: string | null } {
  const known = EXTENSION_BY_MIME[mimeType.toLowerCase()]
  if (known) {
    const hasIt = name.toLowerCase().endsWith(`.${known}`)
    return { name: hasIt ? name : `${name}.${known}`, extension: known }
  }
  const own = /\.([a-z][a-z0-9]{0,9})$/i.exec(name)?.[1]
  return { name, extension: own ? own.toLowerCase() : null }
}

function describeFsError(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code
  switch (code) {
    case 'EACCES':
    case 'EPERM':
      return 'permission denied'
    case 'ENOSPC':
      return 'the disk is full'
    case 'EROFS':
      return 'the location is read-only'
    case 'ENOENT':
      return 'the folder does not exist'
    default:
      return error instanceof Error ? error.message : String(error)
  }
}
