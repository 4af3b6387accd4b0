/**
 * SPEC §9: the chat box greets 2 s after load and types 18 ms per character. (Its appearance
 * 1 s after load is CSS alone, `.chat-box` in app.css, so it works without JavaScript.)
 */
export const GREETING_DELAY_MS = 2000;
export const TYPING_STEP_MS = 18;

export const THINKING = "Thinking…";
export const CHAT_ERROR = "Sorry, something went wrong.";

export function greeting(firstName: string): string {
  return `Hey there! I'm ${firstName}'s virtual sidekick 😉. Curious about him? Ask me anything!`;
}
