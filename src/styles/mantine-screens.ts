/**
 * The Mantine CSS of inputs the dashboard and the app's layout never show (checkboxes, switches,
 * segmented controls), in Mantine's own order: imported by the modules that render them (the
 * other screens and their dialogs), so the dashboard's first visit and the sign-in page do not
 * download these rules (issue 13). They come after `mantine-public.ts` and `mantine-fields.ts` on the
 * page, as in Mantine's full stylesheet. A module that renders one of these components imports
 * this file (`mantine-overlays.test.ts`).
 */
import '@mantine/core/styles/FloatingIndicator.layer.css'
import '@mantine/core/styles/InlineInput.layer.css'
import '@mantine/core/styles/CheckboxCard.layer.css'
import '@mantine/core/styles/CheckboxIndicator.layer.css'
import '@mantine/core/styles/Checkbox.layer.css'
import '@mantine/core/styles/SegmentedControl.layer.css'
import '@mantine/core/styles/Switch.layer.css'
