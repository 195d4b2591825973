import type { StorybookConfig } from '@storybook/react-vite'

const APP_ONLY_PLUGINS = ['taskhive-csp-meta', 'taskhive-site-meta', 'taskhive-app-worker']

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  addons: ['msw-storybook-addon', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  // Serves mockServiceWorker.js so stories share the app's own handlers.
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
  // The hosted app's own head (its Content-Security-Policy, manifest and preview images) is not
  // Storybook's: its preview runs inline scripts, and the sweep injects axe.
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    plugins: (viteConfig.plugins ?? []).flat().filter((plugin) => !(plugin && typeof plugin === 'object' && 'name' in plugin && APP_ONLY_PLUGINS.includes(plugin.name))),
  }),
}
export default config
