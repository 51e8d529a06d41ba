import { type CollectionBeforeOperationHook, ValidationError } from 'payload'

/** Stricter than members' minimum (8, src/auth/schemas.ts): a staff account can publish and read inquiries. */
export const STAFF_PASSWORD_MIN_LENGTH = 10
export const STAFF_PASSWORD_MAX_LENGTH = 128

/**
 * Payload checks only that a password has 3 characters, and its reset-password operation runs
 * no field validation: the policy is enforced on the operations that set one (create, update,
 * reset, and the first-user screen, which creates).
 */
export const enforceStaffPasswordPolicy: CollectionBeforeOperationHook = ({ args, operation }) => {
  if (operation !== 'create' && operation !== 'update' && operation !== 'resetPassword') return args
  const password = (args as { data?: { password?: unknown } }).data?.password
  if (password === undefined || password === null || password === '') return args
  const length = typeof password === 'string' ? [...password].length : 0
  const message =
    length < STAFF_PASSWORD_MIN_LENGTH
      ? `비밀번호는 ${STAFF_PASSWORD_MIN_LENGTH}자 이상이어야 합니다.`
      : length > STAFF_PASSWORD_MAX_LENGTH
        ? `비밀번호는 ${STAFF_PASSWORD_MAX_LENGTH}자 이하여야 합니다.`
        : undefined
  if (!message) return args
  // The field gets its error beside it; the admin's toast shows the reason, not Payload's
  // English "The following field is invalid: password".
  const error = new ValidationError({ collection: 'users', errors: [{ message, path: 'password' }] })
  error.message = message
  throw error
}
