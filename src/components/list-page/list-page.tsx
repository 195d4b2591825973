import type { ReactNode } from 'react'
import { PageHeader } from '../layout/page-header'
import { ListStates, type ListStatesProps } from './list-states'
import { SearchInput } from './search-input'
import type { SearchBox } from './use-search-box'

export interface ListSearchProps {
  /** The box's accessible name, e.g. 'Search users'. */
  label: string
  placeholder: string
  /** The box's text and its change handler, from the screen's useSearchBox (the screen filters by the text). */
  box: SearchBox
}

/** The search box of a list whose search lives in the URL (see useSearchBox). */
export function ListSearch({ label, placeholder, box }: ListSearchProps) {
  return <SearchInput mb="md" data-search-box aria-label={label} placeholder={placeholder} field={box.field} />
}

export interface ListPageProps extends ListStatesProps {
  title: string
  description?: ReactNode
  actions?: ReactNode
  /** The URL-backed search box; or `filters` when the screen has more than a search. */
  search?: ListSearchProps
  filters?: ReactNode
}

/**
 * A list screen: header with actions, the search (or the screen's filters), then the list's
 * loading, error, empty or content, with an optional count line. Dialogs go after it.
 */
export function ListPage({ title, description, actions, search, filters, ...states }: ListPageProps) {
  return (
    <>
      <PageHeader title={title} description={description} actions={actions} />
      {search ? <ListSearch {...search} /> : filters}
      <ListStates {...states} />
    </>
  )
}
