import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react'
import type { User } from '@/contract/schemas'
import type { SessionState, SessionStore } from './session-store'

const SessionContext = createContext<SessionStore | null>(null)

export function SessionProvider({ store, children }: { store: SessionStore; children: ReactNode }) {
  return <SessionContext.Provider value={store}>{children}</SessionContext.Provider>
}

/** The session store; throws outside `SessionProvider` (SPEC §8). */
export function useSessionStore(): SessionStore {
  const store = useContext(SessionContext)
  if (!store) throw new Error('useSession must be used within a SessionProvider')
  return store
}

/** The current session state plus its actions. */
export function useSession(): SessionState & Pick<SessionStore, 'login' | 'signup' | 'logout'> {
  const store = useSessionStore()
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot)
  return { ...state, login: store.login, signup: store.signup, logout: store.logout }
}

/** The user the auth guard rendered its screen for (`routes/_app.tsx`). */
const GuardedUserContext = createContext<User | null>(null)

export function GuardedUserProvider({ user, children }: { user: User; children: ReactNode }) {
  return <GuardedUserContext.Provider value={user}>{children}</GuardedUserContext.Provider>
}

/**
 * The signed-in user; only for screens behind the auth guard. Behind it, the user the guard
 * rendered with: a session that ends while the shell renders in slices (a 401 answered between
 * two of them) takes the shell down from the guard, and the header's parts, which also follow the
 * session, never render half-way with no user.
 */
export function useCurrentUser(): User {
  const guarded = useContext(GuardedUserContext)
  const { user } = useSession()
  const current = guarded ?? user
  if (!current) throw new Error('useCurrentUser needs a signed-in user')
  return current
}
