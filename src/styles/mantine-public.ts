/**
 * The Mantine CSS the marketing pages, auth pages and error screens need, and no more: the full
 * stylesheet would add ~30 KB gzip to the home page. Everything is in `@layer mantine`, so our own
 * CSS modules win whatever order stylesheets arrive in. No rule ships twice: components only some
 * pages render load with them, on top of this sheet: `mantine-content.ts`, `mantine-fields.ts`,
 * `mantine-marketing.ts`, `mantine-screens.ts`, `mantine-overlays.ts`.
 * ScrollArea and Overlay sit here, at their place in Mantine's own order, because Table and Popover
 * (both here) style the same elements after them.
 */
import '@mantine/core/styles/baseline.layer.css'
import '@mantine/core/styles/default-css-variables.layer.css'
import '@mantine/core/styles/global.layer.css'
import '@mantine/core/styles/ScrollArea.layer.css'
import '@mantine/core/styles/UnstyledButton.layer.css'
import '@mantine/core/styles/VisuallyHidden.layer.css'
import '@mantine/core/styles/Paper.layer.css'
import '@mantine/core/styles/Overlay.layer.css'
import '@mantine/core/styles/Popover.layer.css'
import '@mantine/core/styles/CloseButton.layer.css'
import '@mantine/core/styles/Group.layer.css'
import '@mantine/core/styles/Stack.layer.css'
import '@mantine/core/styles/Center.layer.css'
import '@mantine/core/styles/Container.layer.css'
import '@mantine/core/styles/SimpleGrid.layer.css'
import '@mantine/core/styles/Text.layer.css'
import '@mantine/core/styles/Title.layer.css'
import '@mantine/core/styles/Anchor.layer.css'
import '@mantine/core/styles/Code.layer.css'
import '@mantine/core/styles/Divider.layer.css'
import '@mantine/core/styles/Loader.layer.css'
import '@mantine/core/styles/Button.layer.css'
import '@mantine/core/styles/ActionIcon.layer.css'
import '@mantine/core/styles/Burger.layer.css'
import '@mantine/core/styles/Badge.layer.css'
import '@mantine/core/styles/ThemeIcon.layer.css'
import '@mantine/core/styles/Card.layer.css'
import '@mantine/core/styles/Alert.layer.css'
import '@mantine/core/styles/Input.layer.css'
import '@mantine/core/styles/Notification.layer.css'
import '@mantine/notifications/styles.layer.css'
