import { TextInput, type TextInputProps } from '@mantine/core'
import { IconSearch } from '@tabler/icons-react'
import { memo } from 'react'
import { KeyHint } from '@/components/light/key-hint'
import type { SearchField } from './use-search-box'

const SEARCH_ICON = <IconSearch size={16} />
const SLASH_HINT = <KeyHint>/</KeyHint>
const GROW_STYLE = { flex: 1, minWidth: 220 }

export interface SearchInputProps extends Omit<TextInputProps, 'value' | 'defaultValue' | 'onChange' | 'leftSection' | 'rightSection'> {
  /** From the screen's useSearchBox. */
  field: SearchField
  'data-search-box'?: boolean
  /** Beside other controls in a row: takes the room they leave, at least 220 px. */
  grow?: boolean
}

/**
 * A list's search box: a search icon, and the `/` key hint while it is empty (the shortcut that
 * focuses it). Memoised over a field that keeps its identity while the user types, so a keystroke
 * renders the list again, not the box: pass it constant props (no `style` object made per render).
 */
export const SearchInput = memo(function SearchInput({ field, grow, ...props }: SearchInputProps) {
  return <TextInput {...props} style={grow ? GROW_STYLE : props.style} ref={field.ref} onChange={field.onChange} leftSection={SEARCH_ICON} rightSection={field.empty ? SLASH_HINT : undefined} aria-keyshortcuts="/" />
})
