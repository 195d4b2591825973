import '@/styles/mantine-fields'
import { Input, Skeleton, Text } from '@mantine/core'
import { lazy, Suspense, useId } from 'react'
import { RichTextBoundary } from './rich-text-boundary'
import type { MentionPerson } from '@/contract/mentions'
import classes from './rich-text-editor.module.css'

// Quill (and its CSS) loads only when someone edits (CONVENTIONS §11).
const QuillEditor = lazy(() => import('./quill-editor').then((module) => ({ default: module.QuillEditor })))

/** Shown when the editor failed: the form still saves, keeping the stored text as it was. */
export const EDITOR_UNAVAILABLE = 'The editor could not open here. Saving keeps this text as it was.'

export interface RichTextEditorProps {
  label: string
  /** Initial stored value; the editor owns the text after mounting. */
  value: string | null | undefined
  onChange: (value: string | null) => void
  placeholder?: string
  description?: string
  error?: string
  /** Ctrl+Enter / Cmd+Enter in the text (e.g. send a comment). */
  onSubmit?: () => void
  /** Who `@` offers in the text (ours, issue 19). */
  mentions?: readonly MentionPerson[]
}

/** A labelled rich-text field with the spec's formats (SPEC §3), Quill loaded on demand. */
export function RichTextEditor({ label, value, onChange, placeholder, description, error, onSubmit, mentions }: RichTextEditorProps) {
  // React's id, the same from the first render: Mantine's useId changes once mounted, which made a
  // cached editor chunk build Quill twice (and drop the editable's combobox attributes).
  const labelId = useId()
  return (
    <Input.Wrapper label={label} labelElement="div" id={labelId} description={description} error={error} classNames={{ label: classes.label }}>
      <div className={classes.frame}>
        <RichTextBoundary fallback={<Text size="sm" c="dimmed" p="sm" role="alert">{EDITOR_UNAVAILABLE}</Text>}>
          <Suspense fallback={<Skeleton height={150} radius="sm" role="progressbar" aria-label="Loading editor" />}>
            <QuillEditor value={value} onChange={onChange} placeholder={placeholder} labelledBy={`${labelId}-label`} toolbarLabel={`${label} formatting`} onSubmit={onSubmit} mentions={mentions} />
          </Suspense>
        </RichTextBoundary>
      </div>
    </Input.Wrapper>
  )
}
