import { createFileRoute } from '@tanstack/react-router'
import { AboutPage } from '@/screens/marketing/components/about-page'

export const Route = createFileRoute('/_public/about')({
  component: AboutPage,
})
