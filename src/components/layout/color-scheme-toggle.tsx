import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core'
import { IconMoon, IconSun } from '@tabler/icons-react'
import { Hint } from '@/components/light/hint'

export function ColorSchemeToggle() {
  const { setColorScheme } = useMantineColorScheme()
  const computed = useComputedColorScheme('light', { getInitialValueInEffect: true })
  const next = computed === 'dark' ? 'light' : 'dark'
  const label = `Switch to ${next} mode`
  return (
    <Hint label={label}>
      {(hint) => (
        <ActionIcon {...hint} variant="default" size="lg" aria-label={label} onClick={() => setColorScheme(next)}>
          {computed === 'dark' ? <IconSun size={18} /> : <IconMoon size={18} />}
        </ActionIcon>
      )}
    </Hint>
  )
}
