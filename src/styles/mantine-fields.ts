/**
 * The Mantine CSS of fields the dashboard and the app's layout never show in Mantine's own
 * components (their fields are plain look-alikes, components/light/light-input.tsx): Select and
 * NativeSelect's Combobox, PasswordInput, and Skeleton. Imported by the modules that render them
 * (the sign-in and sign-up pages, the other screens and the dialogs' forms), so the dashboard's
 * first visit does not download these rules (issue 13). They come after `mantine-public.ts` and
 * before the other on-use sheets on the page, as in Mantine's full stylesheet, in Mantine's own
 * order. A component whose classes no stylesheet defines fails the build (`mantineClassesCovered`
 * in vite.config.ts); a module that renders one of these components imports this file
 * (`mantine-overlays.test.ts`).
 */
import '@mantine/core/styles/Combobox.layer.css'
import '@mantine/core/styles/PasswordInput.layer.css'
import '@mantine/core/styles/Skeleton.layer.css'
