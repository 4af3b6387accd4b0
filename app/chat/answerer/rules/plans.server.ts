import { asks, INTENT } from "../intents.server";
import { KIND_WORDS, KINDS } from "../vocabulary.server";
import { findMentions, namesSomething } from "../mentions.server";
import { capitalised } from "../replies.server";
import { contentWords, hasPhrase, inThirdPerson, normalize, SENTENCE_BREAK, STOPWORDS } from "../text.server";
import { STUDY_WORDS, studiesOfDegree } from "../studies.server";
import { PLACE_NAMES, citiesIn, countryIn, placesIn, remoteLimitOn } from "../places.server";
import { answerEntry, answerProjects, joinAnswers, teamSizeAsked } from "../compose.server";
import { numberFact, talkFactOf, TALK_WORDS } from "./found-in-content.server";
import { asksOffice, OWNERS_TOPICS, withoutTalkingTo, relocationFaq } from "./question-shapes.server";
import { wayForVisitor, type Reading, type Subject } from "./reading.server";

/** The owner's plans and ways: e-mail, availability, contact, team, relocation, remote work, languages spoken, talks. */
/** "I'm organizing a React conference, would he speak?": an invitation to give a talk, not a question of languages. */
const INVITED_TO_SPEAK =
  /\s(?:conference|conf|meetup|summit|panel|webinar|event)\s(?:\S+\s){0,8}?(?:would|will|could|can) (?:he|she|they|owner) (?:speak|talk|present)\s/;

/** "what did he do there", "what she did", "tell me about", "his duties": what the owner did in a role, not only where and when. */
const WHAT_WAS_DONE =
  /\s(?:what|wat) (?:did|does|do) (?:he|she|they|owner|you) (?:do|work on|build|make|learn)\s|\swhat (?:he|she|they|owner|you) (?:did|worked on|built|made|learned|learnt)\s|\s(?:tell me about|describe|responsibilities|duties|tasks)\s/;

export function answerPlans(r: Reading, s: Subject): string | null {
  const {
    contact,
    employment,
    place,
    hire,
    hiringOnly,
    knowledge,
    question,
    say,
    assistantProfile,
    current,
    q,
    words,
    startDate,
    listedSkill,
    previous,
    readPrevious,
    faq,
    history,
  } = r;
  const { mentions, untechnical, inALanguage, kindless } = s;
  const told = ownOrigin(r);
  if (told) return told;
  // "when was she freelancing?", "did he ever do contract work?": the roles of that kind held before, not the work sought now.
  const heldOfKind =
    employment && /^\s(?:so |and |but )?(?:(?:when|where|how long|what|who) (?:\S+ )?)?(?:was|were|did|had|has|have) (?:he|she|they|owner)\s/.test(q)
      ? r.experience.filter((entry) =>
          hasPhrase(
            normalize(`${entry.employmentType} ${entry.title} ${entry.company}`),
            employment.replace(/^freelanc\w+$/, "freelance").replace(/^contractor$/, "contract"),
          ),
        )
      : [];
  const [heldOne] = heldOfKind;
  if (heldOne && heldOfKind.length === 1) return answerEntry(say, heldOne, q);
  if (heldOfKind.length > 1) return joinAnswers(heldOfKind.map((entry) => say.entry(entry, "describe")));
  // "when is he free for an interview?": a time the site never gives; the e-mail is how one is found.
  const interviewWhen =
    /^\s(?:so |and |ok )?(?:when|what time|what times|which days?|what days?) (?:\S+ ){0,6}(?:interview|interviews|interviewing|chat)\s/.test(q);
  if (interviewWhen && !faq(q)) return say.interviewUnsaid();

  // "would he be bored doing only frontend?": how the owner would feel about a kind of work, which the roles sought answer.
  if (
    /^\s(?:so |and )?(?:would|will) (?:he|she|they|owner) (?:be |get )?(?:bored|happy|ok|okay|fine|content|satisfied|frustrated)\s(?:doing|with|in|by|if)\s(?:\S+\s){0,3}?(?:only|just|purely|mostly)\s/.test(
      q,
    )
  )
    return say.availability();
  // ("does he know git send-email?": a technology named for e-mail, not the owner's address.)
  if (asks(q, "email") && !mentions.kinds.includes("email") && !mentions.techs.some((tech) => /mail/i.test(tech.name))) {
    // ("is his email arun@gmail.com?": a yes or a no, and the address the site gives.)
    const guessed = /^\s*(?:and |so )?(?:is|isn't|is it)\b[^?]*?([\w.+-]+@[\w-]+(?:\.[\w-]+)+)/i.exec(question)?.[1];
    if (guessed) return say.confirmed(guessed.toLowerCase() === knowledge.owner.contact.email.toLowerCase(), say.email());
    // ("i'm a recruiter, can i just email her directly?" of "recruiters go through my agent…": the way the owner gives them.)
    const way = wayForVisitor(knowledge.owner.contact.waysFor, question, history);
    return way ? say.wayFor(way) : say.email();
  }
  const roleNamed = assistantProfile.availability.roles.some((role) => hasPhrase(q, role));
  // "What database does he prefer?" asks about databases; "prefer" asks about roles only with a role word.
  const prefersKind = mentions.kinds.length > 0 && asks(q, "prefers") && !/\s(?:roles?|jobs?|positions?|work)\s/.test(q);
  // "Is he open to front-end roles?": a kind of role is still a question about the roles sought.
  const rolesSought =
    /\s(?:open to|interested in|looking for|consider|considering|take|accept)\s(?:.+\s)?(?:roles?|jobs?|positions?|opportunities)\s/.test(q) &&
    !asks(q, "remote") &&
    !asks(q, "relocation");
  // "I have a contract offer for her, where should I send it?": how to reach the owner, whatever the offer is.
  const wayToReach =
    asks(q, "contact") && /\s(?:where|how|who)\s(?:\S+\s){0,3}(?:send|reach|contact|write|email|e mail|apply|forward|submit)\s/.test(q);
  // "Was her master's full time?" asks how she studied: those studies, as the content gives them.
  const studyMode = (STUDY_WORDS.test(q) || mentions.schools) && /\s(?:full time|part time|fulltime|parttime)\s/.test(q);
  if (studyMode && assistantProfile.education.length > 0) return say.studies(studiesOfDegree(q, assistantProfile.education));
  const availabilityAsked =
    (asks(kindless, "availability") || roleNamed || rolesSought) && !namesSomething(mentions) && !prefersKind && !wayToReach && !studyMode;
  // "Are they available immediately?" asks when, not whether.
  if (asks(q, "startDate") && availabilityAsked) return startDate();
  // "Is she open to backend roles?": a kind of role the roles sought do not name is said to be unmentioned, not agreed to.
  const { roles, note } = assistantProfile.availability;
  const sought = normalize(`${roles.join(" ")} ${note ?? ""}`);
  const [roleKind] = rolesSought ? mentions.kinds.filter((kind) => kind !== "tool") : [];
  const unsought = roleKind && !KIND_WORDS[roleKind].some((word) => hasPhrase(sought, word)) ? KINDS[roleKind].label : undefined;
  if (rolesSought && unsought && !employment) return say.availability(unsought);
  // "Is he looking for junior roles?" of an owner who seeks senior and lead ones: a level the roles sought do not name.
  const level = rolesSought ? /\s(junior|entry level|graduate|mid level|senior|lead|principal|staff|head)\s/.exec(q)?.[1] : undefined;
  if (level && !hasPhrase(sought, level) && !employment) return say.availability(capitalisedLevel(level));
  // "Would she consider an engineering manager position?" of an owner who seeks staff and lead roles: a title they do not name.
  const title = rolesSought ? ROLE_TITLE.exec(q)?.[0].trim() : undefined;
  if (title && !hasPhrase(sought, title) && !employment) return say.availability(title);
  // "Would she relocate for a new job?" asks about moving, "would he be interested in a hybrid role?" about office work, below.
  const officeAsked = asksOffice(q);
  // ("wfh full time possible?" asks about remote work, below, whatever kind of work it names.)
  if (availabilityAsked && !/\show\s/.test(q) && !asks(q, "relocation") && !officeAsked && !(employment && asks(q, "remote")))
    return say.availability(employment, !employment && asks(q, "yesNo"));
  const hiringIsReason = hiringOnly && (asks(q, "about") || namesSomething(mentions));
  if (hiringIsReason && !namesSomething(mentions)) return say.about();
  // ("I'm hiring for a fully remote role, would she consider it?" asks about remote work: the hiring alone asks no way to reach her.)
  // ("if we hire him today, how soon can he start?" asks when, below.)
  const onlyHiring =
    !asks(q.replace(/\s(?:hiring|recruiting|hire)\s/g, " "), "contact") && (asks(q, "remote") || asks(q, "relocation") || asks(q, "startDate"));
  if (asks(q, "contact") && !hiringIsReason && !inALanguage && !onlyHiring) return contact(hire, withoutTalkingTo(q));

  // ("what did she do as an intern?", "what he did in internship": the internship in its own words.)
  if (asks(q, "internship")) return say.internship(WHAT_WAS_DONE.test(q));
  // "What does he do day to day?": the current role in its own words.
  // ("what programming languages does she code in day to day?" asks for the languages; "what HPC tools … day to day?", the
  // tools of a field the current role speaks of, that role.)
  if (current && asks(q, "dayToDay") && !namesSomething(mentions) && !mentions.kinds.includes("language")) return say.entry(current, "describe");
  // "Which squads does she run?": what the team does, in the current role's own words.
  // "What does his team build?" too.
  const teamWork =
    /\s(?:his|her|their|owner s) (?:teams?|squads?)\s(?:\S+\s){0,2}(?:build|builds|do|does|work on|works on|make|makes|ship|ships|own|owns)\s/;
  if (current && (/\s(?:which|what) (?:teams?|squads?|groups?)\s/.test(q) || (teamWork.test(q) && mentions.entries.length === 0)))
    return say.entry(current, "describe");
  // ("Does she know Team leadership?" of a skill so named is the skill.)
  // "Her team at Dotori, how is it split?": that role's team, in its own words where it gives them.
  const [teamEntry, ...moreTeams] = mentions.entries;
  // "What has he achieved as a team lead?": the current role's wins, not the team's size.
  if (current && asks(q, "team") && /\s(?:achieved|achieve|achievements?|accomplished|accomplishments?)\s/.test(q) && !teamEntry)
    return say.entry(current, "achievement");
  if (asks(q, "team") && !listedSkill && teamEntry && moreTeams.length === 0 && !asks(q, "yesNo")) return say.entry(teamEntry, "team");
  // "How many engineers are in the on-call rotation he coordinates?": the content's number of them, where that sentence
  // also says what else the question asks of ("a paid rotation of 11 engineers"); else the team the owner leads.
  const countedPeople = /\show many (\S+)\s/.exec(q)?.[1];
  const countedFact = countedPeople && asks(q, "team") ? numberFact(knowledge, countedPeople, q) : null;
  // (The other words are read only when there is such a number: not for every question that reaches this rule.)
  const saysMore =
    countedFact !== null &&
    contentWords(q).some(
      (word) =>
        word.length >= 4 &&
        word !== countedPeople &&
        !knowledge.ownerWords.has(word) &&
        !asks(` ${word} `, "team") &&
        hasPhrase(normalize(countedFact), word),
    );
  if (countedFact && saysMore) return countedFact;
  // ("Would she relocate to be closer to the team?" asks about moving.)
  if (asks(q, "team") && !listedSkill && !asks(q, "relocation")) return say.team(asks(q, "yesNo"), teamSizeAsked(q));
  // "would they relocate?" then "even to Germany?"; "open to remote?" then "what time zones?".
  // "is she a doctor?" after "remote?" asks a topic of its own.
  const ownTopic = OWNERS_TOPICS.some((topic) => !["relocation", "remote", "location"].includes(topic) && asks(q, topic));
  const followsUp = (intent: "relocation" | "remote") =>
    words.length <= 3 && !namesSomething(mentions) && !ownTopic && previous !== null && asks(readPrevious(), intent);
  // "after moving to playwright" moves to a technology, not a place.
  const movingToTech = mentions.techs.some((tech) =>
    tech.normalizedPhrases.some((phrase) => /\s(?:mov\S*|migrat\S*|switch\S*) (?:over )?to$/.test(q.split(phrase)[0] ?? "")),
  );
  if ((asks(q, "relocation") && !movingToTech) || (followsUp("relocation") && !asks(q, "remote"))) {
    // "why won't he relocate?": the owner's own sentence on moving that says why ("…because of family"), where one does.
    const { note } = assistantProfile.availability;
    const why = /^\s(?:so |and |but )?(?:why|how come)\s/.test(q)
      ? [note ?? "", ...(assistantProfile.faq ?? []).map((entry) => entry.answer)]
          .flatMap((text) => text.split(SENTENCE_BREAK))
          .find((sentence) => /\b(?:relocat|mov(?:e|ing)\b)/i.test(sentence) && /\b(?:because|since|due to|so that)\b/i.test(sentence))
      : undefined;
    if (why) return inThirdPerson(why.trim(), r.owner.firstName, r.owner.pronouns);
    // "Would he relocate to Germany?": the country, with its short names ("the UK": "united kingdom").
    const country = countryIn(question);
    const short = Object.keys(PLACE_NAMES).find((name) => hasPhrase(q, name));
    // "would he move to london?": a city, as the last word the question names after "to", "in" or "about".
    // ("would she move to london for the right role": a city known by name, wherever in the question.)
    const city = citiesIn(q)[0]?.name ?? /\s(?:to|in|about) ([\p{L}-]{3,})\s$/u.exec(q)?.[1];
    const cityNamed = city && !STOPWORDS.has(city) && !asks(` ${city} `, "relocation") && !asks(` ${city} `, "remote") ? city : undefined;
    const place = country ?? (short ? capitalised(short) : cityNamed ? capitalised(cityNamed) : undefined);
    const namesOf = (countryName: string) => [
      normalize(countryName).trim(),
      ...Object.keys(PLACE_NAMES).filter((name) => PLACE_NAMES[name]?.includes(normalize(countryName).trim())),
    ];
    // ("would he move to london?" of an owner who would move only to the United Kingdom: a city is in its country.)
    const words = country
      ? namesOf(country)
      : short
        ? [short, ...(PLACE_NAMES[short] ?? [])]
        : cityNamed
          ? [cityNamed, ...placesIn(` ${cityNamed} `).flatMap((known) => known.countries.flatMap(namesOf))]
          : [];
    // "Would she relocate to Europe?", "abroad?": no one country, so the owner's own answer about moving, when there is one.
    const region = /\s(?:europe|abroad|overseas|internationally|another country|other countries|asia|africa|america|the eu|eu)\s/.test(q);
    const ownAnswer = relocationFaq(assistantProfile.faq);
    if (ownAnswer && region && !country) return ownAnswer;
    // "why won't she relocate?": the owner's reasons, in their own answer on moving.
    if (ownAnswer && /^\s(?:so |and |but )?(?:why|how come)\s/.test(q)) return ownAnswer;
    // "Would she relocate to Munich?" of an owner whose own answer on moving names Munich: that answer.
    // (The place itself, not its country: "Not for now: I want to stay in India" says nothing of moving to Bengaluru; and an
    // answer that says yes or no, not one on why those places.)
    if (ownAnswer && place && /^(?:yes|no)\b/i.test(ownAnswer) && hasPhrase(normalize(ownAnswer), normalize(place).trim())) return ownAnswer;
    return say.relocation(place ? { name: place, words } : undefined);
  }
  // "Remote, for a US company?", "what about a team in Paris?": a place the owner's own words on remote work leave out.
  // ("would she work remotely for us?": "us" is the visitor, as the country is written "US" and read "USA".)
  // (Read only for a question about remote work.)
  const [remotePlace] = asks(q, "remote") || followsUp("remote") ? placesIn(q).filter((named) => named.name !== "us") : [];
  const remoteLimit =
    remotePlace && assistantProfile.availability.remote
      ? remoteLimitOn(
          [
            assistantProfile.availability.note ?? "",
            ...(assistantProfile.faq ?? [])
              .filter((entry) => entry.questions.some((asked) => asks(normalize(asked), "remote")))
              .map((entry) => entry.answer),
          ],
          r.owner.location,
          remotePlace.countries,
        )
      : null;
  const remoteAnswer = () => (remotePlace && remoteLimit ? say.remoteLimited(remotePlace.name, remoteLimit) : say.remote(officeAsked, q));
  if (followsUp("remote") && !asks(q, "relocation")) return remoteAnswer();
  // "Is his current job remote or on-site?": where the current job is, not what he is open to.
  // "Would that work for her?" asks whether remote suits her, not who she works for.
  // ("We have a hybrid role in Amsterdam" is the visitor's role, which asks whether office work suits the owner.)
  const visitorsRole =
    /\s(?:we|i) (?:have|ve got|got|are hiring for|re hiring for|offer|can offer) (?:a|an|this) (?:\S+ ){0,3}(?:role|job|position|opening)\s/.test(q);
  if (asks(q, "remote") && !visitorsRole && asks(q.replace(/\s(?:work|works|working) for\s/g, " "), "current")) return say.current();
  if (asks(q, "remote")) return remoteAnswer();
  if (asks(q, "startDate") && !namesSomething(mentions)) return startDate();
  if (availabilityAsked) return say.availability(employment);

  // ("which german uni did he go to?": a language's name before a place of study or work says where, not what is spoken.)
  const ofAPlace = (language: string) =>
    new RegExp(
      `\\s${normalize(language).trim()} (?:uni|unis|university|universities|school|college|degree|masters|bachelors|company|companies|firm|studio|agency|clients?|city|cities)\\s`,
    ).test(q);
  // ("is he in tamil nadu?" names his place; "does he know tamil?" the language, though "Tamil Nadu" is where he lives.)
  const inPlaceNamed = (language: string) =>
    place.includes(normalize(language).trim()) &&
    knowledge.owner.location.split(",").some((part) => hasPhrase(normalize(part), language) && hasPhrase(q, part));
  const spokenNamed = mentions.spoken.some((language) => !inPlaceNamed(language) && !ofAPlace(language));
  // "Does he know Public speaking?" names a skill of the owner's, not the languages spoken.
  // "Has she spoken at conferences?" is about talks.
  // ("I'm organizing a React conference, would he speak?": asked to give one.)
  const invited = INVITED_TO_SPEAK.test(q);
  // ("what talk did she give?" of an owner whose talk only their own words name, no project.)
  const talkNamed =
    /^\s(?:so |and )?(?:which|what) (?:talk|talks|presentation|keynote) (?:did|has|have) (?:he|she|they|owner) (?:give|given|gave)\s$|^\s(?:tell me )?about (?:his|her|their) (?:talk|talks)\s$/.test(
      q,
    ) && !knowledge.content.projects.some((project) => TALK_WORDS.test(normalize(`${project.name} ${project.description}`)));
  const talks = asks(q, "givenTalks") || invited || talkNamed;
  // "Has she spoken at any conferences?": the content's own sentence about a talk, when there is one.
  const talkFact = talks ? talkFactOf(knowledge) : undefined;
  // (Of an owner whose site names no talk, whether they would give one is theirs to say.)
  if (invited && !talkFact) return say.fallback();
  // A project that is the talk, or its demo ("from her QA Fest talk"), is said with it: "is the demo code online?" follows.
  if (talkFact && !namesSomething(mentions)) {
    const talkProjects = knowledge.content.projects.filter((project) => TALK_WORDS.test(normalize(`${project.name} ${project.description}`)));
    const told =
      talkProjects.length > 0 && talkProjects.length <= 2 ? joinAnswers([talkFact.answer, answerProjects(say, talkProjects, q)]) : talkFact.answer;
    // ("Has she spoken at conferences?" is answered yes, then where.)
    return asks(q, "yesNo") && !/^(?:yes|no)\b/i.test(told) ? say.confirmed(true, told) : told;
  }
  // "does she speak French?" then "how well?": the languages again, each with its level.
  const levelAsked = words.length <= 4 && /\s(?:how well|how good|how fluent|what level|level|fluent|fluently|fluency)\s/.test(q);
  const spokenBefore = levelAsked && previous !== null && asks(readPrevious(), "spoken") && !namesSomething(mentions);
  // "Speaker Deck slides link?" names a link, not the languages spoken.
  const aLinkNamed = mentions.spoken.length === 0 && say.namedLinks(q).length > 0;
  // "where did he learn french?", "where does their spanish come from", and "does she speak spanish?" then "where did they pick it up?".
  const originAsked = ORIGIN_ASKED.test(q);
  const originBefore =
    originAsked && mentions.spoken.length === 0 && previous !== null && asks(readPrevious(), "spoken") && !namesSomething(mentions);
  const spokenAsked =
    (asks(untechnical, "spoken") && !talks && !aLinkNamed) || (spokenNamed && !namesSomething(mentions)) || spokenBefore || originBefore;
  // "what languages does he speak (not programming ones)": speaking is about people's languages.
  if (spokenAsked && (!asks(q, "programming") || /\s(?:speak|speaks|spoken)\s/.test(q))) {
    // ("does she speak English?" then "fluently?": the language named before.)
    const named = originBefore || (spokenBefore && mentions.spoken.length === 0) ? findMentions(knowledge, readPrevious()).spoken : mentions.spoken;
    // ("is tamil his native language?" of a list that gives no level for Tamil: the site does not say; "Hindi (conversational)": no.)
    const nativeAsked = /\s(?:native|mother tongue|first language|mother language)\s/.test(q);
    const fluentAsked =
      /^\s(?:is|are|am|r|does|do|can)\s.*\s(?:fluent (?:in|at)|fluently)\s/.test(q) || (spokenBefore && /\s(?:fluent|fluently)\s/.test(q));
    const native = (nativeAsked || fluentAsked) && named.length === 1 ? say.spokenNative(named[0] ?? "", !nativeAsked) : null;
    if (native) return native;
    return say.spokenLanguages(named, /^\s(?:how|what|which)\s/.test(q), originAsked, /\show many (?:languages|langs)\s/.test(q));
  }
  if (asks(q, "programming") && asks(q, "languagesWord")) return say.programmingLanguages(false);
  if (asks(q, "languagesWord") && !namesSomething(mentions) && mentions.kinds.length === 0) return say.programmingLanguages(true);
  return null;
}

/** "junior" as the start of a sentence says it: "Junior work isn't mentioned on the site". */
const capitalisedLevel = (level: string) => `${level.charAt(0).toUpperCase()}${level.slice(1)}-level`;

/** "How did she get into security?": the content's own sentence about it, when it has one. */
export function ownOrigin({ q, say }: Pick<Reading, "q" | "say">): string | null {
  const originTopic = INTENT.origin.exec(q)?.slice(1).find(Boolean);
  if (!originTopic) return null;
  // ("I came to computer vision sideways: a bachelor's in physics…" tells it too.)
  return say.ownSentence(
    (sentence) =>
      /\b(?:into|came to|come to|ended up|switched to|moved to|found my way|sideways)\b/i.test(sentence) &&
      hasPhrase(normalize(sentence), originTopic.split(" ")[0] ?? ""),
  );
}

/** Titles of work other than building software, which an owner's roles sought may or may not name. */
const ROLE_TITLE =
  /\s(?:(?:engineering |product |project |program |delivery |people )?(?:manager|management)|data scientist|scientist|analyst|designer|architect|consultant|director|cto|vp|product owner|scrum master|researcher|administrator|sales|marketing|technical writer|developer advocate|teacher|lecturer|professor)\s/;

/** "where did he learn french?", "where does their spanish come from", "how did she pick it up": where a language was learned. */
const ORIGIN_ASKED =
  /^\s(?:where|when|why|how come)\s(?:\S+\s){0,4}?(?:learn|learned|learnt|pick|picked|get|got|come|comes|study|studied)\s|^\show did (?:he|she|they|owner) (?:learn|pick|get)\s/;
