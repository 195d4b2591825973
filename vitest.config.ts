import { availableParallelism } from 'node:os'
import { defineConfig, mergeConfig } from 'vitest/config'
import viteConfig from './vite.config.ts'
import { OWN_MODULES, TEST_FILES } from './src/test/isolation.ts'

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      setupFiles: ['./src/test/setup.ts'],
      css: false,
      testTimeout: 20_000,
      // Every core runs test files: Vitest keeps one core for its own process by default, which on
      // CI's two cores ran the files one at a time (15.5 min; 10.5 min on two). Its process only
      // collects results.
      maxWorkers: Math.max(2, availableParallelism()),
      env: { VITE_MOCK_LATENCY: '0' },
      // Most files share a worker's modules and document; some need their own (src/test/isolation.ts).
      projects: [
        { extends: true, test: { name: 'shared', isolate: false, include: TEST_FILES, exclude: ['**/node_modules/**', ...OWN_MODULES] } },
        { extends: true, test: { name: 'isolated', include: OWN_MODULES } },
      ],
      // Each test file loads its own copy of the UI libraries: Node read, resolved and compiled
      // Mantine's hundreds of modules again for every file (setup 2.1 s a file). Bundled into one
      // file each, setup took half as long (unit tests 612 → 512 s on two cores). Testing Library
      // stays out: the stories' play functions bring their own copy through storybook/test, and
      // with ours bundled a board story's drag never arrived.
      deps: {
        optimizer: {
          client: {
            enabled: true,
            include: [
              'react',
              'react-dom',
              'react-dom/client',
              'react/jsx-runtime',
              'react/jsx-dev-runtime',
              '@mantine/core',
              '@mantine/hooks',
              '@mantine/notifications',
              '@mantine/dates',
              '@mantine/form',
              '@mantine/spotlight',
              '@tanstack/react-router',
              '@tanstack/react-query',
              '@tanstack/react-virtual',
              'dayjs',
              'quill',
              '@tabler/icons-react',
            ],
          },
        },
      },
    },
  }),
)
