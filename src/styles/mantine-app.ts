/**
 * The Mantine CSS the app and auth screens need beyond `mantine-public.ts` (which every page loads
 * first), in Mantine's own order so later rules still win as in the full stylesheet. A component
 * whose classes no stylesheet defines fails the build (`mantineClassesCovered` in vite.config.ts):
 * add its file here, or to `mantine-overlays.ts` when only overlays and dialogs use it.
 */
import '@mantine/core/styles/FloatingIndicator.layer.css'
import '@mantine/core/styles/Combobox.layer.css'
import '@mantine/core/styles/InlineInput.layer.css'
import '@mantine/core/styles/CheckboxCard.layer.css'
import '@mantine/core/styles/CheckboxIndicator.layer.css'
import '@mantine/core/styles/Checkbox.layer.css'
import '@mantine/core/styles/Indicator.layer.css'
import '@mantine/core/styles/NavLink.layer.css'
import '@mantine/core/styles/PasswordInput.layer.css'
import '@mantine/core/styles/SegmentedControl.layer.css'
import '@mantine/core/styles/Skeleton.layer.css'
import '@mantine/core/styles/Switch.layer.css'
