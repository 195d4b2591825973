import type { A11yParameters } from '@storybook/addon-a11y'

/** The WCAG levels the app is held to: the same tags as the e2e axe sweep (e2e/axe.ts). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/**
 * Rules about a whole page (landmarks, a main heading, a way to skip repeated blocks). A component
 * shown on its own has none of these, so Storybook's a11y addon turns `region` off for every story;
 * here all of them are off for component stories and on again for page stories (`pageStory`).
 */
export const PAGE_ONLY_RULES = ['region', 'landmark-one-main', 'page-has-heading-one', 'bypass']

/** Component stories' a11y check (preview.tsx): WCAG A/AA, violations fail the story. */
export const componentA11y: A11yParameters = {
  test: 'error',
  options: { runOnly: { type: 'tag', values: WCAG_TAGS } },
  config: { rules: PAGE_ONLY_RULES.map((id) => ({ id, enabled: false })) },
}

/** Parameters for stories of the whole app (`AppAt`): page-level rules apply to them. */
export const pageStory = {
  a11y: { ...componentA11y, config: { rules: PAGE_ONLY_RULES.map((id) => ({ id, enabled: true })) } } satisfies A11yParameters,
}
