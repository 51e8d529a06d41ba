/** The Payload job queue that delivers mail. */
export const MAIL_QUEUE = 'mail'
