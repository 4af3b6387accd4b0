import { lastQuestion, type ChatTurn } from "../shared/conversation";
import { correctedQuestion } from "./corrections.server";
import type { Knowledge } from "./knowledge.server";
import { findMentions } from "./mentions.server";
import { guessReader } from "./guesses.server";
import { isCurrentDate } from "../facts/owner-facts";
import { placesIn } from "./places.server";
import { escapeRegExp, hasPhrase, joinList, normalize } from "./text.server";

/**
 * The question as the rules read it: the same question, said the way the rules know ("hes in chennai right?" as "is he
 * in chennai?", "if we hire him, could he start in january?" as "could he start in january?"), and a job's requirements
 * followed by "is he a fit?" as the question of each technology. Each rewrite keeps what is asked and drops only the way it
 * was put.
 */

/** "since when does he code?", "since when has she been programming": how long, in other words. */
const SINCE_WHEN_CODING =
  /^\s*(?:(?:and|so|ok|okay)[\s,]+)?since when (?:does|do|has|have|is|are) (he|she|they|\S+) (?:been )?(?:code|coding|program|programming|developing|writing code|a developer|in tech)\s*([?!.]*)\s*$/i;

/** "how many years did he teach maths?": how long, of a verb whose doer names a role ("Mathematics Teacher"). */
const HOW_LONG_DID = /^\s*(?:(?:and|so|ok|okay)[\s,]+)?how (?:long|many years) did (he|she|they|\S+) (\p{Ll}{3,})\b[^?!.]*?\s*([?!.]*)\s*$/iu;

/** "what was her title?", "and what was his role": a past title, asked of no role by name. */
const PAST_TITLE_ASKED =
  /^\s*(?:(?:and|so|ok|okay)[\s,]+)?(?:what|which) was (?:his|her|their|the|your) (?:job )?(?:title|role|position)\s*[?!.]*\s*$/i;

/**
 * "cool, one more thing: is he in coimbatore?", "ok thanks. does she know go?": an acknowledgement, ended by its stop or
 * comma, before the question asked ("cool projects he built?" is no acknowledgement).
 */
const ACKNOWLEDGED_FIRST = (() => {
  const thanks = String.raw`(?:ok(?:ay)?|cool|great|nice|perfect|awesome|got it|gotcha|alright|thanks|thank you|thx|sure)`;
  const moreToAsk = String.raw`(?:one more thing|another question|quick question|btw|by the way)\b[\s,.!:;-]+`;
  return new RegExp(String.raw`^\s*(?:${thanks}(?:\s+${thanks})*\s*[,.!:;-][\s,.!:;-]*(?:${moreToAsk})?|${moreToAsk})(?=\S+\s+\S[^?]*\?\s*$)`, "i");
})();

/** "um so like does he know uh react": the sounds of speech typed by voice, which say nothing. */
/** "when did sina drive buses", "when did she stop driving buses?", "where did she teach?": when or where the doer's title was held. */
const WHEN_DID_DO =
  /^\s*(?:(?:and|so|ok|okay)[\s,]+)?(when|where) did (he|she|they|\S+) (?:stop |start |begin |first )?(\p{Ll}{3,}?)(?:ing)?\b[^?!.]*?\s*([?!.]*)\s*$/iu;
/** "¿Dónde vive Arun?", "donde trabaja?": where, asked in Spanish. */
const ASKED_IN_SPANISH = /^\s*¿?\s*d[oó]nde (vive|trabaja|estudi[oó]) (\p{L}+)\s*\??\s*$/iu;
const SPANISH_VERBS: Readonly<Record<string, string>> = { vive: "live", trabaja: "work", estudio: "study" };
/** "since when has peilschaal been live": when it went live, which its description says. */
const SINCE_WHEN_LIVE = /^\s*since when (?:has|is|was|have|are) (.+?) (?:been )?(?:live|online|up|out|available)\s*([?!.]*)\s*$/i;
/** "what number of people does emre lead": how many, in the words the rules read (and no number asked for). */
const WHAT_NUMBER_OF = /^(\s*(?:(?:and|so|ok)[\s,]+)?)what(?: is the|['’]s the)? number of (\p{L}+)/iu;
/** "whats the stack of vanlife,and is it live?", "react,node,and mongo": a comma typed without its space (not "1,000"). */
const COMMA_UNSPACED = /(?<=\p{L}),(?=\p{L})/gu;
const FILLERS = /(?<![\p{L}'’-])(?:u+m+|u+h+m*|e+r+m+|h+m+|a+h+)(?![\p{L}'’-])[,.]*\s*/giu;

/** "so like does he…", "like, is she…": a "like" that opens the question says nothing either. */
const LIKE_FIRST =
  /^\s*(?:(?:so|and|ok|okay)[\s,]+)?like[\s,]+(?=(?:is|are|was|does|do|did|has|have|can|could|will|would|what|where|when|who|which|how)\b)/i;

/** "does he write php, laravel etc": the list the visitor asks about ends before its "etc". */
const LIST_GOES_ON = /[,\s]+(?:etc\.?|and so on|and such|and the like|and stuff|or whatever|and all that)\s*([?!.]*)\s*$/i;

/** "so what does he do then?": the "then" only ties the question to the last answer. */
const THEN_AT_THE_END = /^(\s*(?:(?:so|ok|okay|and)[\s,]+)?(?:what|who|where|which|how)\b.*?\S)[\s,]+then\s*([?!.]*)\s*$/i;

/** "which projects use postgres and how many are there?", "which ones use postgres, and how many is that?": the count says which, too. */
const WHICH_AND_HOW_MANY =
  /^\s*(?:which|what) (projects|apps|ones) (use|used|are built with|were built with) (.+?)(?:,? and|\s*[?,])\s*how many(?: are there| of them| is that| in total)?\s*([?!.]*)\s*$/i;

/** "more of his projects on netlify or vercel?": which has more is a count of each. */
const MORE_OF_WHICH =
  /^\s*(?:(?:so|and|ok|are there|does (?:he|she|they) have)\s+)?more (?:of )?(?:his |her |their |the )?(projects|apps) (?:are )?(?:on|use|using|with|in|built with|deployed on|hosted on) (\S+(?: \S+)?) or (\S+(?: \S+)??)\s*([?!.]*)\s*$/i;

/** "any CI/CD tooling on his resume?", "does she have k8s on her cv": what the résumé would say, asked of the owner, not the file. */
const ON_THE_RESUME =
  /^(\s*(?:(?:and|so|ok|okay)[\s,]+)?(?:any|does|do|did|has|have)\s.*?\S)\s+(?:on|in) (?:his|her|their|the|your) (?:resume|résumé|cv)\s*([?!.]*)\s*$/i;

/** "wear does arun work", typed by voice: "where", before the verb a question opens with. */
const WHERE_BY_VOICE = /^(\s*)(?:wear|ware)(?=\s+(?:does|do|is|are|did|was|were|can|would|will|has|have)\b)/i;

/** "Is Docker something Arun actually works with?", "is rust a thing she knows?": whether the owner uses it. */
const SOMETHING_USED =
  /^\s*(?:(?:so|and|ok|okay)[\s,]+)?is (\S+(?: \S+)?) (?:something|a thing|a tool|a skill) (?:that )?(\S+) (?:actually |really |even |ever )?(?:works? with|uses?|knows?|has used|used)\s*([?!.]*)\s*$/i;

/** "Is it true she's deaf?", "so is it true that he is a chef?": the claim asked about as a question ("is she deaf?"). */
const IS_IT_TRUE = /^\s*(?:(?:so|and|ok|okay|wait)[\s,]+)?is it true (?:that )?(he|she|they)(?:'s|’s| is| are) (?!been\s|got\s)/i;

/**
 * "do you work with ROS2 day to day?", "which projects are live right now?": how often, or since when, adds nothing to a
 * yes or no, or to which ("what does he do day to day?" still asks about the job).
 */
const EVERY_DAY =
  /^(\s*(?:do|does|is|are|can|has|have)\s.*?\S)\s+(?:day to day|day-to-day|on a daily basis)(\s*[?!.]*)\s*$|^(\s*(?:which|what)\s.*?\blive)\s+(?:right now|at the moment)(\s*[?!.]*)\s*$/i;

/** "does he take side gigs?", "any moonlighting?": freelance work, in other words. */
const SIDE_WORK = /\bside[- ](?:gigs?|hustles?|jobs?|work)\b|\bmoonlighting\b/gi;

/** "is he even a real developer??": whether the owner is one, the doubt's words aside. */
const DOUBTED_TITLE =
  /^(\s*(?:is|are) (?:he|she|they)) (?:(?:even|really|actually|truly) )?(an? )(?:real|proper|legit|actual|genuine) (?=\S)|^(\s*(?:is|are) (?:he|she|they)) (?:even|really|actually|truly) (?=an? \S)/i;

/** "who even is this guy lol", "who exactly is tam?": who the owner is, the doubt's word aside. */
const WHO_EVEN = /^(\s*who) (?:even|exactly|actually|really) (?=(?:is|are)\s)/i;

/** "if we hire him, could he start in january?": the hiring is supposed, and the question after it is what is asked. */
const HIRE_SUPPOSED =
  /^\s*(?:so |and |ok )?if (?:we|i|you|they|my \w+|our \w+|the \w+) (?:hire|hired|employ|employed|onboard|bring on) \S+[\s,]+(?=(?:is|are|does|do|has|can|could|will|would|when|what|where|how|who|which)\s)/i;

/** "hes in chennai right?", "she's based in Lyon, correct?": a guess, with a tag that asks whether it holds, asked as a question. */
const GUESS_TAGGED =
  /^\s*(?:(?:so|and|ok|okay|oh|wait)[\s,]+)?(he|she|they)\s*(?:'s|’s|s|is|'re|’re|re|are)\s+(?!(?:been|got|gotten|done|worked|used|built|made|had)\b)(.+?)[\s,]+(?:right|correct|yeah|yes|no|isn'?t (?:he|she)|aren'?t they|innit|is that right|am i right)\s*\?*\s*$/i;

/** "brightline technologies - is that where he is now?", "is brightlane where she works now": whether the owner works there now. */
const WHERE_NOW =
  /^\s*(?:is\s+)?(.+?)\s*(?:[-–—,:]\s*(?:is\s+)?(?:that|it)\s+|\s+)where\s+(he|she|they)\s+(?:works?|is working|are working|is|are)(?:\s+(?:now|currently|at the moment|today|these days))\s*[?.!]*\s*$/i;

/** "write it down before lunch, what's that": what the thing named first is. */
const WHAT_IS_THAT =
  /^(?!\s*(?:what|who|where|when|why|how|which|is|are|does|do|did|can|could)\b)([^,?]{3,60}?)\s*[,:–—-]\s*(?:what's|whats|what is) (?:that|it|this)\s*\??\s*$/i;

/** "… is he a fit?", "does Arun tick all three boxes?", "would she match?", "does he know them?": whether the owner meets what came before. */
const FIT_ASKED =
  /(?:^|[.!?:]\s+|,\s*)(?:so\s+)?(?:(?:is|would|could) \S+ (?:be )?(?:a )?(?:good |strong |possible )?(?:fit|match)|(?:does|do|would|could|will) \S+ (?:tick (?:all )?(?:(?:the|those|these|our) )?(?:(?:two|three|four|five) )?boxes|fit(?: the bill)?|match|meet (?:them|those|these|that|it|the requirements|our requirements|the bar)|(?:have|know) (?:them all|all (?:two|three|four|five|of them|of those)|both|them|those|these))|(?:any |a )?(?:good )?(?:fit|match))\s*(?:for (?:it|this|us|the role|the job))?\s*[?!.]*\s*$/i;

/**
 * "hiring a full stack dev: node.js + express + postgres + redis, some docker. is he a fit?": a job's requirements, then
 * whether the owner fits, asks of each technology named, as "does Arun know Node.js, Express, PostgreSQL, Redis and Docker?"
 * would. Null when the message asks nothing of the kind or names fewer than two technologies.
 */
function jobAdAsked(knowledge: Knowledge, question: string): string | null {
  if (!FIT_ASKED.test(question)) return null;
  const { techs, otherTechs } = findMentions(knowledge, question);
  const names = [...new Set([...techs, ...otherTechs].map((tech) => tech.name))];
  return names.length >= 2 ? `does ${knowledge.content.profile.firstName} know ${joinList(names)}?` : null;
}

/** "…full-time, hybrid in London… Would Adaeze be interested? Happy to share the JD.": whether the owner wants the role described. */
const INTEREST_ASKED =
  /(?:^|[.!?:]\s+)(?:so\s+)?(?:would|is|might|could|will) (\S+(?: \S+)?) (?:be )?(?:interested|keen|open to (?:it|this|that))\s*\??(?:\s+[^?]*)?$/i;
/** The terms of a role described: "full-time", "a 6-month contract". */
const ROLE_TERMS = /\b(full[- ]?time|part[- ]?time|freelance|contract|permanent)\b/i;

/** A role described, then "would she be interested?", asked as "would she be interested in a full-time role?"; null otherwise. */
function offerAsked(question: string): string | null {
  const asked = INTEREST_ASKED.exec(question);
  const described = asked ? question.slice(0, asked.index) : "";
  const terms = ROLE_TERMS.exec(described)?.[1];
  // (Where the role is goes with it: "hybrid in London" of an owner who won't move is a no.)
  const [place] = placesIn(normalize(described));
  return asked && terms ? `would ${asked[1]} be interested in a ${terms.toLowerCase()} role${place ? ` in ${place.name}` : ""}?` : null;
}

/**
 * The rewriter for one owner's content: the names that hold a question mark or a full stop, and the owner's names that
 * may end a question, are the owner's own.
 */
/** "which aren't?", "and which ones don't?": the projects the question just before left out ("which of those isn't live?" filters its list). */
const THE_OTHERS =
  /^\s*(?:(?:and|so|ok|okay|what about)[\s,]+)?(?:which|what)(?: ones?| of them| of those| others)?\s+(?:aren['’]?t|are not|isn['’]?t|is not|don['’]?t|do not|doesn['’]?t|does not)(?:\s+(?:use it|use that|use them))?\s*[?!.]*\s*$/i;
/** "which of his projects are live?", "what projects use Kafka?": the projects with something, which "which aren't?" turns round. */
const PROJECTS_WITH =
  /^\s*(?:(?:and|so|ok|okay)[\s,]+)?(?:which|what)(?: of (?:his|her|their|your|the))?\s+(?:projects?|apps?|ones)\s+(?:(are|is)\s+(live|online|deployed)|(use|uses|have|has)\s+([^?!.]+?))\s*[?!.]*\s*$/i;

function theOthersOf(question: string, history: readonly ChatTurn[]): string {
  if (!THE_OTHERS.test(question)) return question;
  const before = PROJECTS_WITH.exec(lastQuestion(history) ?? "");
  if (!before) return question;
  const [, , state, verb, thing] = before;
  if (state) return `which projects are not ${state}?`;
  return `which projects ${/^ha/i.test(verb ?? "") ? "don't have" : "don't use"} ${thing ?? ""}?`;
}

export function questionRewriter(knowledge: Knowledge): (asked: string, history: readonly ChatTurn[]) => string {
  const { content } = knowledge;
  // "is Say Again? (Critical Code Days 2024 talk) open source?": a name that holds a question mark or a full stop is one name,
  // not the end of a sentence, wherever the visitor writes it whole.
  const punctuatedNames = [...content.projects.map((project) => project.name), ...content.experience.map((entry) => entry.company)]
    .filter((name) => /[?!.](?:\s|$)/.test(name))
    .map((name) => ({ said: new RegExp(escapeRegExp(name), "giu"), plain: name.replace(/[?!.](?=\s|$)/g, "") }));
  // ("does he code in python arun??": the name at the end calls the owner, whom the question already names.)
  const namesAlternation = knowledge.ownerPhrases.map(escapeRegExp).join("|");
  const calledAtTheEnd = new RegExp(
    String.raw`^(\s*(?:is|are|was|does|do|did|has|have|can|could|will|would)\s+(?:he|she|they|you|u)\s.*?\S)(?<!\b(?:about|of|for|with|to|by|from|at|on|in|is|was|are|hire|call|contact|reach|meet|ask|tell|like|than|and|or|as|named|called|met|know|email|message|text|ping))[\s,]+(?:${namesAlternation})\s*([?!.]*)\s*$`,
    "i",
  );
  // ("teach" of "Mathematics Teacher", "design" of "Product Designer": the role a verb's doer names.)
  const titleWords = new Set(content.experience.flatMap((entry) => normalize(entry.title).trim().split(" ")));
  const doerOf = (verb: string) => [`${verb}er`, `${verb}r`].find((doer) => titleWords.has(doer));
  // ("Ledger Lite uses Vue, right?": what the owner made, or where they worked, may start a guess too.)
  const guessAsQuestion = guessReader(
    [...knowledge.ownerPhrases, ...content.projects.map((p) => p.name), ...content.experience.map((e) => e.company)].filter(Boolean),
  );
  const rewritten = (asked: string, history: readonly ChatTurn[]): string => {
    const read = punctuatedNames
      .reduce((text, { said, plain }) => text.replace(said, plain), correctedQuestion(asked, history, knowledge).replace(calledAtTheEnd, "$1$2"))
      .replace(COMMA_UNSPACED, ", ")
      .replace(
        ASKED_IN_SPANISH,
        (_, verb: string, who: string) => `where does ${who} ${SPANISH_VERBS[verb.toLowerCase().normalize("NFD").replace(/\p{M}/gu, "")] ?? "live"}?`,
      )
      .replace(SINCE_WHEN_LIVE, (_, thing: string, end: string) => `when did ${thing} go live${end || "?"}`)
      .replace(WHAT_NUMBER_OF, "$1how many $2")
      .replace(FILLERS, "")
      .replace(LIKE_FIRST, "")
      .replace(ACKNOWLEDGED_FIRST, "")
      .replace(LIST_GOES_ON, "$1")
      .replace(SIDE_WORK, "freelance work")
      .replace(ON_THE_RESUME, "$1$2")
      .replace(WHERE_BY_VOICE, "$1where")
      .replace(SOMETHING_USED, (_, tech: string, who: string, end: string) => `${/^they$/i.test(who) ? "do" : "does"} ${who} use ${tech}${end}`)
      .replace(IS_IT_TRUE, (_, who: string) => `${/^they$/i.test(who) ? "are" : "is"} ${who} `)
      .replace(
        EVERY_DAY,
        (_, asked: string | undefined, end: string | undefined, which: string | undefined, whichEnd: string | undefined) =>
          `${asked ?? which ?? ""}${end ?? whichEnd ?? ""}`,
      )
      .replace(HIRE_SUPPOSED, "")
      .replace(WHO_EVEN, "$1 ")
      .replace(DOUBTED_TITLE, (_, asked: string | undefined, article: string | undefined, plainly: string | undefined) =>
        asked ? `${asked} ${article ?? ""}` : `${plainly ?? ""} `,
      )
      .replace(
        WHICH_AND_HOW_MANY,
        (_, things: string, verb: string, tech: string, end: string) => `how many ${things === "ones" ? "projects" : things} ${verb} ${tech}${end}`,
      )
      .replace(MORE_OF_WHICH, (_, things: string, first: string, second: string, end: string) => `how many ${things} use ${first} or ${second}${end}`)
      .replace(THEN_AT_THE_END, "$1$2")
      .replace(HOW_LONG_DID, (said, who: string, verb: string, end: string) => {
        const doer = doerOf(verb.toLowerCase());
        return doer ? `how long was ${who} a ${doer}${end || "?"}` : said;
      })
      .replace(WHEN_DID_DO, (said, asked: string, who: string, verb: string, end: string) => {
        const doer = /^(?:work|start|begin|join|leav|leave|stud|study|graduat|graduate|mov|move|learn|found)$/i.test(verb)
          ? undefined
          : doerOf(verb.toLowerCase());
        return doer ? `${asked.toLowerCase()} was ${who} a ${doer}${end || "?"}` : said;
      })
      .replace(SINCE_WHEN_CODING, (_, who: string, end: string) => `how long has ${who} been coding${end || "?"}`)
      .replace(WHAT_IS_THAT, "what is $1?")
      .replace(GUESS_TAGGED, (_, pronoun: string, guess: string) => `${pronoun.toLowerCase() === "they" ? "are" : "is"} ${pronoun} ${guess}?`);
    return (guessAsQuestion(read) ?? read).replace(WHERE_NOW, (said, place: string, pronoun: string) =>
      placesIn(normalize(place)).length > 0 || hasPhrase(normalize(content.profile.location), normalize(place).trim())
        ? said
        : `${pronoun.toLowerCase() === "they" ? "do" : "does"} ${pronoun} work at ${place} now?`,
    );
  };
  /**
   * "where did she work in 2020?" then "what was her title?": the past tense asks of the role just given, not of now, as
   * "what was her title there?" does.
   */
  const ofRoleJustGiven = (question: string, history: readonly ChatTurn[]): string => {
    if (!PAST_TITLE_ASKED.test(question)) return question;
    const answer = [...history].reverse().find((turn) => turn.role === "assistant")?.content ?? "";
    const past = content.experience.filter((entry) => !isCurrentDate(entry.date) && answer.includes(entry.company) && answer.includes(entry.title));
    return past.length === 1 ? question.replace(/\s*([?!.]*)\s*$/, " there$1") : question;
  };
  // (A job's requirements asked of, read again as the question of each technology they name.)
  return (asked, history) => {
    const question = theOthersOf(ofRoleJustGiven(rewritten(asked, history), history), history);
    const adAsked = jobAdAsked(knowledge, question) ?? offerAsked(question);
    return adAsked !== null && adAsked !== question ? rewritten(adAsked, history) : question;
  };
}
