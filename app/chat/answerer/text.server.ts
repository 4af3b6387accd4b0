import irregularVerbs from "english-verbs-irregular/dist/verbs.json";

/**
 * How the offline answerer reads text: one normal form for questions, content and aliases,
 * so "Node.js", "node js" and "NodeJS" meet, and small helpers to write answers.
 */

/** Letters that are no plain letter with a mark, which visitors type as these: "Tromso", "Lodz", "Strasse". */
const PLAIN_LETTERS: Readonly<Record<string, string>> = { ø: "o", æ: "ae", œ: "oe", ß: "ss", ł: "l", đ: "d", ð: "d", þ: "th", ı: "i", ħ: "h" };
const UNMARKED_LETTER = new RegExp(`[${Object.keys(PLAIN_LETTERS).join("")}]`, "giu");

/** Visitors often type names without their accents ("Mare", "Noe", "Krakow"): both forms read the same. */
function withoutAccents(text: string): string {
  const plain = text.normalize("NFKD").replace(/\p{M}/gu, "").normalize("NFKC");
  return UNMARKED_LETTER.test(plain) ? plain.replace(UNMARKED_LETTER, (letter) => PLAIN_LETTERS[letter.toLowerCase()] ?? letter) : plain;
}

/**
 * A bounded memory of what was made from each key, in two generations: when the newer one is full it becomes
 * the older, and what is used again moves on to the new one. The content's texts, read for every question,
 * stay; visitors' words, read once or twice, are forgotten. (No deletions: a Map that deletes much rehashes.)
 */
function remembered<V>(limit: number, make: (key: string) => V, keep: (key: string) => boolean = () => true): (key: string) => V {
  let newer = new Map<string, V>();
  let older = new Map<string, V>();
  const store = (key: string, value: V) => {
    if (newer.size >= limit) {
      older = newer;
      newer = new Map();
    }
    newer.set(key, value);
  };
  return (key) => {
    const known = newer.get(key);
    if (known !== undefined) return known;
    const old = older.get(key);
    if (old !== undefined) {
      store(key, old);
      return old;
    }
    const made = make(key);
    if (keep(key)) store(key, made);
    return made;
  };
}

/**
 * The content's sentences are read again for every question: each text is normalized once. Bounded, as
 * visitors' messages pass through too (at most a few megabytes of an isolate's memory).
 */
const REMEMBERED_TEXTS = 4_000;
const REMEMBERED_LENGTH = 2_000;

/** Lower case, apostrophes and possessives dropped, everything but letters, digits, `+`, `#` and `.` a space. */
export const normalize: (text: string) => string = remembered(REMEMBERED_TEXTS, normalizeOnce, (text) => text.length <= REMEMBERED_LENGTH);

function normalizeOnce(text: string): string {
  return ` ${withoutAccents(text)
    // "a US company", "the U.S.": the country, which lower case would turn into "us".
    .replace(/(?<![\p{L}\p{N}])U\.?S\.?(?:A\.?)?(?![\p{L}\p{N}])/gu, "USA")
    // "BA years?", "his MA": the degrees, which "ba" and "ma" alone are not ("Boston, MA").
    .replace(
      /(?<![\p{L}\p{N}])([BM])\.?A\.?(?=\s+(?:years?|dates?|degree|course|programme|program|in|from|at)\b)|(?<=\b(?:his|her|their|an|the|my|your)\s)([bBmM])\.?[aA]\.?(?![\p{L}\p{N}])/gu,
      (_, upper?: string, lower?: string) => ((upper ?? lower ?? "").toLowerCase() === "b" ? "bachelors" : "masters"),
    )
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`´]/g, "'")
    // "a us company", "us-based": the country too, where "us" stands before what a country has.
    .replace(
      /\b(a|an|the|our) us(?=[\s-](?:based|company|companies|firm|team|startup|client|employer|role|job|office|bank|studio|agency|business)\b)/g,
      "$1 usa",
    )
    .replace(/(?<![\p{L}\p{N}])us-based\b/gu, "usa-based")
    // "what's" is "what is", not a possessive.
    .replace(/\b(what|where|who|how|when|it|that|there|here|he|she)'s\b/g, "$1 is")
    .replace(/\blet's\b/g, "let us")
    // "we're a US company" is no "were".
    .replace(/\bwe're\b/g, "we are")
    // French elisions are two words: "n'est pas" is no "nest" (NestJS), "l'app" no "lapp".
    .replace(/(?<![\p{L}\p{N}])([cdjlmnst]|qu)'(?=\p{L})/gu, "$1 ")
    .replace(/(\p{L})'s\b/gu, "$1")
    .replace(/'/g, "")
    // "exp w/ docker", "any experience w splunk": "w" is "with"; "timezone" is "time zone".
    .replace(/(?<![\p{L}\p{N}])w\/?(?=\s)/gu, "with")
    .replace(/\btimezone(s?)\b/g, "time zone$1")
    // "is Pacific time a problem?": a zone named by its time.
    .replace(/\b(pacific|eastern|central|mountain|atlantic|european|british|australian|indian|japan|china|gulf) time\b(?! zones?\b)/g, "$1 time zone")
    // "Would the time difference be a problem?" asks about the time zone.
    .replace(/\btime difference(s?)\b/g, "time zone difference$1")
    .replace(/\b(full|part)time\b/g, "$1 time")
    // "rust lang?": the language by its name ("lang" is short for nothing else a visitor asks about).
    .replace(/(?<=\p{L}) lang\b/gu, "")
    // "ed-tech", "ed tech" and "edtech" are one word, as the vocabulary writes it.
    .replace(/\b(ed|fin|med|health|prop|ad|insur|reg|legal|agri|clean|gov|climate)[\s-]tech\b/g, "$1tech")
    // "her MS", "an M.S.": the master's degree, which "MS" alone is not ("MS Office").
    .replace(/\b(his|her|their|an|my|your) m\.?s\.?(?![\p{L}\p{N}])/gu, "$1 masters")
    .replace(/[^\p{L}\p{N}+#.]+/gu, " ")
    // A dot is kept only inside a word ("node.js", "fly.io"), never at its ends.
    .replace(/\.+(?=\s|$)|(?<=\s|^)\.+/g, " ")
    .replace(/\s+/g, " ")
    .trim()} `;
}

export function tokens(normalized: string): string[] {
  return normalized.trim().split(" ").filter(Boolean);
}

/** A reply without the emoji that closes it, to go on in a longer sentence ("… 4 months 🗓️" → "… 4 months"). */
export const withoutClosingEmoji = (text: string) => text.replace(/\s*\p{Extended_Pictographic}\uFE0F?$/u, "");

/**
 * British and American spellings of one word ("Threat modelling", "threat modeling"; "containerisation"): one key.
 * Only names are folded; the intent patterns read the visitor's own spelling.
 */
const SPELLINGS: readonly [RegExp, string][] = [
  [/([ae])ll(ing|ed|er)$/, "$1l$2"],
  [/is(ation|e|ed|es|ing)$/, "iz$1"],
  [/ys(e|ed|es|ing)$/, "yz$1"],
  [/(?<=\p{L}{3})our$/u, "or"],
  [/(?<=\p{L}{3})tre$/u, "ter"],
  [/(?<=\p{L}{3})ogue$/u, "og"],
  [/^(defen|licen|offen)ce$/, "$1se"],
];
/** A word that may be spelled the British way: only these go through the folds. */
const BRITISH = /\p{L}+(?:[ae]ll(?:ing|ed|er)|is(?:ation|e|ed|es|ing)|ys(?:e|ed|es|ing)|our|tre|ogue|ce)\b/gu;

/** A name cut at its office or branch, its own part first: "City of Osaka" of "City of Osaka, Multilingual Information Office", "Acme" of "Acme – Research". */
export const partsOfName = (name: string) => name.split(/,\s|\s[–—-]\s/);

/** A name without what its brackets say of it ("Rafa Shaders (YouTube)" → "Rafa Shaders"). */
export const withoutBrackets = (name: string) => name.replace(/\s*\([^)]*\)/g, "");

/** The key under which names are compared: letters, digits, `+` and `#` only ("Tailwind CSS" → "tailwindcss"). */
export const squash: (text: string) => string = remembered(REMEMBERED_TEXTS, (text) => {
  return (
    withoutAccents(text)
      .toLowerCase()
      // As normalize reads it: "Africa's Talking" and "africa talking" are one name.
      .replace(/(\p{L})['’]s\b/gu, "$1")
      .replace(BRITISH, (word) => SPELLINGS.reduce((folded, [british, american]) => folded.replace(british, american), word))
      .replace(/[^\p{L}\p{N}+#]/gu, "")
  );
});

/** Phrases are few and asked about again and again: each is normalized once. */
const paddedPhrase = remembered(10_000, (phrase) => ` ${normalize(phrase).trim()} `);

/** Does the normalized text contain the phrase as whole words? */
export function hasPhrase(normalized: string, phrase: string): boolean {
  return normalized.includes(paddedPhrase(phrase));
}

/** A normalized text with each phrase (normalized too) taken out once: what is left to read ("Bluetooth Low Energy experience" → "experience"). */
export function withoutPhrases(normalized: string, phrases: readonly string[]): string {
  return phrases.reduce((text, phrase) => text.replace(` ${phrase.trim()} `, " "), normalized);
}

/** "a", "a and b", "a, b and c". */
export function joinList(items: readonly string[], conjunction = "and"): string {
  if (items.length <= 2) return items.join(` ${conjunction} `);
  return `${items.slice(0, -1).join(", ")} ${conjunction} ${items[items.length - 1]}`;
}

/**
 * A highlight said of the owner: "Leads a team…" becomes "Maya leads a team…"; one with a
 * subject of its own ("Their app has served…") stays as it is.
 */
export function saidOf(name: string, line: string): string {
  if (/^(?:their|his|her|my|our|the|a|an|this|these|those|they|he|she|i|we)\b/i.test(line)) return line;
  const lowered = `${line.charAt(0).toLowerCase()}${line.slice(1)}`;
  // "Co-author of eleven papers", "Speaker at PyCon": a title, which the owner is; "Leads a team", "Ported it": a verb, which the owner did.
  const [first = ""] = lowered.split(" ");
  const verb = /(?:ed|[^s]s),?$/.test(first) || IRREGULAR_PAST.has(first.replace(/,$/, ""));
  // "junit-sift, their open-source parser, has 1,300 stars": a subject of its own, set off by a comma ("Led, mentored…" is a verb).
  if (!verb && /^[^\s,]+, /.test(line)) return line;
  const title = !verb && /^\S+(?: \S+)? (?:of|at|on|for|to|in)\s/.test(lowered) && !/^\S+ (?:the|a|an|my|our|their)\s/.test(lowered);
  // "Software Sustainability Institute Fellow (2023)": a name first, kept as written.
  if (!verb && !title && /^\p{Lu}\S* \p{Lu}/u.test(line)) return `${name}: ${line}`;
  return `${name} ${title ? "is " : ""}${lowered}`;
}

const POSSESSIVE = { he: "his", she: "her", they: "their" } as const;

/** Irregular verbs' past forms ("rewrote", "spun", "held") keep their form after a name; a form that is a verb of its own ("lay") is read as the present. */
export const IRREGULAR_PAST: ReadonlySet<string> = new Set(
  Object.values(irregularVerbs as Record<string, string[][]>)
    .flat(2)
    .filter((form) => !Object.hasOwn(irregularVerbs, form)),
);

/** Other words after "I" that keep their form after a name: modals, a past that is also the present ("I read", "I set up"), and words that are no verb. */
const KEEPS_FORM = new Set(
  "can could will would should shall may might must set put cut read hit let quit shut and or but also too now then still often usually mostly just only".split(
    " ",
  ),
);

/** Verbs an owner often joins to a first one further on ("I design in Figma and build…"), said of the owner in turn. */
const JOINED_VERBS = new Set(
  "build design write invoice run lead teach ship maintain manage help work speak use make create develop test review mentor own care prefer travel take give bring keep look answer reply host organise organize coach train support love enjoy contribute publish record have sell overlap spend hack fix read".split(
    " ",
  ),
);

/**
 * "I design in Figma and build…": a verb that agrees, then the first common verb joined to it further on in the same clause
 * ("I do no web or front-end work and take no management roles": past an "or" that joins no verb; "a senior or lead role"
 * joins no verb either).
 */
const JOINED_AFTER_VERB = new RegExp(
  String.raw`(\uE001(?: \p{Ll}+)? (?:\p{Ll}+(?:-\p{Ll}+)*s|read|set|put|cut|let|hit)\b)([^.;:!?\uE001]*?)\b(and|or) (${[...JOINED_VERBS, ...Object.keys(irregularVerbs)].join("|")})(?![\p{L}'’-])(?!\s+(?:role|roles|position|positions|job|jobs|title|titles)\b)`,
  "gu",
);

/** "I joined in 2022 and now lead a team": a verb "now" puts in the present agrees, whatever the tense of the first. */
const JOINED_NOW = new RegExp(
  String.raw`(\uE001[^.;:!?\uE001]*?\b(?:and|but) (?:now|today|currently) )(${[...JOINED_VERBS, ...Object.keys(irregularVerbs)].join("|")})(?![\p{L}'’-])`,
  "gu",
);

/** "…, write SQL most days, and write…": a common verb in the middle of a list the last verb ends. */
const LISTED_VERB = new RegExp(`, (${[...JOINED_VERBS].join("|")})\\b`, "g");

/** A past participle after "I'd": "noticed", "been", "done". */
const PARTICIPLE = /^(?:\p{Ll}+ed|been|done|gone|seen|had|made|built|taken|written|got|gotten|known|left|taught|led|run|won|grown|become)$/u;
/** Verbs whose own form ends in "ed": "I'd need" is "would need". */
const ENDS_IN_ED = /^(?:need|feed|seed|speed|proceed|succeed|exceed|bleed|breed|embed|heed|shred|wed)$/;

const LY_VERBS = new Set(["apply", "reply", "rely", "supply", "fly", "multiply", "comply", "imply", "ally", "rally", "tally", "bully"]);

/** A present-tense verb as said of one person: "run" → "runs", "teach" → "teaches", "try" → "tries", "am" → "is". */
function thirdPersonVerb(verb: string): string {
  // "co-supervise" → "co-supervises", "co-wrote" stays: the last part is the verb.
  const hyphen = verb.lastIndexOf("-");
  if (hyphen > 0) return `${verb.slice(0, hyphen + 1)}${thirdPersonVerb(verb.slice(hyphen + 1))}`;
  // "I never fully stopped": an adverb, not a verb ("apply", "reply" and the like are verbs).
  if (/ly$/.test(verb) && !LY_VERBS.has(verb)) return verb;
  if (verb.endsWith("ss")) return `${verb}es`;
  if (KEEPS_FORM.has(verb) || IRREGULAR_PAST.has(verb) || (verb.endsWith("ed") && !ENDS_IN_ED.test(verb)) || verb.endsWith("s")) return verb;
  const irregular: Record<string, string> = { am: "is", have: "has", do: "does", go: "goes" };
  if (irregular[verb]) return irregular[verb];
  if (/(?:ch|sh|x|z|o)$/.test(verb)) return `${verb}es`;
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ies`;
  return `${verb}s`;
}

/**
 * The owner's own first-person words said of the owner ("so I could check my students' pages" →
 * "so Yiğit could check his students' pages"): descriptions are often written that way.
 */
export function inThirdPerson(text: string, first: string, pronouns: { subject: string; object: string }): string {
  // A title in quotation marks ("Your IDOR is my IDOR") is quoted as written; so is an address ("t.me/seitkali_dev" is no "me").
  const quoted: string[] = [];
  const masked = text.replace(
    /“[^”]*”|"[^"]*"|«[^»]*»|\b(?:https?:\/\/)?[\w-]+(?:\.[\w-]+)+\/\S*?(?=[.,;:!?)]*(?:\s|$))|\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g,
    (quote) => `\uE010${quoted.push(quote) - 1}\uE011`,
  );
  return unquotedInThirdPerson(masked, first, pronouns).replace(/\uE010(\d+)\uE011/g, (_, i: string) => quoted[Number(i)] ?? "");
}

function unquotedInThirdPerson(text: string, first: string, pronouns: { subject: string; object: string }): string {
  const his = POSSESSIVE[pronouns.subject as keyof typeof POSSESSIVE] ?? "their";
  const cap = (word: string, like: string) => (/^\p{Lu}/u.test(like) ? `${word.charAt(0).toUpperCase()}${word.slice(1)}` : word);
  const said = text
    // ("Iván Guerrero and I build it": two people, whose verb stays as it is.)
    // (Not "I read Kotlin and I fix bugs": the name opens the clause.)
    .replace(/(?<=(?:^|[,:;.!?]\s+)(?!I\b|I['’])\p{Lu}[\p{L}'’-]*(?: \p{Lu}[\p{L}'’-]*)? (?:and|or) )I\b(?= \p{Ll})/gu, "\uE001")
    .replace(/\bI(?:['’]m)\b/g, `\uE001 is`)
    .replace(/\bI(?:['’]ve)\b/g, `\uE001 has`)
    // "I'd noticed" is "had noticed"; "I'd like" is "would like".
    .replace(
      /\bI['’]d (\p{Ll}+)/gu,
      (_, next: string) => `\uE001 ${(PARTICIPLE.test(next) || IRREGULAR_PAST.has(next)) && !ENDS_IN_ED.test(next) ? "had" : "would"} ${next}`,
    )
    .replace(/\bI(?:['’]d)\b/g, `\uE001 would`)
    // ("I also don't want to…", "I still haven't…": a word between does not change the verb.)
    .replace(/\bI((?: (?:also|still|really|just|even|actually|usually|generally|certainly|simply))?) (?:don['’]t|do not)\b/g, `\uE001$1 doesn't`)
    .replace(/\bI((?: (?:also|still|really|just|even|actually|usually|generally|certainly|simply))?) (?:haven['’]t|have not)\b/g, `\uE001$1 hasn't`)
    .replace(/\bI(?:['’]ll)\b/g, `\uE001 will`)
    // Not a numeral after a name ("Phase I", "World War I was"), unless a verb follows ("at Lumenfeld I take on");
    // "I run" becomes "Ana runs", "I built" stays "Ana built".
    // "I build and look after" becomes "Ana builds and looks after": a second verb joined to the first agrees too.
    // "I co-supervise" becomes "Ana co-supervises"; "I didn't" stays a contraction ("Ana didn't").
    .replace(
      /(?:(?<!\p{Lu}\p{L}* )\bI\b|\bI\b(?= (?!(?:of|and|or|in|on|at|to|the|a|an|was|is|were|are|for|with|from|by|as)\b)\p{Ll}))(?!['’./-])((?: (?:also|still|now|often|usually|mostly|just|ever|never|always|already|really|recently|first|once|later|even|actually|sometimes|rarely|finally|eventually|mainly|only|no longer))? )?(?:(\p{Ll}+(?:-\p{Ll}+)*)(?![\p{L}'’-]))?(?:( and | or )(don['’]t|haven['’]t|\p{Ll}+(?![\p{L}'’-])))?/gu,
      (_, between: string | undefined, verb: string | undefined, joined: string | undefined, second: string | undefined) =>
        `\uE001${between ?? ""}${verb ? thirdPersonVerb(verb) : ""}${joined && second ? `${joined}${/['’]/.test(second) ? second.replace(/^don/, "doesn").replace(/^haven/, "hasn") : thirdPersonVerb(second)}` : ""}`,
    )
    // "I design in Figma and build the components": a common verb joined further on in the same clause agrees too
    // ("I read COBOL well and have patched it": after a verb the same in both tenses too),
    // unless another subject came between ("I lead it and we ship weekly").
    .replace(JOINED_AFTER_VERB, (whole, start: string, between: string, joined: string, verb: string) =>
      // ("it" right after the verb is its object: "I co-maintain it with two others and review…".)
      (JOINED_VERBS.has(verb) || Object.hasOwn(irregularVerbs, verb)) &&
      !/\b(?:we|they|you|it|he|she|people|everyone|who|which|that)\b/.test(between.replace(/^ it\b/, ""))
        ? `${start.replace(/ (read|set|put|cut|let|hit)$/, " $1s")}${between.replace(LISTED_VERB, (_, listed: string) => `, ${thirdPersonVerb(listed)}`)}${joined} ${thirdPersonVerb(verb)}`
        : whole,
    )
    // ("I wrote Java until 2021 and haven't since": a "haven't" or "don't" joined further on agrees as well.)
    .replace(/(\uE001[^.;:!?\uE001]*?) and (haven['’]t|don['’]t|have not|do not)\b/g, (whole, start: string, verb: string) =>
      // ("it" right after the verb is its object: "I built it and haven't touched it since".)
      /\b(?:we|they|you|it|he|she|people|everyone|who|which|that)\b/.test(start.slice(1).replace(/^ \S+ it\b/, ""))
        ? whole
        : `${start} and ${verb
            .replace(/^have/, "has")
            .replace(/^haven/, "hasn")
            .replace(/^do(?=n| )/, "does")}`,
    )
    .replace(JOINED_NOW, (whole, start: string, verb: string) =>
      /\b(?:we|they|you|it|he|she|people|everyone|who|which|that)\b/.test(start.slice(1)) ? whole : `${start}${thirdPersonVerb(verb)}`,
    )
    .replace(/\b(?:my|My)\b/g, (word) => (word === "My" ? "\uE003" : "\uE002"))
    .replace(/\b(?:myself|Myself)\b/g, (word) => cap(pronouns.object === "them" ? "themselves" : `${pronouns.object}self`, word))
    .replace(/\bme\b/g, "\uE004");
  // "Hazel rewrote it, which is where she found out she liked it": the name once a sentence, then the pronoun.
  // "They" would need the plural's verbs ("they run"), so an owner who is "they" is named each time.
  const again = pronouns.subject === "they" ? first : pronouns.subject;
  // "My day rate is €650", "ask me": a possessive or an object before any name is the name ("Quinn's day rate",
  // "ask Quinn"), then the pronoun.
  return said.replace(/[^.!?]+[.!?]*/g, (sentence) => {
    let named = false;
    return sentence.replace(/[\uE001-\uE004]/g, (mark) => {
      if (mark === "\uE001") return named ? again : ((named = true), first);
      if (mark === "\uE004") return named ? pronouns.object : ((named = true), first);
      const word = mark === "\uE003" ? "My" : "my";
      return named ? cap(his, word) : ((named = true), `${first}'s`);
    });
  });
}

/**
 * An owner's sentence, in their own words or said of them, said of them and opened with their name rather than a pronoun:
 * "I work Monday to Friday" and "She works Monday to Friday" are "Ana works…", and "They work a four-day week" is "Robin works a
 * four-day week" (the plural's verb made the name's).
 */
export function openedWithName(sentence: string, first: string, pronouns: { subject: string; object: string }): string {
  const said = inThirdPerson(sentence, first, pronouns);
  if (/^(?:he|she)\b/i.test(said)) return `${first}${said.replace(/^\S+/, "")}`;
  if (!/^they\b/i.test(said)) return said;
  const asI = said
    .replace(/^they(?:['’]re| are)\b/i, "I am")
    .replace(/^they were\b/i, "I was")
    .replace(/^they(?=['’](?:ve|d|ll)\b)/i, "I")
    .replace(/^they\b/i, "I");
  return inThirdPerson(asI, first, pronouns);
}

export function unique<T>(items: Iterable<T>): T[] {
  return [...new Set(items)];
}

/** Words that carry no topic: left out when judging what a question is about. */
export const STOPWORDS = new Set(
  (
    "a about above after again all also am an and any anything are as at be been before being below between both but by can " +
    "could did do does doing done down during each else ever every few for from further get gets got had has have having he " +
    "her here hers herself him himself his how i if in into is it its itself just know knows let like ll me might more most " +
    "much must my myself no nor not now of off on once only or other our ours out over own please re really same she should " +
    "so some such tell than thanks that the their theirs them themselves then there these they this those through to too " +
    "under until up us very was we well were what when where which while who whom why will with would yes you your yours " +
    "yourself whats wheres hows whos dont doesnt didnt isnt cant wont hes shes im ive id youre theyre thats hey hi hello " +
    "okay ok pls plz kindly quick quickly show give list share say mention mentioned see find anyone someone something " +
    "thing things stuff lot lots kind sort bit much many one ones way ways sure bro dude mate guy person man " +
    "whatever anyway anyways two three four five six seven eight nine ten"
  ).split(" "),
);

/** Numbers in words, with their values: "Studio Nine", "eleven papers", "a three-month notice", "a dozen talks". */
export const NUMBER_WORDS: ReadonlyMap<string, number> = new Map([
  ..."zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty"
    .split(" ")
    .map((word, value) => [word, value] as const),
  ["thirty", 30],
  ["forty", 40],
  ["fifty", 50],
  ["hundred", 100],
  ["thousand", 1000],
  ["dozen", 12],
]);

/** The value of a number written in digits or in one word ("12", "twelve"); null for any other word. */
export function numberIn(word: string): number | null {
  if (/^\d+$/.test(word)) return Number(word);
  return NUMBER_WORDS.get(word.toLowerCase()) ?? null;
}

export { SENTENCE_BREAK } from "../shared/sentence-break";

/** The words of a question that say something: no stop words. */
export function contentWords(question: string): string[] {
  return tokens(question).filter((word) => !STOPWORDS.has(word));
}

/** Words that make a normalized question about the owner, not about the last thing discussed. */
export function aboutOwner(question: string): boolean {
  return /\s(?:he|him|his|himself|she|her|hers|herself|they|them|their|theirs|themself|themselves|owner)\s/.test(question);
}

/** Text to be matched literally inside a regular expression. */
export { escapeRegExp } from "~/lib/escape-reg-exp";
