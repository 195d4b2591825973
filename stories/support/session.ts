import { issueToken } from '../../mocks/auth'
import { db } from '../../mocks/db'
import { userView } from '../../mocks/views'
import { removeStoredSession, writeStoredSession } from '@/lib/session-storage'
import { seeded } from './seed'

export type StoryUser = 'admin' | 'manager' | 'staff'

/** A story loader that signs a demo account in (a real token from the seeded store) or signs out. */
export function signedInAs(username: StoryUser | null) {
  return async () => {
    await seeded()
    if (!username) {
      removeStoredSession()
      return {}
    }
    const record = db.users.findFirst((q) => q.where({ username }), { strict: true })
    writeStoredSession({ ...userView(record), token: await issueToken(record.id) })
    return {}
  }
}
