import type { AfterErrorHook } from 'payload'

/**
 * Payload answers a failure it does not describe with a fixed English message (payload's
 * routeError: "Something went wrong." for a hidden server error, formatErrors' "An unknown error
 * occurred." for a throw without a name), which the admin shows in its error toast as is. Same
 * status, Korean words; every other message (already Korean through i18n) is left alone.
 */
const ENGLISH_DEFAULTS = new Set(['Something went wrong.', 'An unknown error occurred.'])
const KOREAN = '알 수 없는 오류가 발생했습니다. 잠시 뒤 다시 시도해 주세요.'

export const koreanErrorMessages: AfterErrorHook = ({ result }) => {
  const errors = (result as { errors?: { message?: string }[] } | undefined)?.errors
  if (!errors?.some((error) => error.message && ENGLISH_DEFAULTS.has(error.message))) return
  return {
    response: {
      ...result,
      errors: errors.map((error) =>
        error.message && ENGLISH_DEFAULTS.has(error.message) ? { ...error, message: KOREAN } : error,
      ),
    },
  }
}
