import { Box, type BoxProps, Text } from '@mantine/core'
import { type CSSProperties, memo, type ReactNode, useMemo } from 'react'
import { renderRichText, type TextRenderer } from './render-delta'
import { RichTextBoundary } from './rich-text-boundary'
import classes from './rich-text-view.module.css'

export interface RichTextViewProps extends BoxProps {
  /** The stored value: a delta serialised as JSON, or anything else (shown as text). */
  value: string | null | undefined
  /** Clamp to this many lines (card previews). */
  lineClamp?: number
  /** Shown when there is nothing to show. */
  empty?: ReactNode
  /** How plain text runs are shown (e.g. with @mentions); keep it stable across renders. */
  renderText?: TextRenderer
}

/**
 * Read-only rich text without Quill (CONVENTIONS §11): the cleaned delta rendered as React elements
 * (render-delta.tsx). Text that is not a delta is shown as text; nothing in a stored value can run
 * script, and no HTML string is ever injected.
 */
export const RichTextView = memo(function RichTextView(props: RichTextViewProps) {
  return (
    <RichTextBoundary value={props.value} fallback={<Text size="sm" c="dimmed" fs="italic">{RICH_TEXT_UNREADABLE}</Text>}>
      <RenderedRichText {...props} />
    </RichTextBoundary>
  )
})

/** Shown instead of a stored text that could not be shown. */
export const RICH_TEXT_UNREADABLE = 'This text could not be shown.'

function RenderedRichText({ value, lineClamp, empty = null, className, style, renderText, ...box }: RichTextViewProps) {
  const rendered = useMemo(() => renderRichText(value, renderText), [value, renderText])
  if (rendered.kind === 'empty') return <>{empty}</>
  const clampClass = lineClamp ? classes.clamp : ''
  const clampStyle = lineClamp ? { '--rich-text-lines': String(lineClamp) } : undefined
  const mergedClass = [classes.root, clampClass, className].filter(Boolean).join(' ')
  // Without Mantine style props (a list's rows pass a class instead) a plain div skips Mantine's
  // per-component style work.
  if (Object.keys(box).length === 0) {
    const plainClass = `${mergedClass} ${classes.sm}${rendered.kind === 'text' ? ` ${classes.text}` : ''}`
    const plainStyle = { ...clampStyle, ...(style as object) } as CSSProperties
    return rendered.kind === 'text' ? (
      <div className={plainClass} style={plainStyle} data-rich-text="text">
        {rendered.nodes}
      </div>
    ) : (
      <div className={plainClass} style={plainStyle} data-rich-text="delta">
        {rendered.nodes}
      </div>
    )
  }
  if (rendered.kind === 'text') {
    return (
      <Text component="div" fz="sm" {...box} className={`${mergedClass} ${classes.text}`} style={{ ...clampStyle, ...(style as object) }} data-rich-text="text">
        {rendered.nodes}
      </Text>
    )
  }
  return (
    <Box
      fz="sm"
      {...box}
      className={mergedClass}
      style={{ ...clampStyle, ...(style as object) }}
      data-rich-text="delta"
    >
      {rendered.nodes}
    </Box>
  )
}

