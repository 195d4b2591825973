import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import { defineConfig, globalIgnores } from 'eslint/config'
import reactHooks from 'eslint-plugin-react-hooks'
import reactRefresh from 'eslint-plugin-react-refresh'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

const noMocks = { group: ['**/mocks/**', '**/mocks'], message: 'The client speaks the contract; it never imports the mock server.' }
const noRoutes = { group: ['@/routes/**', '**/routes/**'], message: 'Imports go one way: routes → features → components/lib/contract.' }
const noFeatures = { group: ['@/features/**', '**/features/**'], message: 'Shared code must not depend on a feature.' }

// One-way imports (CONVENTIONS §1): each feature may use only itself and the shared layers.
const featureBlocks = features.map((name) => ({
  files: [`src/features/${name}/**/*.{ts,tsx}`],
  ignores: ['**/*.test.{ts,tsx}'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          noMocks,
          noRoutes,
          {
            group: ['@/features/**', `!@/features/${name}/**`, '../../**'],
            message: 'A feature never imports another feature; move shared code to components/ or lib/.',
          },
        ],
      },
    ],
  },
}))

export default defineConfig([
  globalIgnores([
    'dist',
    'dist-subpath',
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
    ignores: ['src/main.tsx', 'src/test/**', '**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noMocks] }] },
  },
  {
    files: ['src/components/**/*.{ts,tsx}', 'src/lib/**/*.{ts,tsx}', 'src/contract/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noMocks, noRoutes, noFeatures] }] },
  },
  ...featureBlocks,
  {
    // TanStack route files export `Route`, not components; stories and tests export what their tools need.
    files: ['src/routes/**/*.tsx', 'stories/**/*.tsx', 'src/test/**/*.tsx', '.storybook/**/*.tsx', 'src/lib/*-context.tsx'],
    rules: { 'react-refresh/only-export-components': 'off' },
  },
  {
    files: ['e2e/**/*.{js,mjs,ts}', 'scripts/**/*.{js,mjs}', '*.config.{js,cjs,ts}', '.ci/**/*.mjs'],
    languageOptions: { globals: globals.node },
  },
])
