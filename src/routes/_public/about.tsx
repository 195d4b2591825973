import { createFileRoute } from '@tanstack/react-router'
import { AboutPage } from '@/features/marketing/components/about-page'

export const Route = createFileRoute('/_public/about')({
  component: AboutPage,
})
