import { createFileRoute } from '@tanstack/react-router'
import { ProjectDetailPage } from '@/screens/projects/components/project-detail-page'
import { projectQueries } from '@/domains/projects/api/project-queries'
import { idParam } from '@/lib/search-params'

export const Route = createFileRoute('/_app/projects/$projectId')({
  staticData: { access: 'staff' },
  loader: ({ context, params }) => {
    const id = idParam.parse(params.projectId)
    if (id) void context.queryClient.prefetchQuery(projectQueries.detail(id))
  },
  component: ProjectRoute,
})

function ProjectRoute() {
  const { projectId } = Route.useParams()
  return <ProjectDetailPage projectId={idParam.parse(projectId)} />
}
