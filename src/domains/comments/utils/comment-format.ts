import dayjs from 'dayjs'
import { type HasRoles, isAdmin } from '@/lib/permissions'

/** SPEC §9 'MMM dd, yyyy at h:mm a', e.g. 'Nov 22, 2026 at 3:05 PM'. */
export function formatCommentTime(timestamp: string): string {
  return dayjs(timestamp).format('MMM DD, YYYY [at] h:mm A')
}

/** Only the author or an admin may edit or delete a comment (docs/decisions.md); the server agrees. */
export function canChangeComment(user: HasRoles & { id: number }, comment: { authorId: number }): boolean {
  return comment.authorId === user.id || isAdmin(user)
}
