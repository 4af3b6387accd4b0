/**
 * Every bound of the chat in one place: the browser, the server and the tests read these,
 * so a limit is never written twice.
 */

/** Characters in one visitor question (the form's maxlength, the server's check). */
export const MAX_QUESTION_CHARS = 500;
/** Characters of one assistant answer kept in the conversation and in the no-JS cookie. */
export const MAX_ANSWER_CHARS = 2000;
/** Earlier question/answer pairs sent with a new question (the browser keeps no more). */
export const MAX_HISTORY_EXCHANGES = 6;
/** Bytes of one request body to the chat API, read and refused as soon as they pass it. */
export const MAX_BODY_BYTES = 16 * 1024;
/** Tokens the model may spend on one answer. */
export const MAX_TOKENS = 512;
/**
 * How long a visitor who asked too often waits: the Retry-After header and the sentence
 * of the 429. It matches the period of wrangler.toml's `[[ratelimits]]` (60 s).
 */
export const RETRY_AFTER_SECONDS = 60;
