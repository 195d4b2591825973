import { HttpResponse, http } from 'msw'
import { apiPaths } from '@/contract/paths'
import { chatRoomRequestSchema } from '@/contract/schemas'
import { apiUrl } from '@/lib/config'
import { isoNow } from '../clock'
import { db, nextId } from '../db'
import { badRequest, HttpError } from '../errors'
import { callerOf, intParam, readJson, requiredText, route } from '../http'
import { getProject } from '../records'
import { emitServerEvent } from '../services/events'
import { markRead, requireParticipant, roomsOf, roomView } from '../services/chat'
import { chatMessageView, participantView } from '../views'

/** Files live in localStorage with the rest of the store, so they must stay small. */
export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024

/** Duck-typed: in tests the request's File comes from another realm than the global one. */
function isFile(value: FormDataEntryValue | null): value is File {
  return typeof value === 'object' && value !== null && typeof value.arrayBuffer === 'function'
}

async function dataUrlOf(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer())
  let binary = ''
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  return `data:${file.type || 'application/octet-stream'};base64,${btoa(binary)}`
}

function bytesOf(dataUrl: string): Uint8Array<ArrayBuffer> {
  const binary = atob(dataUrl.slice(dataUrl.indexOf(',') + 1))
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i)
  return bytes
}

export const chatHandlers = [
  route.get(apiPaths.chat.rooms(), (context) => roomsOf(callerOf(context).id)),

  route.post(apiPaths.chat.rooms(), async (context) => {
    const caller = callerOf(context)
    const body = await readJson(context.request, chatRoomRequestSchema)
    const name = requiredText(body.name, 'Room name')
    const others = [...new Set(body.participants)].filter((id) => id !== caller.id)
    if (others.length === 0) throw badRequest('Please select at least one participant')
    for (const id of others) {
      if (!db.users.findFirst((q) => q.where({ id }))) throw badRequest(`Unknown participant ${id}`)
    }
    if (body.projectId !== undefined && body.projectId !== null) getProject(body.projectId)
    const participantIds = [caller.id, ...others]
    if (body.type === 'direct') {
      if (others.length !== 1) throw badRequest('A direct chat has exactly one other participant')
      // Assumption: a second direct chat with the same person opens the existing one.
      const existing = db.chatRooms.findFirst((q) =>
        q.where(
          (room) =>
            room.type === 'direct' &&
            room.participantIds.length === 2 &&
            participantIds.every((id) => room.participantIds.includes(id)),
        ),
      )
      if (existing) return roomView(existing, caller.id)
    }
    const room = await db.chatRooms.create({
      id: nextId(db.chatRooms.all()),
      name,
      type: body.type,
      participantIds,
      projectId: body.projectId ?? null,
      createdAt: isoNow(),
    })
    emitServerEvent({ kind: 'room-changed', roomId: room.id, userIds: participantIds })
    return roomView(room, caller.id)
  }),

  route.get(apiPaths.chat.messages(':id'), (context) => {
    const room = requireParticipant(intParam(context.params.id, 'room id'), callerOf(context).id)
    return db.chatMessages
      .findMany((q) => q.where({ roomId: room.id }))
      .sort((a, b) => a.id - b.id)
      .map(chatMessageView)
  }),

  route.get(apiPaths.chat.participants(':id'), (context) => {
    const room = requireParticipant(intParam(context.params.id, 'room id'), callerOf(context).id)
    return room.participantIds
      .map((id) => db.users.findFirst((q) => q.where({ id })))
      .filter((user) => user !== undefined)
      .map(participantView)
  }),

  route.post(apiPaths.chat.read(':id'), async (context) => {
    const caller = callerOf(context)
    const room = requireParticipant(intParam(context.params.id, 'room id'), caller.id)
    await markRead(room.id, caller.id)
    return roomView(room, caller.id)
  }),

  route.post(apiPaths.chat.upload(':id'), async (context) => {
    const room = requireParticipant(intParam(context.params.id, 'room id'), callerOf(context).id)
    let form: FormData
    try {
      form = await context.request.formData()
    } catch {
      throw badRequest('Upload must be multipart/form-data with a "file" field')
    }
    const file = form.get('file')
    if (!isFile(file)) throw badRequest('Upload must be multipart/form-data with a "file" field')
    if (file.size === 0) throw badRequest('The file is empty')
    if (file.size > MAX_UPLOAD_BYTES) throw new HttpError(413, 'Files up to 2 MB can be shared in the demo')
    const contentType = file.type || 'application/octet-stream'
    const record = await db.files.create({
      id: nextId(db.files.all()),
      roomId: room.id,
      fileName: file.name || 'file',
      contentType,
      size: file.size,
      dataUrl: await dataUrlOf(file),
    })
    return {
      url: apiUrl(apiPaths.chat.file(record.id)),
      fileName: record.fileName,
      type: contentType.startsWith('image/') ? 'image' : 'file',
      contentType,
      size: record.size,
    }
  }),

  // Assumption: files are served without a token, because <img src> and download links cannot
  // send one; like most chat products, the URL itself is the access.
  http.get(apiUrl(apiPaths.chat.file(':id')), ({ params }) => {
    const id = Number(params.id)
    const record = Number.isSafeInteger(id) ? db.files.findFirst((q) => q.where({ id })) : undefined
    if (!record) return HttpResponse.json({ message: 'File not found' }, { status: 404 })
    return new HttpResponse(bytesOf(record.dataUrl), {
      headers: {
        'Content-Type': record.contentType,
        'Content-Disposition': `inline; filename="${encodeURIComponent(record.fileName)}"`,
        'Cache-Control': 'no-store',
      },
    })
  }),
]
