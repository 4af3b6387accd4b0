import { asks } from "../intents.server";
import { namesSomething } from "../mentions.server";
import { isCurrent } from "../replies.server";
import { aboutOwner, hasPhrase, inThirdPerson, normalize, SENTENCE_BREAK, STOPWORDS, tokens } from "../text.server";
import { projectDescribed } from "../described.server";
import { SIZE } from "./found-in-content.server";
import { AMOUNT } from "../money.server";
import { stem } from "../knowledge.server";
import { countsIt } from "../counted.server";
import { OWNERS_TOPICS } from "./question-shapes.server";
import type { Reading } from "./reading.server";
import { ownEntryNear } from "./owner-faq.server";

/** What the site does not describe: advice for the visitor, other people, general knowledge, an employer's size. */
export function answerBeyondTheSite(r: Reading): string | null {
  const { knowledge, history, say, experience, owner, q, mentions } = r;
  // "what are the names of the people on his team?", "the name of the client at northwind?": people the content does not name.
  const namesOf = NAMES_OF_PEOPLE.exec(q)?.[1];
  if (
    namesOf &&
    !knowledge.factDocs.some((fact) => new RegExp(String.raw`\b${namesOf.replace(/s$/, "")}s?\b[^.]*\b(?:named|called)\b`, "i").test(fact.text))
  )
    return say.fallback();
  // "How do I open an account at Banco Atlântico?", "best time to plant maize": advice for the visitor, not about the owner.
  // "where can I get crate-audit?", "where do I download it?" ask where the owner's project is.
  const projectAsked =
    /\s(?:get|find|download|install|try|run|use|pull|clone|fork|buy|purchase|order|read|watch|stream)\s(?!to\s)/.test(q) ||
    (["demo", "code", "deploy", "stack"] as const).some((aspect) => asks(q, aspect));
  // "Where can I see Tatra Weather?", "where can I listen to the podcast?", "where can I subscribe to the newsletter?": a
  // project, named or described by its own words ("where can I see a red fox?" names no project, whatever employer shares the words).
  const projectSeen = /\s(?:see|view|play|visit|watch|download|buy)\s(?!to\s)|\slisten (?:to\s)?|\s(?:subscribe|sign up) (?:to|for)\s/.test(q);
  const forTheVisitor = asks(q, "advice") && !aboutOwner(q) && !OWNERS_TOPICS.some((intent) => asks(q, intent)) && !asks(q, "projects");
  const aboutAProject =
    (projectAsked && (namesSomething(mentions) || asks(q, "anaphora"))) ||
    (projectSeen && forTheVisitor && (mentions.projects.length > 0 || projectDescribed(knowledge, q) !== undefined));
  // "What does Alafia mean?" of the owner's own project or employer: its own words on the name, else the site does not say.
  // ("what is Tour de piste?" then "what does the name mean?": the thing just named.)
  const { context } = r;
  const named = [...mentions.projects, ...mentions.entries];
  const namedBefore = /\s(?:the name|its name|it|that|this)\s/.test(q) ? [...(context?.projects ?? []), ...(context?.entries ?? [])] : [];
  const namedOwn = named.length > 0 ? named : namedBefore.length === 1 ? namedBefore : [];
  if (namedOwn.length > 0 && /^\s(?:so |and )?what (?:does|do) (?:the name )?(?:\S+ ){1,3}mean\s/.test(q)) {
    const [thing, meaning] =
      namedOwn
        .flatMap((named) => named.description.split(SENTENCE_BREAK).map((sentence) => [named, sentence.trim()] as const))
        // ("The name is Swahili for 'measure'", "named after the lake", "it stands for…".)
        // ("Sourdine is French for a mute".)
        .find(([, sentence]) =>
          /\bmeans?\b|\bmeaning\b|\bname (?:is|was|comes|came)\b|\bnamed (?:after|for)\b|\bstands? for\b|\bis (?:\p{Lu}\p{Ll}+|the \p{Lu}\p{Ll}+ word) for\b/u.test(
            sentence,
          ),
        ) ?? [];
    if (!thing || !meaning) return say.fallback();
    const name = "name" in thing ? thing.name : thing.company;
    const said = inThirdPerson(meaning, owner.firstName, owner.pronouns);
    return hasPhrase(normalize(said), name) ? said : `${name}: ${said}`;
  }
  if (forTheVisitor && (!aboutAProject || asks(q, "visitorsOwn")) && !ownEntryNear(r)) return say.fallback();
  // "I'm thinking of quitting my job to learn to code, is that a good idea?": the visitor's life, not the owner's.
  if (asks(q, "visitorsLife") && !aboutOwner(q)) return say.fallback();
  // "Who is the CEO of Vistula Rail?", "who founded Red Fox Studio?": other people, whom the site does not describe.
  if (asks(q, "otherPeople")) return say.fallback();
  // "What's the highest peak in the Tatras?": general knowledge, whatever place or name it shares with the site.
  if (
    asks(q, "generalKnowledge") &&
    !aboutOwner(q) &&
    !asks(q, "projects") &&
    !asks(q, "team") &&
    !/\s(?:job|role|position|stint|project|app)\s/.test(q) &&
    // ("how big is the procurement dataset?": one of the owner's projects, described by its own words; "how big is almanac
    // gzipped?" names one.)
    projectDescribed(knowledge, q) === undefined &&
    !(mentions.projects.length > 0 && /\show (?:big|large|small|fast|heavy|light)\s/.test(q)) &&
    // ("how big is that company?" after a role, or "how big is quiet kettle?", asks about that employer.)
    !(history.length > 0 && /\s(?:that|this|the) (?:company|employer|firm|studio|startup|agency|business)\s/.test(q)) &&
    !(mentions.entries.length === 1 && /\show (?:big|large|small) (?:is|was)\s/.test(q))
  )
    return say.fallback();
  // "When was she promoted?": only where the content's own sentence says so, never guessed from the roles.
  if (/\s(?:promoted|promotion|promotions)\s/.test(q))
    return knowledge.factDocs.find((fact) => /\spromot/.test(fact.normalized))?.answer ?? say.fallback();
  // "How big is the studio he works at?", "how big was the company?" after a role: the employer's size, in its role's
  // own sentence, else the site does not say.
  // ("how many people work at Little Bear Audio?" asks the same, of the employer named, not of the owner's team.)
  const sizeAsked =
    /\show (?:big|large|small)\s(?:is|was)\s(?:the|his|her|their|owner s|that|this)\s(?:company|studio|firm|employer|startup|start up|agency|business|organisation|organization)\s|\s(?:company|studio|firm|employer) size\s/.test(
      q,
    ) ||
    (mentions.entries.length === 1 &&
      /\show many (?:people|employees|staff|engineers|developers) (?:work|works|are|were|worked) (?:at|for|in)\s/.test(q));
  // ("how big is quiet kettle?" of the employer named: its head count where its role's words give one, else what they do say.)
  const bigAsked = mentions.entries.length === 1 && /^\s(?:and |so )?how (?:big|large|small) (?:is|was)\s/.test(q);
  const [contextRole, ...otherContextRoles] = context?.entries ?? [];
  const sizedEntry =
    (mentions.projects.length === 0 ? mentions.entries[0] : undefined) ??
    (contextRole && otherContextRoles.length === 0 ? contextRole : experience.find(isCurrent));
  if ((sizeAsked || bigAsked) && sizedEntry && !/\steam\s/.test(q)) {
    // ("…leads the DSP team of three developers" counts the team, not the company.)
    const sized = sizedEntry.description.split(SENTENCE_BREAK).find((sentence) => SIZE.test(sentence) && !/\bteams?\b/i.test(sentence));
    if (!sized) return sizeAsked ? say.fallback() : null;
    const said = inThirdPerson(sized.trim(), knowledge.owner.firstName, knowledge.owner.pronouns);
    // ("A twenty-person start-up…" says which company only beside its name.)
    return hasPhrase(normalize(said), normalize(sizedEntry.company).trim()) ? said : `${sizedEntry.company}: ${said}`;
  }
  // "how many users does Job Board have?", "how many copies has Hollow Tundra sold?": a figure of something else than the owner,
  // which only a number the content writes near those words gives; "how much does VanLife charge?", only an amount it writes.
  const [, counted, of] = COUNT_OF_A_THING.exec(q) ?? [];
  const ofWords = tokens(of ?? "")
    .filter((word) => word.length > 2 && !STOPWORDS.has(word))
    .map(stem);
  const aboutIt = (fact: (typeof knowledge.factDocs)[number]) => {
    const said = new Set(tokens(normalize(`${fact.text} ${fact.project?.name ?? ""}`)).map(stem));
    return ofWords.some((word) => said.has(word));
  };
  const [project, ...otherProjects] = mentions.projects;
  const uncounted = counted !== undefined && !knowledge.factDocs.some((fact) => aboutIt(fact) && countsIt(fact.text, counted));
  // (Of one project named, what its own words do say, unless they give some figure the visitor may be after.)
  if (uncounted && project && otherProjects.length === 0) return say.detailUnsaid(project, { kind: "count", noun: counted });
  if (uncounted) return say.fallback();
  // ("how much did Forja Bootcamp cost him?": the studies named, whose lines say no price.)
  const studies = mentions.schools ? r.assistantProfile.education.map((study) => Object.values(study).join(" ")) : [];
  const priced = PRICE_OF_A_THING.test(q)
    ? [...mentions.projects.map((p) => p.description), ...mentions.entries.map((e) => e.description), ...studies]
    : [];
  if (priced.length > 0 && !priced.some((text) => AN_AMOUNT.test(text))) return say.fallback();
  return null;
}

/** Who a figure is asked of when it is not the owner: neither a pronoun nor the owner's own ("his team"). */
const NOT_THE_OWNER = String.raw`(?!(?:he|she|they|owner|owner s|his|her|their|you|your|u|i|we|my|our|it|its|this|that)\s)`;

/** "how many users does Job Board have", "how many copies has Hollow Tundra sold": the thing counted, of something named. */
const COUNT_OF_A_THING = new RegExp(
  String.raw`^\s(?:so |and |ok )?how many (\S+) (?:does|do|did|has|have|had) ${NOT_THE_OWNER}((?:\S+ ){1,4})(?:have|has|had|got|get|sell|sold|serve|serves|served|reach|reached|ship|shipped|process|processes|processed|handle|handles|handled)\s`,
);

/** An amount of money, as a price of the thing would be written. */
const AN_AMOUNT = new RegExp(AMOUNT, "i");

/**
 * "how much does VanLife charge per night", "how much does the template cost", "how much did Tres Fogones pay for their website",
 * "how much money does Envío Claro make": a price or a sum, of something named.
 */
const PRICE_OF_A_THING = new RegExp(
  String.raw`^\s(?:so |and |ok )?how much (?:money |revenue )?(?:does|do|did|is|was) ${NOT_THE_OWNER}(?:\S+ ){1,4}(?:charge|cost|costs|sell for|pay|paid|make|makes|made|earn|earns|earned|bring in|brings in)\s`,
);

/** "the names of the people on his team", "the name of the client": people asked for by name. */
const NAMES_OF_PEOPLE =
  /\s(?:name|names) of (?:the |his |her |their |its |owner s )?(people|members|team members|engineers|developers|colleagues|teammates|coworkers|client|clients|customer|customers|manager|managers|boss|mentor|mentors|reports)\s/;
