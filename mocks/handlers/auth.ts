import { apiPaths } from '@/contract/paths'
import { loginRequestSchema, signupRequestSchema } from '@/contract/schemas'
import { bearerToken, issueToken, revokeToken } from '../auth'
import { db } from '../db'
import { unauthorized } from '../errors'
import { readJson, route } from '../http'
import { verifyPassword } from '../secrets'
import { assertNotThrottled, recordSignInFailure, recordSignInSuccess, throttleKey } from '../services/sign-in-throttle'
import { createUser } from '../services/users'
import { userView } from '../views'

export const authRoutes = [
  route.post(apiPaths.auth.login(), async ({ request }) => {
    const { username, password } = await readJson(request, loginRequestSchema)
    const user = db.users.findFirst((q) =>
      q.where((candidate) => candidate.username.toLowerCase() === username.trim().toLowerCase()),
    )
    const key = throttleKey(user?.id ?? null)
    // A locked account is refused before the password is looked at, so guessing on gains nothing.
    assertNotThrottled(key)
    if (!user || !verifyPassword(password, user.passwordHash)) {
      recordSignInFailure(key)
      throw unauthorized('Invalid username or password')
    }
    recordSignInSuccess(key)
    return { user: userView(user), token: await issueToken(user.id) }
  }),

  route.post(apiPaths.auth.signup(), async ({ request }) => {
    const body = await readJson(request, signupRequestSchema)
    // Self-registered users join with the default (staff) role, so they can use the product right away.
    const user = await createUser({ ...body.user, roles: undefined, referralCode: body.user.referralCode ?? body.referralCode }, 'user.')
    return { user: userView(user), token: await issueToken(user.id) }
  }),
  // Ours (issue 21): ends the session on the server, so a copied token stops working. Always 200,
  // even for an unknown or expired token: signing out is done either way.
  route.post(apiPaths.auth.logout(), async ({ request }) => {
    const token = bearerToken(request.headers.get('Authorization'))
    if (token) await revokeToken(token)
    return { ok: true }
  }),
]
