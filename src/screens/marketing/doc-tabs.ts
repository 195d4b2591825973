/** The documentation tabs (SPEC §2), in order; the active one lives in the URL (?tab=). */
export const DOC_TABS = [
  { value: 'getting-started', label: 'Getting started' },
  { value: 'tasks', label: 'Tasks' },
  { value: 'projects', label: 'Projects' },
  { value: 'advanced', label: 'Advanced' },
] as const

export type DocTab = (typeof DOC_TABS)[number]['value']

export const DEFAULT_DOC_TAB: DocTab = 'getting-started'

export function isDocTab(value: unknown): value is DocTab {
  return DOC_TABS.some((tab) => tab.value === value)
}
