/**
 * Files shared in chat. They are kept in the store as data URLs, so they display after a reload;
 * the store lives in localStorage, so they must stay small.
 */
import { type DbRecord, db, nextId } from '../db'
import { badRequest, HttpError } from '../errors'
import { randomKey } from '../secrets'

export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024

async function dataUrlOf(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer())
  let binary = ''
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  return `data:${file.type || 'application/octet-stream'};base64,${btoa(binary)}`
}

/** Stores a file shared in a room; 400 for an empty file, 413 above the demo's limit. */
export async function storeChatFile(roomId: number, file: File): Promise<DbRecord<'files'>> {
  if (file.size === 0) throw badRequest('The file is empty')
  if (file.size > MAX_UPLOAD_BYTES) throw new HttpError(413, 'Files up to 2 MB can be shared in the demo')
  return db.files.create({
    id: nextId('files'),
    key: randomKey(),
    roomId,
    fileName: file.name || 'file',
    contentType: file.type || 'application/octet-stream',
    size: file.size,
    dataUrl: await dataUrlOf(file),
  })
}

/** A stored file's bytes, to serve it. */
export function chatFileBytes(record: DbRecord<'files'>): Uint8Array<ArrayBuffer> {
  const binary = atob(record.dataUrl.slice(record.dataUrl.indexOf(',') + 1))
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i)
  return bytes
}
