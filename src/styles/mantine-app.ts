/** The full Mantine stylesheet (layered), for the app screens; see mantine-public.ts. */
import '@mantine/core/styles.layer.css'
