import { asks } from "./intents.server";
import { stem } from "./knowledge.server";
import { isCity, placesIn, type Place } from "./places.server";
import { normalize, STOPWORDS, tokens } from "./text.server";

/**
 * An owner's yes-or-no answer that opens with a limit ("Would they relocate?" "Only to Bristol or Edinburgh."): said "Yes,
 * only…", or "No, only…" of a place the limit leaves out (a city it does not name, a place in none of its countries;
 * Toronto is in "Only to Canada").
 */
interface LimitedAnswer {
  readonly opening: string;
  readonly limit: readonly Place[];
  /** The answer's no, for a place the limit leaves out. */
  readonly no: (reply: string) => string;
}

/**
 * "Yes, only to Bristol…", or "Yes: fully remote for teams within North American time zones, or hybrid in Toronto." and
 * "Yes, within limits: hybrid in Utrecht, or remote for an employer in the Netherlands.", whose first sentence is the limit.
 */
function limitedAnswer(answer: string): LimitedAnswer | null {
  const only = /^Yes, only\b/.test(answer);
  // ("Yes: most projects run remotely, and she has clients in Ireland and Spain." names places, but no limit.)
  const first = answer.split(/[.;]/)[0] ?? "";
  const within = /\b(?:within|only|based in|hybrid in|on-site in|onsite in)\b/.test(first)
    ? /^(Yes(?:, within limits)?: )\p{Ll}/u.exec(answer)?.[1]
    : undefined;
  const opening = only ? (answer.split(/[.;:]/)[0] ?? "") : within ? first : "";
  const limit = placesIn(normalize(opening));
  if (limit.length === 0) return null;
  // ("Yes, only in the EU" and "Yes: within the EU…" both become "No, only…".)
  const [yes, no] = only ? ["Yes, only", "No, only"] : [within ?? "", "No, only "];
  return { opening, limit, no: (reply) => reply.replace(yes, no) };
}

/** The stems of the words the question asks about that the answer says "no" or "not" right before ("no web front-end" of "our website"). */
function deniedOfAsked(answer: string, question: string): string[] {
  const asked = new Set(
    tokens(normalize(question))
      .filter((word) => word.length >= 3 && !STOPWORDS.has(word))
      .map((word) => stem(word)),
  );
  const words = tokens(normalize(answer));
  return words.flatMap((word, i) =>
    /^(?:no|not|nor|never|dont|doesnt)$/.test(word)
      ? words
          .slice(i + 1, i + 4)
          .map((next) => stem(next))
          .filter((next) => asked.has(next))
      : [],
  );
}

function leavesOut({ limit }: LimitedAnswer, question: string): boolean {
  const within = (asked: Place) =>
    limit.some((place) => place.name === asked.name || (!isCity(place.name) && place.countries.some((country) => asked.countries.includes(country))));
  return placesIn(normalize(question)).some((asked) => !within(asked));
}

/**
 * The owner's answers that hold a limit, said with the yes or the no the question calls for: "Would they relocate?" "Only
 * to Bristol or Edinburgh." is a yes of Bristol and a no of London, whichever rule gives the answer.
 */
export function limitsHeld(ownAnswers: readonly { readonly answer: string }[]): (reply: string, question: string) => string {
  const limitedAnswers = ownAnswers.map((entry) => limitedAnswer(entry.answer)).filter((limited) => limited !== null);
  return (reply, question) => {
    const limited = limitedAnswers.find(({ opening }) => reply.startsWith(opening));
    if (limited && leavesOut(limited, question)) return limited.no(reply);
    // ("can they build our website?" "Only TV apps. … no web front-end for desktop browsers": the limit leaves out what was asked.)
    // (A word denied that the limit names is within the limit: "Only freelance API work…" of "does she freelance?".)
    const limit = new Set(tokens(normalize(reply.split(/[.;:]/)[0] ?? "")).map((word) => stem(word)));
    const leftOut =
      reply.startsWith("Yes, only ") && asks(normalize(question), "yesNo") && deniedOfAsked(reply, question).some((word) => !limit.has(word));
    return leftOut ? `No, only ${reply.slice("Yes, only ".length)}` : reply;
  };
}
