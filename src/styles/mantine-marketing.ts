/**
 * The Mantine CSS only marketing pages use (the documentation's tabs, the pricing FAQ, feature
 * lists), in Mantine's own order: imported by the pages that render them, so the home page, the
 * sign-in pages and the app do not download these rules (issue 13). They come after
 * `mantine-public.ts` on the page, as in Mantine's full stylesheet. A module that renders one of
 * these components imports this file (`mantine-overlays.test.ts`).
 */
import '@mantine/core/styles/List.layer.css'
import '@mantine/core/styles/Tabs.layer.css'
import '@mantine/core/styles/Accordion.layer.css'
