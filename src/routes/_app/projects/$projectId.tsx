import { createFileRoute } from '@tanstack/react-router'
import { ProjectDetailPage } from '@/screens/projects/components/project-detail-page'
import { projectQueries } from '@/domains/projects/api/project-queries'
import { requireRouteAccess } from '@/lib/route-access'
import { positiveInt } from '@/lib/search-params'

export const Route = createFileRoute('/_app/projects/$projectId')({
  beforeLoad: ({ context }) => requireRouteAccess(context.session, 'staff'),
  loader: ({ context, params }) => {
    const id = positiveInt(params.projectId)
    if (id) void context.queryClient.prefetchQuery(projectQueries.detail(id))
  },
  component: ProjectRoute,
})

function ProjectRoute() {
  const { projectId } = Route.useParams()
  return <ProjectDetailPage projectId={positiveInt(projectId)} />
}
