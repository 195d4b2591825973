// Issue #8 for `npm run bench`: a chat room with 2,000 messages opens and scrolls smoothly.
// Injects the messages into the demo's stored data, opens the room from the list, and scrolls the
// whole conversation, recording frame gaps. Usable on its own against a running preview:
//   node scripts/bench-chat.mjs --base=http://localhost:4306
import { chromium } from '@playwright/test'
import { readStored, writeStored } from './bench-store.mjs'
import { chromiumLaunchOptions } from './chromium.mjs'

export const LONG_ROOM_MESSAGES = 2000
/** Adds `count` messages to one of the signed-in staff member's team rooms in the stored demo data; returns its id and name. */
async function injectMessages(page, count) {
  const { chatRooms, users, chatMessages } = await page.evaluate(readStored, ['chatRooms', 'users', 'chatMessages'])
  const me = await page.evaluate(() => JSON.parse(localStorage.getItem('user')).id)
  const room = chatRooms.find((candidate) => candidate.type === 'team' && candidate.participantIds.includes(me))
  const people = users.filter((user) => room.participantIds.includes(user.id))
  let id = Math.max(0, ...chatMessages.map((message) => message.id))
  const start = Date.now() - 30 * 24 * 3600 * 1000
  const lines = ['Morning all!', 'Can someone review my latest changes?', 'Pushed the fix, let me know if it works for you.', 'Sounds good to me.\nLet’s ship it after lunch.', 'Great demo today, well done everyone. The client loved the new dashboard and asked for a follow-up next week.']
  for (let n = 0; n < count; n += 1) {
    const sender = people[n % people.length]
    id += 1
    chatMessages.push({
      id,
      roomId: room.id,
      senderId: sender.id,
      senderName: `${sender.firstName} ${sender.lastName}`,
      timestamp: new Date(start + (n * 30 * 24 * 3600 * 1000) / count).toISOString(),
      type: 'text',
      content: `${lines[n % lines.length]} (#${n + 1})`,
      fileName: null,
    })
  }
  await page.evaluate(writeStored, { name: 'chatMessages', rows: chatMessages })
  return { id: room.id, name: room.name }
}

/**
 * Opens the long room (click in the list → its last message on screen, best of 3) and scrolls it
 * from the end to the start and back in 60 steps of one frame each, reporting frame gaps.
 */
export async function measureLongChatRoom(browser, base) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  await context.addInitScript(() => localStorage.setItem('taskhive:demo-settings', JSON.stringify({ latency: 'off', teammates: false })))
  const page = await context.newPage()
  await page.goto(`${base}/signin`)
  await page.getByRole('button', { name: 'Sign in as demo Staff' }).click()
  await page.waitForURL('**/dashboard')
  await page.goto(`${base}/chat`)
  await page.getByRole('list', { name: 'Chat rooms' }).waitFor()
  // Let the store be written once, then add to it and reload so the server starts with it.
  await page.waitForTimeout(300)
  const room = await injectMessages(page, LONG_ROOM_MESSAGES)
  await page.reload()
  await page.getByRole('list', { name: 'Chat rooms' }).waitFor()

  const lastText = `(#${LONG_ROOM_MESSAGES})`
  const openMs = []
  for (let round = 0; round < 3; round += 1) {
    await page.goto(`${base}/chat`)
    await page.getByRole('list', { name: 'Chat rooms' }).waitFor()
    const ms = await page.evaluate(
      async ({ id, lastText }) => {
        const button = document.querySelector(`[data-room-id="${id}"]`)
        const started = performance.now()
        button.click()
        await new Promise((resolve) => {
          const check = () => {
            const region = document.querySelector('[role="region"][aria-label="Messages"]')
            const last = region && [...region.querySelectorAll('article p')].find((p) => p.textContent?.endsWith(lastText))
            if (last && last.getBoundingClientRect().bottom <= region.getBoundingClientRect().bottom + 1) resolve()
            else requestAnimationFrame(check)
          }
          check()
        })
        await new Promise((resolve) => requestAnimationFrame(resolve))
        return performance.now() - started
      },
      { id: room.id, lastText },
    )
    openMs.push(Math.round(ms))
  }

  const scroll = await page.evaluate(async () => {
    const region = document.querySelector('[role="region"][aria-label="Messages"]')
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve))
    const summary = (gaps) => {
      const sorted = [...gaps].sort((a, b) => a - b)
      const round = (ms) => Math.round(ms * 10) / 10
      return {
        frames: sorted.length,
        medianFrameMs: round(sorted[Math.floor(sorted.length / 2)]),
        p95FrameMs: round(sorted[Math.floor(sorted.length * 0.95)]),
        worstFrameMs: round(sorted.at(-1)),
        slowFrames: sorted.filter((gap) => gap > 50).length,
      }
    }
    const record = async (count, act) => {
      const gaps = []
      let previous = performance.now()
      for (let n = 0; n < count; n += 1) {
        act?.(n)
        await frame()
        const now = performance.now()
        gaps.push(now - previous)
        previous = now
      }
      return gaps
    }
    // The machine's own frame rhythm, for comparison.
    const idle = await record(60)
    // A fast flick: 40 px a frame, upwards for 200 frames, then a jump of a whole screen per frame
    // to the top and back to the end.
    const flick = await record(200, () => (region.scrollTop -= 40))
    const pages = Math.ceil(region.scrollHeight / region.clientHeight)
    const jumps = await record(2 * Math.min(pages, 150), (n) => {
      region.scrollTop += (n < Math.min(pages, 150) ? -1 : 1) * region.clientHeight
    })
    return {
      idle: summary(idle),
      flick: summary(flick),
      pageJumps: summary(jumps),
      domRows: region.querySelectorAll('[data-index]').length,
    }
  })
  await context.close()
  return { messages: LONG_ROOM_MESSAGES, openMs: Math.min(...openMs), openRunsMs: openMs, scroll }
}

/** Issue #8's bar: opens within a second, a flick keeps the median frame under 20 ms, a window of rows in the DOM. */
export function longChatRoomOk(result) {
  return result.openMs < 1000 && result.scroll.flick.medianFrameMs < 20 && result.scroll.domRows < 200
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = new Map(process.argv.slice(2).map((arg) => arg.replace(/^--/, '').split('=')))
  const base = args.get('base') ?? 'http://localhost:4306'
  const browser = await chromium.launch(chromiumLaunchOptions())
  try {
    const result = await measureLongChatRoom(browser, base)
    console.log(JSON.stringify({ longChatRoom: result, ok: longChatRoomOk(result) }, null, 2))
  } finally {
    await browser.close()
  }
}
