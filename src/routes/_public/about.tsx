import { createFileRoute } from '@tanstack/react-router'
import { AboutPage } from '@/screens/marketing/components/about-page'
import { routeHead } from '@/lib/page-title'

export const Route = createFileRoute('/_public/about')({
  head: routeHead('/about'),
  component: AboutPage,
})
