import { asks } from "../intents.server";
import { BUILT_ON_IT, isCourse, isOrdinaryWord, KIND_WORDS, namesACertificate } from "../vocabulary.server";
import { projectUses } from "../knowledge.server";
import { namesSomething } from "../mentions.server";
import { escapeRegExp, hasPhrase, normalize, SENTENCE_BREAK, squash, STOPWORDS, tokens } from "../text.server";
import { mentionsOf } from "../follow-up.server";
import { gradesGiven, studiesOfDegree, degreeAsked } from "../studies.server";
import { withoutPlural, projectCalledAs, projectDescribed, EVERY_PROJECT_KIND, namesOneMadeThing } from "../described.server";
import { answerProjects, answerTechs, joinAnswers } from "../compose.server";
import { WHICH_JOB } from "../follow-up-answer.server";
import { isPublicationKey } from "~/lib/deploy-line";
import { searchFacts, wordAfter } from "./found-in-content.server";
import { AT_WORK } from "./question-shapes.server";
import type { Reading, Subject } from "./reading.server";

/** A certification studied for, not a school's leaving certificate ("Kenya Certificate of Secondary Education"). */
const isCertification = (study: { degree: string }) =>
  /certif/i.test(study.degree) && !/secondary|high school|a.levels?|gcse|baccalaur/i.test(study.degree);

/** The words that ask for certifications, which name none themselves. */
const CERT_WORDS = "certifications?|certs?|certificates?|certified";

/**
 * The words that name the certification asked: "aws certified solutions architect", "the aws solutions architect cert".
 * (Not "certified in aws", whose words after "certified" say in what.)
 */
function certificationWordsAsked(q: string): string[] {
  const after = /\scertified ((?:\S+ ){1,3})/.exec(q)?.[1] ?? "";
  const before = /\s(?:a|an|any|the) ((?:\S+ ){1,4}?)(?:certifications?|certificates?|certs?)\s/.exec(q)?.[1] ?? "";
  const leading = (words: string) => {
    const run = tokens(words);
    const stop = run.findIndex((word) => STOPWORDS.has(word));
    return stop < 0 ? run : run.slice(0, stop);
  };
  return [...leading(after), ...leading(before)].filter((word) => word.length >= 3);
}

/**
 * "Is he an AWS certified solutions architect?" of an owner with AWS's Cloud Practitioner: no study names all its words.
 * (Asked where the question names a vendor or technology: "a certified teacher" may be an "Educator Certificate".)
 */
function certificateNotHeld(words: readonly string[], education: readonly { degree: string }[]): boolean {
  return words.length > 0 && !education.some(({ degree }) => holdsWords(degree, words));
}

const holdsWords = (name: string, words: readonly string[]) => words.every((word) => squash(name).includes(squash(word)));

/** "I taught myself Ruby on night buses", "self-taught since 2011": the owner's own words on learning alone. */
const TAUGHT_THEMSELVES =
  /\btaught (?:myself|himself|herself|themselves|themself)\b|(?:^|\b(?:I['’]m|I am|I was|mostly|largely|entirely|completely|fully)\s+(?:a\s+)?)self-?\s?taught\b/i;

/** The technologies named: where they were published or used, certificates, studies, kinds, a project made with one. */
export function answerTechnologies(r: Reading, s: Subject): string | null {
  const { whereSaid, hire, knowledge, history, say, experience, assistantProfile, q, outlets } = r;
  const { mentions, aspectQ, kindless, skillQuestion, untechnical } = s;

  // "does she prefer snowflake or bigquery?": both on the profile, and which one the owner likes more the site does not say.
  if (mentions.techs.length > 1 && asks(q, "prefers") && /\sor\s/.test(q)) return say.preferenceUnsaid(mentions.techs.map((tech) => tech.name));
  // "What has he published on PyPI?", "any container images?": the projects published there.
  // "Is Jules on npm packages?" of a link labelled "npm packages": the label's words are the link's, not a question about publishing.
  const labelSaid = knowledge.linkNames.some((label) => tokens(label).length > 1 && hasPhrase(q, label));
  const publishing =
    !labelSaid &&
    /\s(?:publish|published|publishes|released|download|install|image|images|package|packages|registry|store)\s/.test(q) &&
    // ("soql sulat install count?" asks how many.)
    !/\s(?:count|counts|how many|number of|numbers)\s/.test(q);
  const published = outlets.some((outlet) => outlet.items.length > 0);
  // "What's on Docker Hub?" names Docker only as part of the place.
  // ("Has she worked with Maven?" of a project on Maven Central names the tool: the place is named by its whole label.)
  const onlyOutlets = [...mentions.techs, ...mentions.otherTechs].every((tech) =>
    outlets.some(
      (outlet) =>
        normalize(outlet.label) !== normalize(tech.name) && hasPhrase(normalize(outlet.label), tech.name) && hasPhrase(q, normalize(outlet.label)),
    ),
  );
  // "Is he on Kaggle?" of an owner with a Kaggle profile: the profile; "what has he published on Kaggle?": the projects.
  const onThePlatform = /^\s(?:is|are) (?:he|she|they|owner) (?:on|active on)\s|\s(?:profile|account|handle|username)\s/.test(q);
  const profileThere = onThePlatform && !publishing && outlets.some((outlet) => say.namedLinks(outlet.phrases.join(" ")).length > 0);
  if (profileThere) return say.links(q, false);
  // "which project is on npm?": a place the owner's projects are on, whatever else its name means.
  // ("whats on his steam?": the owner's own page there.)
  const onOutlet = outlets.some(
    (outlet) =>
      outlet.items.length > 0 &&
      outlet.phrases.some((phrase) => ["", "his ", "her ", "their ", "the "].some((whose) => hasPhrase(q, `on ${whose}${phrase.trim()}`))),
  );
  // "whats the global game jam thing on his site?": the one thing there, described.
  const [onlyThere, ...moreThere] = outlets.flatMap((outlet) => outlet.items);
  if (onlyThere && moreThere.length === 0 && /^\s(?:whats|what s|what is) (?:the|that|this)\s/.test(q) && !publishing)
    return say.project(onlyThere.project, "describe");
  // "How well did his Steam game do? numbers pls": what the one thing there says of its sales or users.
  if (
    onlyThere &&
    moreThere.length === 0 &&
    /\s(?:how well|numbers|sales|sold|sell|reviews|rating|ratings|downloads|installs|players|popular)\s/.test(q)
  )
    return say.project(onlyThere.project, "describe");
  // "what's the habit tracker package called?": the one package so described, when no place of publication is named.
  const oneMade = outlets.length === 0 && publishing && namesOneMadeThing(q) ? projectDescribed(knowledge, q) : undefined;
  if (oneMade) return say.project(oneMade, "describe");
  // ("all his apps on google play" of an owner whose link is "Apps on Google Play": that page, which lists them all.)
  if (outlets.length > 0 && onlyOutlets && labelSaid) return say.links(q, false);
  if ((outlets.length > 0 && onlyOutlets) || (published && (publishing || onOutlet))) return say.publishedProjects(outlets);
  // "Has he published anything on npm?": the projects deployed there, not npm as a skill.
  // "Terraform stuff they've published?" asks about the technology's projects, wherever they are.
  const otherTechNamed = [...mentions.techs, ...mentions.otherTechs].some((named) => normalize(named.name).trim() !== "npm");
  if (asks(q, "npm") && !otherTechNamed && /\s(?:publish|published|publishes|package|packages)\s/.test(q)) return say.npmProjects();
  // "What did she build in Go at work?": the roles that used it, not the side projects.
  const [tech] = mentions.techs;
  // "is he on call this week?", "is he the only one on call 24/7?": a skill named as a state ("On-call"), which the owner is
  // asked to be in, not to know; the site does not say.
  const asState = tech?.normalizedPhrases.some(
    (phrase) =>
      /^\s(?:on|off|in|at) /.test(phrase) &&
      new RegExp(`^\\s(?:is|are) (?:he|she|they|owner) (?:\\S+ ){0,4}?${escapeRegExp(phrase.trim())}\\s`).test(q) &&
      !/\s(?:experience|experienced|familiar|good|skilled|comfortable|okay|ok|fine|happy|willing|open)\s/.test(q),
  );
  if (asState) return say.fallback();
  // "which python libs does she use?": the owner's technologies built on the language named.
  // ("any Swift packages by her?", "has she written Python libraries?" ask for the owner's own projects.)
  const madeByOwner = /\s(?:any|by|build|built|make|made|write|wrote|written|publish|published|release|released|maintain|maintains|created)\s/.test(
    q,
  );
  const builtOnIt =
    tech && mentions.techs.length === 1 && !madeByOwner && /\s(?:libs?|librar(?:y|ies)|frameworks?)\s/.test(q)
      ? (BUILT_ON_IT.get(squash(tech.name)) ?? [])
      : [];
  const onIt = knowledge.techs.filter(
    (other) => other !== tech && other.normalizedPhrases.some((phrase) => builtOnIt.some((name) => phrase.includes(name))),
  );
  if (tech && onIt.length > 0)
    return say.builtOn(
      tech.name,
      onIt.map((other) => other.name),
    );
  // "Does he know Docker?" then "which company was that at?": the roles that name it, or that none does.
  // ("worked with On-the-job training instructor (OJTI)?": a name's words ask about no job.)
  const whichJob = tech && mentions.entries.length === 0 && WHICH_JOB.test(untechnical);
  const atWorkAsked = AT_WORK.test(untechnical);
  const usedAtWork = tech && (whichJob || atWorkAsked) ? experience.filter((entry) => say.entryMentions(entry, tech)) : [];
  if (tech && usedAtWork.length > 0) return usedAtWork.map((entry) => (whichJob ? say.entryNaming(entry) : say.entryUses(entry, tech))).join(" ");
  // ("Does he use Rust at work?" of a skill only his side projects use: no role names it, then where it is used.)
  if (tech && (whichJob || (atWorkAsked && asks(q, "yesNo") && mentions.entries.length === 0)))
    return `${say.noRoleUses(tech)} ${answerTechs(say, mentions, q).replace(/^Yes!\s*/, "")}`;
  // "Any AWS certifications?", "where did he learn iOS?": what the studies say, not the skill.
  // "Has he got a Google Android certification?": one the studies do not name is said to be missing.
  const studiesText = normalize(assistantProfile.education.map((entry) => `${entry.degree} ${entry.school}`).join(" "));
  const certNames = [
    ...mentions.techs.map((tech) => tech.name),
    ...mentions.otherTechs.map((tech) => tech.name),
    // ("what about certifications?": the word itself names none.)
    ...mentions.unknownTargets.map((target) => target.text).filter((text) => !new RegExp(`^(?:${CERT_WORDS})$`, "i").test(text)),
    // "Is she CISSP certified?", "a PMP certification?": a name the vocabulary does not know.
    // ("is she epic certified?": right before "certified", an everyday word is a name too, unless it says how.)
    ...[/\s(?:is|are|was) (?:he|she|they|owner|you) (\S+) certified\s|\s(?:a|an|any|the) (\S+) (?:certification|certificate|cert)\s/.exec(q)]
      .flatMap((found) => [found?.[1] ?? found?.[2] ?? ""])
      .filter(
        (name) =>
          name.length > 1 &&
          !STOPWORDS.has(name) &&
          (!isOrdinaryWord(name) || (/certified\s$/.test(q) && !/ly$|^(?:also|even|still|already|now)$/.test(name))),
      ),
  ];
  const wordsAsked = certificationWordsAsked(q);
  const otherCertificate =
    certNames.length > 0 && (!certNames.some((name) => hasPhrase(studiesText, name)) || certificateNotHeld(wordsAsked, assistantProfile.education));
  // "is the dsp course free?", "tell me about the study group": a course or group the owner made, not the studies, unless a
  // study holds the words asked ("his sound engineering course").
  const studiesAsked = asks(q, "learned") || asks(q, "certification") || asks(q, "education");
  const made = studiesAsked ? (projectCalledAs(knowledge, q) ?? (namesOneMadeThing(q) ? projectDescribed(knowledge, q) : undefined)) : undefined;
  if (made) {
    const studiedWords = tokens(q).filter(
      (word) => word.length > 1 && !STOPWORDS.has(word) && !asks(` ${word} `, "madeThing") && !knowledge.ownerWords.has(word),
    );
    const studyHoldsThem = assistantProfile.education.some((study) =>
      studiedWords.some((word) => hasPhrase(normalize(`${study.degree} ${study.school}`), word)),
    );
    if (!studyHoldsThem) return answerProjects(say, [made], q);
  }
  const certificates = assistantProfile.education.some(isCourse);
  // ("is she MS certified?" of an owner whose certificates are on a card: that card, not a "no" the studies cannot settle.)
  const { certifiedSkills } = r.owner;
  // ("Which Airflow certification does he hold?" of a highlight "Astronomer Certification for Apache Airflow Fundamentals (2023)":
  // held, in the owner's own words, which the studies then give.)
  const certifiedInHighlights = r.owner.highlights.some(
    (line) => namesACertificate(line) && [...certNames, ...wordsAsked].every((word) => hasPhrase(normalize(line), word)),
  );
  if (asks(q, "certification") && otherCertificate && certificates && !asks(q, "learned") && certifiedSkills.length === 0 && !certifiedInHighlights)
    return say.education("that certification");
  // ("did she do a coding bootcamp?": whether the studies hold one.)
  // ("Does she use The Carpentries (certified instructor)?" names a skill, certified in its own words.)
  const certifiedSkill = mentions.techs.some((tech) => r.owner.certifiedSkills.includes(tech.name));
  if ((asks(q, "learned") || asks(q, "certification")) && !certifiedSkill) {
    // ("a formal CS degree or self-taught?" asks which, not yes or no.)
    const degree = /\sor\s/.test(q) ? undefined : degreeAsked(q, assistantProfile.education);
    // "which year did she pass the AWS exam?": the certificate that names it.
    // ("is he a certified Carpentries instructor?": the certificate whose name holds the words asked.)
    const named = assistantProfile.education.filter(
      (study) =>
        certNames.some((name) => hasPhrase(normalize(study.degree), name)) || (wordsAsked.length > 0 && holdsWords(study.degree, wordsAsked)),
    );
    if (!degree && asks(q, "certification") && named.length > 0) return say.certified(named, asks(q, "yesNo"));
    // "and certifications?": the certificates alone, when the studies are those and a school's degrees.
    const certified = assistantProfile.education.filter(isCertification);
    const certsAlone =
      certified.length > 0 &&
      assistantProfile.education.every((study) => isCertification(study) || /universit|college|institute|school/i.test(study.school));
    if (!degree && certsAlone && new RegExp(`\\s(?:${CERT_WORDS})\\s`).test(q)) return say.certified(certified, asks(q, "yesNo"));
    // ("any certifications?" of an owner whose skills list "The Carpentries (certified instructor)": that skill; "is she
    // certified?", a yes.)
    if (!degree && asks(q, "certification") && certifiedSkills.length > 0) {
      const listed = say.certifiedSkills(certifiedSkills);
      if (!asks(q, "yesNo")) return listed;
      // ("does he have an azure certification?": a yes where a certificate on the cards, or the owner's own sentence on their
      // certificates, names it; "MS" is Microsoft.)
      const ownWords = [assistantProfile.snapshot, r.owner.bio]
        .flatMap((text) => text.split(SENTENCE_BREAK))
        .filter((sentence) => /certif/i.test(sentence));
      const certifiedText = normalize([...certifiedSkills, ...ownWords].join(" | "));
      const held = certNames.length === 0 || certNames.some((name) => hasPhrase(certifiedText, /^ms$/i.test(name) ? "microsoft" : name));
      // ("any certifications? aws certified or similar": which ones, not a no.)
      if (!held && /\s(?:any|or similar|or anything|or something|or other|or the like)\s/.test(q)) return listed;
      return say.confirmed(held, listed);
    }
    // "what did the bootcamp teach?": the studies of the kind named, where some are.
    const ofKind = degree || asks(q, "yesNo") ? [] : studiesOfDegree(q, assistantProfile.education);
    if (ofKind.length > 0 && ofKind.length < assistantProfile.education.length) return say.studies(ofKind);
    const studies = degree ? say.education(undefined, degree) : say.education(asks(q, "learned") ? undefined : "certifications");
    // "self taught?", "did they do a coding bootcamp?": the owner's own sentence on teaching themselves goes with the studies
    // (not for "where did she learn Kotlin?", which that sentence may not be about).
    const taught =
      asks(q, "learned") && !asks(q, "certification") && mentions.techs.length === 0
        ? say.ownSentence((sentence) => TAUGHT_THEMSELVES.test(sentence))
        : null;
    if (!taught) return studies;
    if (degree) return joinAnswers([studies, taught]);
    return asks(q, "yesNo") || /^\s(?:self taught|self)\s/.test(q)
      ? say.confirmed(true, joinAnswers([taught, studies]))
      : joinAnswers([taught, studies]);
  }
  // "When did he do the iOS bootcamp?", "did she go to JKUAT?": the studies, not the technology in their name.
  const ownThingNamed = mentions.projects.length + mentions.entries.length > 0;
  const beforeUniversity = /\s(?:high school|secondary school|highschool)\s/.test(q);
  // "What was his final grade at uni?": a grade the studies do not give is said to be missing.
  const noGrade = asks(q, "grade") && !gradesGiven(assistantProfile) ? `${say.noGrades()} ` : "";
  if ((asks(q, "education") || mentions.schools) && !ownThingNamed && !skillQuestion && !asks(q, "projectsWith") && !beforeUniversity) {
    const degree = degreeAsked(q, assistantProfile.education);
    // "What year did she finish her MS?": the studies of the degree or school named, when those are some of them.
    const named = degree ? [] : studiesOfDegree(q, assistantProfile.education);
    if (named.length > 0 && named.length < assistantProfile.education.length) return `${noGrade}${say.studies(named)}`;
    return `${noGrade}${say.education(undefined, degree, asks(q, "yesNo"))}`;
  }
  // "Why does he deploy on the edge?": the content's own sentence about it, when one clearly answers.
  const because =
    /^\s(?:why|how come)\s|\s(?:care|cares|passionate) (?:most )?about\s/.test(q) && !hire ? searchFacts(knowledge, q, { ordinary: true }) : null;
  if (because) return because;
  // "does she do infra?" then "which tools?": the tools of the kind just asked about.
  const askedBefore = history.findLast((turn) => turn.role === "user");
  const [kindBefore] = askedBefore && mentions.kinds.join() === "tool" && !namesSomething(mentions) ? mentionsOf(knowledge, askedBefore).kinds : [];
  if (kindBefore && kindBefore !== "tool") return say.kind(kindBefore, [], false);
  // "What ORM would he pick for a Node + Postgres app?": the kind asked for; the technologies are its setting.
  const [firstKind] = mentions.kinds;
  const kindAsked = firstKind && mentions.projects.length + mentions.entries.length === 0 ? whereSaid(KIND_WORDS[firstKind]) : Infinity;
  const techsAt = whereSaid(
    [...mentions.techs, ...mentions.otherTechs].flatMap((tech) => ("normalizedPhrases" in tech ? tech.normalizedPhrases : [tech.name])),
  );
  // "Whats deployed on Netlify?" uses the kind's word as a verb: what is on Netlify is asked.
  const kindWord = firstKind ? KIND_WORDS[firstKind].find((word) => q.indexOf(` ${normalize(word).trim()} `) === kindAsked) : undefined;
  const afterKind = kindWord ? q.slice(kindAsked + normalize(kindWord).trim().length + 1) : "";
  const askedRightAway = /\s(?:what|whats|which)\s(?:\S+\s)?$/.test(q.slice(0, kindAsked + 1)) && !/^\s(?:on|in|to|at|with|by|via)\s/.test(afterKind);
  if (firstKind && askedRightAway && kindAsked < techsAt && !asks(kindless, "projects") && !asks(kindless, "projectsWith"))
    return say.kind(firstKind, mentions.groups, false);
  // "Does she do mobile testing with Appium?": a name the site does not know, asked about as a skill.
  const unknownAsSkill =
    mentions.unknownTargets.length > 0 && (skillQuestion || (asks(q, "yesNo") && /\swith\s/.test(q)) || /\s(?:experience|exp)\s$/.test(q));
  // "Where can I see his Terraform module?": the one project of that technology, where it is.
  const [seenTech, ...otherSeen] = mentions.techs;
  // "What does his dbt package do?": the technology's one project that is such a thing.
  const thing = seenTech ? wordAfter(q, seenTech.normalizedPhrases) : undefined;
  // ("is GitHub one of his skills?": "one" names no kind of thing.)
  const madeOfIt =
    thing && asks(` ${thing} `, "madeThing") && !/^(?:one|ones|thing|things|project|projects)$/.test(thing) ? thing.replace(/s$/, "") : undefined;
  const seeing = seenTech && otherSeen.length === 0 && (madeOfIt || (/\s(?:where|link|url|see|show)\s/.test(q) && asks(q, "madeThing")));
  const usingIt = seeing && !namesSomething({ ...mentions, techs: [] }) ? knowledge.content.projects.filter((p) => projectUses(p, seenTech)) : [];
  const called = madeOfIt ? usingIt.filter((p) => hasPhrase(normalize(`${p.name} ${p.description}`), madeOfIt)) : [];
  // ("his youtube channel" is not the one talk whose recording is on YouTube, when another project is the channel.)
  // "her shopify app": the app in the Shopify App Store, whatever else has Shopify in its stack.
  const publishedThere =
    madeOfIt && seenTech
      ? knowledge.content.projects.filter(
          (p) =>
            Object.keys(p.deploy).some(
              (key) => isPublicationKey(key) && seenTech.normalizedPhrases.some((phrase) => hasPhrase(normalize(key), phrase.trim())),
            ) && hasPhrase(normalize(`${p.name} ${p.description}`), madeOfIt),
        )
      : [];
  if (publishedThere.length === 1) return answerProjects(say, publishedThere, q);
  // ("the React Router app" is not "Hangman Game in React", which does not use it, when one project does.)
  const describedAny = madeOfIt !== undefined && called.length === 0 ? projectDescribed(knowledge, q) : undefined;
  const calledElsewhere = describedAny && (usingIt.length !== 1 || !seenTech || projectUses(describedAny, seenTech)) ? describedAny : undefined;
  const seenIn = calledElsewhere ? [calledElsewhere] : usingIt.length === 1 ? usingIt : called;
  if (seenIn.length === 1) return answerProjects(say, seenIn, q);
  // "Tell me about his CLI tool": a project its own words describe, not the tools kind.
  // ("the kafka connector", "the chess engine": one project, said as what it is, whatever technology or kind is in its words.)
  const toolOnly = mentions.kinds.length > 0 && mentions.kinds.every((named) => named === "tool") && !namesSomething(mentions);
  // ("which project uses the web audio api?": "api" there is the technology's own word, no thing made.)
  // (The longest name first: "web audio api" before its "web audio".)
  const withoutTechs = mentions.techs
    .flatMap((tech) => tech.normalizedPhrases)
    .sort((a, b) => b.length - a.length)
    .reduce((text, phrase) => text.replace(` ${phrase.trim()} `, " "), q);
  const theThing = mentions.projects.length + mentions.entries.length === 0 && namesOneMadeThing(withoutTechs);
  const toolProject = (toolOnly || theThing) && !asks(q, "skills") ? projectDescribed(knowledge, q) : undefined;
  if (toolProject) return answerProjects(say, [toolProject], q);
  // "Which Python libraries does she work with?": the card the language is on, with what is beside it.
  const [onlyTech, ...moreTechs] = mentions.techs;
  const libraries =
    onlyTech &&
    moreTechs.length === 0 &&
    !namesSomething({ ...mentions, techs: [] }) &&
    /\s(?:libraries|libs|packages|frameworks|modules|ecosystem)\s/.test(q) &&
    !/\s(?:publish|published|publishes|released|wrote|written|built|build|made|authored|maintains|maintained)\s/.test(q);
  const [card] = libraries ? onlyTech.groups : [];
  if (card && card.items.length > 1) return say.kind(null, [card], false);
  // "What's her CI/CD setup for iOS apps?", "does she write tests for her iOS apps?": the kind asked, for a platform
  // the owner does not list as a skill item.
  const [kindForPlatform] = mentions.kinds.filter((named) => named !== "mobile");
  const forPlatform =
    kindForPlatform &&
    mentions.techs.length + mentions.projects.length + mentions.entries.length === 0 &&
    mentions.otherTechs.length > 0 &&
    mentions.otherTechs.every((other) => {
      // ("We need someone for Android plus the backend" asks about both.)
      const platformAt = q.search(new RegExp(`\\s(?:for|on) (?:\\S+ )?${escapeRegExp(normalize(other.name).trim())}\\s`));
      return other.near !== undefined && platformAt >= 0 && whereSaid(KIND_WORDS[kindForPlatform]) < platformAt;
    });
  if (kindForPlatform && forPlatform) return say.kind(kindForPlatform, [], asks(q, "yesNo"));
  // "What's her podcast about?" of an owner with a skill "Podcasting" and a project that is a podcast: the project.
  const madeWord = tokens(q).find((word) => !EVERY_PROJECT_KIND.has(word) && asks(` ${word} `, "madeThing"));
  const skillOfMaking =
    madeWord !== undefined &&
    mentions.projects.length === 0 &&
    mentions.techs.length > 0 &&
    // (A skill of one word: "Podcasting" of "her podcast", not "Dataset curation" of "can she work with dataset curation".)
    mentions.techs.every((tech) => !tech.name.trim().includes(" ") && squash(tech.name).startsWith(withoutPlural(madeWord)));
  const madeProject = skillOfMaking ? projectDescribed(knowledge, q) : undefined;
  if (madeProject) return answerProjects(say, [madeProject], q);
  // "tell me about their rust project": the one project that uses it, described.
  const [usedTech] = mentions.techs;
  const [described, ...moreUsing] =
    usedTech && mentions.techs.length === 1 && mentions.projects.length === 0 && TELL_ABOUT_ONE_MADE.test(q)
      ? knowledge.content.projects.filter((project) => projectUses(project, usedTech))
      : [];
  if (described && moreUsing.length === 0) return answerProjects(say, [described], q);
  if (namesSomething(mentions) || unknownAsSkill) {
    return answerTechs(say, mentions, aspectQ);
  }
  return null;
}

/** "tell me about her rust project", "what's his go tool": one thing made with a technology, to describe. */
const TELL_ABOUT_ONE_MADE =
  /^\s(?:tell me (?:more )?about|describe|what is|whats)\s(?:\S+\s){0,3}(?:project|thing|tool|app|library|crate|package|plugin)\s$/;
