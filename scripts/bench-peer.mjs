// The peer issue #13 compares us with, measured beside us in the same run: bulletproof-react's demo
// (apps/react-vite: React, msw and @mswjs/data in the browser), when `npm run bench` is given its
// address (`--peer-bulletproof=http://127.0.0.1:4301`). The peer is not part of this repository:
// README "Benchmarks" says how to build and serve it (a production build with its API mocking on
// and its mock network delay set to 0, "latency off everywhere" as in the issue).
//
// Its demo starts with an empty database in every browser profile: we register an admin (a new
// team) and create one discussion, so its list has a first row to paint, as ours has a first card.

/** The external requests the peer makes (a web font), which this machine's closed network never answers. */
export const PEER_BLOCKED = ['https://rsms.me/*']

/** Registers a new admin in bulletproof's demo and creates one discussion; `page` ends on /app/discussions. */
export async function bulletproofSignIn(page, base) {
  for (const pattern of PEER_BLOCKED) await page.route(pattern.replace(/\*$/, '**'), (route) => route.abort())
  const stamp = `${Date.now()}${Math.round(Math.random() * 1000)}`
  await page.goto(`${base}/auth/register`)
  await page.getByLabel('First Name').fill('Bench')
  await page.getByLabel('Last Name').fill('Peer')
  await page.getByLabel('Email Address').fill(`bench${stamp}@example.com`)
  await page.getByLabel('Password').fill('password123')
  // "Join Existing Team" left off: a new team, whose creator is its admin (who may create discussions).
  await page.getByLabel('Team Name').fill(`Bench ${stamp}`)
  await page.getByRole('button', { name: 'Register' }).click()
  await page.waitForURL(`${base}/app`)
  await page.goto(`${base}/app/discussions`)
  await page.getByRole('button', { name: 'Create Discussion' }).click()
  await page.getByLabel('Title').fill('Bench discussion')
  await page.getByLabel('Body').fill('The first row of the list.')
  await page.getByRole('button', { name: 'Submit' }).click()
  await page.locator('table tbody tr').first().waitFor()
}

/** A signed-in storage state of the peer's demo, with one discussion stored. */
export async function bulletproofState(browser, base) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await bulletproofSignIn(page, base)
  const state = await context.storageState()
  await context.close()
  return state
}
