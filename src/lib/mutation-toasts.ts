import { KeptTheirVersion } from './edit-conflict'
import { notifyError, notifyInfo, notifySuccess } from './notify'

export interface MutationToasts {
  /** The success toast. */
  success?: string
  /** The failure toast; a function when it depends on the error (the server's own message). */
  failure: string | ((error: Error) => string)
  /** The failure toast's title ('Error' unless the spec shows another, SPEC §8). */
  failureTitle?: string
  /** What the screen does after the success toast, e.g. close its dialog. */
  then?: () => void
}

export interface SavedToasts<TData> extends MutationToasts {
  /** Shows the success toast itself, given what the server answered (a toast that links to it). */
  announce?: (message: string, saved: TData) => void
}

/** The `mutationConfig` most screens pass: a toast either way, then a follow-up on success. */
export function toastsConfig<TData = unknown>({ success, failure, failureTitle, then, announce }: SavedToasts<TData>) {
  return {
    onSuccess: (saved: TData) => {
      if (success) {
        if (announce) announce(success, saved)
        else notifySuccess(success)
      }
      then?.()
    },
    onError: (error: Error) => {
      // The user chose the version saved elsewhere: the edit is over, nothing failed.
      if (error instanceof KeptTheirVersion) {
        notifyInfo(error.message)
        then?.()
        return
      }
      notifyError(typeof failure === 'string' ? failure : failure(error), failureTitle)
    },
  }
}
