import '@/styles/mantine-screens'
import { SegmentedControl } from '@mantine/core'

export interface ViewSwitchProps<V extends string> {
  /** The shown view's value; the first option's when none is in the URL. */
  value: V
  options: readonly { value: V; label: string }[]
  onChange: (value: V) => void
  /** What the switch chooses, for screen readers (e.g. 'Task view'). */
  label?: string
}

/** List / Board / Calendar: one switch, the same on every screen that offers more than one view. */
export function ViewSwitch<V extends string>({ value, options, onChange, label = 'View' }: ViewSwitchProps<V>) {
  return (
    <SegmentedControl
      size="xs"
      aria-label={label}
      value={value}
      data={options.map((option) => ({ value: option.value, label: option.label }))}
      onChange={(next) => {
        const chosen = options.find((option) => option.value === next)
        if (chosen) onChange(chosen.value)
      }}
    />
  )
}
