/**
 * What `npm run questions` prints, from the rows of the question log: questions per day, the
 * fallback questions grouped by similar wording (most frequent first), the most asked intents,
 * and a ready `faq` entry for each of the top unanswered groups.
 */
export interface DayRow {
  day: string;
  asked: number;
  stored: number;
}
export interface FallbackRow {
  question: string;
  times: number;
}
export interface IntentRow {
  intent: string | null;
  times: number;
}
export interface QuestionGroup {
  times: number;
  wordings: string[];
}
export interface QuestionsReport {
  days: DayRow[];
  unanswered: QuestionGroup[];
  intents: IntentRow[];
  faq: { questions: string[]; answer: string }[];
}

const FILLER = new Set(
  "a an the is are was do does did can could would will of to in on at for with and or me i you your he she his her they their it this that about what whats".split(
    " ",
  ),
);
/** Two wordings are the same question when this share of their words is shared. */
const SAME_QUESTION = 0.6;
const TOP_FAQ = 3;
export const FAQ_ANSWER_PLACEHOLDER = "Your answer, in your own words.";

function words(question: string): Set<string> {
  const list = question
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, " ")
    .split(/\s+/)
    .filter((word) => word && !FILLER.has(word))
    // A crude stem, enough for "expect", "expected" and "expectations" to be one word.
    .map((word) => word.slice(0, 6));
  return new Set(list);
}

function similarity(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 && b.size === 0) return 1;
  let shared = 0;
  for (const word of a) if (b.has(word)) shared++;
  return shared / (a.size + b.size - shared);
}

/** Fallback questions grouped by similar wording; each group's wordings from the most asked. */
export function groupQuestions(rows: readonly FallbackRow[]): QuestionGroup[] {
  const groups: { words: Set<string>; times: number; wordings: FallbackRow[] }[] = [];
  for (const row of [...rows].sort((a, b) => b.times - a.times)) {
    const rowWords = words(row.question);
    const group = groups.find((candidate) => similarity(candidate.words, rowWords) >= SAME_QUESTION);
    if (group) {
      group.times += row.times;
      group.wordings.push(row);
    } else groups.push({ words: rowWords, times: row.times, wordings: [row] });
  }
  return groups
    .map(({ times, wordings }) => ({ times, wordings: wordings.map((row) => row.question) }))
    .sort((a, b) => b.times - a.times || String(a.wordings[0]).localeCompare(String(b.wordings[0])));
}

export function buildReport(days: DayRow[], fallbacks: FallbackRow[], intents: IntentRow[]): QuestionsReport {
  const unanswered = groupQuestions(fallbacks);
  const faq = unanswered.slice(0, TOP_FAQ).map((group) => ({ questions: group.wordings.slice(0, 5), answer: FAQ_ANSWER_PLACEHOLDER }));
  return { days, unanswered, intents, faq };
}

export function formatReport({ days, unanswered, intents, faq }: QuestionsReport): string {
  const lines: string[] = [];
  lines.push("Questions the assistant could not answer (most asked first):");
  if (unanswered.length === 0) lines.push("  none");
  for (const group of unanswered.slice(0, 20)) {
    lines.push(`  ${String(group.times).padStart(4)}  ${group.wordings[0]}`);
    for (const wording of group.wordings.slice(1, 4)) lines.push(`        also: ${wording}`);
  }
  lines.push("", "Questions per day (UTC):");
  if (days.length === 0) lines.push("  none yet");
  for (const { day, asked, stored } of days)
    lines.push(`  ${day}  ${asked}${stored < asked ? ` (${asked - stored} past the daily cap, counted only)` : ""}`);
  lines.push("", "Most asked intents (offline answers):");
  if (intents.length === 0) lines.push("  none yet");
  for (const { intent, times } of intents) lines.push(`  ${String(times).padStart(4)}  ${intent ?? "(none recognised)"}`);
  if (faq.length > 0) {
    lines.push("", "Ready to paste into assistantProfile.faq in app/content/assistant.ts (write the answers):");
    lines.push(
      ...JSON.stringify(faq, null, 2)
        .split("\n")
        .map((line) => `  ${line}`),
    );
  }
  return lines.join("\n");
}
