import { createTheme, type MantineColorsTuple, ModalHeader } from '@mantine/core'

/** Honey amber: the hive's colour, used sparingly for accents. */
const honey: MantineColorsTuple = [
  '#fff8e1',
  '#ffefcc',
  '#ffdd9b',
  '#ffca64',
  '#ffba38',
  '#ffb01b',
  '#ffab09',
  '#e39500',
  '#ca8400',
  '#af7100',
]

export const theme = createTheme({
  primaryColor: 'indigo',
  colors: { honey },
  defaultRadius: 'md',
  fontFamily:
    'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  cursorType: 'pointer',
  components: {
    // A modal's <header> would be a second banner landmark on the page; the dialog's own name says enough.
    ModalHeader: ModalHeader.extend({ defaultProps: { role: 'none' } }),
  },
})
