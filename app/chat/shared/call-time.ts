/**
 * Whether a call a visitor proposes ("Can I call her at 10am on Tuesday?", "this Friday at 4:45 pm") falls in the hours an owner
 * takes no calls, in the owner's words ("8:30 am to 5:00 pm, Monday to Friday, New Zealand time"). Times are minutes after midnight.
 */
const WEEKDAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];

const DAY_NAME = String.raw`(${WEEKDAYS.join("|")})s?`;

interface Span {
  from: number;
  to: number;
  days: ReadonlySet<number>;
}

/** "5", "5:30", "5.30 pm": minutes after midnight; without am or pm, 1 to 7 is afternoon, as a time to call usually is. */
function minutesOf(hour: string, minute: string | undefined, half: string | undefined): number {
  const h = Number(hour) % 12;
  const pm = half ? /^p/i.test(half) : Number(hour) >= 1 && Number(hour) <= 7;
  return (pm ? h + 12 : h) * 60 + Number(minute ?? 0);
}

const CLOCK = String.raw`(\d{1,2})(?:[:.](\d\d))?\s*(am|pm|a\.m\.|p\.m\.)?`;
/** "8:30 am to 5:00 pm": two clock times, the first hour, minute and half of the day, then the second's. */
const TWO_CLOCKS = new RegExp(String.raw`${CLOCK}\s*(?:to|until|till|and|-|–)\s*${CLOCK}`, "i");
/** The same two times, each whole as the owner wrote it. */
const TWO_CLOCKS_SAID = new RegExp(String.raw`(${CLOCK})\s*(?:to|until|till|and|-|–)\s*(${CLOCK})`, "i");
const DAY_RANGE = new RegExp(String.raw`${DAY_NAME}\s*(?:to|through|-|–)\s*${DAY_NAME}`, "i");
const ONE_DAY = new RegExp(String.raw`\b${DAY_NAME}\b`, "i");
/** A time with its half of the day ("4:45 pm", "7pm"), or one put as a time ("at 9", "around 7"); not "in 2023", "for 30 minutes". */
const TIME_WITH_HALF = new RegExp(String.raw`\b(\d{1,2})(?:[:.](\d\d))?\s*(am|pm|a\.m\.|p\.m\.)(?![\p{L}])`, "iu");
const TIME_PUT = new RegExp(String.raw`\b(?:at|around|about|by)\s+${CLOCK}(?![\d\p{L}%])(?!\s*(?:minutes|mins|hours|years|people|%))`, "iu");

/** The hours and days of the owner's words; null when they name no hours. Without days, the working week. */
function hoursSpanOf(words: string): Span | null {
  const hours = TWO_CLOCKS.exec(words);
  if (!hours) return null;
  const from = minutesOf(hours[1] ?? "0", hours[2], hours[3]);
  const to = minutesOf(hours[4] ?? "0", hours[5], hours[6]);
  const range = DAY_RANGE.exec(words);
  const first = WEEKDAYS.indexOf(range?.[1]?.toLowerCase() ?? "monday");
  const last = WEEKDAYS.indexOf(range?.[2]?.toLowerCase() ?? "friday");
  const days = new Set(WEEKDAYS.map((_, day) => day).filter((day) => day >= first && day <= last));
  return { from, to, days };
}

const DAY_NAMES = WEEKDAYS.map((day) => `${day.charAt(0).toUpperCase()}${day.slice(1)}`);

/**
 * The owner's hours without calls in the assistant's own words ("on weekdays between 8:30 am and 5:00 pm, New Zealand time"):
 * a privacy rule is acted on, never quoted. The words themselves where they name no hours.
 */
export function hoursOffSaid(words: string): string {
  const span = hoursSpanOf(words);
  const clocks = TWO_CLOCKS_SAID.exec(words);
  if (!span || !clocks) return words;
  const days = [...span.days];
  const first = DAY_NAMES[days[0] ?? 1] ?? "Monday";
  const last = DAY_NAMES[days.at(-1) ?? 5] ?? "Friday";
  const on = days.length === 5 && first === "Monday" ? "on weekdays" : days.length === 1 ? `on ${first}s` : `from ${first} through ${last}`;
  const zone = /\b((?:[\p{Lu}][\p{L}]*\s+){1,3}time)\s*$/u.exec(words)?.[1];
  return `${on} between ${clocks[1]?.trim()} and ${clocks[5]?.trim()}${zone ? `, ${zone}` : ""}`;
}

/** Parts of the day a visitor may name instead of a time, at a time typical of each. */
const PARTS_OF_DAY: readonly [RegExp, number][] = [
  [/\b(?:lunch\s?time|at lunch|over lunch|noon|midday)\b/i, 12 * 60 + 30],
  [/\b(?:this|tomorrow|in the|on \w+day)?\s*morning\b/i, 10 * 60],
  [/\bafternoon\b/i, 15 * 60],
  [/\b(?:evening|tonight|after work|after hours)\b/i, 19 * 60],
];

/** The day and time of a call the text proposes, either unknown (null) where it does not say. */
function proposedCall(text: string): { day: number | null; minutes: number | null } {
  const day = ONE_DAY.exec(text)?.[1]?.toLowerCase();
  const weekend = /\b(?:weekend|saturday|sunday)s?\b/i.test(text);
  const clock = TIME_WITH_HALF.exec(text) ?? TIME_PUT.exec(text);
  const minutes = clock ? minutesOf(clock[1] ?? "0", clock[2], clock[3]) : (PARTS_OF_DAY.find(([words]) => words.test(text))?.[1] ?? null);
  return { day: day ? WEEKDAYS.indexOf(day) : weekend ? 6 : null, minutes };
}

/**
 * Does a call the visitor proposes fall in the owner's hours without calls? A time in those hours on an unnamed day
 * ("today", "tomorrow") is taken to be on one of their days; a day without a time, or a time outside them, is not.
 */
export function callInHoursOff(texts: readonly string[], words: string): boolean {
  const span = hoursSpanOf(words);
  if (!span) return false;
  return texts.some((text) => {
    const { day, minutes } = proposedCall(text);
    if (minutes === null) return false;
    return (day === null || span.days.has(day)) && minutes >= span.from && minutes < span.to;
  });
}
