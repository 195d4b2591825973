import type { Decorator } from '@storybook/react-vite'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { type ComponentType, useState } from 'react'

function MemoryRouter({ Story }: { Story: ComponentType }) {
  const [router] = useState(() =>
    createRouter({
      routeTree: createRootRoute({ component: () => <Story /> }),
      history: createMemoryHistory({ initialEntries: ['/'] }),
    }),
  )
  return <RouterProvider router={router} />
}

/** For component stories that use `<Link>`: a one-route memory router around the story. */
export const withRouter: Decorator = (Story) => <MemoryRouter Story={Story} />
