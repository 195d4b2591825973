import { GuardedModal } from '@/components/forms/guarded-modal'
import { lazy, Suspense } from 'react'
import { SectionLoader } from '@/components/feedback/section-loader'
import type { ChatRoomRequest, Project, User } from '@/contract/schemas'

// The form (and Mantine's form library) loads when the dialog first opens.
const loadNewChatForm = () => import('./new-chat-form')
const NewChatForm = lazy(() => loadNewChatForm().then((module) => ({ default: module.NewChatForm })))

export interface NewChatDialogProps {
  opened: boolean
  onClose: () => void
  /** People who can be added (the signed-in user is left out). */
  users: readonly User[]
  projects: readonly Project[]
  meId: number
  loading: boolean
  /** Called with a valid request; `onInvalidParticipants` when none was chosen. */
  onSubmit: (request: ChatRoomRequest) => void
  onInvalidParticipants: () => void
}

/** The 'New Chat' dialog (SPEC §2, §5): name, type direct or team, participants, optional project. */
export function NewChatDialog(props: NewChatDialogProps) {
  return (
    <GuardedModal opened={props.opened} onClose={props.onClose} title="New Chat" centered>
      {props.opened && <Suspense fallback={<SectionLoader label="Loading form" />}><NewChatForm {...props} /></Suspense>}
    </GuardedModal>
  )
}
