import type { Meta, StoryObj } from '@storybook/react-vite'
import { HttpResponse, delay, http } from 'msw'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { pageStory } from '../../support/a11y'
import { AppAt } from '../../support/app-at'
import { expectLoading } from '../../support/loading'
import { signedInAs } from '../../support/session'
import { realtime, roomWithMessages } from './chat-story-data'
import { apiPaths } from '@/contract/paths'
import { apiUrl } from '@/lib/config'
import type { LiveBackend } from '@/test/live-backend'

const meta = {
  title: 'Features/Chat',
  component: AppAt,
  parameters: pageStory,
  args: { path: '/chat' },
} satisfies Meta<typeof AppAt>
export default meta
type Story = StoryObj<typeof meta>

const phone = { viewport: { value: 'phone', isRotated: false } }
const long = { timeout: 10_000 }
// The whole app over 400 messages: about 2 s alone, 8 s at 4× CPU, and more on CI's two busy cores
// (the sweep allows each story 20 s).
const heavy = { timeout: 20_000 }

/** Scrolls a virtualised list up a screen at a time until `find` sees what it looks for. */
async function scrollUpUntil(scroller: HTMLElement, find: () => HTMLElement | null): Promise<HTMLElement | null> {
  for (let step = 0; step < 200; step += 1) {
    const found = find()
    if (found || scroller.scrollTop === 0) return found
    scroller.scrollTop = Math.max(0, scroller.scrollTop - scroller.clientHeight / 2)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return find()
}

/** Opens the room the loader made. */
const inRoom: Story['render'] = (_args, { loaded }) => <AppAt path={`/chat?room=${(loaded as { roomId: number }).roomId}`} />

export const NoRoomSelected: Story = {
  loaders: [signedInAs('staff'), realtime(true)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('No chat selected', {}, long)).toBeInTheDocument()
    await expect(await canvas.findByText('Connected', {}, long)).toBeInTheDocument()
  },
}

export const NoRoomSelectedPhone: Story = { ...NoRoomSelected, globals: phone }

/** Seeded rooms (one with more than 9 unread) plus one with 3. */
export const UnreadBadges: Story = {
  loaders: [signedInAs('staff'), realtime(true), roomWithMessages('Release squad', 12, { unread: 3 })],
  play: async ({ canvasElement }) => {
    const rooms = await within(canvasElement).findByRole('list', { name: 'Chat rooms' }, long)
    await expect(within(rooms).getByText('9+')).toBeInTheDocument()
    const squad = within(rooms).getByText('Release squad').closest('li')
    await expect(squad).not.toBeNull()
    await expect(within(squad!).getByText('3')).toBeInTheDocument()
  },
}

export const EmptyRoom: Story = {
  loaders: [signedInAs('staff'), realtime(true), roomWithMessages('Fresh start', 0)],
  render: inRoom,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('No messages yet', { selector: 'p[style*="font-weight"]' }, long)).toBeInTheDocument()
    // The composer loads with the room (its own chunk): wait for it.
    await expect(await canvas.findByRole('button', { name: 'Send' }, long)).toBeDisabled()
  },
}

/** 400 messages over six days, an image and a file near the end. */
export const BusyRoom: Story = {
  loaders: [signedInAs('staff'), realtime(true), roomWithMessages('Launch war room', 400, { attachments: true })],
  render: inRoom,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const messages = await canvas.findByRole('region', { name: 'Messages' }, heavy)
    await expect(await within(messages).findByRole('img', { name: 'wireframe.svg' }, long)).toBeInTheDocument()
    await expect(within(messages).getByRole('button', { name: 'Download release-notes.txt' })).toBeInTheDocument()
    // The list is virtualised and opens at the newest message; how far up 'Today' starts depends on the hour.
    await expect(await scrollUpUntil(messages, () => within(messages).queryByRole('heading', { name: 'Today' }))).toBeInTheDocument()
  },
}

export const BusyRoomPhone: Story = { ...BusyRoom, globals: phone }

export const NewChatWithErrors: Story = {
  loaders: [signedInAs('staff'), realtime(true)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body)
    await userEvent.click(await canvas.findByRole('button', { name: 'New Chat' }, long))
    const dialog = await canvas.findByRole('dialog', { name: 'New Chat' })
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Create' }))
    await expect(within(dialog).getByText('Chat name is required')).toBeInTheDocument()
    await expect(within(dialog).getByText('Please select at least one participant')).toBeInTheDocument()
  },
}

/** The server refuses: 'Failed to create chat room'. */
export const NewChatFails: Story = {
  loaders: [signedInAs('staff'), realtime(true)],
  beforeEach({ msw }) {
    msw.use(http.post(apiUrl(apiPaths.chat.rooms()), () => HttpResponse.json({ message: 'Unavailable' }, { status: 500 })))
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body)
    await userEvent.click(await canvas.findByRole('button', { name: 'New Chat' }, long))
    const dialog = await canvas.findByRole('dialog', { name: 'New Chat' })
    await userEvent.type(await within(dialog).findByRole('textbox', { name: 'Name' }), 'Design crit')
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Participants' }))
    await userEvent.click(await within(dialog).findByRole('option', { name: /@manager/ }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }))
    // The page story has two toast hosts (the decorator's and the app's): the toast shows in both.
    await expect((await canvas.findAllByText('Failed to create chat room'))[0]).toBeInTheDocument()
  },
}

/** The connection went away: the state says so, and sending warns instead. */
export const Disconnected: Story = {
  loaders: [signedInAs('staff'), realtime(true), roomWithMessages('Night shift', 30)],
  render: inRoom,
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement.ownerDocument.body)
    await canvas.findByText('Connected', {}, long)
    // The server goes away entirely, so reconnecting keeps failing.
    const { broker } = (loaded as { live: LiveBackend }).live
    broker.dropConnections()
    broker.stop()
    await waitFor(() => expect(canvas.getByText('Offline — reconnecting…')).toBeInTheDocument(), long)
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Message' }, long), 'Anyone still here?{Enter}')
    await expect((await canvas.findAllByText('You are offline — message not sent'))[0]).toBeInTheDocument()
  },
}

export const DisconnectedPhone: Story = { ...Disconnected, globals: phone }

/** A link to a room that is gone (or never was yours): it says so, with a way back. */
export const RoomNotFound: Story = {
  loaders: [signedInAs('staff'), realtime(true)],
  args: { path: '/chat?room=999999' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { name: 'Chat not found' }, long)).toBeVisible()
    await expect(canvas.getByText('It may have been removed, or you are not in it.')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Back to chats' })).toBeVisible()
  },
}

/** On a phone the not-found state replaces the room list (it used to show the list silently). */
export const RoomNotFoundPhone: Story = { ...RoomNotFound, globals: phone }

/** The server refuses the file: its reason is shown, the draft stays and nothing is sent. */
export const UploadFails: Story = {
  loaders: [signedInAs('staff'), realtime(true), roomWithMessages('Design review', 8)],
  render: inRoom,
  beforeEach({ msw }) {
    msw.use(http.post(apiUrl(apiPaths.chat.upload(':id')), () => HttpResponse.json({ message: 'Files up to 2 MB can be shared in the demo' }, { status: 413 })))
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body)
    await canvas.findByText('Connected', {}, long)
    const box = await canvas.findByRole('textbox', { name: 'Message' }, long)
    await userEvent.type(box, 'Here is the mock-up')
    const picker = canvasElement.ownerDocument.querySelector<HTMLInputElement>('input[type="file"][accept^="image/"]')!
    await userEvent.upload(picker, new File([new Uint8Array(16)], 'mock-up.png', { type: 'image/png' }))
    await expect((await canvas.findAllByText('Files up to 2 MB can be shared in the demo', {}, long))[0]).toBeInTheDocument()
    await expect(box).toHaveValue('Here is the mock-up')
    await expect(within(canvas.getByRole('region', { name: 'Messages' })).queryByRole('img', { name: 'mock-up.png' })).not.toBeInTheDocument()
  },
}

/** The server has not answered for the rooms yet: a spinner where the list will be. */
export const RoomsLoading: Story = {
  loaders: [signedInAs('staff'), realtime(true)],
  beforeEach({ msw }) {
    msw.use(http.get(apiUrl(apiPaths.chat.rooms()), () => delay('infinite')))
  },
  play: async ({ canvasElement }) => {
    await expectLoading(canvasElement, 'Loading chat rooms')
  },
}
export const RoomsLoadingPhone: Story = { ...RoomsLoading, globals: phone }
