/**
 * The Mantine CSS only overlays and dialogs' forms use (Modal, Menu, MultiSelect's pills, Chip),
 * in Mantine's own order: imported by the modules that render them, which load on first use, so
 * a screen's first load does not parse these rules (issue 13). They come after `mantine-public.ts`
 * and `mantine-fields.ts` on the page, as in Mantine's full stylesheet. A module that renders one of
 * these components imports this file (`mantine-overlays.test.ts`).
 */
import '@mantine/core/styles/ModalBase.layer.css'
import '@mantine/core/styles/Chip.layer.css'
import '@mantine/core/styles/Menu.layer.css'
import '@mantine/core/styles/Modal.layer.css'
import '@mantine/core/styles/Pill.layer.css'
import '@mantine/core/styles/PillsInput.layer.css'
