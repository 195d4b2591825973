import { Button, Group, Modal, MultiSelect, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core'
import { useState } from 'react'
import type { ChatRoomRequest, ChatRoomType, Project, User } from '@/contract/schemas'
import { fullNameOf } from '@/lib/names'
import { CHAT_MESSAGES } from '../utils/chat-messages'

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
    <Modal opened={props.opened} onClose={props.onClose} title="New Chat" centered>
      {props.opened && <NewChatForm {...props} />}
    </Modal>
  )
}

function NewChatForm({ users, projects, meId, loading, onSubmit, onInvalidParticipants, onClose }: NewChatDialogProps) {
  const [name, setName] = useState('')
  const [type, setType] = useState<ChatRoomType>('team')
  const [participants, setParticipants] = useState<string[]>([])
  const [projectId, setProjectId] = useState<string | null>(null)
  const [errors, setErrors] = useState<{ name?: string; participants?: string }>({})

  const people = users
    .filter((user) => user.id !== meId)
    .map((user) => ({ value: String(user.id), label: `${fullNameOf(user)} (@${user.username})` }))

  const submit = () => {
    const next: typeof errors = {}
    if (name.trim() === '') next.name = CHAT_MESSAGES.nameRequired
    if (participants.length === 0) next.participants = CHAT_MESSAGES.noParticipants
    else if (type === 'direct' && participants.length !== 1) next.participants = CHAT_MESSAGES.directNeedsOne
    setErrors(next)
    if (participants.length === 0) onInvalidParticipants()
    if (Object.keys(next).length > 0) return
    onSubmit({ name: name.trim(), type, participants: participants.map(Number), projectId: projectId ? Number(projectId) : null })
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
    >
      <Stack gap="sm">
        <TextInput
          label="Name"
          placeholder="e.g. Design review"
          required
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={errors.name}
          data-autofocus
        />
        <div>
          <Text size="sm" fw={500} mb={4} id="new-chat-type">
            Type
          </Text>
          <SegmentedControl
            aria-labelledby="new-chat-type"
            fullWidth
            value={type}
            onChange={(value) => {
              const next = value === 'direct' ? 'direct' : 'team'
              setType(next)
              // A direct chat is with one person: keep the first one chosen.
              if (next === 'direct') setParticipants((chosen) => chosen.slice(0, 1))
            }}
            data={[
              { value: 'team', label: 'Team' },
              { value: 'direct', label: 'Direct' },
            ]}
          />
        </div>
        <MultiSelect
          label="Participants"
          placeholder={participants.length === 0 ? 'Choose people' : undefined}
          description={participants.length === 0 ? CHAT_MESSAGES.noParticipantsTitle : `${participants.length} selected`}
          required
          data={people}
          value={participants}
          onChange={(value) => setParticipants(type === 'direct' ? value.slice(-1) : value)}
          searchable
          nothingFoundMessage="No users found"
          error={errors.participants}
          comboboxProps={{ withinPortal: false }}
        />
        <Select
          label="Project"
          placeholder="None (optional)"
          data={projects.map((project) => ({ value: String(project.id), label: project.name }))}
          value={projectId}
          onChange={setProjectId}
          clearable
          searchable
          nothingFoundMessage="No projects found"
          comboboxProps={{ withinPortal: false }}
        />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={loading}>
            Create
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
