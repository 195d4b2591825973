import '@mantine/core/styles.css'
import '@mantine/notifications/styles.css'
import { notifications } from '@mantine/notifications'
import type { Preview } from '@storybook/react-vite'
import { mswLoader } from 'msw-storybook-addon/csf3'
import { configure } from 'storybook/test'
import { handlers } from '../mocks/handlers'
import { componentA11y } from '../stories/support/a11y'
import { withProviders } from '../stories/support/decorators'
import { reseed } from '../stories/support/seed'

// Play functions' findBy/waitFor give up after 1 s by default; in the e2e sweep (283 stories on two
// cores) a story's lazy dialog or first toast can take longer to come. Waiting longer changes no
// assertion (as src/test/setup.ts does for the unit tests).
configure({ asyncUtilTimeout: 5000 })

const preview: Preview = {
  // The app's own handlers over a freshly seeded store; stories override with `msw.use(...)`.
  loaders: [
    async () => {
      await reseed()
      return {}
    },
    mswLoader(),
  ],
  // Stories switch without reloading the preview: the last story's toasts must not show in the next.
  beforeEach: () => {
    notifications.clean()
  },
  parameters: {
    msw: handlers,
    layout: 'fullscreen',
    // Axe on every story (WCAG A/AA, as the e2e sweep); page stories add page-level rules (`pageStory`).
    a11y: componentA11y,
    viewport: {
      options: {
        phone: { name: 'Phone (390px)', styles: { width: '390px', height: '844px' }, type: 'mobile' },
        tablet: { name: 'Tablet (768px)', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
        desktop: { name: 'Desktop (1280px)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
  },
  globalTypes: {
    colorScheme: {
      description: 'Light or dark mode',
      toolbar: {
        title: 'Colour scheme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { colorScheme: 'light' },
  decorators: [withProviders],
}

export default preview
