import { Input, Skeleton } from '@mantine/core'
import { useId } from '@mantine/hooks'
import { lazy, Suspense } from 'react'
import classes from './rich-text-editor.module.css'

// Quill (and its CSS) loads only when someone edits (CONVENTIONS §11).
const QuillEditor = lazy(() => import('./quill-editor').then((module) => ({ default: module.QuillEditor })))

export interface RichTextEditorProps {
  label: string
  /** Initial stored value; the editor owns the text after mounting. */
  value: string | null | undefined
  onChange: (value: string | null) => void
  placeholder?: string
  description?: string
  error?: string
}

/** A labelled rich-text field with the spec's formats (SPEC §3), Quill loaded on demand. */
export function RichTextEditor({ label, value, onChange, placeholder, description, error }: RichTextEditorProps) {
  const labelId = useId()
  return (
    <Input.Wrapper label={label} labelElement="div" id={labelId} description={description} error={error} classNames={{ label: classes.label }}>
      <div className={classes.frame}>
        <Suspense fallback={<Skeleton height={150} radius="sm" role="progressbar" aria-label="Loading editor" />}>
          <QuillEditor value={value} onChange={onChange} placeholder={placeholder} labelledBy={`${labelId}-label`} toolbarLabel={`${label} formatting`} />
        </Suspense>
      </div>
    </Input.Wrapper>
  )
}
