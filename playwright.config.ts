import { defineConfig, devices } from '@playwright/test'
import { chromiumLaunchOptions } from './scripts/chromium.mjs'

// Several people may run the suite at once on one machine: each can pick a build and a port.
const PORT = Number(process.env.E2E_PORT ?? 4173)
const DIST = process.env.E2E_DIST ?? 'dist'

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  // Three browsers at a time on CI's two cores: the suite mostly waits (for the in-browser server,
  // transitions, toasts); with three workers its own processes used 7 CPU-minutes in an 18-minute run
  // on a busy machine. It took 19.4 min one test at a time and 14.5 min two at a time (before the
  // sweeps were split). A file runs in one worker, in order
  // (its servers and its tests' shared state), unless it says otherwise: the long sweeps (a11y,
  // storybook, failures) are split into tests that any worker takes. E2E_WORKERS overrides.
  workers: Number(process.env.E2E_WORKERS ?? 3),
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        // Debian's Chromium: no Playwright browser download is possible here.
        launchOptions: chromiumLaunchOptions(),
      },
    },
  ],
  webServer: {
    command: `npx vite preview --outDir ${DIST} --port ${PORT} --strictPort`,
    url: `http://localhost:${PORT}`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
})
