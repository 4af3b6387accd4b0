import data from "./intents/patterns.json";

/**
 * What a question asks, read from its normalized text (text.server.ts: lower case, single
 * spaces, padded with a space at each end). The intents are data (intents/patterns.json): a
 * reviewer reads and extends their phrases there; the answerer decides their order.
 */

interface IntentData {
  words?: string[];
  patterns?: string[];
  flags?: string;
}

export type Intent = keyof typeof data.intents;

function compile({ words, patterns = [], flags }: IntentData): RegExp {
  const phrases = words?.length ? [String.raw`\s(?:${words.join("|")})\s`] : [];
  return new RegExp([...phrases, ...patterns].join("|"), flags);
}

export const INTENT = Object.fromEntries(
  Object.entries(data.intents as Record<Intent, IntentData>).map(([name, intent]) => [name, compile(intent)]),
) as Record<Intent, RegExp>;

export function asks(normalized: string, intent: Intent): boolean {
  return INTENT[intent].test(normalized);
}
