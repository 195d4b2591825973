import { createFileRoute } from '@tanstack/react-router'
import { HomePage } from '@/screens/marketing/components/home-page'

export const Route = createFileRoute('/_public/')({
  component: HomePage,
})
