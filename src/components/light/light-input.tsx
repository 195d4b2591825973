import { type ChangeEvent, type CSSProperties, type InputHTMLAttributes, type ReactNode, useId } from 'react'
import classes from './light-input.module.css'

/*
 * Mantine's input wrapper, input and up-down chevron (size sm, default variant) as plain elements,
 * for the fields the dashboard shows at once (issue 13): Mantine's Input family, NativeSelect and
 * ComboboxChevron were 5 KB gzip of its first visit. They carry Mantine's own Input classes, so
 * they share its stylesheet (the public sheet every page loads) and look, focus ring and dark
 * colours with every other field; the build fails if a class they name leaves Mantine's CSS
 * (`mantineClassesCovered`, vite.config.ts).
 */

/** This many pixels wide: always, or from a breakpoint up with full width below (Mantine's `w={{ base: '100%', xs: 220 }}`). */
export interface LightInputWidth {
  from?: 'xs' | 'sm'
  px: number
}

interface FrameProps {
  id: string
  label?: ReactNode
  width?: LightInputWidth
  /** A select: the whole field shows a pointer. */
  pointer?: boolean
  children: ReactNode
}

const SM_VARS = { '--input-height': 'var(--input-height-sm)', '--input-fz': 'var(--mantine-font-size-sm)', '--input-right-section-pointer-events': 'none' } as CSSProperties
const LABEL_VARS = { '--input-label-size': 'var(--mantine-font-size-sm)' } as CSSProperties

/** Mantine's InputWrapper and Input wrapper around a field, with the chevron in the right section. */
function LightInputFrame({ id, label, width, pointer, children }: FrameProps) {
  const style = width ? ({ '--light-input-width': `calc(${width.px / 16}rem * var(--mantine-scale))` } as CSSProperties) : undefined
  return (
    <div className={`m_46b77525 mantine-InputWrapper-root ${classes.frame}`} data-size="sm" data-width-from={width ? (width.from ?? 'all') : undefined} style={style}>
      {label !== undefined && (
        <label className="m_8fdc1311 mantine-InputWrapper-label" data-size="sm" htmlFor={id} id={`${id}-label`} style={LABEL_VARS}>
          {label}
        </label>
      )}
      <div className="m_6c018570 mantine-Input-wrapper" data-variant="default" data-size="sm" data-pointer={pointer || undefined} data-with-right-section style={SM_VARS}>
        {children}
        <div data-position="right" className="m_82577fc2 mantine-Input-section">
          <LightChevron />
        </div>
      </div>
    </div>
  )
}

/** Mantine's ComboboxChevron: the up-down arrows of a select. */
export function LightChevron() {
  return (
    <svg className={classes.chevron} viewBox="0 0 15 15" fill="none" xmlns="http://www.w3.org/2000/svg" aria-hidden>
      <path
        d="M4.93179 5.43179C4.75605 5.60753 4.75605 5.89245 4.93179 6.06819C5.10753 6.24392 5.39245 6.24392 5.56819 6.06819L7.49999 4.13638L9.43179 6.06819C9.60753 6.24392 9.89245 6.24392 10.0682 6.06819C10.2439 5.89245 10.2439 5.60753 10.0682 5.43179L7.81819 3.18179C7.73379 3.0974 7.61933 3.04999 7.49999 3.04999C7.38064 3.04999 7.26618 3.0974 7.18179 3.18179L4.93179 5.43179ZM10.0682 9.56819C10.2439 9.39245 10.2439 9.10753 10.0682 8.93179C9.89245 8.75606 9.60753 8.75606 9.43179 8.93179L7.49999 10.8636L5.56819 8.93179C5.39245 8.75606 5.10753 8.75606 4.93179 8.93179C4.75605 9.10753 4.75605 9.39245 4.93179 9.56819L7.18179 11.8182C7.35753 11.9939 7.64245 11.9939 7.81819 11.8182L10.0682 9.56819Z"
        fill="currentColor"
        fillRule="evenodd"
        clipRule="evenodd"
      />
    </svg>
  )
}

export interface LightNativeSelectProps {
  label?: ReactNode
  'aria-label'?: string
  width?: LightInputWidth
  data: readonly { value: string; label: string }[]
  value: string
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void
}

/** Mantine's NativeSelect: the browser's own select in Mantine's field. */
export function LightNativeSelect({ label, width, data, value, onChange, 'aria-label': ariaLabel }: LightNativeSelectProps) {
  const id = useId()
  return (
    <LightInputFrame id={id} label={label} width={width} pointer>
      <select className="m_8fb7ebe7 mantine-Input-input" data-variant="default" id={id} aria-label={ariaLabel} value={value} onChange={onChange}>
        {data.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </LightInputFrame>
  )
}

export interface LightSelectStandInProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'id' | 'width'> {
  label?: ReactNode
  width?: LightInputWidth
}

/** A read-only text field with a select's chevron: what LazySelect shows until Mantine's Select has loaded. */
export function LightSelectStandIn({ label, width, ...input }: LightSelectStandInProps) {
  const id = useId()
  return (
    <LightInputFrame id={id} label={label} width={width}>
      <input className="m_8fb7ebe7 mantine-Input-input" data-variant="default" id={id} readOnly {...input} />
    </LightInputFrame>
  )
}
