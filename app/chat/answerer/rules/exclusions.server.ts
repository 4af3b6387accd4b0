import { asks } from "../intents.server";
import { IN_STACK, WITHOUT_IT } from "../compose.server";
import { findMentions } from "../mentions.server";
import { tokens } from "../text.server";
import { listedInLastAnswer } from "../follow-up.server";
import type { Reading } from "./reading.server";

/** "skills other than javascript", "backend skills besides node?": the rest of what the owner lists. */
const BESIDES = /\s(?:other than|besides|beside|apart from|except|except for|aside from|excluding|not counting)\s/;
/** "which projects have no live link?", "which ones aren't live". */
const NO_LIVE =
  /\s(?:no|without|dont have|doesnt have|do not have|does not have|lack|lacks|missing)(?: a| any)? (?:live )?(?:link|links|demo|demos|url|urls|version)\s|\s(?:not|isnt|arent|is not|are not) live\s/;
/** "the one with no framework at all": what a project is made without, said after it. */
const WITH_NO = /\swith no\s/;
/** Words that ask about skills, beside a kind ("backend") or a card. */
const SKILL_WORDS = /\s(?:skills?|techs?|technologies|languages?|stack|tools?|frameworks?|libraries|else|knows?|uses?)\s/;

/** "what tech does arun NOT know?", "his weaknesses?": what the site does not list, which it cannot name. */
const NOT_KNOWN =
  /^\s(?:so |and |ok )?(?:what|which) (?:\S+ )?(?:(?:does|do) (?:he|she|they|owner) (?:not|dont|doesnt|do not|does not) (?:know|use|do)|(?:doesnt|dont) (?:he|she|they|owner) (?:know|use))\s|\s(?:weaknesses|weak spots|skill gaps|gaps in (?:his|her|their|owner s) skills)\s|\sanything (?:he|she|they|owner) (?:hasnt|has not|havent|have not|hasn t|never) (?:done|used|built|tried|learned|learnt)\s/;

/** "what doesn't teo do?", "what won't she build?": the work the owner rules out. */
const NOT_DONE =
  /^\s(?:so |and |ok )?what (?:(?:kind of )?(?:work|things|stuff|projects) )?(?:(?:does|do|would|will) (?:he|she|they|owner) (?:not|never) (?:do|build|work on|take on|take)|(?:doesnt|dont|wont|wouldnt) (?:he|she|they|owner) (?:do|build|work on|take on|take))\s/;

/** Questions that leave something out: the projects without a technology or a live link, the skills but one. */
export function answerExclusions({ q, mentions, say, knowledge, history }: Reading): string | null {
  if (NOT_DONE.test(q)) return say.ownLimits() ?? say.skillGaps();
  if (NOT_KNOWN.test(q)) return say.skillGaps();
  // ("how many projects does he have?" then "how many of those are not live?": those are projects.)
  const projectsAsked = /\s(?:project|projects|apps?|ones?|repos?)\s|\sof (?:those|them)\s/.test(q) || asks(q, "projects");
  // "which of his projects has nothing deployed yet?": no live link and no host decided.
  const notDeployed = /\s(?:nothing|not|isnt|arent|never) (?:yet |been )?deployed\s|\sundeployed\s/.test(q);
  if (projectsAsked && notDeployed && mentions.techs.length === 0 && mentions.projects.length === 0) return say.projectsNotDeployed();
  if (projectsAsked && NO_LIVE.test(q) && mentions.techs.length === 0 && mentions.projects.length === 0) {
    // ("which of his projects use tailwind?" then "which of those are not live?": of those listed.)
    const listed = /\sof (?:those|them)\s/.test(q) ? listedInLastAnswer(knowledge, history) : [];
    return say.projectsNotLive(
      asks(q, "count"),
      listed.map((project) => project.name),
    );
  }
  // (One technology, and none but it after the words that leave it out: "what else does he know besides react", whose "know"
  // takes "besides react" for its target; "does he know react besides node?" asks of React.)
  const leftOut = BESIDES.exec(q) ?? WITHOUT_IT.exec(q) ?? WITH_NO.exec(q);
  if (!leftOut) return null;
  // ("without a framework, just vanilla js" leaves out a framework: the technology comes in the three words after.)
  const leftOutWords = ` ${tokens(q.slice(leftOut.index + leftOut[0].length - 1))
    .slice(0, 3)
    .join(" ")} `;
  const leftOutNames = findMentions(knowledge, leftOutWords);
  const [tech, ...others] = leftOutNames.techs;
  // ("which of his projects doesn't use any framework?": a kind left out, not a technology.)
  const [kindLeftOut] = leftOutNames.kinds;
  const without = WITHOUT_IT.test(q) || WITH_NO.test(q);
  if (!tech && kindLeftOut && projectsAsked && without && mentions.projects.length === 0)
    return say.projectsWithoutKind(kindLeftOut, asks(q, "yesNo"));
  if (!tech || others.length > 0 || mentions.techs.length > 1 || mentions.projects.length > 0) return null;
  if (projectsAsked && without) return say.projectsWithout(tech, IN_STACK.test(q));
  if (!projectsAsked && BESIDES.test(q) && (SKILL_WORDS.test(q) || mentions.kinds.length > 0)) return say.besides(tech, mentions.kinds[0]);
  return null;
}
