import type { EducationEntry, ExperienceEntry, Project, SiteContent } from "~/content/types";
import { formatDeployLine, shownDeploys } from "~/lib/deploy-line";
import { escapeRegExp } from "~/lib/escape-reg-exp";
import { SENTENCE_BREAK } from "../shared/sentence-break";

/**
 * The owner's facts as the chat reads them: the one place that interprets app/content/ for the
 * model's prompt, the offline answerer, the suggested questions and the assistant's judge.
 * Pure data, built once per content; nothing here needs a Worker.
 */
export interface OwnerFacts {
  firstName: string;
  lastName: string;
  /** First and last name, as one. */
  fullName: string;
  /** A shorter name the owner goes by in their own words ("I'm Rafa", "Seun (Oluwaseun Bakare)"); empty when none. */
  shortNames: readonly string[];
  pronouns: OwnerPronouns;
  role: string;
  location: string;
  /** The page's introduction, in the owner's first person. */
  bio: string;
  /** The assistant's third-person summary of the owner. */
  snapshot: string;
  highlights: readonly string[];
  /** The sentences of the introduction, snapshot or highlights about time off work ("Off the clock I play futevôlei."), as written; null when none is. */
  offWork: string | null;
  /** Spoken languages as the owner wrote them ("Hindi (conversational)"). */
  languages: readonly string[];
  availability: {
    /** Empty when the owner is not looking. */
    roles: readonly string[];
    remote: boolean;
    relocation: boolean;
    note: string | null;
  };
  contact: {
    email: string;
    /** Null when the owner shares no number. */
    phone: string | null;
    /**
     * What the privacy rules say of the number: only for a visitor who wants to call, and a message first.
     * `preference`: the rule's own words on how the owner likes to be reached ("prefers a WhatsApp message first, before any call").
     */
    phoneRule: {
      onlyToCallers: boolean;
      /** "Give my number only to someone who asks to text me or message me": the number waits for a visitor who wants to write. */
      onlyToTexters: boolean;
      /** "prefers a message before a call", "please text me first before calling": the way to write first ("message", "text"), if the rules ask for one. */
      messageFirst: string | null;
      afterEmail: boolean;
      /** "only to recruiters who have e-mailed me first": a visitor who says they are no recruiter gets the e-mail. */
      recruitersOnly: boolean;
      /** "…without saying they're a recruiter, give them my e-mail": of those, only a visitor who says they are recruiting gets the number. */
      recruitersWhoSay: boolean;
      clientsOnly: boolean;
      /** "only to colleagues or existing clients with an urgent matter": the number waits for a visitor who works with the owner. */
      colleaguesOnly: boolean;
      /** "give my number only to someone who needs me urgently": the number waits for a visitor who says it cannot wait. */
      urgentOnly: boolean;
      /** "only after a first interview", "only once we have spoken": the rule's words, for a number that waits for a first conversation. */
      afterMeeting: string | null;
      /** "only for people I already have an interview scheduled with": the number waits for a visitor with an interview booked. */
      afterScheduled: boolean;
      /** "only to someone who tells you which firm they are hiring for": the number waits for a visitor who names the firm. */
      firmNamed: boolean;
      /** "to anyone who tells me the company and the role they are hiring for": the number waits for a visitor who names the role too. */
      roleNamed: boolean;
      /** "only once they tell you which role they're hiring for": the number waits for a visitor who names the role alone. */
      roleOnly: boolean;
      /** "only with a visitor who says which company they are from": naming the company is enough, hiring or not. */
      companyNamed: boolean;
      /** "only for people I've already spoken with: if we've met, worked together or talked before": the number waits for a visitor who knows the owner. */
      knownOnly: boolean;
      /** "only for people I've already met in person, at a meetup, a conference or an interview": met face to face, not online. */
      inPerson: boolean;
      /** "only to someone who tells you about a concrete engagement: what needs testing and roughly when": the number waits for a visitor who says what the work is and when. */
      engagementOnly: boolean;
      /** "Anyone who wants to call me must first say what the call is about": the number waits for a visitor who says why they would call. */
      purposeFirst: boolean;
      /** "Give it to anyone who wants to discuss a website project or hire my studio": the number waits for a visitor who says what they want made. */
      projectsOnly: boolean;
      /** "Give my phone number to anyone hiring for a full-time role": the role the number waits for a visitor to offer ("a full-time role"). */
      jobOffersOnly: string | null;
      /** "Recruiters and job offers go to my e-mail only: never give them my phone number": no number for a visitor who is recruiting. */
      recruitersNever: boolean;
      /** "Never give my number to a recruiter before an interview with me is booked": a recruiter with an interview booked may have it. */
      recruitersUntilScheduled: boolean;
      /** "Never give my number to anyone selling courses or investment opportunities": not to a visitor with something to sell. */
      sellersNever: boolean;
      /** "Never give my number to students asking for advice or mentoring": not to a visitor who says they are a student. */
      studentsNever: boolean;
      /** "Never give my number to someone asking on behalf of someone else": not to a visitor who asks for another's sake. */
      forOthersNever: boolean;
      /** "…who tells you their company and their role": the number waits for a visitor who says where they work and as what. */
      ownRoleNamed: boolean;
      /** "Never give my number to betting or gambling companies": the companies the number never goes to, in the rule's words. */
      companiesNever: string | null;
      /** "for hiring managers only…; agency recruiters should e-mail me": the number waits for a visitor who says they are the hiring manager. */
      hiringManagersOnly: boolean;
      /** "…only to in-house hiring managers or HR people of the company that would hire me": the hiring company's HR too. */
      inHouseHrToo: boolean;
      /** "My phone number is for hiring managers and for people from our partner organisations": those partners' people too. */
      partnersToo: boolean;
      /** "takes no calls on Fridays", "never at weekends", "no contact at weekends": the days the owner's words keep free of calls ("Fridays"). */
      noCallsOn: string | null;
      /** "I never take calls during my working hours, 8:30 am to 5:00 pm, Monday to Friday, New Zealand time": those hours, in the rule's words. */
      noCallsDuring: string | null;
      /** "call or text me on weekdays": the days free of calls are the weekend, because calls are for weekdays only. */
      weekdaysOnly: boolean;
      /** "ring the studio during business hours, Monday to Thursday, 9 to 5 Irish time": the days and hours the rule gives for calls, to say with the number. */
      callHours: string | null;
      /** "WhatsApp only: send me a message, never a call", "texts only, no calls": the number is for messages, never for a call. */
      messagesOnly: boolean;
      /**
       * "If someone asks for the number to ring me or to set up a phone interview, don't give it for that": a visitor who
       * says they want to call gets no number, though one who asks for it to text may have it.
       */
      notForCalls: boolean;
      /** "If someone wants my number for a quick chat at the weekend, don't give it": the days no number is given for. */
      numberNotOn: string | null;
      /** "…for text messages only, on KakaoTalk or SMS": the ways to message that rule names, in its words ("KakaoTalk or SMS"). */
      messageChannels: string | null;
      /** "only to someone who asks for the number itself": "can I call her?" or "WhatsApp?" is not asking for it. */
      numberItself: boolean;
      /** "I never share a phone number on this site, not even with someone who asks": no request gets the number. */
      never: boolean;
      preference: string | null;
      /** "…, and pass on my rule with it: SMS first; no calls before 9am.": the owner's own words to give with the number. */
      passOn: string | null;
      /** "Whenever you give my number, add that I take no calls at lunch": something goes with the number, which the owner's answer on calls says. */
      moreWithNumber: boolean;
      /**
       * "Give my phone number only to clients who have signed a contract with me, or to hiring managers after a first interview":
       * the number goes to a visitor who meets one of the people the rule names (`alternatives`, each read as a rule of its own),
       * and the rest of the rules (`rest`, without that one) still hold; null where no rule names people in the alternative.
       */
      eitherOf: { alternatives: readonly PhoneRule[]; rest: PhoneRule } | null;
      /** The words of the owner's employers' names, not the owner's own ("brightlane"): "brightlane's office phone number" asks for no number of the owner's. */
      employers: readonly string[];
      /** The words of the name of the business the owner runs today ("blue", "door", "web"): "the studio number" is the owner's. */
      ownBusiness: readonly string[];
    };
    /** The privacy rules send questions about pay to the e-mail ("…salary or rates…, point them to the e-mail address"). */
    payByEmail: boolean;
    links: readonly { label: string; href: string }[];
    /** A link to book a call with ("Book an intro call", a Calendly page): the way to a call, which the links give; null without one. */
    bookingLink: string | null;
    /**
     * "students of the current cohort reach me on the academy's Slack": a way the owner's own public words give some visitors,
     * `who` the words that name them ("student", "cohort"), `said` the owner's sentence, `through` the person a way goes
     * through ("agent" of "recruiters go through my recruitment agent, …"), if any.
     */
    waysFor: readonly { who: readonly string[]; said: string; through?: string }[];
    siteUrl: string;
  };
  skillGroups: readonly { title: string; labels: readonly string[] }[];
  /** The skills the owner is certified in, in their own words: "The Carpentries (certified instructor)". */
  certifiedSkills: readonly string[];
  /** Every skill label, card after card. */
  skillLabels: readonly string[];
  /** In the content's order. */
  experience: readonly ExperienceFact[];
  projects: readonly ProjectFacts[];
  education: readonly EducationEntry[];
  /** The owner's own answers; empty when there are none. */
  faq: readonly { questions: readonly string[]; answer: string }[];
}

export type PronounSet = "he/him" | "she/her" | "they/them";

export interface OwnerPronouns {
  set: PronounSet;
  /** "he", "she" or "they". */
  subject: string;
  /** "him", "her" or "them". */
  object: string;
}

/** An entry of the experience, and whether the owner still holds it. */
export type ExperienceFact = ExperienceEntry & { current: boolean };

export interface ProjectFacts {
  name: string;
  description: string;
  stack: readonly string[];
  /** The live deployment's address, or null when there is none. */
  live: string | null;
  /** The code's address, or null when the code is not public. */
  code: string | null;
  /** The card's "Deploy — …" line, or null when nothing is deployed. */
  deployLine: string | null;
}

const PRONOUNS: Record<SiteContent["profile"]["pronouns"], OwnerPronouns> = {
  he: { set: "he/him", subject: "he", object: "him" },
  she: { set: "she/her", subject: "she", object: "her" },
  they: { set: "they/them", subject: "they", object: "them" },
};

/** Does a period as the content shows it ("Oct 2024 – Present") run to today? */
export function isCurrentDate(date: string): boolean {
  return /\b(present|now|current|today)\b/i.test(date);
}

/** An address the owner may leave empty (""), as null. */
const addressOrNull = (address: string) => (address.trim() === "" ? null : address);

/**
 * Built once per content object: the site's content (the module of ~/content) is read by the
 * prompt, the page's suggestions and the answerer, and each gets the same facts, built at start-up.
 */
const built = new WeakMap<SiteContent, OwnerFacts>();

export function ownerFacts(content: SiteContent): OwnerFacts {
  const known = built.get(content);
  if (known) return known;
  const facts = readFacts(content);
  built.set(content, facts);
  return facts;
}

/**
 * The owner's privacy rules about the phone, in their own words: "only with a visitor who says
 * they want to call", "prefers a message before a call", "only with someone who has already e-mailed", "only to existing clients".
 */
function phoneRuleOf(
  hasNumber: boolean,
  rules: readonly string[],
  faq: readonly { questions: readonly string[]; answer: string }[],
  names: { employers: readonly string[]; ownBusiness: readonly string[] },
): PhoneRule {
  const { employers, ownBusiness } = names;
  const aboutPhone = rules.filter((rule) => /\b(?:phone|numbers?|call\w*|ring)\b/i.test(rule));
  const either = aboutPhone.find((rule) => EITHER_OF.test(rule));
  const eitherOf = either
    ? {
        alternatives: alternativesIn(either).map((alternative) => phoneRuleOf(hasNumber, [alternative], [], names)),
        rest: phoneRuleOf(
          hasNumber,
          rules.filter((rule) => rule !== either),
          faq,
          names,
        ),
      }
    : null;
  // (The days and hours of a rule that keeps working hours free of calls are when no call is taken, not when calls are.)
  const callTimes = aboutPhone.filter((rule) => !NO_CALLS_DURING.test(rule));
  const weekdaysOnly = !rules.some((rule) => NO_CALLS_ON.test(rule)) && callTimes.some((rule) => WEEKDAYS_ONLY.test(rule));
  return {
    // ("Anyone who wants to call should e-mail me" keeps the number from callers.)
    onlyToCallers: aboutPhone.some((rule) => /\bonly\b[^.;]*\bwants? to (?:call|ring|phone|speak)\b/i.test(rule)),
    onlyToTexters: aboutPhone.some((rule) => /\bonly\b[^.;]*\b(?:asks?|wants?|would like|wishes) to (?:text|message|sms|whatsapp)\b/i.test(rule)),
    // ("Everyone else … should e-mail me instead of calling" is the way for those the number is not for, not a message first.)
    messageFirst: firstSaid(
      aboutPhone.filter((rule) => !/\b(?:everyone|anyone|everybody|anybody) else\b|\ball others\b/i.test(rule)),
      (rule) =>
        // ("a text message first rather than a call" asks for a text too.)
        // (The way named last before "before": "point them to my e-mail and tell them to text me before calling" asks for a text,
        // and "a text message before a call" for a text.)
        // ("I prefer a text first" of a number for calls or texts: a text.)
        // ("You're welcome to text me…, but I don't pick up calls from numbers I don't know": a text, so the number is known.)
        (/.*\b(message(?<!text message)|e-?mail|text)\b.*\b(?:before|rather than|instead of)\b.*\bcall/i.exec(rule) ??
          /\bprefers? (?:an? )?(message|e-?mail|text)(?: message)? first\b/i.exec(rule) ??
          /\b(text|message)\b[^.;]*\bbut\b[^.;]*\b(?:don't|do not|never|won't) (?:pick up|answer|take) (?:any )?calls from\b/i.exec(rule) ??
          // ("…and ask them to text me, not call": a text.)
          /\b(text|message)\b(?: me)?,?\s+(?:and )?not (?:to )?(?:call|ring|phone)\b/i.exec(rule) ??
          // ("Even those people have to text me first.")
          /\b(?:have|has|need|needs|must|should) (?:to )?(text|message) (?:me )?first\b/i.exec(rule))?.[1]
          ?.toLowerCase()
          .replace(/^email$/, "e-mail"),
    ),
    // "only with someone who has already e-mailed": the number waits for a first e-mail.
    // ("…who has already scheduled an interview. Everyone else, including recruiters who have not…, should e-mail me": no e-mail first.)
    afterEmail: aboutPhone.some(
      (rule) => /\bonly\b/i.test(rule) && /\b(?:already|after|once|who has|who have)\b(?!\s+(?:not|never)\b)[^.;]*\be-?mail/i.test(rule),
    ),
    recruitersOnly: aboutPhone.some((rule) => keptFor(rule, "recruiters?|hiring managers?")) || givenThenKept(aboutPhone, "recruiters?"),
    // "If someone asks for my number without saying they're a recruiter…, give them my e-mail": the number waits until they say so.
    // (So does "Recruiters can have my number. Everyone else, please e-mail me first.")
    recruitersWhoSay:
      aboutPhone.some((rule) => givenThemAlone(rule, "recruiters?|hiring managers?") || givenOnCondition(rule, "recruiters?|hiring managers?")) ||
      givenThenKept(aboutPhone, "recruiters?") ||
      rules.some((rule) =>
        /\b(?:without saying|unless they say|(?:who|if they|once they) (?:says?|has said|have said)|(?:who|that) (?:hasn't|haven't|has not|have not) said)\b[^.;]*\b(?:recruit\w*|hiring)\b/i.test(
          rule,
        ),
      ),
    // "only to existing clients (or during working hours)": the number waits for a visitor who says they are one.
    // The hours are not checked: an answer does not depend on the time it is asked.
    clientsOnly: aboutPhone.some((rule) => keptFor(rule, "clients?|customers?")) || givenThenKept(aboutPhone, "clients?|customers?"),
    colleaguesOnly: aboutPhone.some((rule) => keptFor(rule, "colleagues?|co-?workers?|teammates?|people (?:i|he|she|they) (?:already )?work with")),
    // (Not "only to colleagues or existing clients with an urgent matter", whose people are whom it is for.)
    urgentOnly: aboutPhone.some(
      (rule) =>
        /\bonly\b[^.;]*\b(?:urgent(?:ly)?|emergenc(?:y|ies))\b/i.test(rule) &&
        !keptFor(rule, "colleagues?|co-?workers?|teammates?|clients?|customers?|recruiters?|hiring managers?"),
    ),
    afterMeeting: firstSaid(
      aboutPhone,
      (rule) =>
        /\bonly (?:after|once|following)\b[^.;:,]*?\b(?:interviews?|interviewed|conversations?|spoken|talked|met|meetings?|(?:video |phone |intro |first )calls?)\b/i.exec(
          rule,
        )?.[0] ??
        // ("only to hiring managers after a first interview with me": the people, and when.)
        /\bonly (?:to|with|for)\b[^.;:,]*?\b((?:after|once|following) (?:a |an |the |our |my )?(?:first |initial )?(?:interviews?|conversations?|meetings?|(?:video |phone |intro )?calls?))\b/i.exec(
          rule,
        )?.[1] ??
        // ("only to someone from a studio who says we have already had our first video call": after that call.)
        afterCallHad(rule),
    ),
    // (Either way round: "only for people I have an interview scheduled with", "only with a recruiter who has already scheduled an interview".)
    afterScheduled: aboutPhone.some(
      (rule) =>
        /\bonly\b[^.;]*\b(?:interviews?|calls?|meetings?)\b[^.;]*\b(?:scheduled|booked|arranged|set up|lined up)\b/i.test(rule) ||
        /\bonly\b[^.;]*\b(?:has|have|had)\s+(?:already\s+)?(?:scheduled|booked|arranged|set up|lined up)\s+(?:an?\s+|the\s+)?(?:interviews?|calls?|meetings?)\b/i.test(
          rule,
        ),
    ),
    firmNamed: aboutPhone.some(
      (rule) =>
        /\bonly\b[^.;]*\b(?:tells?|says?|names?|told|said|named)\b[^.;]*\b(?:which|what|the name of (?:their|the))\s+(?:firm|company|employer|organi[sz]ation|business)\b/i.test(
          rule,
        ) || WHO_NAMES.exec(rule)?.[1] !== undefined,
    ),
    roleNamed: aboutPhone.some((rule) => /\b(?:role|job|position)\b/i.test(WHO_NAMES.exec(rule)?.[0] ?? "")),
    roleOnly: aboutPhone.some((rule) => ROLE_ONLY.test(rule)),
    companyNamed: aboutPhone.some((rule) =>
      /\bonly\b[^.;]*\b(?:tells?|says?|names?)\b[^.;]*\bwhich\s+(?:firm|company|employer|organi[sz]ation)\s+they(?:['’]re| are)?\s+(?:from|with|work (?:for|at))\b/i.test(
        rule,
      ),
    ),
    knownOnly: aboutPhone.some((rule) => KNOWN_ONLY.test(rule)),
    inPerson: aboutPhone.some((rule) => KNOWN_ONLY.test(rule) && /\b(?:in person|face[- ]to[- ]face|in real life|irl)\b/i.test(rule)),
    engagementOnly: aboutPhone.some((rule) => ENGAGEMENT_ONLY.test(rule)),
    purposeFirst: aboutPhone.some((rule) => PURPOSE_FIRST.test(rule)),
    projectsOnly: aboutPhone.some((rule) => PROJECTS_ONLY.test(rule)),
    jobOffersOnly: firstSaid(aboutPhone, (rule) => JOB_OFFERS_ONLY.exec(rule)?.[1]),
    sellersNever: aboutPhone.some((rule) => SELLERS_NEVER.test(rule)),
    studentsNever: aboutPhone.some((rule) => STUDENTS_NEVER.test(rule)),
    forOthersNever: aboutPhone.some((rule) => FOR_OTHERS_NEVER.test(rule)),
    ownRoleNamed: aboutPhone.some((rule) => OWN_ROLE_NAMED.test(rule)),
    companiesNever: firstSaid(aboutPhone, (rule) => COMPANIES_NEVER.exec(rule)?.[1]),
    recruitersNever: aboutPhone.some((rule) => RECRUITERS_NEVER.test(rule) && !keptFor(rule, "recruiters?|headhunters?")),
    recruitersUntilScheduled: aboutPhone.some((rule) => RECRUITERS_NEVER.test(rule) && UNTIL_SCHEDULED.test(rule)),
    hiringManagersOnly: aboutPhone.some((rule) => keptFor(rule, "hiring managers?") && !keptFor(rule, "recruiters?")),
    // ("In-house recruiters are fine too, but recruiters from agencies don't get it": the hiring company's own recruiters.)
    inHouseHrToo: aboutPhone.some((rule) => keptFor(rule, "hr|human resources|people team|talent acquisition") || IN_HOUSE_TOO.test(rule)),
    partnersToo: aboutPhone.some((rule) => keptFor(rule, String.raw`(?:our|my) partner(?:s|\s+\w+)?|partners`)),
    // (A rule that keeps days free of all contact keeps them free of calls, whether or not it names the phone.)
    // ("they can call or text me on weekdays between 10am and 4pm": no calls at weekends.)
    // ("ring the studio during business hours, Monday to Thursday": no calls on Fridays and at weekends.)
    noCallsOn: firstSaid(rules, (rule) => NO_CALLS_ON.exec(rule)?.[1]) ?? (weekdaysOnly ? "weekends" : firstSaid(callTimes, daysAfterCallSpan)),
    weekdaysOnly,
    noCallsDuring: firstSaid(aboutPhone, (rule) => NO_CALLS_DURING.exec(rule)?.[1]),
    callHours: firstSaid(callTimes, (rule) => {
      const found = CALL_HOURS.exec(rule);
      return found?.[1] ?? found?.[2];
    }),
    messagesOnly: aboutPhone.some((rule) => MESSAGES_ONLY.test(rule)),
    notForCalls: aboutPhone.some((rule) => NOT_FOR_CALLS.test(rule)),
    numberNotOn: firstSaid(aboutPhone, (rule) => NUMBER_NOT_ON.exec(rule)?.[1]),
    messageChannels: firstSaid(aboutPhone, (rule) => (MESSAGES_ONLY.test(rule) ? channelsIn(rule) : undefined)),
    // (So does the owner's own answer to "Can I call her?" when it tells the visitor to ask for the number: "…my mobile if you ask for it".)
    numberItself:
      aboutPhone.some((rule) => NUMBER_ITSELF.test(rule)) ||
      faq.some(({ questions, answer }) => questions.some(asksToCall) && ASK_FOR_IT.test(answer)),
    // ("…only after a first video call, and I give it out myself on that call": the owner gives it, never the site.)
    never:
      hasNumber &&
      aboutPhone.some(
        (rule) =>
          GIVEN_IN_PERSON.test(rule) ||
          rule
            .split(/(?<=[.!?])\s+/)
            .some(
              (sentence) => (NEVER_GIVEN.test(sentence) || NEVER_HERE.test(sentence) || TO_NO_ONE.test(sentence)) && !ON_A_CONDITION.test(sentence),
            ),
      ),
    preference: firstSaid(aboutPhone, (rule) =>
      // ("say that I prefer e-mail and that I take calls only…": the preference ends where the next thing to say begins.)
      /(?<!\bwhether\s(?:\S+\s)?)\bprefers?\b[^.;]*\b(?:message|e-?mail|text|call)[^.;]*/i
        .exec(rule)?.[0]
        .replace(/^prefers?\b/i, "prefers")
        .replace(/,?\s+and (?:that )?(?:i|he|she|they)\b.*$/i, ""),
    ),
    passOn: firstSaid(aboutPhone, (rule) =>
      (/\b(?:pass(?:es|ing)? on|mention|tell|share|include|add|give)\s[^:.;]*\b(?:rule|rules|note|condition|conditions|preference|preferences|with it)\b[^:.;]*:\s*(.+?)\.?\s*$/i.exec(
        rule,
      ) ??
        // ("Whenever you give it, add: I only answer calls between 9 am and 3 pm…", "…always add that I only take calls on weekdays".)
        /\b(?:whenever|when|each time|every time|if) you (?:give|share|pass on) (?:it|my (?:phone |mobile )?number|the number)\b[^:.;]*?\b(?:add|say|mention|tell (?:them|people|visitors|the visitor))(?:\s*:\s*|\s+that\s+)(.+?)\.?\s*$/i.exec(
          rule,
        ) ??
        // ("Give my mobile number to recruiters…, and tell them I'd rather get a WhatsApp message than a call").
        /\b(?:give|share)\b[^.;]*\b(?:number|phone|mobile)\b[^;]*?\band tell (?:them|people|the visitor|visitors)(?: that)? ((?:i|i'd|i'm|i've)\b.+?)\.?\s*$/i.exec(
          rule,
        ) ??
        // ("Give my phone number to anyone who asks for it, with the note that they should text first…".)
        /\b(?:give|share)\b[^.;]*\b(?:number|phone|mobile)\b[^;]*?\bwith (?:the|a) note that (.+?)\.?\s*$/i.exec(rule))?.[1]
        // ("…on weekdays and that I prefer a text first": one rule, said once.)
        ?.replace(/\b(and|but) that\s+/gi, "$1 ")
        // ("…with the note that they should text first": the visitor is asked.)
        .replace(/^(?:they|people|callers|visitors|the visitor) should\s+/i, "please "),
    ),
    moreWithNumber: aboutPhone.some((rule) => /\b(?:pass(?:es|ing)? on|add|mention|say|tell)\b[^.;]*(?:\bthat\b|:)/i.test(rule)),
    eitherOf,
    employers,
    ownBusiness,
  };
}

type PhoneRule = OwnerFacts["contact"]["phoneRule"];

/**
 * "students of the current cohort reach me on the academy's Slack", "once a talk is confirmed, organisers can message me on
 * Signal", "recruiters go through my agent, …": some people, then the way they reach the owner (in the owner's words, or as the assistant tells them: "message Kai").
 */
const WAY_FOR_SOME =
  /^(?:[Aa]nd |[Bb]ut |[Ss]o )?(?:(?:[Oo]nce|[Ww]hen|[Aa]fter|[Ii]f) [^,]{3,60}, )?(?:[Aa]ll )?(\p{L}[\p{L}\s'’-]{2,60}?)\s+(?:can |should |may )?(?:(?:reach|contact|message|find|ping)\s+(?:me|him|her|them|\p{Lu}[\p{L}'’-]+)\s+(?:on|in|at|via|through)|go(?:es)?\s+(?:via|through))\s+\S/u;
/** "go through my recruitment agent, …": the person such a way goes through (the word after "my", past one describing it). */
const THROUGH_MY = /\b(?:through|via) my (?:[\p{L}-]+ )?([\p{L}-]{3,})\b/u;
/** Words of such a group that say which of them, not who they are. */
const GROUP_QUALIFIERS = new Set(["the", "of", "my", "our", "current", "existing", "former", "new", "all", "any", "and", "or", "who", "are", "in"]);

/** The ways the owner's public words give some visitors ("students of the current cohort reach me on…"), each with who they are. */
function waysForSome(texts: readonly string[], recruitersToo: boolean): OwnerFacts["contact"]["waysFor"] {
  return texts
    .flatMap((text) => text.split(SENTENCE_BREAK))
    .flatMap((sentence) => sentence.split(/;\s+|:\s+/).map((clause) => clause.trim()))
    .flatMap((clause) => {
      const group = WAY_FOR_SOME.exec(clause)?.[1];
      if (!group) return [];
      const who = group
        .toLowerCase()
        .split(/\s+/)
        .filter((word) => word.length > 2 && !GROUP_QUALIFIERS.has(word))
        .map((word) => (word.length > 4 ? word.replace(/s$/, "") : word));
      // (A sentence about everyone, "people reach me on LinkedIn", names no one in particular.)
      // (Recruiters' way stands beside the phone rule only where the number never goes to them.)
      return who.length > 0 && !who.some((word) => /^(?:people|everyone|anyone|client)$/.test(word) || (word === "recruiter" && !recruitersToo))
        ? [{ who, said: clause.replace(/[.;:]+$/, ""), through: THROUGH_MY.exec(clause)?.[1]?.toLowerCase() }]
        : [];
    });
}

/** "only to clients who have signed a contract with me, or to hiring managers after a first interview": people, or other people. */
const EITHER_OF = /\bonly (?:to|with|for)\b[^.;]*?,?\s+or (?:to|with|for)\s/i;

/** Each alternative of such a rule, said as a rule of its own: "Give my phone number only to hiring managers after a first interview". */
function alternativesIn(rule: string): string[] {
  const found = /^(.*?\bonly )(to|with|for)\s(.*)$/i.exec(rule);
  if (!found) return [rule];
  const [, opening = "", , rest = ""] = found;
  return rest.split(/,?\s+or (?=(?:to|with|for)\s)/i).map((part, i) => (i === 0 ? `${opening}${found[2]} ${part}` : `${opening}${part}`));
}

/**
 * A rule that keeps the number for some people: "only to recruiters", or "My phone number is for recruiters and hiring managers
 * who ask for it" (not "…for anything urgent").
 */
function keptFor(rule: string, people: string): boolean {
  return (
    new RegExp(
      String.raw`\bonly\b[^.;]*\b(?:${people})\b(?!['’]s\b)|\b(?:number|phone|mobile)\s+(?:is|are)\s+(?:only\s+|just\s+|reserved\s+)?for\s+(?:[^\s.;]+\s+){0,6}?(?:\([^)]*?\b)?(?:${people})\b(?!['’]s\b)`,
      "i",
    ).test(rule) ||
    givenThemAlone(rule, people) ||
    givenOnCondition(rule, people)
  );
}

/** "Recruiters can have my phone number, but only once they tell you which role…": those people, and only on a condition. */
function givenOnCondition(rule: string, people: string): boolean {
  return new RegExp(
    String.raw`\b(?:${people})\b[^.;]*\b(?:can|may)\s+(?:have|get)\s+(?:my|the)\s+(?:phone\s+|mobile\s+)?(?:number|phone|mobile)\b,?\s+but\s+only\b`,
    "i",
  ).test(rule);
}

/** "Recruiters and hiring managers can have my number. Everyone else, please e-mail me first.": those people, and no one else. */
function givenThemAlone(rule: string, people: string): boolean {
  const theyMayHaveIt = new RegExp(
    String.raw`\b(?:${people})\b[^.;]*\b(?:can|may|are welcome to|are free to)\s+(?:have|get|be given|receive|ask for)\s+(?:my|the)\s+(?:phone\s+|mobile\s+)?(?:number|phone|mobile)\b`,
    "i",
  );
  return theyMayHaveIt.test(rule) && EVERYONE_ELSE.test(rule);
}

/**
 * "Give my mobile number to recruiters who ask for it." then "Don't give my number to sales people or anyone else.": those people
 * alone, in two rules.
 */
function givenThenKept(rules: readonly string[], people: string): boolean {
  const givenTo = new RegExp(
    String.raw`(?<!\b(?:don't|do not|never|not)\s+)\b(?:give|share|hand out|pass on)\s+(?:out\s+)?(?:my|the)\s+(?:phone\s+|mobile\s+)?(?:number|phone|mobile)\s+(?:only\s+)?(?:to|with)\s+(?:[^\s.;]+\s+){0,3}?(?:${people})\b`,
    "i",
  );
  // ("Clients with a signed contract get my WhatsApp number": the people first.)
  const theyGetIt = new RegExp(
    String.raw`\b(?:${people})\b[^.;:]*(?<!\b(?:don't|do not|never|not|won't|can't|cannot)\s+)\b(?:get|receive|(?:can|may) (?:have|get))\s+(?:my|the)\s+(?:phone\s+|mobile\s+|whatsapp\s+)?(?:number|phone|mobile)\b`,
    "i",
  );
  // (A rule with its own "only" says who the number is for by itself.)
  return (
    rules.some((rule) => (givenTo.test(rule) || theyGetIt.test(rule)) && !/\bonly\b/i.test(rule)) &&
    rules.some((rule) => /\b(?:don't|do not|never)\b/i.test(rule) && EVERYONE_ELSE.test(rule))
  );
}

/** "Never give my number to anyone selling courses…", "Don't give my number to sales people, vendors or anyone else". */
const SELLERS_NEVER =
  /\b(?:never|don't|do not)\b[^.;]*\b(?:give|share|hand|pass)\b[^.;]*\b(?:number|phone|mobile)\b[^.;]*\b(?:to|with)\s+(?:anyone\s+|people\s+|someone\s+|those\s+)?(?:selling|who (?:are )?sell|sales ?people|salespeople|sales reps?|vendors?)\b/i;

/** "Never give my number to students asking for advice or mentoring". */
const STUDENTS_NEVER =
  /\b(?:never|don't|do not)\b[^.;]*\b(?:give|share|hand|pass)\b[^.;]*\b(?:number|phone|mobile)\b[^.;]*\bto\s+(?:\w+\s+)?students\b/i;

/** "Never give my number to someone asking on behalf of someone else: an assistant, a friend, 'my boss wants it'". */
const FOR_OTHERS_NEVER =
  /\b(?:never|don't|do not)\b[^.;]*\b(?:number|phone|mobile)\b[^.;]*\b(?:on behalf of|for) (?:someone|somebody|anyone|another person|other people)(?: else)?\b/i;

/** "…and who tells you their company and their role": the visitor's own company and job, not a role they hire for. */
const OWN_ROLE_NAMED =
  /\b(?:tells?|says?|gives?|names?)\s+(?:me|you)?\s*(?:their|his|her)\s+(?:company|employer|organi[sz]ation)\s+and\s+(?:their|his|her)\s+(?:role|job title|title|position|job)\b/i;

/** "Never give my number to betting or gambling companies": which companies ("betting or gambling companies"). */
const COMPANIES_NEVER =
  /\b(?:never|don't|do not)\b[^.;]*\b(?:give|share|hand|pass)\b[^.;]*\b(?:number|phone|mobile)\b[^.;]*?\bto\s+(?:any\s+)?((?:(?!anyone\b|anybody\b|people\b|someone\b)[\w-]+\s+){1,4}?(?:companies|firms|businesses|agencies|operators))\b/i;

/** "Everyone else, please e-mail me first", "others should e-mail": the people a rule names first are the only ones it lets have something. */
const EVERYONE_ELSE = /\b(?:everyone|everybody|anyone|all|someone|people) else\b|\bno one else\b|\bothers\b|\bother people\b|\bother visitors\b/i;

/** "only for people I've already spoken with", "only to those I have met or worked with before": people who know the owner already. */
const KNOWN_ONLY =
  /\bonly (?:for|to|with) (?:people|those|someone|anyone|folks)\b[^.;:]*?\b(?:already|before|previously)\b[^.;]*?\b(?:spoken|talked|met|worked)\b|\bonly (?:for|to|with) (?:people|those|someone|anyone|folks)\b[^.;:]*?\b(?:spoken|talked|met|worked)\b[^.;]*?\b(?:already|before|previously)\b/i;

/** "only to someone who tells you about a concrete engagement", "only if you describe the project and its dates": the work, said first. */
const ENGAGEMENT_ONLY = /\bonly\b[^.;:]*\b(?:tells?|describes?|explains?|outlines?)\b[^.;:]*\b(?:engagement|project|gig|contract|piece of work)\b/i;

/** "Anyone who wants to call me must first say what the call is about", "tell you what it's about before…". */
const PURPOSE_FIRST =
  /\b(?:must|should|have to|needs? to|has to)\s+(?:first\s+)?(?:say|tell (?:you|me)|explain)\s+(?:first\s+)?what\s+(?:the|their|a)\s+call\s+(?:is|would be)\s+(?:about|for)\b|\b(?:say|tell (?:you|me)|explain)\s+what\s+(?:the call|it)\s+(?:is|['’]s)\s+(?:about|for)\s+(?:first|before)\b/i;

/** "In-house recruiters are fine too", "in-house recruiters may have it as well". */
const IN_HOUSE_TOO = /\bin-?\s?house recruiters?\b[^.;]*\b(?:are|is)\s+(?:fine|ok|okay|welcome)\b|\bin-?\s?house recruiters?\s+(?:too|as well)\b/i;

/**
 * "I give my number to anyone who tells me the company and the role they are hiring for": what a visitor has to name, the firm
 * (its word in the first group) and perhaps the role.
 */
const WHO_NAMES =
  /\b(?:anyone|anybody|someone|people|those|visitors?)\s+who\s+(?:tells?|says?|names?|gives?)\s+(?:me|you)?\s*(?:the|their|which|what)\s+(firm|company|employer|organi[sz]ation)(?:\s+and\s+(?:the|their|which|what)\s+(?:role|job|position))?/i;

/** "only once they tell you which role they're hiring for", "If they don't name a role, point them to my e-mail". */
const ROLE_ONLY =
  /\bonly\b[^.;]*\b(?:once|if|when|after)\s+they\s+(?:tell|say|name|give)\s+(?:you\s+|me\s+)?(?:which|what|the)\s+(?:role|job|position)\b|\bif they (?:don['’]t|do not) (?:name|say|give|tell you) (?:a|the|which) (?:role|job|position)\b/i;

/** "Give my phone number to anyone hiring for a full-time role who asks for it": the role, said of the people hiring for it. */
const JOB_OFFERS_ONLY =
  /\b(?:give|share|pass)\s+(?:on\s+)?(?:my|the)\s+(?:phone\s+|mobile\s+)?(?:number|phone|mobile)\s+(?:only\s+)?(?:to|with)\s+(?:anyone|anybody|someone|people|companies|those)\s+(?:who\s+(?:is|are)\s+)?(?:hiring|recruiting)\s+(?:me\s+)?for\s+(an?\s+(?:[\p{L}-]+\s+){0,2}(?:role|job|position))\b/iu;

/** "Give it to anyone who wants to discuss a website project or hire Simple Build Studio": people who want something made. */
const PROJECTS_ONLY =
  /\b(?:give|share|pass)\b[^.;]*\bto (?:anyone|people|someone|those|visitors|clients)\s+who\s+(?:wants?|would like|needs?|wish(?:es)?)\s+to\s+(?:discuss|talk about|start|commission|hire|book)\b/i;

/**
 * "Recruiters and job offers go to my e-mail only: never give them my phone number", "no number for headhunters",
 * "Recruiters … get my e-mail address, not my number" (not "…who hasn't had an interview with me yet…", which waits for one):
 * recruiting kept to the e-mail.
 */
const RECRUITERS_NEVER =
  /\b(?:recruiters?|headhunters?|recruitment agencies|job offers?)\b[^.;]*?(?:\bnever (?:give|share|pass)\b|\be-?mail only\b|\bonly (?:by|via|to|through) (?:my )?e-?mail\b|\b(?:don't|do not) (?:give|share|pass)\b)|\b(?:never|don't|do not) (?:give|share|pass on) (?:my |the )?(?:phone |mobile )?number to (?:a |any )?(?:recruiters?|headhunters?|recruitment agencies)\b|\b(?:recruiters?|headhunters?)\b(?![^.;]*\b(?:hasn't|has not|haven't|have not|yet|until|before)\b)[^.;]*\bget my e-?mail(?: address)?,? (?:not|instead of) (?:my|the) (?:phone |mobile )?number\b/i;

/** "…before an interview with me is booked", "until we have scheduled an interview": the recruiter may have it once one is. */
const UNTIL_SCHEDULED =
  /\b(?:before|until|till)\b[^.;]*\binterview\b[^.;]*\b(?:booked|scheduled|arranged|set up)\b|\b(?:before|until|till)\b[^.;]*\b(?:booked|scheduled|arranged|set up)\b[^.;]*\binterview\b/i;

/** A day of the week, as a pattern (lower case). */
export const WEEKDAY = "(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)";
const DAY = `(?:${WEEKDAY}s?|weekends?|the weekend)`;
const NO_CALLS_ON = new RegExp(
  `(?:\\b(?:no|never|not)|n't)\\s+(?:to\\s+)?(?:(?:take|takes|taking|answer|answers)\\s+)?(?:phone\\s+)?(?:calls?|contact)\\s+(?:(?:me|him|her|them)\\s+)?(?:on|at|over|during)\\s+(${DAY}(?:\\s+(?:or|and)\\s+${DAY})?)`,
  "i",
);

/** "I never take calls during my working hours, 8:30 am to 5:00 pm, Monday to Friday, New Zealand time": the hours, with their days. */
const NO_CALLS_DURING =
  /\b(?:never|don['’]t|do not|won['’]t|no)\s+(?:take|answer|pick up|accept)?\s*(?:phone\s+)?calls?\s+(?:during|in|within)\s+(?:my\s+)?(?:working|work|office|business)\s+hours\b[,:(]?\s*((?:from\s+|between\s+)?\d{1,2}(?:[:.]\d\d)?\s*(?:am|pm|a\.m\.|p\.m\.)?\s*(?:to|until|till|and|-|–)\s*\d{1,2}(?:[:.]\d\d)?\s*(?:am|pm|a\.m\.|p\.m\.)?(?:,?\s*(?:on\s+)?(?:weekdays|\p{L}+day\s*(?:to|through|-|–)\s*\p{L}+day))?(?:,?\s*[\p{L} ]+?\s+time)?)/iu;

/** "If someone wants my number for 'a quick chat' at the weekend, don't give it": the days, of a number asked for then. */
const NUMBER_NOT_ON = new RegExp(
  String.raw`\b(?:number|phone|mobile)\b[^.;:]*?\b((?:at|on|over|during)\s+${DAY})\b[^.;]*?\b(?:don['’]t|do not|never)\s+(?:give|share|pass)\b`,
  "i",
);

/** "call or text me on weekdays", "calls Monday to Friday only". */
/** "ring me Monday to Thursday": the weekdays after the span, and the weekend ("Fridays and weekends"); null for no such span. */
function daysAfterCallSpan(rule: string): string | undefined {
  const days = ["monday", "tuesday", "wednesday", "thursday", "friday"];
  const span = new RegExp(String.raw`\b(?:call|calls|ring|phone)\b[^.;]*?\b(${WEEKDAY})s?\s*(?:to|through|-|–)\s*(${WEEKDAY})\b`, "i").exec(rule);
  const first = days.indexOf(span?.[1]?.toLowerCase() ?? "");
  const last = days.indexOf(span?.[2]?.toLowerCase() ?? "");
  // ("Tuesday to Thursday": Mondays, Fridays and weekends.)
  const left = first < 0 || last < 0 ? [] : [...days.slice(0, first), ...days.slice(last + 1)];
  if (left.length === 0) return undefined;
  const free = left.map((day) => `${day[0]?.toUpperCase()}${day.slice(1)}s`);
  return [...free, "weekends"].join(free.length > 1 ? ", " : " and ").replace(/, (?=weekends$)/, " and ");
}

/** "ring me Monday to Thursday, 9 to 5 Irish time": a span of days for calls, and the hours and time zone said with it. */
const CALL_HOURS = new RegExp(
  [
    String.raw`\b(?:call|calls|ring|phone)\b[^.;]*?\b(${WEEKDAY}s?\s*(?:to|through|-|–)\s*${WEEKDAY}(?:,?\s*(?:from\s+|between\s+)?\d{1,2}(?::\d\d)?(?:\s*(?:am|pm))?\s*(?:to|and|-|–)\s*\d{1,2}(?::\d\d)?(?:\s*(?:am|pm))?(?:\s+\p{L}+\s+time)?)?)`,
    // ("I only answer calls between 9 am and 3 pm on weekdays, Melbourne time": the hours first, then the days.)
    String.raw`\b(?:call|calls|ring|phone)\b[^.;]*?\b((?:from|between)\s+\d{1,2}(?::\d\d)?(?:\s*(?:am|pm))?\s*(?:to|and|-|–)\s*\d{1,2}(?::\d\d)?(?:\s*(?:am|pm))?\s+on\s+(?:weekdays|${WEEKDAY}s?(?:\s*(?:to|through|-|–)\s*${WEEKDAY})?)(?:,?\s+\p{L}+\s+time)?)`,
  ].join("|"),
  "iu",
);

const WEEKDAYS_ONLY =
  /\b(?:call|calls|ring|phone|text)\b[^.;]*\b(?:on weekdays|weekdays only|only on weekdays|monday to friday|mon(?:day)?\s*[–-]\s*fri(?:day)?)\b/i;

/** "asks for the number to ring me or to set up a phone interview, don't give it for that", "never give it to someone who wants to call me". */
const NOT_FOR_CALLS =
  /\b(?:to|so (?:they|you) can) (?:ring|call|phone) (?:me|him|her|them)\b[^.]*\b(?:don't|do not|never) (?:give|share|hand out) it\b|\b(?:don't|do not|never) (?:give|share) (?:it|my (?:phone )?number|the (?:phone )?number) to (?:anyone|someone|people|visitors?) who (?:wants?|asks?) (?:it )?to (?:ring|call|phone)\b/i;

/** "never a call", "no calls, please", "I don't take voice calls", "WhatsApp only", "messages only" (not "no calls on Fridays", "never call after 9 pm"). */
const MESSAGES_ONLY =
  /\b(?:(?:don't|do not|doesn't|does not|never) take (?:any )?(?:voice |phone )?calls\b(?!\s+(?:on|at|before|after|during|over|between|from|outside|until|till)\b)|never (?:a|any) (?:phone )?calls?(?!\s+(?:on|at|before|after|during|over|between|from|outside|until|till)\b)|no (?:phone )?calls?(?!\s+(?:on|at|before|after|during|over|between|from|outside|until|till)\b)|(?:whats ?app|messages?|texts?|sms)(?: messages?)? only)\b/i;

/**
 * "only to someone who asks for the number itself", "…who asks for the number outright", "if someone asks whether they can call
 * me, don't give the number" (not "explicitly asks for a phone number" nor "asks for it outright", to which "can I call her?" is asking).
 */
const NUMBER_ITSELF =
  /\basks? for (?:(?:the (?:phone )?number|my (?:phone )?number|it) itself|(?:the|my) (?:phone )?number outright)\b|\bwhether (?:they|you|people|someone) (?:can|may|could) (?:call|ring|phone)\b[^.]*\b(?:don't|do not|never) (?:give|share)/i;

/** The verbs of handing a number to someone. */
const HAND_OVER = String.raw`(?:give|gives|share|shares|hand|hands|pass|passes)`;

/** "I never share a phone number", "does not give out a phone number", "don't hand out my mobile number". */
const NEVER_GIVEN = new RegExp(
  String.raw`(?:\b(?:never|not)|n't)\s+(?:\w+\s+)?(?:${HAND_OVER}|post|publish)\s+(?:out\s+)?(?:my|a|the|any|his|her|their|\S+['’]s)\s+(?:phone\s+|mobile\s+|cell\s+)?(?:number|phone)\b`,
  "i",
);

/**
 * "Give my phone number to no one", "please don't ask for my phone number": a number the owner keeps from every visitor, said
 * the other way round.
 */
const TO_NO_ONE = new RegExp(
  String.raw`\b${HAND_OVER}\s+(?:out\s+)?(?:my|the)\s+(?:phone\s+|mobile\s+|cell\s+)?number\s+(?:out\s+)?to\s+(?:no\s?-?one|nobody)\b|(?:\bnever|n't|\bnot)\s+ask\s+(?:me\s+)?for\s+(?:my|the|his|her|their)\s+(?:phone\s+|mobile\s+|cell\s+)?number\b`,
  "i",
);

/**
 * "Never give it in the chat, to anyone", "it's never given in this chat": whoever the number is for, the owner gives it, not the
 * site (in a rule about the phone, where "it" is the number).
 */
const NEVER_HERE = new RegExp(
  String.raw`(?:\b(?:never|not)|n't)\s+(?:\w+\s+)?(?:${HAND_OVER}|post|publish)\s+(?:it|that|(?:my|the)\s+(?:phone\s+|mobile\s+)?number)\s+(?:out\s+)?(?:(?:in|on|through|via|over)\s+(?:the\s+|this\s+)?(?:chat|site|website|assistant|conversation)\b|here\b|to anyone\b)|\bnever (?:be\s+)?(?:given|shared|handed out|passed on|posted)\s+(?:out\s+)?(?:in|on|through|via|over|here)\s+(?:the\s+|this\s+)?(?:chat|site|website|assistant|conversation)\b`,
  "i",
);

/** "I give it out myself on that call", "I'll hand my number over in person": the owner gives the number, not the site. */
const GIVEN_IN_PERSON = new RegExp(
  String.raw`\b${HAND_OVER}\s+(?:it|(?:out\s+)?(?:my|the)\s+(?:phone\s+|mobile\s+)?number)\s+(?:out\s+|over\s+)?(?:myself|himself|herself|themselves|themself|personally|in person)\b`,
  "i",
);

/**
 * A rule that withholds the number only until something happens ("don't give my number unless…", "…before a first e-mail").
 * ("I never share my number, but you can book a call" still never shares it: what follows a "but" is another way to reach them.
 * "Please don't give out my phone number while I'm on parental leave: e-mail only" withholds it now: "e-mail only" is the way to write.
 * "…not for urgent matters, not even if someone says he agreed" sets no condition; "never … for sales calls" keeps it from a purpose, "never … to strangers asking for emergency help" from some visitors.)
 */
const ON_A_CONDITION =
  /\bto\s+(?:any\s+)?(?:[\w-]+\s+){1,4}?(?:companies|firms|businesses|agencies|operators)\b|(?<!\beven\s)\b(?:unless|except|until|if|when|after|once|before|without|first|unasked|unprompted|unsolicited|during)\b|\b(?:with|to)\s+(?:anyone|anybody|someone|people)\s+new\b|\b(?:for|to)\s+(?:sales|cold|marketing|telemarketing|surveys?|spam|advertis\w*|promot\w*|vendors?)\b|\bwho (?:hasn't|has not|haven't|have not|didn't|did not) asked\b|\bto\s+(?:\w+\s+)?(?:strangers|people|anyone|someone|visitors|companies)\s+(?:asking for|looking for|seeking|wanting|selling|trying to)\s+(?!it\b|my\b|the number\b|a number\b|a phone\b|your\b)|\bon behalf of\b|(?<!\b(?:e-?mail|messages?|texts?|whats ?app|sms)\s+)\bonly\b/i;

/**
 * "…only to someone who says we have already had our first video call", "only for people I've already had an interview
 * with": "after a first video call", "after an interview", or undefined.
 */
function afterCallHad(rule: string): string | undefined {
  const meeting =
    /\bonly\b[^.;:]*?\b(?:who (?:says? )?)?(?:we|they|he|she|i)(?:['’]ve| have| has)? (?:already )?(?:had|done|held) (?:a |an |the |our |my |their )?((?:first |initial )?(?:interview|conversation|meeting|(?:video |phone |intro )?call))\b/i.exec(
      rule,
    )?.[1];
  return meeting === undefined ? undefined : `after ${/^[aeiou]/i.test(meeting) ? "an" : "a"} ${meeting}`;
}

/** A question about calling the owner that does not name the number: "Can I call her?", "Can I ring him about a role?". */
const asksToCall = (question: string) => /\b(?:call|ring|phone|text)\b/i.test(question) && !/\bnumbers?\b/i.test(question);

/** "…my mobile if you ask for it", "ask me for my number", "I give my number to anyone who asks for it": an answer that leaves the number to a request for it. */
const ASK_FOR_IT = /\b(?:ask|asks|asking) (?:me )?for (?:it|my (?:phone |mobile |cell )?number|my mobile|the number)\b/i;

/** What the first rule that says it says: the rules are read in the owner's order. */
/** The messengers a rule names, as it writes them and in its order: "on KakaoTalk or SMS" gives "KakaoTalk or SMS". */
function channelsIn(rule: string): string | undefined {
  const named = [...rule.matchAll(/\b(?:WhatsApp|Whats App|KakaoTalk|Kakao Talk|SMS|Signal|Telegram|iMessage|WeChat|Viber|LINE)\b/g)].map(
    (found) => found[0],
  );
  // ("for text messages only", and no app named: by SMS.)
  if (named.length === 0 && /\btext(?: messages?|s)\b/i.test(rule)) named.push("SMS");
  const channels = [...new Set(named)];
  return channels.length === 0 ? undefined : channels.length === 1 ? channels[0] : `${channels.slice(0, -1).join(", ")} or ${channels.at(-1)}`;
}

function firstSaid(rules: readonly string[], read: (rule: string) => string | undefined): string | null {
  for (const rule of rules) {
    const said = read(rule);
    if (said !== undefined) return said;
  }
  return null;
}

/** Words that say time off work wherever they stand: "hobbies", "for fun", "off call", "Fridays are for…". */
const TIME_OFF_WORDS = String.raw`\b(?:hobby|hobbies|for fun|off[- ](?:call|duty))\b|\b(?:mon|tues|wednes|thurs|fri|satur|sun)days are for\b|\bkeeps? (?:my |his |her |their )?(?:mon|tues|wednes|thurs|fri|satur|sun)days (?:free )?for\b`;

/** Words of time off work: "hobbies", "for fun", "off the clock", "builds hardware as a hobby", "when I'm not on call". */
const LEISURE = new RegExp(
  String.raw`${TIME_OFF_WORDS}|\b(?:free time|spare time|weekends?|off the clock|outside (?:of )?work|before work|after work|on the side)\b|\b(?:on|most|some) (?:\w+ ){0,2}(?:evenings|nights|saturdays|sundays)\b|\bon (?:saturday|sunday) (?:mornings|afternoons|evenings)\b|\bwhen (?:i|he|she|they)(?:['’](?:m|s|re)| am| is| are) not (?:working|on call|coding|programming|at work|at (?:my|the|a) (?:desk|keyboard|computer))\b|\baway from (?:the |my |his |her |their )?(?:keyboard|desk|screen|computer)\b`,
  "i",
);

/** Of the owner's answers, only a sentence that is about time off says it: "Fridays are for the letterpress workshop". */
const TIME_OFF = new RegExp(String.raw`${TIME_OFF_WORDS}|\bin (?:my|his|her|their) (?:free|spare) time\b`, "i");

/** "I'm Rafa", "Seun (Oluwaseun Bakare)": a capitalised name of one or two words, which may be a short name or not ("I'm Brazilian"). */
const NAME_SAID = /\b(?:I'm|I am|known as)\s+(\p{Lu}[\p{L}'-]+(?:\s\p{Lu}[\p{L}'-]+)?)|^(\p{Lu}[\p{L}'-]+)\s\(/gu;
/** "call me Liz", "everyone calls me Bayo", "goes by Seun": a name the owner says they are called, whatever its letters. */
// ("Luíza Conceição (she/her), Lu to most people": a name the owner is to others.)
const NAME_GIVEN =
  /\b(?:call me|calls me|go by|goes by)\s+(\p{Lu}[\p{L}'-]+(?:\s\p{Lu}[\p{L}'-]+)?)|,\s(\p{Lu}[\p{L}'-]+) (?:to (?:most people|everyone|friends|(?:my|his|her|their) friends|colleagues)|for short)\b/gu;
const PRONOUN = /^(?:he|she|they|him|her|them)$/i;

/**
 * The shorter names the owner gives themselves. A name said after "I'm" only with the first three letters of their first
 * or last name ("Rafa" of Rafael, "Liz" of Elizabeth), so "I'm Brazilian" is never a name; one they say they go by, or
 * put in brackets after their full name ("Małgorzata Śliwińska (Gosia, she/her)"), whatever its letters.
 */
function shortNamesOf(firstName: string, lastName: string, texts: readonly string[]): string[] {
  const own = [firstName, lastName].map((name) => name.toLowerCase());
  const escaped = escapeRegExp(`${firstName} ${lastName}`);
  const bracketed = new RegExp(String.raw`${escaped}\s\((\p{Lu}[\p{L}'-]+)(?=[,;)\s])`, "gu");
  const said = (pattern: RegExp) => texts.flatMap((text) => [...text.matchAll(pattern)].map((match) => (match[1] ?? match[2] ?? "").trim()));
  const notOwn = (name: string) => {
    const lower = name.toLowerCase();
    return lower !== "" && !own.includes(lower) && lower !== `${own[0]} ${own[1]}` && !PRONOUN.test(name);
  };
  const nearOwn = (name: string) => own.some((word) => word.includes(name.toLowerCase().slice(0, 3)));
  return [...new Set([...said(NAME_SAID).filter(nearOwn), ...said(NAME_GIVEN), ...said(bracketed)])].filter(notOwn);
}

/**
 * The words of the employers' names that are not the owner's own names ("Ayo Digital" gives "digital"), in lowercase; and
 * those of the business the owner runs today, which is theirs ("what's the number for blue door web?" asks for the owner's).
 */
function employerWords(experience: SiteContent["experience"], names: readonly string[]): { employers: string[]; ownBusiness: string[] } {
  // (Without accents, as a question is read: "Müller's number" is "muller's".)
  const wordsOf = (name: string) =>
    name
      .normalize("NFKD")
      .replace(/\p{M}/gu, "")
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u);
  const own = new Set(names.flatMap(wordsOf));
  const runsIt = (entry: SiteContent["experience"][number]) =>
    /\bpresent\b/i.test(entry.date) &&
    /\b(?:self-employed|founder|co-founder|owner|proprietor)\b/i.test(`${entry.employmentType ?? ""} ${entry.title}`);
  const wordsOfCompanies = (entries: SiteContent["experience"]) =>
    [...new Set(entries.flatMap((entry) => wordsOf(entry.company)))].filter((word) => word.length > 1 && !own.has(word));
  return { employers: wordsOfCompanies(experience.filter((entry) => !runsIt(entry))), ownBusiness: wordsOfCompanies(experience.filter(runsIt)) };
}

/** The name as the owner writes it whole ("Catrin Angharad Prys-Jones"): the first and last names with the middle ones between. */
function fullNameIn(first: string, last: string, texts: readonly string[]): string {
  const whole = new RegExp(`(?<!\\p{L})${escapeRegExp(first)}((?:\\s+\\p{Lu}[\\p{L}'’-]*){1,3})\\s+${escapeRegExp(last)}(?!\\p{L})`, "u");
  const middle = texts.map((text) => whole.exec(text)?.[1]).find((found) => found !== undefined);
  return middle ? `${first}${middle} ${last}` : `${first} ${last}`;
}

function readFacts(content: SiteContent): OwnerFacts {
  const { profile, skillGroups, experience, projects, assistantProfile } = content;
  const { availability } = assistantProfile;
  const groups = skillGroups.map((group) => ({ title: group.title, labels: group.items.map((item) => item.label) }));
  const shortNames = shortNamesOf(profile.firstName, profile.lastName, [profile.bio, assistantProfile.snapshot]);
  // ("Please message before calling", "I never take calls on Fridays", in the owner's answer on how to reach them or in
  // the snapshot, are the same wishes as a rule's.)
  // (An owner who never gives a number and has none on the site is an owner without one.)
  const phoneRule = phoneRuleOf(
    Boolean(profile.phone),
    [
      ...assistantProfile.privacyRules,
      ...[assistantProfile.snapshot, ...(assistantProfile.faq ?? []).map((entry) => entry.answer)]
        .flatMap((text) => text.split(SENTENCE_BREAK))
        .filter((sentence) => /\bbefore (?:calling|(?:a |any )?(?:phone )?call|you call)\b/i.test(sentence) || NO_CALLS_ON.test(sentence)),
    ],
    assistantProfile.faq ?? [],
    employerWords(experience, [profile.firstName, profile.lastName, ...shortNames]),
  );
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    fullName: fullNameIn(profile.firstName, profile.lastName, [profile.bio, assistantProfile.snapshot]),
    shortNames,
    pronouns: PRONOUNS[profile.pronouns],
    role: profile.role,
    location: profile.location,
    bio: profile.bio,
    snapshot: assistantProfile.snapshot,
    highlights: assistantProfile.highlights,
    // ("On Saturdays I teach coding…, and when the swell is up you'll find me in the water before work.": every such sentence of the introduction.)
    offWork:
      [
        ...[profile.bio, assistantProfile.snapshot, ...assistantProfile.highlights].flatMap((text) =>
          text.split(SENTENCE_BREAK).filter((sentence) => LEISURE.test(sentence)),
        ),
        // ("Fridays are for my allotment garden", in the owner's answer on working four days a week; not "a weekend in Montréal".)
        ...(assistantProfile.faq ?? []).flatMap((entry) => entry.answer.split(/(?<=[.!?])\s+/).filter((sentence) => TIME_OFF.test(sentence))),
      ]
        .map((sentence) => sentence.trim())
        .filter((sentence, i, all) => all.indexOf(sentence) === i)
        .join(" ") || null,
    languages: assistantProfile.languages,
    availability: { roles: availability.roles, remote: availability.remote, relocation: availability.relocation, note: availability.note || null },
    contact: {
      email: profile.email,
      phone: profile.phone || null,
      phoneRule,
      payByEmail: assistantProfile.privacyRules.some(
        (rule) => /\b(?:salar(?:y|ies)|rates?|pay|compensation|fees?)\b/i.test(rule) && /\be-?mail\b/i.test(rule),
      ),
      links: profile.links.map(({ label, href }) => ({ label, href })),
      bookingLink:
        profile.links.find((link) => /\bbook|\bcall\b|calendar|calendly|cal\.com|schedul/i.test(`${link.label} ${link.href}`))?.href ?? null,
      // (A way for recruiters, where the number never goes to them: "recruiters go through my agent…".)
      waysFor: waysForSome(
        [
          profile.bio,
          assistantProfile.snapshot,
          availability.note ?? "",
          ...experience.map((entry) => entry.description),
          ...(assistantProfile.faq ?? []).map((entry) => entry.answer),
        ],
        phoneRule.never,
      ),
      siteUrl: profile.siteUrl,
    },
    skillGroups: groups,
    // (A card titled "Certifications" lists certificates, whatever their names say: "Google Cloud Professional Cloud Architect".)
    certifiedSkills: groups.flatMap((group) =>
      /\bcertifi(?:cations?|cates?)\b/i.test(group.title) ? group.labels : group.labels.filter((label) => /\bcertified\b/i.test(label)),
    ),
    skillLabels: groups.flatMap((group) => group.labels),
    experience: experience.map((entry) => ({ ...entry, current: isCurrentDate(entry.date) })),
    projects: projects.map((project) => ({
      name: project.name,
      description: project.description,
      stack: project.stack,
      live: addressOrNull(project.live),
      code: addressOrNull(project.github),
      deployLine: formatDeployLine(project.deploy),
    })),
    education: assistantProfile.education,
    faq: assistantProfile.faq ?? [],
  };
}

/*
 * Readings of single facts that more than a field read needs: a period's ends, an entry's kind, a
 * link's platform, a project's deploys. Kept beside the model so that no reader of the content
 * works them out again in its own way.
 */

/** A period as the content shows it ("Oct 2024 – Present", "2016 – 2020", "2019"), split at its dash or "to". */
export interface Period {
  /** As written ("Oct 2024", "2016"). */
  start: string;
  /** As written; null when the period runs to today or names one time only ("2019"). */
  end: string | null;
  /** Runs to today, as `isCurrentDate` reads it (so an experience entry's `current`). */
  ongoing: boolean;
}

// A hyphen is a dash only with spaces around it or between two years: "Jan-Mar 2020" is one text.
const PERIOD_SEPARATOR = /\s*[–—]\s*|\s+-\s+|(?<=\b\d{4})-(?=\d{4}\b)|\s+to\s+/i;

export function periodOf(text: string): Period {
  const [start = "", end] = text.split(PERIOD_SEPARATOR).map((part) => part.trim());
  const ongoing = isCurrentDate(text);
  return { start, end: ongoing || !end ? null : end, ongoing };
}

/** Is this experience entry an internship ("Internship", "Software Engineering Intern")? */
export function isInternship(entry: Pick<ExperienceEntry, "title" | "employmentType">): boolean {
  const intern = /\bintern(s|ships?)?\b/i;
  return intern.test(entry.employmentType) || intern.test(entry.title);
}

/** A spoken language without the owner's note on it: "Hindi (conversational)" → "Hindi", "French, written, fluent" → "French". */
export function languageName(language: string): string {
  return language.split(/\s*[(,]/)[0]?.trim() || language.trim();
}

/** The city of a location as the content writes it: "Coimbatore, Tamil Nadu, India" → "Coimbatore". */
export function cityOf(location: string): string {
  return location.split(",")[0]?.trim() || location.trim();
}

/** The platform a contact link's label names: "GitHub profile" → "GitHub", "Blog" → "Blog". */
export function linkPlatform(label: string): string {
  return label.replace(/\s*\b(profile|page|account)$/i, "");
}

const CODE_HOSTS = /\b(?:github|gitlab|bitbucket|codeberg|sr\.ht|sourcehut|gitea)\b/i;

/** The first contact link on a place that hosts code, where the owner's code can be seen; undefined when none is. */
export function codeHostLink<Link extends { href: string }>(links: readonly Link[]): Link | undefined {
  return links.find((link) => CODE_HOSTS.test(link.href));
}

/** One part of a project and where it runs or is published: { key: "backend", name: "Render" }. */
export interface ProjectDeploy {
  /** The content's own label ("frontend", "npm", "PyPI"). */
  key: string;
  name: string;
}

/** Where a project's parts run or are published, as its card shows them: "TBD", "None" and empty entries left out. */
export function projectDeploys(deploy: Project["deploy"]): readonly ProjectDeploy[] {
  return shownDeploys(deploy).map(({ key, name }) => ({ key, name }));
}
