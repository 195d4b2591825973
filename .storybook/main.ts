import type { StorybookConfig } from '@storybook/react-vite'

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  addons: ['msw-storybook-addon', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  // Serves mockServiceWorker.js so stories share the app's own handlers.
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
}
export default config
