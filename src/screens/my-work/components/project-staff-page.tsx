import { useQuery } from '@tanstack/react-query'
import { memo, useEffect, useMemo } from 'react'
import { LineIcon } from '@/components/icons/line-icon'
import { InitialsAvatar } from '@/components/light/initials-avatar'
import { ListPage } from '@/components/list-page/list-page'
import { useSearchBox } from '@/components/list-page/use-search-box'
import { ProjectStatusBadge } from '@/domains/projects/components/project-status-badge'
import type { Project, User } from '@/contract/schemas'
import { fullNameOf, initialsOf } from '@/lib/names'
import { notifyError } from '@/lib/notify'
import { projectColor } from '@/domains/projects/utils/project-meta'
import { useCurrentUser } from '@/lib/session-context'
import { myProjectsQuery } from '@/domains/projects/api/my-projects'
import { MY_WORK_MESSAGES } from '../messages'
import { filterProjectStaff } from '../utils/my-work-filters'
import classes from './project-staff-page.module.css'
import { RecordLink } from '@/components/light/record-link'

export interface ProjectStaffSearch {
  q?: string
}

/** /project-staff (SPEC §2 Project Staff Assignments): the user's projects and who works on them. */
export function ProjectStaffPage({ search, onSearchChange }: { search: ProjectStaffSearch; onSearchChange: (search: ProjectStaffSearch) => void }) {
  const me = useCurrentUser()
  const projects = useQuery(myProjectsQuery(me.id))
  const searchBox = useSearchBox(search.q, (q) => onSearchChange({ q }))
  // The list follows the box at once; the URL catches up after the paint (useSearchBox).
  const query = searchBox.text

  useEffect(() => {
    if (projects.isError) notifyError(MY_WORK_MESSAGES.staffFailed)
  }, [projects.isError])

  const visible = useMemo(() => filterProjectStaff(projects.data ?? [], query), [projects.data, query])

  return (
    <ListPage
      title="Project Staff Assignments"
      description="Your projects and who works on them."
      search={{ label: 'Search projects and members', placeholder: 'Search by project, member name or username…', box: searchBox }}
      query={projects}
      loadingLabel="Loading projects"
      errorMessage={MY_WORK_MESSAGES.staffFailed}
      isEmpty={visible.length === 0}
      empty={{
        title: 'No projects found',
        description: query ? `No project or member matches “${query}”. Try another search.` : 'You are not a member of any project yet.',
      }}
      count={{ text: visible.length === 1 ? '1 project' : `${visible.length} projects`, position: 'top' }}
    >
      <div className={classes.grid}>
        {visible.map(({ project, members }) => (
          <ProjectStaffCard key={project.id} project={project} members={members} meId={me.id} />
        ))}
      </div>
    </ListPage>
  )
}

/** One project and its (matching) members: plain elements, redrawn by every keystroke in the search. */
const ProjectStaffCard = memo(function ProjectStaffCard({ project, members, meId }: { project: Project; members: User[]; meId: number }) {
  return (
    <article className={classes.card} aria-label={project.name} data-nav-item>
      <div className={classes.stripe} style={{ background: projectColor(project.id) }} aria-hidden />
      <div className={classes.head}>
        <RecordLink target={{ to: '/projects/$projectId', params: { projectId: String(project.id) } }} className={classes.name}>
          {project.name}
        </RecordLink>
        <ProjectStatusBadge status={project.status} />
      </div>
      <div className={classes.count}>
        <LineIcon name="users" />
        {members.length === project.members.length
          ? `${project.members.length} ${project.members.length === 1 ? 'member' : 'members'}`
          : `${members.length} of ${project.members.length} members match`}
      </div>
      {members.length === 0 ? (
        <p className={classes.empty}>No members assigned</p>
      ) : (
        <ul className={classes.members} aria-label={`Members of ${project.name}`}>
          {members.map((member) => (
            <MemberRow key={member.id} member={member} isMe={member.id === meId} />
          ))}
        </ul>
      )}
    </article>
  )
})

function MemberRow({ member, isMe }: { member: User; isMe: boolean }) {
  const name = fullNameOf(member)
  return (
    <li className={classes.member}>
      <InitialsAvatar name={name} initials={initialsOf(member)} />
      <div className={classes.who}>
        <div className={classes.fullName}>
          {name}
          {isMe && <span className={classes.you}>You</span>}
        </div>
        <div className={classes.username}>@{member.username}</div>
      </div>
    </li>
  )
}
