/**
 * Which unit test files share a worker's modules and document, and which get their own
 * (vitest.config.ts). Sharing saves each file from loading the app's module graph again (about 7 s
 * a file on two cores); setup.ts gives each file an empty body, a fresh store and the demo
 * settings' defaults.
 */
export const TEST_FILES = ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.{ts,tsx}']

/** Files that replace a module (vi.mock): a shared module cache would keep the real one. */
export const MODULE_REPLACING_FILES = ['mocks/persist-lazy-migrations.test.ts', 'src/components/list-page/search-input.test.tsx', 'src/components/rich-text/rich-text-boundary.test.tsx']

/**
 * The stories' tests: their play functions bring storybook/test's own copy of user-event, and two
 * copies on one document left later files' typing with no effect.
 */
export const STORY_TEST_SUFFIX = '-stories.test.tsx'

export const OWN_MODULES = [...MODULE_REPLACING_FILES, `src/**/*${STORY_TEST_SUFFIX}`]
