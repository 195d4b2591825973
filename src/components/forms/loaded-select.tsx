import '@/styles/mantine-fields'
import { Select, type SelectProps } from '@mantine/core'

export interface LoadedSelectProps extends Pick<SelectProps, 'label' | 'w' | 'value' | 'allowDeselect' | 'searchable' | 'placeholder' | 'nothingFoundMessage' | 'onChange' | 'ref'> {
  data: readonly { value: string; label: string }[]
}

/** Mantine's Select, as LazySelect loads it (lazy-select.tsx). */
export function LoadedSelect(props: LoadedSelectProps) {
  return <Select {...props} />
}
