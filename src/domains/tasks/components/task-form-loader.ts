// The form (Mantine dates and form, the editor) loads when its dialog first opens; a screen may
// start loading it ahead of the click (hover or focus on the button that opens the dialog).
export const loadTaskForm = () => import('./task-form')

export const preloadTaskForm = () => void loadTaskForm().catch(() => undefined)
