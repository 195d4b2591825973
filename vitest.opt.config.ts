import { defineConfig, mergeConfig } from 'vitest/config'
import base from './vitest.config.ts'
export default mergeConfig(base, defineConfig({ test: { deps: { optimizer: { client: { enabled: true, include: [
  'react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', 'react/jsx-dev-runtime',
  '@mantine/core', '@mantine/hooks', '@mantine/notifications', '@mantine/dates', '@mantine/form', '@mantine/spotlight',
  '@tanstack/react-router', '@tanstack/react-query', '@tanstack/react-virtual', '@dnd-kit/core', '@dnd-kit/sortable', '@dnd-kit/utilities',
  '@testing-library/react', '@testing-library/dom', '@testing-library/user-event', '@testing-library/jest-dom/vitest', 'dayjs', 'quill', '@tabler/icons-react',
] } } } } }))
