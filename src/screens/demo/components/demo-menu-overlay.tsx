import '@/styles/mantine-overlays'
import { Button, Group, Menu, Modal, Text, VisuallyHidden } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { IconAlertTriangle, IconBolt, IconCheck, IconDownload, IconRefresh, IconUserCircle, IconUsers } from '@tabler/icons-react'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { type RefCallback, useState, useSyncExternalStore } from 'react'
import { downloadRecovery, STORAGE_MESSAGES } from '@/components/feedback/demo-storage'
import { usePageScrollLock } from '@/components/feedback/page-scroll-lock'
import type { DemoBackend, DemoLatency } from '@/lib/demo-backend'
import { notifyError, notifySuccess } from '@/lib/notify'
import { useSession } from '@/lib/session-context'
import { DEMO_ACCOUNTS, type DemoAccount } from '@/lib/demo-accounts'
import { DANGER_MENU_ITEM_STYLE } from '@/theme'
import { DemoMenuButton, FAIL_COUNT } from './demo-menu'

const LATENCIES: { value: DemoLatency; label: string }[] = [
  { value: 'off', label: 'Off' },
  { value: 'realistic', label: 'Realistic (100–400 ms)' },
  { value: 'slow', label: 'Slow (1–2 s)' },
]

/** The Demo menu itself and its reset confirmation, loaded on first use (demo-menu.tsx). */
export function DemoMenuOverlay({ backend, triggerRef }: { backend: DemoBackend; triggerRef: RefCallback<HTMLElement> }) {
  const state = useSyncExternalStore(backend.subscribe, backend.getState, backend.getState)
  const { user, login, logout } = useSession()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [confirming, confirm] = useDisclosure(false)
  usePageScrollLock(confirming)
  const [resetting, setResetting] = useState(false)

  const actNow = () => {
    backend
      .actNow()
      .then((description) => notifySuccess(description, 'Teammate activity'))
      .catch((error: unknown) => notifyError(error instanceof Error ? error.message : 'Nothing happened'))
  }

  const switchTo = async (account: DemoAccount) => {
    logout()
    queryClient.clear()
    try {
      await login({ username: account.username, password: account.password })
      await navigate({ to: '/dashboard' })
      notifySuccess(`Signed in as ${account.name} (${account.role})`)
    } catch {
      notifyError(`Could not sign in as ${account.username}`)
    }
  }

  const reset = async () => {
    setResetting(true)
    try {
      await backend.reset()
      window.location.reload()
    } catch {
      setResetting(false)
      notifyError('The demo data could not be reset')
    }
  }

  return (
    <>
      <Menu position="bottom-end" width={280} withinPortal shadow="md" hideDetached={false}>
        <Menu.Target>
          <DemoMenuButton storageOk={state.storageOk} ref={triggerRef} />
        </Menu.Target>
        <Menu.Dropdown>
          {/* Not an Alert: a menu may hold only items, groups, separators and plain text (ARIA). */}
          {!state.storageOk && (
            <Group gap={6} wrap="nowrap" align="flex-start" px="xs" py={6} mb={4} bg="var(--mantine-color-orange-light)" style={{ borderRadius: 'var(--mantine-radius-sm)' }}>
              <IconAlertTriangle size={16} color="var(--mantine-color-orange-text)" aria-hidden style={{ flexShrink: 0 }} />
              <Text fz="xs" c="var(--mantine-color-orange-text)">
                Demo storage is full or blocked — changes are not saved. Reset the demo data or free up space in your browser.
              </Text>
            </Group>
          )}
          <Menu.Label>Latency</Menu.Label>
          {LATENCIES.map((option) => (
            <Menu.Item
              key={option.value}
              closeMenuOnClick={false}
              onClick={() => backend.setLatency(option.value)}
              rightSection={state.latency === option.value ? <IconCheck size={14} aria-hidden /> : null}
            >
              {option.label}
              {state.latency === option.value && <VisuallyHidden> (selected)</VisuallyHidden>}
            </Menu.Item>
          ))}
          <Menu.Divider />
          <Menu.Label>Errors</Menu.Label>
          <Menu.Item leftSection={<IconBolt size={14} />} onClick={() => backend.failNextCalls(FAIL_COUNT)}>
            {state.pendingFailures > 0
              ? `Next ${state.pendingFailures} call${state.pendingFailures === 1 ? '' : 's'} will fail`
              : `Make the next ${FAIL_COUNT} calls fail`}
          </Menu.Item>
          <Menu.Divider />
          <Menu.Label>Teammates</Menu.Label>
          <Menu.Item
            leftSection={<IconUsers size={14} />}
            closeMenuOnClick={false}
            onClick={() => backend.setTeammates(!state.teammates)}
            rightSection={
              <Text fz="xs" c={state.teammates ? 'teal' : 'dimmed'}>
                {state.teammates ? 'On' : 'Off'}
              </Text>
            }
          >
            Simulated teammates
          </Menu.Item>
          <Menu.Item leftSection={<IconBolt size={14} />} onClick={actNow} disabled={!user}>
            A teammate acts now
          </Menu.Item>
          <Menu.Divider />
          <Menu.Label>Switch account</Menu.Label>
          {DEMO_ACCOUNTS.map((account) => (
            <Menu.Item
              key={account.username}
              leftSection={<IconUserCircle size={14} />}
              disabled={user?.username === account.username}
              onClick={() => void switchTo(account)}
            >
              {account.role}: {account.name}
            </Menu.Item>
          ))}
          <Menu.Divider />
          {state.recovery && (
            <Menu.Item leftSection={<IconDownload size={14} />} onClick={() => void downloadRecovery(backend)}>
              {STORAGE_MESSAGES.download}
            </Menu.Item>
          )}
          <Menu.Item color="red" style={DANGER_MENU_ITEM_STYLE} leftSection={<IconRefresh size={14} />} onClick={confirm.open}>
            Reset demo data…
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <Modal opened={confirming} onClose={confirm.close} title="Reset demo data?" centered>
        <Text fz="sm">
          This restores the original demo workspace. Everything you created or changed in this browser will be lost.
        </Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={confirm.close} disabled={resetting}>
            Cancel
          </Button>
          <Button color="red" onClick={() => void reset()} loading={resetting}>
            Reset demo data
          </Button>
        </Group>
      </Modal>
    </>
  )
}
