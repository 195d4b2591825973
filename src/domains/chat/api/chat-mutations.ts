/** Chat's REST mutations, one hook per endpoint (messages go over STOMP, see use-room-conversation). */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ChatUpload } from '@/contract/schemas'
import { type MutationConfig, withMutationConfig } from '@/lib/mutation-config'
import { chatKeys, createChatRoom, upsertRoom, uploadChatFile } from './chat-api'

/** A new room is in the list at once, then the list is fetched again. */
export function useCreateChatRoom({ mutationConfig }: { mutationConfig?: MutationConfig<typeof createChatRoom> } = {}) {
  const client = useQueryClient()
  return useMutation(
    withMutationConfig(
      {
        mutationFn: createChatRoom,
        onSuccess: (room) => {
          upsertRoom(client, room)
          void client.invalidateQueries({ queryKey: chatKeys.rooms() })
        },
      },
      mutationConfig,
    ),
  )
}

export function useUploadChatFile(roomId: number, { mutationConfig }: { mutationConfig?: MutationConfig<(file: File) => Promise<ChatUpload>> } = {}) {
  return useMutation(withMutationConfig({ mutationFn: (file: File) => uploadChatFile(roomId, file) }, mutationConfig))
}
