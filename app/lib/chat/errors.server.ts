/** A request the chat refuses, with the status and the sentence the visitor sees. */
export class ChatRequestError extends Error {
  override name = "ChatRequestError";
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const MESSAGES = {
  method: "Send your question with POST.",
  crossSite: "Questions can only be sent from this site.",
  contentType: "Send the question as a form (message=...) or as JSON: {\"message\": \"...\"}.",
  malformed: "The request body could not be read. Send a form field or JSON object named message.",
  jsonShape: "Send a JSON object with one string field: {\"message\": \"...\"}.",
  empty: "Type a question first.",
  tooLong: "Keep your question under 500 characters.",
  bodyTooLarge: "The request is too large. Keep your question under 500 characters.",
  rateLimited: "You're asking faster than I can think! Please wait a minute and try again.",
  upstream: "The assistant is unavailable right now. Please try again in a moment.",
  timeout: "The assistant took too long to answer. Please try again.",
  config: "The assistant is not set up correctly. The site's owner has been told.",
} as const;
