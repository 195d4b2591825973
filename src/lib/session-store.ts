import { apiPaths } from '@/contract/paths'
import {
  type AuthResponse,
  authResponseSchema,
  type LoginRequest,
  type SignupRequest,
  type User,
  userSchema,
} from '@/contract/schemas'
import { userVersion } from '@/contract/user-version'
import { apiRequest, setUnauthorizedHandler, setUserSignalHandler, type UserSignal } from './api-client'
import { readStoredSession, removeStoredSession, writeStoredSession } from './session-storage'

/** A 403 re-reads the user at most this often (a screen may answer several at once). */
const FORBIDDEN_REFRESH_MS = 10_000

export interface SessionState {
  /** `loading` until the stored session has been read, and while a sign-in or sign-up runs. */
  status: 'loading' | 'ready'
  /** The signed-in user; the token stays in storage only. */
  user: User | null
  /** Why the last session ended in this tab: signed out, or refused by the server (401). */
  ended: 'signout' | 'expired' | null
}

export type SessionStore = ReturnType<typeof createSessionStore>

/**
 * The session state machine of SPEC §4, framework-free so the router, the shell and tests share it.
 * Subscribe with `useSyncExternalStore`.
 */
export function createSessionStore(storage: Storage = localStorage) {
  let state: SessionState = { status: 'loading', user: null, ended: null }
  const listeners = new Set<() => void>()
  /** The version header the last re-read answered: not re-read again for it (a server may fingerprint differently). */
  let settledVersion: string | null = null
  let refreshing: Promise<void> | null = null
  let lastForbiddenRefresh = 0

  function set(next: SessionState) {
    state = next
    for (const listener of listeners) listener()
  }

  function accept(response: AuthResponse): User {
    writeStoredSession({ ...response.user, token: response.token }, storage)
    set({ status: 'ready', user: response.user, ended: null })
    return response.user
  }

  async function authenticate(call: () => Promise<AuthResponse>, failure: string): Promise<User> {
    set({ ...state, status: 'loading' })
    try {
      return accept(await call())
    } catch (error) {
      console.error(failure, error)
      set({ ...state, status: 'ready' })
      throw error
    }
  }

  const store = {
    getSnapshot: (): SessionState => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    /** Reads the stored user: signed in if it parses; a corrupt entry is removed. Loading then ends. */
    init(): void {
      const stored = readStoredSession(storage)
      if (stored) {
        const { token: _token, ...user } = stored
        set({ status: 'ready', user, ended: null })
      } else {
        set({ status: 'ready', user: null, ended: null })
      }
    },
    login(request: LoginRequest): Promise<User> {
      return authenticate(
        () => apiRequest(apiPaths.auth.login(), { method: 'POST', body: request, schema: authResponseSchema }),
        'Login failed',
      )
    },
    signup(request: SignupRequest): Promise<User> {
      return authenticate(
        () => apiRequest(apiPaths.auth.signup(), { method: 'POST', body: request, schema: authResponseSchema }),
        'Registration failed',
      )
    },
    /**
     * Ends the session here at once and, on a deliberate sign-out, on the server too
     * (`POST /auth/logout`), so a copied token stops working; a failed call changes nothing here.
     */
    logout(reason: 'signout' | 'expired' = 'signout'): void {
      const token = readStoredSession(storage)?.token
      removeStoredSession(storage)
      settledVersion = null
      set({ status: 'ready', user: null, ended: reason })
      if (reason === 'signout' && token) {
        apiRequest(apiPaths.auth.logout(), { method: 'POST', headers: { Authorization: `Bearer ${token}` } }).catch((error: unknown) => {
          console.warn('Sign-out could not reach the server; this browser is signed out anyway', error)
        })
      }
    },
    /**
     * Follows what an authenticated answer said of the signed-in user: a version header that differs
     * from the user shown, or a 403 (the role may have been taken away), re-reads the user, so the
     * menu and route guards follow a role change without signing in again.
     */
    noticeUserSignal(signal: UserSignal): void {
      const user = state.user
      if (!user || refreshing) return
      if (signal.version !== null) {
        if (signal.version === userVersion(user) || signal.version === settledVersion) return
      } else if (!signal.forbidden || Date.now() - lastForbiddenRefresh < FORBIDDEN_REFRESH_MS) {
        return
      }
      if (signal.forbidden) lastForbiddenRefresh = Date.now()
      refreshing = (async () => {
        try {
          const fresh = await apiRequest(apiPaths.users.detail(user.id), { schema: userSchema })
          settledVersion = signal.version
          store.updateSessionUser(fresh)
        } catch (error) {
          console.warn('Could not re-read the signed-in user', error)
        } finally {
          refreshing = null
        }
      })()
    },
    /**
     * Takes the server's newer copy of the signed-in user (an admin edited their own name or roles),
     * so the header, menu and permissions follow at once, here and in other tabs. Any other user is
     * ignored, so callers may pass every updated user.
     */
    updateSessionUser(user: User): void {
      if (!state.user || state.user.id !== user.id) return
      const token = readStoredSession(storage)?.token
      if (token) writeStoredSession({ ...user, token }, storage)
      set({ ...state, user })
    },
    /** Follows changes another tab made to the stored session (sign-in, sign-out, own edits). */
    syncFromStorage(): void {
      const stored = readStoredSession(storage)
      const currentId = state.user?.id ?? null
      if ((stored?.id ?? null) === currentId && stored) {
        const { token: _token, ...user } = stored
        // The same account, possibly renamed or given other roles in another tab.
        if (JSON.stringify(user) !== JSON.stringify(state.user)) set({ ...state, user })
        return
      }
      if (stored) {
        const { token: _token, ...user } = stored
        set({ status: 'ready', user, ended: null })
      } else if (state.user) {
        set({ status: 'ready', user: null, ended: 'signout' })
      }
    },
  }
  return store
}

/**
 * Ends the session whenever an authenticated call answers 401 (token unknown or expired), and
 * re-reads the user when an answer says it changed on the server.
 */
export function endSessionOnUnauthorized(store: SessionStore): () => void {
  setUnauthorizedHandler(() => {
    if (store.getSnapshot().user) store.logout('expired')
  })
  setUserSignalHandler((signal) => store.noticeUserSignal(signal))
  return () => {
    setUnauthorizedHandler(null)
    setUserSignalHandler(null)
  }
}
