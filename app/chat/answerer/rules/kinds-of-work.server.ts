import { asks } from "../intents.server";
import { ACTIVITIES, SECTORS } from "../vocabulary.server";
import { namesSomething } from "../mentions.server";
import { rolesOf } from "../named-in.server";
import { capitalised } from "../replies.server";
import { escapeRegExp, hasPhrase, normalize, SENTENCE_BREAK, tokens } from "../text.server";
import { lastQuestion } from "../../shared/conversation";
import { countryIn, countryOf } from "../places.server";
import { answerEntry, answerProjects, isPlaceAsked, roleAtEdge } from "../compose.server";
import { namesOneMadeThing, projectCalledAs, projectDescribed } from "../described.server";
import { HIRING, withoutTalkingTo } from "./question-shapes.server";
import type { ExperienceEntry } from "~/content";
import type { Reading, Subject } from "./reading.server";

/** Roles of a kind: abroad, in a place, an activity, a sector, remote, freelance or contract, between two years. */
export function answerKindsOfWork(r: Reading, s: Subject): string | null {
  const {
    contact,
    employment,
    thingMade,
    knowledge,
    faq,
    history,
    say,
    experience,
    assistantProfile,
    remoteRoles,
    owner,
    q,
    words,
    namesAnything,
    readPrevious,
  } = r;
  const { mentions, untechnical, inALanguage } = s;
  // "Which project is the recipe planner?": the project whose description says so.
  // ("which repo is the ai career coach?": the same, of its code.)
  if (
    /\s(?:which|what) (?:project|app|one|repo|repository)\s(?:is|was|does|did|has|helps|lets)\s/.test(q) &&
    !namesSomething(mentions) &&
    !asks(q, "liveProjects")
  ) {
    // ("of all the things he has built, which one has AI in it?": the projects of that kind; "which project is the ai career
    // coach?" describes one.)
    const [kind] = mentions.kinds;
    const ofKind =
      kind && /\s(?:which|what) (?:project|app|one|repo|repository) (?:has|uses|includes|involves|contains)\s/.test(q)
        ? say.projectsOfKind(kind)
        : null;
    if (ofKind) return ofKind;
    const [hit] = knowledge.facts.search(words.filter((word) => word.length >= 3).join(" "), {
      filter: (result) => knowledge.factDocs[Number(result.id)]?.project !== undefined,
    });
    const described = hit ? knowledge.factDocs[Number(hit.id)]?.project : undefined;
    if (described) return say.project(described, "describe");
  }
  // "which theatre did they work at?", "what agency was she with?": the roles whose own words name that kind of place.
  const placeKind = KIND_OF_WORKPLACE.exec(q);
  const kindWord = placeKind?.[1] ?? placeKind?.[2];
  if (kindWord && !GENERAL_WORKPLACE.test(` ${kindWord} `) && !namesSomething(mentions)) {
    const singular = kindWord.replace(/(?<=[^s])s$/, "");
    const named = experience.filter((entry) => hasPhrase(normalize(`${entry.company} ${entry.title} ${entry.description}`), singular));
    if (named.length > 0) return named.map(say.describeEntry).join(" ");
  }
  // "Has she worked outside Ireland?", "worked abroad?": the roles in another country than the owner's, as the places name them.
  // ("outside academia" is no place: what follows "outside" must be the owner's country or city.)
  const outsideOf = /\soutside (?:of )?(\S+)\s/.exec(q)?.[1];
  const outsideHome = outsideOf !== undefined && hasPhrase(normalize(owner.location), outsideOf);
  const abroad =
    outsideHome || /\s(?:abroad|overseas|internationally|in (?:other|another|different) country|in (?:other|different) countries)\s/.test(q);
  const homeCountry = abroad && /\s(?:worked|work|working|jobs?|roles?|experience|lived)\s/.test(q) ? countryIn(owner.location) : undefined;
  const pastWork = /\s(?:worked|lived|been)\s/.test(q);
  if (homeCountry && (pastWork || (!asks(q, "relocation") && !/\s(?:would|willing|open to|will|consider)\s/.test(q)))) {
    const elsewhere = experience.filter((entry) => ![undefined, homeCountry].includes(countryIn(entry.location ?? "")));
    return elsewhere.length > 0 ? elsewhere.map(say.describeEntry).join(" ") : say.allAtHome(homeCountry);
  }
  // "Has he worked in Chennai?": a place of the experience.
  // "Which companies did he work for in Canada?": also the roles in a city another place of the content puts in that country.
  const countryAsked = countryIn(q);
  // (The content's places are gathered only when a country is asked.)
  const places = countryAsked
    ? [owner.location, ...experience.map((entry) => entry.location ?? ""), ...assistantProfile.education.map((study) => study.location ?? "")]
    : [];
  // (A place is named with a capital: "On-site, shift work" names no place called "work".)
  const placeWords = (location: string) => tokens(normalize(location.match(/\p{Lu}[\p{L}'’-]*/gu)?.join(" ") ?? ""));
  const workedThere = experience.filter(
    (entry) =>
      placeWords(entry.location ?? "").some(
        (word) => word.length > 3 && !/^(?:site|remote|hybrid|onsite|freelance|contract|employed)$/.test(word) && hasPhrase(q, word),
      ) ||
      (countryAsked !== undefined && countryOf(entry.location ?? "", places) === countryAsked),
  );
  // ("what did they do in germany?", "her years in Lisbon": what the owner did there, which only the roles say.)
  const didThere = /\swhat (?:did|was|were) (?:he|she|they|owner) (?:do|doing)\s|\s(?:his|her|their|owner s) (?:time|years?|days)\s(?:in|at)\s/.test(
    q,
  );
  if (workedThere.length > 0 && !asks(q, "remote") && (asks(q, "experience") || asks(q, "internship") || /\swork/.test(q) || didThere)) {
    if (/\s(?:which|what) (?:companies|company|employers|studios|firms|places)\s/.test(q)) return say.rolesListed(workedThere);
    return workedThere.map(say.describeEntry).join(" ");
  }
  // "Is she a qualified teacher?": the studies, which say what qualifies the owner ("qualified to lead a team?" is no study).
  if (/\squalified (?!to |for )\S/.test(q) && assistantProfile.education.length > 0 && !namesSomething(mentions)) return say.education();
  // "Has she ever taught?", "which course did he teach?": the roles whose title or work is that activity.
  const activity = ACTIVITIES.find(({ asked }) => asked.some((word) => hasPhrase(q, word)));
  // "tell me about the on-call talk": a thing made about the activity, which its own words describe, not the roles that do it.
  // ("what courses does she teach?" asks for the roles.)
  const madeAbout = activity && thingMade && namesOneMadeThing(q) && !namesSomething(mentions) ? projectDescribed(knowledge, q) : undefined;
  if (madeAbout) return answerProjects(say, [madeAbout], q);
  // ("tell me about the AI career coach": a project that is that activity's name for itself, "An AI career coach that…".)
  const calledSo = activity && !namesSomething(mentions) ? projectCalledAs(knowledge, q) : undefined;
  if (calledSo) return answerProjects(say, [calledSo], q);
  // ("is he a certified Carpentries instructor?" asks about a certificate.)
  // ("what did the bootcamp teach?", "where did she do teacher training?" ask about the studies.)
  const ofStudies =
    /\s(?:certified|certifications?|certificates?|certs?|teacher training|pgce|pgde|teaching (?:qualifications?|certificates?|degree|credentials?|licen[cs]e))\s|\s(?:bootcamps?|course|courses|degree)\s(?:teach|teaches|taught|cover|covers|covered)\s/.test(
      q,
    );
  // ("could she guest-teach a session for our team?" of an owner open to "guest-teaching invitations": work to come, as sought.)
  const { roles: rolesSought } = assistantProfile.availability;
  const offered =
    activity && /^\s(?:so |and )?(?:could|would|will|can) (?:he|she|they|owner)\s/.test(q)
      ? rolesSought.some((role) => activity.markers.some((marker) => hasPhrase(normalize(role), marker)))
      : false;
  if (offered) return say.availability(undefined, true);
  const doneIn = activity && !namesSomething(mentions) && !asks(q, "learned") && !ofStudies ? rolesOf(experience, activity) : [];
  if (doneIn.length > 0) return doneIn.map(say.describeEntry).join(" ");
  // "Has she worked in finance?": employers of a kind, by the words of their name and work.
  // "Bluetooth Low Energy experience?" names a technology, not the energy sector.
  const sector = SECTORS.find(({ asked }) => asked.some((word) => hasPhrase(untechnical, word)));
  const inSector = sector ? rolesOf(experience, sector) : [];
  const sectorWord = sector?.asked.find((word) => hasPhrase(q, word)) ?? "";
  // "Medical device experience?" asks about the sector; "experience with IEC 62304" about something more particular.
  const sectorExperience = /\sexperience\s/.test(q) && !/\d/.test(q) && mentions.unknownTargets.length === 0;
  // "Which phone company did she test for?"
  const whichEmployer = /\s(?:which|what) (?:\S+\s){0,2}(?:company|companies|employer|employers|firm|firms|client|clients)\s/.test(q);
  const workWords = /\s(?:work|works|worked|working|job|jobs|employed|employer|employers|intern|interned)\s/.test(q);
  // "Does she take consulting work?": the work the owner seeks, where it names the kind, not the employers of that kind.
  const seeks = /\s(?:take|takes|taking|accept|accepts|open to|available for|interested in|looking for)\s/.test(q);
  const { roles: soughtRoles, note: soughtNote } = assistantProfile.availability;
  if (sector && seeks && hasPhrase(normalize(`${soughtRoles.join(" ")} ${soughtNote ?? ""}`), sectorWord)) return say.availability();
  // "What did she do at the bank?": the one employer its name or its role's first sentence says is one.
  const atThe = sectorWord !== "" && new RegExp(`\\s(?:at|for|in) the (?:\\S+ )?${escapeRegExp(sectorWord)}\\s`).test(q);
  // ("at the BPO" of "a business-process-outsourcing company": the sector's own words for it, where the word asked is in none.)
  const opening = (entry: ExperienceEntry) => normalize(`${entry.company} ${entry.description.split(SENTENCE_BREAK)[0] ?? ""}`);
  const saidOpening = atThe ? inSector.filter((entry) => hasPhrase(opening(entry), sectorWord)) : [];
  const [theOne, ...others] =
    saidOpening.length > 0 || !atThe
      ? saidOpening
      : inSector.filter((entry) => (sector?.markers ?? []).some((marker) => hasPhrase(opening(entry), marker)));
  if (theOne && others.length === 0 && !namesSomething(mentions)) return answerEntry(say, theOne, q);
  // "Which clients has she worked for as a freelancer?": the roles whose own words speak of their clients, of that kind if asked.
  const clientsAsked = /\sclients\s/.test(q) && /\s(?:which|what|who|any|notable|name|list|some)\s/.test(q) && !namesSomething(mentions);
  const withClients = clientsAsked ? experience.filter((entry) => /\b(?:clients|customers)\b/i.test(entry.description)) : [];
  const ofKind = employment ? withClients.filter((entry) => say.rolesOfEmployment(employment).includes(entry)) : [];
  // ("who were her freelance clients?" of freelance roles that never say "clients": those roles, below.)
  const clientRoles = employment ? ofKind : withClients;
  if (clientRoles.length > 0) return clientRoles.slice(0, 3).map(say.describeEntry).join(" ");
  // ("is she open to freelance work?", "if he takes a full-time job…" ask about work to come, below, whatever sector the word names.)
  if (sector && (sectorExperience || whichEmployer || workWords) && !(seeks && employment)) {
    // ("has he worked in healthcare?" of a hospital's sysadmin: a yes, since the entry's own words may say "not a software company".)
    const roles = inSector.map(say.describeEntry).join(" ");
    if (inSector.length > 0) return asks(q, "yesNo") && inSector.some((entry) => isPlaceAsked(entry, q)) ? say.confirmed(true, roles) : roles;
    // "Has she worked at a bank?" of an owner who has not; "did he work or go to university?" is about studies.
    // "Any payments experience?" of an owner with no payments employer but a project on Stripe: the kind answers.
    if (!asks(q, "education") && mentions.kinds.length === 0) return say.notAnEmployer(capitalised(sectorWord));
  }
  // "Which industries has she worked in?": the kinds of employer, where the roles show them.
  const industries = /\s(?:industries|industry|sectors|domains)\s/.test(q) ? say.sectors() : null;
  // ("what sectors is tam interested in?": the work the owner seeks, not the sectors of the roles held.)
  if (industries && !sector && /\s(?:interested in|open to|looking (?:for|at)|want|wants|would like|prefer|prefers|seeking|targeting)\s/.test(q))
    return say.availability();
  if (industries && !sector) return industries;
  // "Has he worked remotely before?": the roles done remotely, not what he is open to now.
  // "Which of his jobs were remote?" too: past roles, in the past tense. ("We have a hybrid role" is the visitor's.)
  const pastRoles = /\s(?:jobs?|roles?|positions?|employers?)\s/.test(q) && /\s(?:were|was)\s/.test(q);
  if (
    asks(q, "remote") &&
    remoteRoles.length > 0 &&
    (pastRoles || /\s(?:worked|ever|did|before|previously)\s|\s(?:has|have) (?:he|she|they|owner|you|any)\s/.test(q))
  ) {
    return remoteRoles.map(say.describeEntry).join(" ");
  }
  // "Best way to reach her about a contract?": how to get in touch, whatever it is about.
  const reachAsked = asks(q, "reach") && asks(q, "reachHow");
  if (reachAsked && asks(q, "contact") && !namesSomething(mentions) && !inALanguage) return contact(HIRING.test(q), withoutTalkingTo(q));
  // "Can you forward my message to him?": the assistant passes nothing on; the e-mail does.
  if (asks(q, "relay")) return say.relay();
  // "Is he a freelancer?", "has she done contract work?": the roles of that kind, or an honest none.
  // "Contract testing" is a kind of testing, not of employment.
  // "Did she study full-time or alongside work?": the studies, which say how ("evening course") when they do.
  const studiedHow =
    /\s(?:study|studied|studying)\s/.test(q) && /\s(?:full time|part time|alongside|while working|evening|evenings|night|nights)\s/.test(q);
  if (studiedHow) return say.education();
  // "Can she take a new contract over the summer?" asks about work to come, as "is she open to contracts?" does.
  // "Does he take freelance work?" then "and full-time roles?": the same question, of the other kind of work.
  const previousQuestion = lastQuestion(history);
  const seeking =
    asks(q, "seeking") ||
    // ("could he do a short contract to prototype an app for us?": work to come.)
    /^\s(?:so |and |but )?(?:could|would|can|will) (?:he|she|they|owner) (?:do|take|take on|consider|accept|pick up) (?:a |an |some |any )?(?:short |small |quick |little )?(?:contract|freelance|part time|full time|gig)/.test(
      q,
    ) ||
    // ("full time or contract?" names kinds of work and nothing else: the work the owner seeks, not the roles held.)
    // ("and full-time?" after "does he do contract work?" asks of the roles, as the first did.)
    /^\s(?!and\s)(?:(?:full time|fulltime|part time|contract|contractor|freelance|permanent|perm|b2b|employee|fixed term|temp|temporary|or|and|role|roles|work|job)\s)+$/.test(
      q,
    ) ||
    (/^\s(?:and|what about|how about|or)\s/.test(q) && previousQuestion !== null && asks(normalize(previousQuestion), "seeking")) ||
    // "is she open to work?" then "full time?": the work she seeks, of that kind.
    // ("does he do contract work?" then "and full-time?" asks of the roles, as the first did.)
    (previousQuestion !== null &&
      tokens(q).length <= 3 &&
      asks(readPrevious(), "availability") &&
      !/\s(?:freelance|freelancing|freelancer|contract|contractor|part time|full time|permanent)\s/.test(readPrevious()));
  const now = /^\s(?:is|are)\s|\s(?:employed|currently)\s/.test(q);
  // "Who were her freelance clients?": about the roles of that kind, when the site lists one.
  const hadSuch =
    employment !== undefined &&
    !asks(q, "email") &&
    !asks(q, "contact") &&
    experience.some((entry) => normalize(entry.employmentType).includes(normalize(employment).trim().slice(0, 6)));
  // "Why did she choose contract work?": only the owner's own words say why.
  if (employment && /^\s(?:why|how come)\s/.test(q)) return faq(q) ?? say.fallback();
  // "How do I hire you for a contract?" asks how to reach the owner, not for the roles.
  // ("notice period for a full time job?" asks when the owner can start, not about the full-time roles.)
  // ("wfh full time possible?" asks about working from home, every day.)
  const reaching = asks(q, "contact") || asks(q, "email") || asks(q, "startDate") || asks(q, "remote");
  // "Where did she work before freelancing?": the role before the first freelance one.
  const beforeKind = employment && /\sbefore (?:going |becoming |she went |he went |they went )?(?:a )?\S+\s$/.test(q);
  const firstOfKind = beforeKind ? roleAtEdge(say.rolesOfEmployment(employment), 1) : undefined;
  if (firstOfKind) return say.besideRole(firstOfKind, 1);
  if (employment && !seeking && !reaching && (now || hadSuch || /\s(?:done|did|do|has|have|ever|worked|before|as a|any)\s/.test(q))) {
    return say.rolesOfType(employment, now, /\sor\s/.test(q));
  }
  // "What was he doing between 2020 and 2024?": the roles of the years in between, or an honest nothing.
  const [, from, to] = /\s(?:between|from) ((?:19|20)\d\d) (?:and|to|till|until) ((?:19|20)\d\d)\s/.exec(q) ?? [];
  if (from && to && !namesAnything && Number(to) - Number(from) > 1) {
    const between = experience.filter((entry) =>
      [...Array(Number(to) - Number(from) - 1).keys()].some((i) => say.rolesIn(Number(from) + i + 1).includes(entry)),
    );
    return between.length > 0 ? between.map(say.describeEntry).join(" ") : say.noRoleBetween(from, to);
  }
  return null;
}

/** "which theatre did they work at?", "what agency was she with?": a kind of workplace, asked by its word. */
const KIND_OF_WORKPLACE =
  /^\s(?:and |so )?(?:which|what) (\S+) (?:did|does|do|has|have) (?:he|she|they|owner) (?:work|worked) (?:at|for|in)\s|^\s(?:and |so )?(?:which|what) (\S+) (?:was|were|is|are) (?:he|she|they|owner) (?:at|with|employed at|working at|working for)\s/;
/** The words every workplace goes by, which other rules answer ("which company did she work for?"). */
const GENERAL_WORKPLACE =
  /\s(?:company|companies|firm|firms|employer|employers|job|jobs|role|roles|position|positions|team|teams|place|places|organi[sz]ations?|business|businesses|kind|type|sort|year|years|city|cities|country|countries|town|towns|tech|stack|projects?|clients?|customers?|industry|industries|sector|sectors|field|fields|department|level|title|hours|days|languages?|tools?|stuff|things?)\s/;
