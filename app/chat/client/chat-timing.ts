import type { Profile, Pronouns } from "~/content/types";

/**
 * The chat box appears 1 s after load, greets 2 s after load and types 18 ms per
 * character. The appearance is CSS alone (`.chat-box`'s animation delay in app.css, so it
 * works without JavaScript); a unit test holds the stylesheet to this constant.
 */
export const APPEAR_DELAY_MS = 1000;
export const GREETING_DELAY_MS = 2000;
export const TYPING_STEP_MS = 18;

export const THINKING = "Thinking…";
export const CHAT_ERROR = "Sorry, something went wrong.";

const OBJECT_PRONOUN: Record<Pronouns, string> = { he: "him", she: "her", they: "them" };

export function greeting({ firstName, pronouns }: Pick<Profile, "firstName" | "pronouns">): string {
  return `Hey there! I'm ${firstName}'s virtual sidekick 😉. Curious about ${OBJECT_PRONOUN[pronouns]}? Ask me anything!`;
}
