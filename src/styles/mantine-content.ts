/**
 * The Mantine CSS of content components some pages show and the dashboard, the app's layout and the
 * sign-in page never do (Grid, Avatar, Table, Progress), in Mantine's own order: imported by the
 * modules that render them (marketing pages, chat, comments, tables, the checklist), so a first
 * visit to the dashboard does not download these rules (issue 13). They come after
 * `mantine-public.ts` on the page, as in Mantine's full stylesheet. A module that renders one of
 * these components imports this file (`mantine-overlays.test.ts`).
 */
import '@mantine/core/styles/Grid.layer.css'
import '@mantine/core/styles/Avatar.layer.css'
import '@mantine/core/styles/Table.layer.css'
import '@mantine/core/styles/Progress.layer.css'
