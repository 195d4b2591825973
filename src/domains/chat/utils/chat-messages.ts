/** What the chat screen says when something goes wrong (SPEC §5, §8; our wording where marked). */
export const CHAT_MESSAGES = {
  /** SPEC §5. */
  noParticipantsTitle: 'No participants selected',
  noParticipants: 'Please select at least one participant',
  /** SPEC §8. */
  createFailed: 'Failed to create chat room',
  /** Ours (SPEC §4 says only "warns"; see docs/decisions.md). */
  offlineTitle: 'Not connected',
  offline: 'You are offline — message not sent',
  nameRequired: 'Chat name is required',
  directNeedsOne: 'A direct chat is with exactly one person',
  uploadFailed: 'Failed to upload file',
} as const
