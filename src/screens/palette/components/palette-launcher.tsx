import { Button } from '@mantine/core'
import { IconSearch } from '@tabler/icons-react'
import { lazy, memo, Suspense, useCallback, useState } from 'react'
import { useCurrentUser } from '@/lib/session-context'
import { useGlobalShortcuts } from '../hooks/use-global-shortcuts'
import { type PaletteRequestKind, requestPalette } from '../utils/palette-requests'
import { paletteKeyLabel } from '../utils/shortcuts'
import classes from './palette-launcher.module.css'

const loadPaletteHost = () => import('./palette-host')
const PaletteHost = lazy(() => loadPaletteHost().then((module) => ({ default: module.PaletteHost })))
const preloadPaletteHost = () => void loadPaletteHost().catch(() => undefined)

/**
 * The header's Search button and the app's keyboard shortcuts. Only this stays loaded: the palette,
 * the cheat sheet and @mantine/spotlight arrive with the first ⌘K, click or shortcut that needs them.
 */
export const PaletteLauncher = memo(function PaletteLauncher() {
  const user = useCurrentUser()
  const [loaded, setLoaded] = useState(false)
  const ask = useCallback((kind: PaletteRequestKind) => {
    requestPalette(kind)
    setLoaded(true)
  }, [])
  useGlobalShortcuts(user, ask)
  const openPalette = useCallback(() => ask('palette'), [ask])
  return (
    <>
      <Button
        variant="default"
        px="xs"
        className={classes.button}
        leftSection={<IconSearch size={16} aria-hidden />}
        aria-keyshortcuts="Control+K Meta+K"
        onClick={openPalette}
        onMouseEnter={preloadPaletteHost}
        onFocus={preloadPaletteHost}
      >
        {/* Phones keep the icon only; the name stays for screen readers. */}
        <span className={classes.label}>Search</span>
        <kbd aria-hidden className={classes.hint}>
          {paletteKeyLabel()}
        </kbd>
      </Button>
      {loaded && (
        <Suspense fallback={null}>
          <PaletteHost user={user} />
        </Suspense>
      )}
    </>
  )
})
