import { HttpResponse } from 'msw'
import { apiPaths } from '@/contract/paths'
import { chatRoomRequestSchema } from '@/contract/schemas'
import { apiUrl } from '@/lib/config'
import { db, findById } from '../db'
import { badRequest, notFound } from '../errors'
import { callerOf, intParam, readJson, route } from '../http'
import { listAnswer } from '../paging'
import { createRoom, markRead, requireParticipant, roomsOf, roomView } from '../services/chat'
import { chatFileBytes, storeChatFile } from '../services/chat-files'
import { chatMessageView, participantView } from '../views'

/** Duck-typed: in tests the request's File comes from another realm than the global one. */
function isFile(value: FormDataEntryValue | null): value is File {
  return typeof value === 'object' && value !== null && typeof value.arrayBuffer === 'function'
}

export const chatRoutes = [
  route.get(apiPaths.chat.rooms(), (context) => roomsOf(callerOf(context).id)),

  route.post(apiPaths.chat.rooms(), async (context) => {
    const caller = callerOf(context)
    const body = await readJson(context.request, chatRoomRequestSchema)
    return roomView(await createRoom(caller, body), caller.id)
  }),

  route.get(apiPaths.chat.messages(':id'), (context) => {
    const room = requireParticipant(intParam(context.params.id, 'room id'), callerOf(context).id)
    const messages = db.chatMessages.findMany((q) => q.where({ roomId: room.id })).sort((a, b) => a.id - b.id)
    return listAnswer(context.url, messages, chatMessageView)
  }),

  route.get(apiPaths.chat.participants(':id'), (context) => {
    const room = requireParticipant(intParam(context.params.id, 'room id'), callerOf(context).id)
    return room.participantIds
      .map((id) => findById('users', id))
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
    const record = await storeChatFile(room.id, file)
    return {
      url: apiUrl(apiPaths.chat.file(record.key)),
      fileName: record.fileName,
      type: record.contentType.startsWith('image/') ? 'image' : 'file',
      contentType: record.contentType,
      size: record.size,
    }
  }),

  // Files need the token like any call (the client fetches them into an object URL), and only the
  // room's participants get them: anyone else, or a wrong key, is told 404 so keys reveal nothing.
  route.get(apiPaths.chat.file(':key'), (context) => {
    const caller = callerOf(context)
    const key = String(context.params.key)
    const record = db.files.findFirst((q) => q.where({ key }))
    const room = record ? findById('chatRooms', record.roomId) : undefined
    if (!record || !room?.participantIds.includes(caller.id)) throw notFound('File')
    return new HttpResponse(chatFileBytes(record), {
      headers: {
        'Content-Type': record.contentType,
        'Content-Disposition': `inline; filename*=UTF-8''${encodeURIComponent(record.fileName)}`,
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    })
  }),
]
