import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import { defineConfig, globalIgnores } from 'eslint/config'
import reactHooks from 'eslint-plugin-react-hooks'
import reactRefresh from 'eslint-plugin-react-refresh'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const modulesOf = (layer) =>
  readdirSync(new URL(`./src/${layer}`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)

const noMocks = { group: ['**/mocks/**', '**/mocks'], message: 'The client speaks the contract; it never imports the mock server.' }
const noRoutes = { group: ['@/routes/**', '**/routes/**'], message: 'Imports go one way: routes → screens → domains → components/lib/contract.' }
const noModules = {
  group: ['@/domains/**', '**/domains/**', '@/screens/**', '**/screens/**'],
  message: 'Shared code (components, lib, contract) must not depend on a domain or a screen.',
}

/** One lint block per module of a layer: it may import itself and the shared layers, nothing `forbidden` names. */
const moduleBlocks = (layer, forbidden, message) =>
  modulesOf(layer).map((name) => ({
    files: [`src/${layer}/${name}/**/*.{ts,tsx}`],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [noMocks, noRoutes, { group: [...forbidden, `!@/${layer}/${name}/**`, '../../**'], message }] },
      ],
    },
  }))

// Two layers of features (docs/architecture.md): a domain module owns one kind of data and uses only
// itself and the shared layers; a screen module composes domains and never imports another screen.
const domainBlocks = moduleBlocks(
  'domains',
  ['@/domains/**', '@/screens/**'],
  'A domain never imports another domain or a screen: compose them in a screen, or move shared code to components/ or lib/.',
)
const screenBlocks = moduleBlocks('screens', ['@/screens/**'], 'A screen never imports another screen; move what both need into a domain, components/ or lib/.')

export default defineConfig([
  globalIgnores([
    'dist',
    'dist-subpath',
    'dist-*',
    'storybook-static',
    'public/mockServiceWorker.js',
    'src/routeTree.gen.ts',
    'test-results',
    'playwright-report',
    'bench-results',
  ]),
  {
    files: ['**/*.{ts,tsx}'],
    extends: [
      js.configs.recommended,
      tseslint.configs.recommended,
      reactHooks.configs.flat.recommended,
      reactRefresh.configs.vite,
    ],
    languageOptions: { ecmaVersion: 2022, globals: globals.browser },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/main.tsx', 'src/demo-server.ts', 'src/test/**', '**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noMocks] }] },
  },
  {
    files: ['src/components/**/*.{ts,tsx}', 'src/lib/**/*.{ts,tsx}', 'src/contract/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noMocks, noRoutes, noModules] }] },
  },
  {
    // The contract kit speaks to a server like any client; only its in-browser mode starts the mock.
    files: ['contract/**/*.ts'],
    ignores: ['contract/kit/in-browser-server.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ ...noMocks, message: 'The contract kit signs in like any client; only kit/in-browser-server.ts starts the mock.' }] }],
    },
  },
  ...domainBlocks,
  ...screenBlocks,
  {
    // TanStack route files export `Route`, not components; stories and tests export what their tools need.
    files: ['src/routes/**/*.tsx', 'stories/**/*.tsx', 'src/test/**/*.tsx', '.storybook/**/*.tsx', 'src/lib/*-context.tsx'],
    rules: { 'react-refresh/only-export-components': 'off' },
  },
  {
    files: ['e2e/**/*.{js,mjs,ts}', 'scripts/**/*.{js,mjs}', '*.config.{js,cjs,ts}', '.ci/**/*.mjs', 'contract/**/*.ts'],
    languageOptions: { globals: globals.node },
  },
])
