import { defineConfig, mergeConfig } from 'vitest/config'
import viteConfig from './vite.config.ts'

/**
 * The contract kit (`npm run contract`). Against a real server (CONTRACT_BASE) it runs in Node;
 * without one it starts the in-browser server, which expects a browser's global scope (jsdom,
 * at a fixed origin: the kit's base is http://localhost:4194/api).
 */
const remote = Boolean(process.env.CONTRACT_BASE)

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      include: ['contract/**/*.spec.ts'],
      environment: remote ? 'node' : 'jsdom',
      environmentOptions: { jsdom: { url: 'http://localhost:4194/' } },
      testTimeout: 30_000,
      hookTimeout: 60_000,
      fileParallelism: false,
      env: { VITE_MOCK_LATENCY: '0' },
    },
  }),
)
