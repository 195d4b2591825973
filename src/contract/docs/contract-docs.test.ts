import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { HEARTBEAT_MS } from '@/lib/stomp-client'
import { chatMessageSchema, chatRoomSchema, chatSendSchema, notificationSchema } from '../schemas'
import { CLIENT_HEART_BEAT, examples } from './asyncapi'
import { contractDocuments } from './generate'

describe('generated contract documents', () => {
  it.each(Object.entries(contractDocuments((path) => readFileSync(path, 'utf8'))))('%s is up to date with src/contract', (path, generated) => {
    const committed = readFileSync(path, 'utf8')
    if (committed !== generated) {
      expect.fail(`${path} differs from what src/contract/endpoints.ts and schemas.ts generate: run \`npm run contract:docs\` and commit the result.`)
    }
  })

  it('gives examples that follow the contract and the heart-beat the client offers', () => {
    expect(chatSendSchema.safeParse(examples.chatSend).success).toBe(true)
    expect(chatMessageSchema.safeParse(examples.chatMessage).success).toBe(true)
    expect(chatRoomSchema.safeParse(examples.chatRoom).success).toBe(true)
    expect(notificationSchema.safeParse(examples.notification).success).toBe(true)
    expect(CLIENT_HEART_BEAT).toBe(`${HEARTBEAT_MS},${HEARTBEAT_MS}`)
  })
})
