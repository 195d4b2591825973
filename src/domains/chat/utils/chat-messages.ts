import { FORM_MESSAGES } from '@/contract/forms'

/** What the chat screen says when something goes wrong (SPEC §5, §8; our wording where marked). */
export const CHAT_MESSAGES = {
  /** SPEC §5. */
  noParticipantsTitle: 'No participants selected',
  noParticipants: FORM_MESSAGES.noParticipants,
  /** SPEC §8. */
  createFailed: 'Failed to create chat room',
  /** Ours (SPEC §4 says only "warns"; see docs/decisions.md). */
  offlineTitle: 'Not connected',
  offline: 'You are offline — message not sent',
  nameRequired: FORM_MESSAGES.chatNameRequired,
  directNeedsOne: FORM_MESSAGES.directNeedsOne,
  uploadFailed: 'Failed to upload file',
  /** Ours: the server refused a sent message (the message stays, marked not delivered, with Retry). */
  sendFailed: 'Failed to send message',
  /** Ours: a long room loads its older messages page by page. */
  olderFailed: 'Could not load older messages',
} as const
