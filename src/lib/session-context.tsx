import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react'
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

/** The signed-in user; only for screens behind the auth guard. */
export function useCurrentUser() {
  const { user } = useSession()
  if (!user) throw new Error('useCurrentUser needs a signed-in user')
  return user
}
