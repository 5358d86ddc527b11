// A small rich-text field (spec 000 §2: 150 px high) offering exactly what the templates
// render: bold, italic, links, bullet and numbered lists. The HTML it produces is sanitised by
// the shared model before it is stored. Its own undo history is off: the editor's undo (one
// history for every field) takes Ctrl+Z, and a value changed from outside (undo, redo) is shown.
import { convertBulletOrderedLists, hasRealText, sanitizeRichText } from '@shared/resume'
import { EditorContent, useEditor, useEditorState } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import { useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { LinkForm } from './LinkForm'
import { BulletListIcon, LinkIcon, NumberedListIcon } from './ToolbarIcons'
import './rich-text.css'

interface RichTextEditorProps {
  label: string
  /** The stored HTML; when it changes to something other than what was typed, it is shown. */
  value: string
  onChange(html: string): void
  onBlur?(): void
  hint?: string
}

/** Whether the editor's HTML is what `stored` holds once the model has sanitised it. */
function sameContent(editorHtml: string, stored: string): boolean {
  if (!hasRealText(editorHtml) && !hasRealText(stored)) return true
  return sanitizeRichText(convertBulletOrderedLists(editorHtml)) === stored
}

export function RichTextEditor({ label, value, onChange, onBlur, hint }: RichTextEditorProps) {
  const { t } = useTranslation()
  const labelId = useId()
  const hintId = useId()
  const [linkOpen, setLinkOpen] = useState(false)
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: false,
        blockquote: false,
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        undoRedo: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          HTMLAttributes: { rel: 'noopener noreferrer', target: '_blank' },
          isAllowedUri: (url) => /^(https?:\/\/|mailto:)/i.test(url.trim()),
        },
      }),
    ],
    content: value,
    editorProps: {
      attributes: {
        class: 'rich-text__content',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(hint ? { 'aria-describedby': hintId } : {}),
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.getHTML()),
    onBlur: () => onBlur?.(),
  })

  useEffect(() => {
    if (!editor || editor.isDestroyed || sameContent(editor.getHTML(), value)) return
    editor.commands.setContent(value, { emitUpdate: false })
  }, [editor, value])

  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive('bold') ?? false,
      italic: current?.isActive('italic') ?? false,
      link: current?.isActive('link') ?? false,
      bulletList: current?.isActive('bulletList') ?? false,
      orderedList: current?.isActive('orderedList') ?? false,
      href: (current?.getAttributes('link').href as string | undefined) ?? '',
    }),
  })

  const tools = [
    {
      key: 'bold',
      label: t('richText.bold'),
      icon: <span aria-hidden="true">B</span>,
      run: () => editor?.chain().focus().toggleBold().run(),
    },
    {
      key: 'italic',
      label: t('richText.italic'),
      icon: <span aria-hidden="true">I</span>,
      run: () => editor?.chain().focus().toggleItalic().run(),
    },
    {
      key: 'bulletList',
      label: t('richText.bulletList'),
      icon: <BulletListIcon />,
      run: () => editor?.chain().focus().toggleBulletList().run(),
    },
    {
      key: 'orderedList',
      label: t('richText.orderedList'),
      icon: <NumberedListIcon />,
      run: () => editor?.chain().focus().toggleOrderedList().run(),
    },
  ] as const

  return (
    <div className="field rich-text">
      <span id={labelId} className="field__label">
        {label}
      </span>
      <div className="rich-text__frame">
        <div
          className="rich-text__toolbar"
          role="toolbar"
          aria-label={t('richText.toolbar', { field: label })}
        >
          {tools.map((tool) => (
            <button
              key={tool.key}
              type="button"
              className={`rich-text__tool rich-text__tool--${tool.key}`}
              aria-label={tool.label}
              title={tool.label}
              aria-pressed={active?.[tool.key] ?? false}
              onClick={tool.run}
              disabled={!editor}
            >
              {tool.icon}
            </button>
          ))}
          <button
            type="button"
            className="rich-text__tool rich-text__tool--link"
            aria-label={t('richText.link')}
            title={t('richText.link')}
            aria-pressed={active?.link ?? false}
            aria-expanded={linkOpen}
            onClick={() => setLinkOpen((open) => !open)}
            disabled={!editor}
          >
            <LinkIcon />
          </button>
        </div>
        {linkOpen && editor && (
          <LinkForm
            initialHref={active?.href ?? ''}
            hasLink={active?.link ?? false}
            onApply={(href) => {
              editor.chain().focus().extendMarkRange('link').setLink({ href }).run()
              setLinkOpen(false)
            }}
            onRemove={() => {
              editor.chain().focus().extendMarkRange('link').unsetLink().run()
              setLinkOpen(false)
            }}
            onCancel={() => {
              setLinkOpen(false)
              editor.commands.focus()
            }}
          />
        )}
        <EditorContent editor={editor} />
      </div>
      {hint && (
        <span id={hintId} className="field__hint">
          {hint}
        </span>
      )}
    </div>
  )
}
