// Written by `npm run theme:colors` from src/theme-contrast.ts; src/theme.test.ts keeps it current.
import type { ConvertCSSVariablesInput } from '@mantine/core'

export const READABLE_COLORS: ConvertCSSVariablesInput = {
  "variables": {
    "--mantine-primary-color-text": "var(--mantine-color-indigo-text)"
  },
  "light": {
    "--mantine-color-dimmed": "#5c636a",
    "--mantine-color-placeholder": "#5c636a",
    "--mantine-color-error": "var(--mantine-color-red-9)",
    "--mantine-color-red-text": "rgba(168, 37, 37, 1)",
    "--mantine-color-red-light-color": "rgba(191, 40, 40, 1)",
    "--mantine-color-pink-text": "rgba(165, 31, 78, 1)",
    "--mantine-color-pink-light-color": "#a61e4d",
    "--mantine-color-grape-text": "rgba(125, 43, 145, 1)",
    "--mantine-color-grape-light-color": "#862e9c",
    "--mantine-color-violet-text": "rgba(88, 55, 184, 1)",
    "--mantine-color-violet-light-color": "#5f3dc4",
    "--mantine-color-indigo-text": "rgba(47, 73, 175, 1)",
    "--mantine-color-indigo-light-color": "#364fc7",
    "--mantine-color-blue-text": "rgba(19, 85, 146, 1)",
    "--mantine-color-blue-light-color": "#1864ab",
    "--mantine-color-cyan-text": "rgba(9, 100, 115, 1)",
    "--mantine-color-cyan-light-color": "#0b7285",
    "--mantine-color-teal-text": "rgba(7, 110, 78, 1)",
    "--mantine-color-teal-light-color": "rgba(7, 114, 82, 1)",
    "--mantine-color-green-text": "rgba(33, 111, 48, 1)",
    "--mantine-color-green-light-color": "rgba(37, 117, 53, 1)",
    "--mantine-color-lime-text": "rgba(66, 109, 10, 1)",
    "--mantine-color-lime-light-color": "rgba(74, 118, 10, 1)",
    "--mantine-color-yellow-text": "rgba(144, 84, 0, 1)",
    "--mantine-color-yellow-light-color": "rgba(161, 83, 0, 1)",
    "--mantine-color-orange-text": "rgba(162, 62, 8, 1)",
    "--mantine-color-orange-light-color": "rgba(184, 61, 13, 1)",
    "--mantine-color-honey-text": "rgba(131, 86, 0, 1)",
    "--mantine-color-honey-light-color": "rgba(140, 90, 0, 1)"
  },
  "dark": {
    "--mantine-color-dimmed": "#a6a6a6",
    "--mantine-color-placeholder": "#a6a6a6",
    "--mantine-color-error": "var(--mantine-color-red-5)",
    "--mantine-color-red-text": "rgba(255, 165, 165, 1)",
    "--mantine-color-pink-text": "rgba(247, 137, 176, 1)",
    "--mantine-color-grape-text": "rgba(224, 139, 244, 1)",
    "--mantine-color-violet-text": "rgba(182, 158, 252, 1)",
    "--mantine-color-indigo-text": "rgba(151, 171, 253, 1)",
    "--mantine-color-blue-text": "rgba(113, 188, 249, 1)",
    "--mantine-color-cyan-text": "rgba(69, 204, 221, 1)",
    "--mantine-color-teal-text": "rgba(66, 219, 173, 1)",
    "--mantine-color-green-text": "rgba(135, 226, 150, 1)",
    "--mantine-color-lime-text": "rgba(191, 234, 120, 1)",
    "--mantine-color-yellow-text": "rgba(255, 236, 167, 1)",
    "--mantine-color-orange-text": "rgba(255, 195, 130, 1)",
    "--mantine-color-honey-text": "rgba(255, 203, 106, 1)"
  }
}
