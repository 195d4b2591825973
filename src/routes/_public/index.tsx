import { createFileRoute } from '@tanstack/react-router'
import { HomePage } from '@/screens/marketing/components/home-page'
import { routeHead } from '@/lib/page-title'

export const Route = createFileRoute('/_public/')({
  head: routeHead('/'),
  component: HomePage,
})
