/**
 * The Mantine CSS the app and auth screens need beyond `mantine-public.ts` (which every page loads
 * first), in Mantine's own order so later rules still win as in the full stylesheet. A component
 * whose classes no stylesheet defines fails the build (`mantineClassesCovered` in vite.config.ts):
 * add its file here, to `mantine-screens.ts` when the dashboard and layout do not use it, or to
 * `mantine-overlays.ts` when only overlays and dialogs use it.
 */
import '@mantine/core/styles/Combobox.layer.css'
import '@mantine/core/styles/PasswordInput.layer.css'
import '@mantine/core/styles/Skeleton.layer.css'
