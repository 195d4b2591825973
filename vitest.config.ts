import { availableParallelism } from 'node:os'
import { defineConfig, mergeConfig } from 'vitest/config'
import viteConfig from './vite.config.ts'

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      setupFiles: ['./src/test/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.{ts,tsx}'],
      css: false,
      testTimeout: 20_000,
      // Every core runs test files: Vitest keeps one core for its own process by default, which on
      // CI's two cores ran the files one at a time (15.5 min; 10.5 min on two). Its process only
      // collects results.
      maxWorkers: Math.max(2, availableParallelism()),
      env: { VITE_MOCK_LATENCY: '0' },
    },
  }),
)
