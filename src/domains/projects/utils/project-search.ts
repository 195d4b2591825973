import { richTextToPlainText } from '@/components/rich-text/delta'
import type { Project } from '@/contract/schemas'

/** Projects whose name, description or status contain every word of the query (SPEC §2). */
export function filterProjects(projects: readonly Project[], query: string | undefined): Project[] {
  const words = (query ?? '').toLowerCase().split(/\s+/).filter(Boolean)
  if (words.length === 0) return [...projects]
  return projects.filter((project) => {
    const text = [project.name, richTextToPlainText(project.description), project.status, project.status.replace(/[_-]/g, ' ')].join('\n').toLowerCase()
    return words.every((word) => text.includes(word))
  })
}
