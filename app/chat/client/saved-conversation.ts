import type { Exchange } from "../shared/conversation";
import { MAX_HISTORY_EXCHANGES, MAX_QUESTION_CHARS } from "../shared/limits";

/**
 * The chat box's conversation, kept in the tab's sessionStorage so a reload continues it
 * (and closing the tab forgets it). What is read back is checked whole: a value that is
 * not exactly what this module writes, whoever wrote it, is ignored.
 */
export const CONVERSATION_KEY = "chat-conversation";
const VERSION = 1;
/** Far above any real answer (512 tokens), low enough that a planted value stays small. */
const MAX_SAVED_TEXT_CHARS = 10_000;

/** The last exchanges the box keeps and shows. */
export function keepLatest(exchanges: readonly Exchange[]): Exchange[] {
  return exchanges.slice(-MAX_HISTORY_EXCHANGES);
}

function isText(value: unknown, max: number): value is string {
  return typeof value === "string" && value.trim() !== "" && Array.from(value).length <= max;
}

function readExchange(value: unknown): Exchange | null {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  const { question, reply, error, ...rest } = value as Record<string, unknown>;
  if (Object.keys(rest).length > 0 || !isText(question, MAX_QUESTION_CHARS)) return null;
  if (isText(reply, MAX_SAVED_TEXT_CHARS) && error === undefined) return { question, reply };
  if (isText(error, MAX_SAVED_TEXT_CHARS) && reply === undefined) return { question, error };
  return null;
}

/** The exchanges in a stored value, or none when it is missing, corrupt or foreign. */
export function parseConversation(raw: string | null): Exchange[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (typeof value !== "object" || value === null) return [];
  const { version, exchanges } = value as Record<string, unknown>;
  if (version !== VERSION || !Array.isArray(exchanges) || exchanges.length > MAX_HISTORY_EXCHANGES) return [];
  const read = exchanges.map(readExchange);
  return read.every((exchange): exchange is Exchange => exchange !== null) ? read : [];
}

export function serializeConversation(exchanges: readonly Exchange[]): string {
  return JSON.stringify({ version: VERSION, exchanges: keepLatest(exchanges) });
}

type Store = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** sessionStorage, or nothing where it is switched off (reading the property itself may throw). */
function sessionStore(): Store | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function loadConversation(store: Store | null = sessionStore()): Exchange[] {
  try {
    return parseConversation(store?.getItem(CONVERSATION_KEY) ?? null);
  } catch {
    return [];
  }
}

/** Saves the conversation; a full or refused storage only means it is not kept. */
export function saveConversation(exchanges: readonly Exchange[], store: Store | null = sessionStore()): void {
  try {
    if (exchanges.length === 0) store?.removeItem(CONVERSATION_KEY);
    else store?.setItem(CONVERSATION_KEY, serializeConversation(exchanges));
  } catch {
    // Nothing to do: the conversation still works for this page.
  }
}
