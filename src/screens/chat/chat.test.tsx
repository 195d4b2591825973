import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import dayjs from 'dayjs'
import { HttpResponse, http } from 'msw'
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest'
import { db, nextId } from '../../../mocks/db'
import { server } from '../../../mocks/node'
import { DEMO_IDS } from '../../../mocks/seed'
import { failNextCalls } from '../../../mocks/settings'
import { postMessage } from '../../../mocks/services/chat'
import { apiPaths } from '@/contract/paths'
import { apiUrl } from '@/lib/config'
import { type LiveBackend, startLiveBackend } from '@/test/live-backend'
import { renderApp, findFormDialog } from '@/test/render'

// jsdom lays nothing out: give the virtualised message list a tall viewport and rows a height.
const layout = ['clientHeight', 'offsetHeight'] as const
const original = layout.map((key) => Object.getOwnPropertyDescriptor(HTMLElement.prototype, key))
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 3000 })
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', { configurable: true, get: () => 40 })
})
afterAll(() => {
  layout.forEach((key, index) => {
    const descriptor = original[index]
    if (descriptor) Object.defineProperty(HTMLElement.prototype, key, descriptor)
  })
})

let live: LiveBackend | null = null
afterEach(() => {
  live?.stop()
  live = null
})

const user = (id: number) => db.users.findFirst((q) => q.where({ id }), { strict: true })
const roomList = () => screen.getByRole('list', { name: 'Chat rooms' })
const roomButton = (name: string) => within(roomList()).getByRole('button', { name: new RegExp(name) })
const messageBox = () => screen.getByRole('textbox', { name: 'Message' })
const sendButton = () => screen.getByRole('button', { name: 'Send' })
const imagePicker = (container: HTMLElement) => container.querySelector<HTMLInputElement>('input[type="file"][accept^="image/"]')!
const filePicker = (container: HTMLElement) => container.querySelector<HTMLInputElement>('input[type="file"]:not([accept])')!
const pngFile = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' })

/** A team room of the demo staff with one colleague, with messages at the given times. */
async function roomWith(name: string, messages: { at: dayjs.Dayjs; text: string; from?: number }[] = [], read = true) {
  const colleague = db.users.findFirst((q) => q.where((candidate) => candidate.id > 3), { strict: true })
  const room = await db.chatRooms.create({
    id: nextId('chatRooms'),
    name,
    type: 'team',
    participantIds: [DEMO_IDS.staff, colleague.id],
    projectId: null,
    createdAt: dayjs().subtract(30, 'day').toISOString(),
  })
  let lastId = 0
  for (const message of messages) {
    const sender = user(message.from ?? colleague.id)
    const record = await db.chatMessages.create({
      id: nextId('chatMessages'),
      roomId: room.id,
      senderId: sender.id,
      senderName: `${sender.firstName} ${sender.lastName}`,
      timestamp: message.at.toISOString(),
      type: 'text',
      content: message.text,
      fileName: null,
    })
    lastId = record.id
  }
  if (read) await db.chatReads.create({ roomId: room.id, userId: DEMO_IDS.staff, lastReadMessageId: lastId })
  return { room, colleague }
}

async function openChat(path = '/chat') {
  const view = await renderApp(path, { as: 'staff' })
  await screen.findByRole('list', { name: 'Chat rooms' }, { timeout: 10_000 })
  return view
}

async function connected() {
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Connected'), { timeout: 5000 })
  // Let the room subscriptions reach the broker (mock-socket delivers on a timer).
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
}

describe('/chat', { timeout: 30_000 }, () => {
  it('lists rooms with unread badges (9+ above 9), last message, relative time and a team icon; nothing selected at first', async () => {
    const { room } = await roomWith('Three unread', [
      { at: dayjs().subtract(3, 'hour'), text: 'one' },
      { at: dayjs().subtract(2, 'hour'), text: 'two' },
      { at: dayjs().subtract(1, 'hour'), text: 'Latest words here' },
    ], false)
    await openChat()
    expect(screen.getByText('No chat selected')).toBeInTheDocument()

    const busy = db.chatRooms.findMany((q) => q.where((candidate) => candidate.participantIds.includes(DEMO_IDS.staff)))
    const rooms = within(roomList()).getAllByRole('button')
    expect(rooms).toHaveLength(busy.length)
    // The seed leaves more than 9 unread in the first project's room.
    expect(within(roomList()).getByText('9+')).toBeInTheDocument()

    const fresh = roomButton(room.name)
    expect(within(fresh).getByText('3')).toBeInTheDocument()
    expect(within(fresh).getByText('Latest words here')).toBeInTheDocument()
    expect(within(fresh).getByText('an hour ago')).toBeInTheDocument()
    expect(within(fresh).getByRole('img', { name: 'Team room' })).toBeInTheDocument()
    const direct = db.chatRooms.findFirst((q) => q.where((candidate) => candidate.type === 'direct' && candidate.participantIds.includes(DEMO_IDS.staff)), { strict: true })
    expect(within(roomButton(direct.name)).queryByRole('img', { name: 'Team room' })).not.toBeInTheDocument()
  })

  it('opens a room from the URL, groups its messages by day and marks it read', async () => {
    const long = dayjs().subtract(5, 'day')
    const { room } = await roomWith('Days', [
      { at: long, text: 'From last week' },
      { at: dayjs().subtract(1, 'day'), text: 'From yesterday' },
      { at: dayjs(), text: 'From today' },
    ], false)
    const consoleError = vi.spyOn(console, 'error')
    await openChat(`/chat?room=${room.id}`)
    const messages = await screen.findByRole('region', { name: 'Messages' })
    const headings = within(messages).getAllByRole('heading').map((heading) => heading.textContent)
    expect(headings).toEqual([long.format('dddd, MMMM D, YYYY'), 'Yesterday', 'Today'])
    expect(within(messages).getByText('From last week')).toBeInTheDocument()
    const today = within(messages).getByText('From today').closest('article')!
    expect(today).toHaveAccessibleName(new RegExp(`at ${dayjs(db.chatMessages.findMany((q) => q.where({ roomId: room.id })).at(-1)!.timestamp).format('h:mm A')}`))
    await waitFor(() => {
      const marker = db.chatReads.findFirst((q) => q.where({ roomId: room.id, userId: DEMO_IDS.staff }))
      expect(marker?.lastReadMessageId).toBe(db.chatMessages.findMany((q) => q.where({ roomId: room.id })).at(-1)!.id)
    })
    expect(within(roomButton('Days')).queryByText('3')).not.toBeInTheDocument()
    // React complains about siblings sharing a key (it did: the list and the composer).
    expect(consoleError.mock.calls.filter((call) => String(call[0]).includes('same key'))).toEqual([])
    consoleError.mockRestore()
  })

  it('shows typed web addresses in a text message as links that open safely in a new tab', async () => {
    const { room } = await roomWith('Links', [{ at: dayjs(), text: 'Specs at https://example.com/spec?id=1. Not javascript:alert(1)' }])
    await openChat(`/chat?room=${room.id}`)
    const messages = await screen.findByRole('region', { name: 'Messages' })
    const link = await within(messages).findByRole('link', { name: 'https://example.com/spec?id=1' })
    expect(link).toHaveAttribute('href', 'https://example.com/spec?id=1')
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    expect(within(messages).getAllByRole('link')).toHaveLength(1)
  })

  it('opens a long room on its latest messages (one page of the list) and loads older pages on demand', async () => {
    const start = dayjs().subtract(1, 'hour')
    const texts = Array.from({ length: 250 }, (_, index) => ({ at: start.add(index * 10, 'second'), text: `Line (#${index + 1})` }))
    const { room } = await roomWith('Long room', texts)
    const asked: string[] = []
    const record = ({ request }: { request: Request }) => void asked.push(new URL(request.url).search)
    server.events.on('request:start', record)
    onTestFinished(() => server.events.removeListener('request:start', record))
    await openChat(`/chat?room=${room.id}`)
    const messages = await screen.findByRole('region', { name: 'Messages' })
    expect(await within(messages).findByText('Line (#201)')).toBeInTheDocument()
    expect(within(messages).queryByText('Line (#200)')).not.toBeInTheDocument()
    // Page 0 says how many there are; then only the last page is fetched.
    expect(asked.filter((search) => search.includes('page='))).toEqual(['?page=0&size=100', '?page=2&size=100'])
    const user = userEvent.setup()
    await user.click(within(messages).getByRole('button', { name: 'Load older messages' }))
    expect(await within(messages).findByText('Line (#101)')).toBeInTheDocument()
    await user.click(within(messages).getByRole('button', { name: 'Load older messages' }))
    expect(await within(messages).findByText('Line (#1)')).toBeInTheDocument()
    expect(within(messages).queryByRole('button', { name: 'Load older messages' })).not.toBeInTheDocument()
    expect(within(messages).getAllByRole('article').length).toBeGreaterThan(0)
  })

  it('says when the room in the URL does not exist, with a way back to the list', async () => {
    const { history } = await openChat('/chat?room=999999')
    expect(await screen.findByRole('heading', { name: 'Chat not found' })).toBeInTheDocument()
    expect(screen.getByText('It may have been removed, or you are not in it.')).toBeInTheDocument()
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument()
    await userEvent.setup().click(screen.getByRole('button', { name: 'Back to chats' }))
    expect(await screen.findByRole('heading', { name: 'No chat selected' })).toBeInTheDocument()
    expect(history.location.search).toBe('')
    expect(screen.queryByRole('button', { name: 'Back to chats' })).not.toBeInTheDocument()
  })

  it('keeps Send disabled while the text is blank; Shift+Enter adds a line and Enter sends once', async () => {
    live = startLiveBackend()
    const { room } = await roomWith('Composer', [{ at: dayjs().subtract(1, 'hour'), text: 'Hi' }])
    await openChat(`/chat?room=${room.id}`)
    await connected()
    const typist = userEvent.setup()
    expect(sendButton()).toBeDisabled()
    await typist.type(messageBox(), '   ')
    expect(sendButton()).toBeDisabled()
    await typist.clear(messageBox())
    await typist.type(messageBox(), 'First line{Shift>}{Enter}{/Shift}second line')
    expect(messageBox()).toHaveValue('First line\nsecond line')
    expect(sendButton()).toBeEnabled()
    await typist.keyboard('{Enter}')
    expect(messageBox()).toHaveValue('')

    // Shown at once, then the broadcast echo replaces it instead of adding a second copy.
    const messages = screen.getByRole('region', { name: 'Messages' })
    const shown = () => within(messages).getAllByText((_, element) => element?.tagName === 'P' && element.textContent === 'First line\nsecond line')
    expect(shown()).toHaveLength(1)
    await waitFor(() => expect(db.chatMessages.findMany((q) => q.where({ roomId: room.id }))).toHaveLength(2))
    const stored = db.chatMessages.findMany((q) => q.where({ roomId: room.id })).at(-1)!
    expect(stored).toMatchObject({ senderId: DEMO_IDS.staff, type: 'text', content: 'First line\nsecond line' })
    await waitFor(() => expect(within(messages).queryByText('Sending…')).not.toBeInTheDocument())
    expect(shown()).toHaveLength(1)
  })

  it('a send the server refuses says so at once, is marked not delivered, and Retry delivers it', async () => {
    live = startLiveBackend()
    const { room } = await roomWith('Refused', [{ at: dayjs().subtract(1, 'hour'), text: 'Hi' }])
    await openChat(`/chat?room=${room.id}`)
    await connected()
    onTestFinished(() => failNextCalls(0))
    failNextCalls(1)
    const typist = userEvent.setup()
    await typist.type(messageBox(), 'Will it arrive?{Enter}')
    // Told well before the 15-second delivery timeout.
    expect(await screen.findByText('Failed to send message', {}, { timeout: 5000 })).toBeInTheDocument()
    const messages = screen.getByRole('region', { name: 'Messages' })
    expect(within(messages).getByText('Not delivered')).toBeInTheDocument()
    expect(db.chatMessages.findMany((q) => q.where({ roomId: room.id }))).toHaveLength(1)

    await typist.click(within(messages).getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(db.chatMessages.findMany((q) => q.where({ roomId: room.id }))).toHaveLength(2))
    await waitFor(() => expect(within(messages).queryByText('Not delivered')).not.toBeInTheDocument())
    expect(within(messages).getAllByText('Will it arrive?')).toHaveLength(1)
  })

  it('warns and sends nothing while disconnected', async () => {
    const { room } = await roomWith('Offline', [{ at: dayjs().subtract(1, 'hour'), text: 'Hi' }])
    await openChat(`/chat?room=${room.id}`)
    expect(screen.getByRole('status')).toHaveTextContent('Connecting…')
    await userEvent.setup().type(messageBox(), 'Are you there?{Enter}')
    expect(await screen.findByText('You are offline — message not sent')).toBeInTheDocument()
    expect(messageBox()).toHaveValue('Are you there?')
    expect(db.chatMessages.findMany((q) => q.where({ roomId: room.id }))).toHaveLength(1)
    expect(within(screen.getByRole('region', { name: 'Messages' })).queryByText('Are you there?')).not.toBeInTheDocument()
  })

  it('updates the room list live when someone writes in another room', async () => {
    live = startLiveBackend()
    const { room, colleague } = await roomWith('Elsewhere', [{ at: dayjs().subtract(2, 'day'), text: 'Old news' }])
    await openChat()
    await connected()
    expect(within(roomButton('Elsewhere')).getByText('Old news')).toBeInTheDocument()
    for (let n = 1; n <= 10; n += 1) {
      await act(async () => {
        await postMessage(room.id, user(colleague.id), { type: 'text', content: `Ping ${n}` })
      })
    }
    await waitFor(() => expect(within(roomButton('Elsewhere')).getByText('Ping 10')).toBeInTheDocument())
    expect(within(roomButton('Elsewhere')).getByText('9+')).toBeInTheDocument()
    // The most recent activity comes first.
    expect(within(roomList()).getAllByRole('button')[0]).toHaveTextContent('Elsewhere')
  })

  it('shows messages that arrived while the connection was down after it comes back', async () => {
    live = startLiveBackend()
    const { room, colleague } = await roomWith('Blip', [{ at: dayjs().subtract(1, 'hour'), text: 'Before the blip' }])
    await openChat(`/chat?room=${room.id}`)
    await connected()
    act(() => live!.dropConnections())
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Offline — reconnecting…'))
    await act(async () => {
      await postMessage(room.id, user(colleague.id), { type: 'text', content: 'Said while you were away' })
    })
    const messages = screen.getByRole('region', { name: 'Messages' })
    expect(within(messages).queryByText('Said while you were away')).not.toBeInTheDocument()
    // SPEC §9: reconnect after 5 seconds.
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Connected'), { timeout: 8000 })
    expect(await within(messages).findByText('Said while you were away')).toBeInTheDocument()
  })

  it('a failed upload says so, keeps the typed text and sends nothing', async () => {
    live = startLiveBackend()
    const { room } = await roomWith('Uploads', [{ at: dayjs().subtract(1, 'hour'), text: 'Hi' }])
    const { container } = await openChat(`/chat?room=${room.id}`)
    await connected()
    const typist = userEvent.setup()
    await typist.type(messageBox(), 'Draft in progress')
    const uploadUrl = apiUrl(apiPaths.chat.upload(room.id))

    // The server refuses and says why: its words are shown.
    server.use(http.post(uploadUrl, () => HttpResponse.json({ message: 'Files up to 2 MB can be shared in the demo' }, { status: 413 })))
    await typist.upload(imagePicker(container), pngFile('big.png'))
    expect(await screen.findByText('Files up to 2 MB can be shared in the demo')).toBeInTheDocument()

    // It says nothing (a 500, the network): our wording.
    server.use(http.post(uploadUrl, () => HttpResponse.error()))
    await typist.upload(filePicker(container), new File(['notes'], 'notes.txt', { type: 'text/plain' }))
    expect(await screen.findByText('Failed to upload file')).toBeInTheDocument()

    expect(messageBox()).toHaveValue('Draft in progress')
    expect(db.files.all()).toHaveLength(0)
    expect(db.chatMessages.findMany((q) => q.where({ roomId: room.id }))).toHaveLength(1)
    const messages = screen.getByRole('region', { name: 'Messages' })
    expect(within(messages).queryByText('Sending…')).not.toBeInTheDocument()
    expect(within(messages).queryByRole('img')).not.toBeInTheDocument()
    expect(within(messages).queryByRole('link')).not.toBeInTheDocument()
  })

  it('the same file can be chosen again after a failed upload, and then it is shared', async () => {
    live = startLiveBackend()
    const { room } = await roomWith('Retry upload', [{ at: dayjs().subtract(1, 'hour'), text: 'Hi' }])
    const { container } = await openChat(`/chat?room=${room.id}`)
    await connected()
    const typist = userEvent.setup()
    await typist.type(messageBox(), 'Draft in progress')
    const picker = imagePicker(container)
    const pixel = pngFile('pixel.png')

    server.use(http.post(apiUrl(apiPaths.chat.upload(room.id)), () => HttpResponse.json({ message: 'Busy' }, { status: 500 })))
    await typist.upload(picker, pixel)
    expect(await screen.findByText('Busy')).toBeInTheDocument()
    // Cleared, so choosing the same file again is a change the app hears.
    expect(picker.files).toHaveLength(0)

    server.resetHandlers()
    await typist.upload(picker, pixel)
    await waitFor(() => expect(db.chatMessages.findMany((q) => q.where({ roomId: room.id }))).toHaveLength(2))
    // jsdom's File reaches Node's fetch as a bare Blob, so its name is lost here (e2e checks names).
    const shared = db.chatMessages.findMany((q) => q.where({ roomId: room.id })).at(-1)!
    expect(shared).toMatchObject({ type: 'image', senderId: DEMO_IDS.staff })
    expect(db.files.all()).toHaveLength(1)
    const messages = screen.getByRole('region', { name: 'Messages' })
    expect(shared.content).toBe(apiUrl(apiPaths.chat.file(db.files.all()[0]!.key)))
    // Shown from the bytes fetched with the token (issue 21), not from the API address itself.
    expect(await within(messages).findByRole('img', { name: shared.fileName! })).toHaveAttribute('src', expect.stringMatching(/^blob:/))
    expect(messageBox()).toHaveValue('Draft in progress')
  })

  it('validates the New Chat dialog: name and at least one participant', async () => {
    await openChat()
    const clicker = userEvent.setup()
    await clicker.click(screen.getByRole('button', { name: 'New Chat' }))
    const dialog = await findFormDialog('New Chat')
    expect(within(dialog).getByText('No participants selected')).toBeInTheDocument()
    await clicker.click(within(dialog).getByRole('button', { name: 'Create' }))
    expect(within(dialog).getByText('Chat name is required')).toBeInTheDocument()
    expect(within(dialog).getByText('Please select at least one participant')).toBeInTheDocument()
    // The toast too: title 'No participants selected'.
    await waitFor(() => expect(screen.getAllByText('Please select at least one participant')).toHaveLength(2))
    expect(db.chatRooms.findMany((q) => q.where({ name: '' }))).toHaveLength(0)
  })

  it('closes the Participants list after each pick, so it does not stay over Create', async () => {
    await openChat()
    const clicker = userEvent.setup()
    await clicker.click(screen.getByRole('button', { name: 'New Chat' }))
    const dialog = await findFormDialog('New Chat')
    const people = within(dialog).getByRole('combobox', { name: 'Participants' })
    await clicker.click(people)
    await clicker.click(await within(dialog).findByRole('option', { name: /@manager/, hidden: true }))
    await waitFor(() => expect(people).toHaveAttribute('aria-expanded', 'false'))
    await clicker.click(people)
    await waitFor(() => expect(people).toHaveAttribute('aria-expanded', 'true'))
    await clicker.click(await within(dialog).findByRole('option', { name: /@admin/, hidden: true }))
    await waitFor(() => expect(people).toHaveAttribute('aria-expanded', 'false'))
    expect(within(dialog).getByText('2 selected')).toBeInTheDocument()
  })

  it('creates a team room and opens it; a failure says so', async () => {
    const before = db.chatRooms.all().length
    await openChat()
    const clicker = userEvent.setup()
    await clicker.click(screen.getByRole('button', { name: 'New Chat' }))
    let dialog = await findFormDialog('New Chat')
    await clicker.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Launch crew')
    const people = within(dialog).getByRole('combobox', { name: 'Participants' })
    await clicker.click(people)
    await clicker.click(await within(dialog).findByRole('option', { name: /@manager/, hidden: true }))

    server.use(http.post(apiUrl(apiPaths.chat.rooms()), () => HttpResponse.json({ message: 'Nope' }, { status: 500 })))
    await clicker.click(within(dialog).getByRole('button', { name: 'Create' }))
    expect(await screen.findByText('Failed to create chat room')).toBeInTheDocument()
    expect(db.chatRooms.all()).toHaveLength(before)

    server.resetHandlers()
    dialog = screen.getByRole('dialog', { name: 'New Chat' })
    const create = within(dialog).getByRole('button', { name: 'Create' })
    await waitFor(() => expect(create).toBeEnabled())
    await clicker.click(create)
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New Chat' })).not.toBeInTheDocument())
    const created = db.chatRooms.findFirst((q) => q.where({ name: 'Launch crew' }), { strict: true })
    expect(created).toMatchObject({ type: 'team', participantIds: [DEMO_IDS.staff, DEMO_IDS.manager] })
    expect(await screen.findByRole('heading', { name: 'Launch crew' })).toBeInTheDocument()
    // The heading paints with the room; its (empty) message list follows its own call.
    expect(await within(screen.getByRole('region', { name: 'Chat: Launch crew' })).findByText('No messages yet')).toBeInTheDocument()
  })
})
