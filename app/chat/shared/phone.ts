/**
 * Phone-number privacy (the phone only when a visitor explicitly asks for it). Shared by the
 * prompt builder, which leaves the number out of the model's context, and the redactor,
 * which removes it from answers however the model formats it.
 */
import { escapeRegExp } from "~/lib/escape-reg-exp";
import { SENTENCE_BREAK } from "./sentence-break";

/** The words of a phone request that visitors misspell ("mobil number", "phne", "whatsap"). */
const PHONE_REQUEST_WORDS = ["phone", "number", "mobile", "whatsapp", "telephone", "cellphone"];
/** Real words one slip from those, which stay as they are. */
const REAL_NEIGHBOURS = new Set(["hone", "pone", "umber", "phones", "phoned", "numbers", "mobiles"]);

/** Is `typed` the word with one letter left out, or two neighbours swapped? Only those slips: "photo" is not "phone". */
function slipOf(typed: string, word: string): boolean {
  if (typed.length === word.length - 1) return [...word].some((_, i) => word.slice(0, i) + word.slice(i + 1) === typed);
  if (typed.length !== word.length || typed === word) return false;
  const at = [...typed].findIndex((letter, i) => letter !== word[i]);
  return typed[at] === word[at + 1] && typed[at + 1] === word[at] && typed.slice(at + 2) === word.slice(at + 2);
}

/** Short forms of those words that visitors type ("phn numbr plz"), and the Dutch and German word ("mobiel nummer van emre?"). */
const SHORT_FORMS: Readonly<Record<string, string>> = { phn: "phone", fone: "phone", nmbr: "number", nummer: "number" };

function spelledRight(word: string): string {
  const short = SHORT_FORMS[word];
  if (short !== undefined) return short;
  if (word.length < 4 || REAL_NEIGHBOURS.has(word)) return word;
  return PHONE_REQUEST_WORDS.find((known) => slipOf(word, known)) ?? word;
}

/** The question as the rules below read it: compatible forms folded, lower case, words and apostrophes only, the phone's words spelt right. */
function plainWords(message: string): string {
  return ` ${message
    .normalize("NFKC")
    // "téléphone", "número": the accents go, the word stays.
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[^\p{L}\p{N}']+/gu, " ")
    .trim()
    .split(" ")
    .map(spelledRight)
    .join(" ")} `;
}

/**
 * Words that name a phone or a messaging app on their own. Followed by what they describe they are
 * a kind of thing ("phone apps", "a phone-friendly page", "phone screens"), not a way to call.
 */
const PHONE_WORDS =
  /\s(?:phone|telephone|tel|cellphone|whats ?app|kakao ?talk|kakao|viber|wechat|telefono|telefon|telefonnummer|telefoonnummer|handynummer)\s(?!(?:apps?|friendly|screens?|sized?|layouts?|ui|ux|users?|browsers?|games?|version|versions|first|support|design|designs|view|views|width|widths|page|pages|site|sites|web|development|dev|developer|developers|camera|cameras|sensors?|battery|hardware|case|cases|company|companies|carrier|carriers|operator|operators|network|networks|provider|providers|receipts?|parsing|parser|gateway|gateways|api|apis|notifications?|alerts?|verification|otp|codes?|id|ids|handle|username|channel|group)\s)/;
/**
 * Messengers named with everyday words ("Signal Hill Security", "a telegram"): a way to reach
 * someone only when reached through ("on Signal", "Signal or WhatsApp"), asked alone ("signal?") or its number asked ("signal number pls").
 */
const MESSENGERS =
  /\s(?:on|via|over|use|uses|using|or|and|through)\s(?:signal|telegram)\s(?!hill|processing|processor|chain|strength|handle|username|user|link|channel|group|profile|id|account)|^\s(?:signal|telegram)\s(?:$|(?:number|no|num)\s)/;
/**
 * A number or a mobile that is someone's: "his number", "Arun's mobile", "her personal cell", "contact number", "mobile no";
 * not the visitor's own device ("the receipts you get on your mobile"), nor "what's Mobile Banking App".
 */
const SOMEONES_NUMBER =
  /(?:(?<!\s(?:on|in|from|with|via))\s(?:your|ur)|\s(?:his|her|their|(?!(?:what|that|it|who|where|how|there|here|he|she|when|why|let)'s)\S+'s|contact|mobile|cell|whatsapp|ph|mob))\s(?:(?:personal|private|direct|own|work|office|best)\s)?(?:number|no|num|mobile|cell|digits)\s(?!(?:stack|apps?|work|skills|experience|projects?|development|dev|developer|engineering|team|banking|payments?|games?|design|testing|platforms?|friendly|first|responsive|ready|optimi[sz]ed|version|views?|layouts?|support|users?|screens?)\s)/;
/**
 * A way to phone or message: "can I call", "ok to text", "ring them", "Call him"; not "remind me to call my mom",
 * nor a kind of work ("sms based projects", "text classification experience").
 * (Texting counts here, since one number serves both; `wantsToText` tells a visitor who would only write.)
 */
const TO_CALL =
  /(?:^\s(?:please\s)?|\s(?:can|could|may|should|shall|to|let me|i'll|i will)\s(?:i\s|we\s|you\s)?(?:just\s|also\s|quickly\s|maybe\s)?(?:cold\s)?)(?:call|ring|text|dial|phone|sms|whatsapp)\s(?!(?:my|mom|mum|dad|me|a|an|uber|taxi|cab|or|it|this|that|these|those)\s|(?:\S+\s)?(?:based|apps?|projects?|apis?|gateways?|integrations?|notifications?|alerts?|menus?|classification|generation|analysis|mining|processing|bots?|services?|work|experience|skills?)\s)|\s(?:give|gave)\s(?:\S+\s){1,3}(?:call|ring|buzz)\s|^(?:(?!\s(?:my|mom|mum|dad|what|who|people|they|usually)\s).)*\s(?:call|ring|text|phone|whatsapp|dial)\s(?:him|her|them|owner)\s(?:(?:now|today|tonight|tomorrow|later|directly|instead|then)\s)?$/;
/** "the best number to reach them on", "a number I can call", "what number do I ring?". */
const NUMBER_TO_CALL =
  /\snumber\s(?:to|i can|we can|i could|we could|(?:do|should|can|shall|would) (?:i|we))\s(?:reach|call|ring|text|contact|phone|dial|get hold of)\s/;
/**
 * "number for akinyi please", "what's the number for her?", "recruiter here… whats the best number for her?", "+234 number for
 * her?", "do you have a number for him": someone's number,
 * asked for in so many words (at the end of a longer message, after the words that ask).
 */
const NUMBER_FOR =
  /(?:^|\s(?:what's|whats|what is|give me|send me|can i (?:get|have)|could i (?:get|have)|may i have|got|do you have|have you got|is there|any))\s(?:the\s|a\s|your\s)?(?:\d{1,4}\s)?(?:(?:best|direct|personal|private|right)\s)?(?:phone\s|mobile\s|cell\s|contact\s)?(?:number|no|num)\sfor\s(?:him|her|them|\S+)\s(?:(?:please|pls|plz)\s)?$/;
/**
 * "number?", "number pls", "mobile please": the word alone, maybe asked kindly; or beside the e-mail, "number & email?",
 * "email + mobile no pls" (the "&" and "+" gone as the words are read).
 */
const ONLY_THE_WORD =
  /^\s(?:(?:(?:i'm|im|i am)\s)?(?:an?\s)?(?:recruiter|hiring manager|headhunter)\s(?:here\s)?)?(?:(?:please|pls|plz|urgent|urgently|asap)\s)?(?:(?:e ?mail|email address)\s(?:and\s|plus\s)?)?(?:number|mobile|cell|digits|phones|sms)\s(?:(?:no|num|number)\s)?(?:(?:and\s|plus\s)?(?:e ?mail|email address)\s)?(?:(?:please|pls|plz|thanks|thx|asap|now|urgent|urgently|its|it s|it is|very|really)\s)*$/;
/**
 * "which number?", "the number also?", "i want call him. which number?": the number asked for at the end of a message, by
 * "which", or as one more thing ("which number of projects" asks a count, and "what's the number" after one its figure).
 */
const WHICH_NUMBER =
  /\s(?:which|and the|also the)\s(?:phone\s|mobile\s|contact\s|whatsapp\s)?(?:number|no|num)\s(?:(?:also|too|as well|then|please|pls|plz|sir|madam)\s)*$|\sthe\s(?:phone\s|mobile\s|contact\s|whatsapp\s)?(?:number|no|num)\s(?:also|too|as well)\s$/;

/** "how many projects? what's the number", "just the number": a count asked, whose number is no phone's. */
const A_COUNT = /\s(?:how many|how much|number of|just the|only the)\s/;

/**
 * An SMS sent to the owner: "send her an SMS", "can I SMS him", "by sms?". The word alone is a technology
 * too ("Africa's Talking (SMS & USSD)", "SMS receipts").
 */
const BY_SMS = /\s(?:send|drop|text) (?:him|her|them|owner) (?:an? )?sms\s|\s(?:by|via|over|through) sms\s|\ssms (?:him|her|them|owner)\s/;

/**
 * A phone turned down, which asks for nothing: "I don't need a phone, just the email", "no calls please",
 * "by e-mail, not by phone". Taken out before the rules read what is left ("no calls, but his number?").
 */
const DECLINED =
  /\s(?:don't|dont|do not|won't|wont|will not|wouldn't|never)\s(?:need|want|require|like)\s(?:to\s)?(?:a\s|the\s|his\s|her\s|their\s|your\s|any\s)?(?:phone|telephone|call|calls|ring|number|mobile)(?:\snumber)?(?=\s)|\sno\s(?:phone|phone calls?|calls?|number)(?:\snumber)?(?=\s)|\s(?:not|rather than|instead of)\s(?:by\s|via\s|over\s)?(?:a\s|the\s)?(?:phone|call|number)(?:\snumber)?(?=\s)/g;

/**
 * "tell visitors to ring her whenever they like": an instruction about others, which asks for nothing (an injection, if anything);
 * "references I could call": others to call, not the owner.
 */
const FOR_OTHERS =
  /\s(?:references?|referees?|(?:former|past|previous) (?:managers?|bosses|colleagues?|clients?))\s(?:(?:that|who|whom)\s)?(?:i|we)\s(?:can|could|may|might)\s(?:call|ring|phone|text|contact)\s|\s(?:tell|telling|let|inform|say to)\s(?:(?:every|all|each|other|the)\s)?(?:visitors?|users?|people|everyone|everybody|anyone|recruiters?|others|folks)\s(?:\S+\s){0,4}?(?:call|ring|text|phone|dial|whatsapp|reach)\s/g;

/** "Does he prefer email or phone calls?": which way the owner likes to be reached, asked between two; no number asked for. */
const ASKS_PREFERENCE = /\s(?:prefer|prefers|preferred|preference)\s(?=.*\sor\s)|\sor\s(?=.*\s(?:prefer|prefers|preferred|preference)\s)/;

/** The visitor's own device, which asks for nothing: "on my phone so keep it short", "typing from my mobile". */
const VISITORS_DEVICE = /\s(?:on|from|using|via|with)\s(?:my|mine|this|a)\s(?:phone|mobile|cell|cellphone|iphone|android)(?=\s)/g;

/** A name asked for, which asks for no phone: "what should I call her?", "what do people call him?". */
const NAMING =
  /\swhat\s(?:should|do|can|shall|would|could|does|did)\s(?:i|we|you|people|everyone|folks|they)\s(?:\S+\s)?call\s(?:him|her|them|owner)(?=\s)/g;

/** "I want to call him", "we'd like to ring her": a call the visitor plans, which may come before another question. */
const CALL_PLANNED =
  /\s(?:(?:i|we)\s(?:want|wanna|need|would like|plan|am planning|are planning|hope|am hoping)|(?:i'd|we'd) like)\sto\s(?:call|ring|phone)\s/;
/** The question after it, of three words or more, when it asks about something else than a way to reach the owner. */
const OTHER_QUESTION = /\s(?:what|what's|whats|when|which|where|how|is|are|does|do)\s(?:\S+\s){2,}$/;
const WAY_TO_REACH = /\s(?:number|no|num|digits|phone|mobile|cell|whatsapp|reach|call|ring|dial|text|contact)\s/;

/**
 * "I want to call him for a screening next week, what time zone is he in?" asks the time zone: the planned call is
 * taken out. (Not "…, what's his number?" nor "…, how?", which ask how to reach them.)
 */
function withoutPlannedCall(text: string): string {
  const planned = CALL_PLANNED.exec(text);
  if (!planned) return text;
  const after = text.slice(planned.index + planned[0].length - 1);
  const question = OTHER_QUESTION.exec(after);
  // ("I'd like to call her this afternoon, is that ok?" asks about the call itself.)
  const ofTheCall = question && /^\s(?:is|would|will)\s(?:that|it|this)\s(?:be\s)?(?:ok|okay|alright|all right|fine|possible)\s/.test(question[0]);
  return question && !ofTheCall && !WAY_TO_REACH.test(question[0]) ? `${text.slice(0, planned.index)}${question[0]}` : text;
}

/** "I already have her number from a friend": the visitor holds the number, and asks how to use it, not for it. */
const NUMBER_HELD =
  /(?<!\s(?:can|could|may|might|do|would|will|shall|please))\s(?:i|we|i've|we've)\s(?:already\s)?(?:have|got|have got|'ve got)\s(?:his|her|their|the|\S+'s)\s(?:phone\s|mobile\s|cell\s)?number\s/;

/** The days and times a call may be asked for. */
const WHEN = String.raw`(?:a\s|an\s|the\s)?(?:weekends?|weekdays?|(?:mon|tues|wednes|thurs|fri|satur|sun)days?|evenings?|mornings?|nights?|afternoons?|lunch|lunchtime|noon|midnight|release|holidays?|vacation|(?:work|working|office|business) hours|\d{1,2}(?:\s\d\d)?\s?(?:am|pm|h)|\d{1,2}\s(?:o'?clock))\s`;

/**
 * "When is a good time to call them?", "is it ok to text her on a saturday?", "can I ring them during a release week?": when to
 * call, which the owner's rule answers; no number is asked for.
 */
const WHEN_TO_CALL = new RegExp(
  [
    String.raw`^\s(?:so\s|and\s|ok\s|okay\s)?(?:when|when's|whens|what time|what times|what hours|which days?|what days?|(?:(?:what's|what is|whats) )?(?:the |a )?(?:best|good|right|ideal) (?:time|times|day|days|hours))\s(?:\S+\s){0,8}?(?:call|calls|ring|text|texts|phone|reach|pick up|picks up)\s`,
    String.raw`\s(?:call|ring|text|phone)\s(?:(?:him|her|them|\S+)\s)?(?:late\s|early\s)?(?:on|at|in|during|after|before|over)\s${WHEN}`,
    // "if I text them on WhatsApp, will they reply on Sunday?"
    String.raw`\s(?:reply|replies|answer|answers|respond|responds|get back to me)\s(?:on|at|in|during|after|before|over)\s${WHEN}`,
    // "is friday ok for a call with her?"
    String.raw`\s${WHEN}(?:\S+\s){0,2}?(?:ok|okay|fine|good|alright|possible|works?)\s(?:for\s)?(?:a\s)?(?:call|ring|phone call)\s`,
    // "does he take calls on sundays?"
    // ("does he pick up calls from unknown numbers?")
    String.raw`\s(?:take|takes|taking|answer|answers|accept|accepts|pick up|picks up)\s(?:calls|phone calls|texts|the phone)\s(?:(?:on|at|in|during|after|before|over)\s${WHEN}|from\s)`,
  ].join("|"),
);

const WAY = "(?:text|call|ring|email|e mail|mail|message|phone|whatsapp)";

/** "should I text her or call her first?", "email or phone, which is better?": which way to reach the owner, not the number. */
const WHICH_WAY = new RegExp(
  [
    String.raw`\s(?:(?:should|do|can|shall)\s(?:i|we)|(?:better|best|easier|quicker)\sto)\s(?:\S+\s)?${WAY}\s(?:\S+\s){0,2}?or\s(?:\S+\s)?${WAY}\s`,
    String.raw`\s(?:text|message|whatsapp)\s(?:\S+\s){0,3}?before\s(?:calling|ringing|phoning|a call)\s`,
    String.raw`\s${WAY}\sor\s(?:a\s|by\s)?${WAY}\s(?:\S+\s){0,3}?(?:better|best|easier|quicker|preferred)\s`,
    String.raw`\s(?:better|best|easier|quicker|preferred)\s(?:\S+\s){0,2}?${WAY}\sor\s(?:a\s|by\s)?${WAY}\s`,
  ].join("|"),
);

/** The number by its own name, "number", "no", "num", "digits" (not "mobile" or "cell", which also name a kind of developer). */
const NUMBER_WORD = /\s(?:number|no|num|digits)\s/;

/** "on a sunday?", "and evenings?": a day or a time alone, which after a question about calling asks about calling then. */
const A_WHEN_ALONE = new RegExp(
  String.raw`^\s(?:and\s|what about\s|how about\s|even\s|also\s|but\s|ok\s|so\s)?(?:on\s|at\s|in\s|during\s|over\s)?(?:the\s)?${WHEN}(?:too\s|as well\s|then\s)?$`,
);

/**
 * Does the visitor ask when (or which way) they may call or message the owner, and not for the number?
 * `before`: the question just before, for "on a sunday?" after "can I phone him?".
 */
export function asksWhenToCall(message: string, before = ""): boolean {
  const text = plainWords(message);
  if (asksWhenInPlainWords(text)) return true;
  const beforeText = plainWords(before);
  return (
    before !== "" &&
    A_WHEN_ALONE.test(text) &&
    (asksWhenInPlainWords(beforeText) || /\s(?:call|ring|phone|text|number|mobile|whatsapp)\s/.test(beforeText))
  );
}

function asksWhenInPlainWords(text: string): boolean {
  // ("could I have his phone to call him on Tuesday?" asks for the number, for a call then.)
  return (WHEN_TO_CALL.test(text) && !namesTheNumber(text)) || (WHICH_WAY.test(text) && !NUMBER_WORD.test(text));
}

/**
 * What the owner's rule asks of a request: `numberItself`, that it name the number ("what's his number?"), not only a call
 * ("can I call him?"); `never`, that no request gets it.
 */
export interface NumberRequest {
  numberItself?: boolean;
  never?: boolean;
  /** The words of the owner's employers' names: "brightlane's office phone number" is a company's number, not the owner's. */
  employers?: readonly string[];
  /** The words of the name of the business the owner runs: "the studio number", "the number for blue door web" are the owner's. */
  ownBusiness?: readonly string[];
}

/**
 * Does the visitor explicitly ask for a way to phone or message the owner? The one rule for
 * both paths: whether the model is given the number, and whether the number stays in an
 * answer. "What number of projects…", "a mobile developer" and "what do people call him" do not.
 * `before`: the visitor's question just before it in the conversation, for "ok so what's the number?".
 */
export function asksForPhone(
  message: string,
  before = "",
  { numberItself = false, never = false, employers = [], ownBusiness = [] }: NumberRequest = {},
): boolean {
  if (never || asksForCompanysNumber(message, employers)) return false;
  if (ownBusiness.length > 0 && asksForBusinessNumber(plainWords(message), ownBusiness)) return true;
  if (asksOnItsOwn(message) && (!numberItself || namesTheNumber(plainWords(message)))) return true;
  // ("what's his number?" then "ok, I'm actually a recruiter": the number asked for again, by someone who now says who they are.)
  return before !== "" && (THE_NUMBER.test(plainWords(message)) || saysWhoTheyAre(message)) && (asksOnItsOwn(before) || asksWhenToCall(before));
}

/** "whats the studio number", "the number for blue door web?" of an owner who runs a studio of that name: the business's number. */
function asksForBusinessNumber(text: string, ownBusiness: readonly string[]): boolean {
  const named = ownBusiness.map(escapeRegExp).join("|");
  return new RegExp(
    String.raw`\s(?:the|your|his|her|their)\s(?:studio|office|business|company|shop|agency|firm|practice|landline|${named})\s(?:phone\s|main\s|contact\s)?(?:number|no|num)\s|\s(?:phone\s)?(?:number|no|num)\sfor\s(?:the\s)?(?:\S+\s){0,2}?(?:${named})\s`,
  ).test(text);
}

/** Does the visitor ask for the number of one of the owner's employers ("what's brightlane's office phone number"), not the owner's? */
export function asksForCompanysNumber(message: string, employers: readonly string[]): boolean {
  return employers.includes(COMPANYS_NUMBER.exec(plainWords(message))?.[1] ?? "");
}

/** "is it ok to just ring her?", "would he mind if I called?": whether a call is welcome, which asks for no number. */
export function asksIfCallWelcome(message: string): boolean {
  return CALL_WELCOME.test(plainWords(message)) && !namesNumber(message);
}

const CALL_WELCOME =
  /^\s(?:so |and |but )?(?:is it (?:ok|okay|fine|alright|all right|acceptable|cool) (?:for me |for us )?to|would (?:he|she|they) mind if (?:i|we))\s(?:just |simply |quickly )?(?:call|ring|phone|called|rang|phoned)\s/;

/**
 * "What's the phone number of Merri Creek Community Legal Centre?": a number asked for by another's name, in capitals, which is not
 * the owner's (`ownWord`: a word of the owner's names).
 */
export function namesOthersNumber(message: string, ownWord: (word: string) => boolean): boolean {
  const named =
    /\b(?:phone|telephone|contact)?\s*(?:number|no\.?)\s+(?:of|for)\s+(?:the\s+)?(?:(?:[Mm]rs?|[Mm]s|[Dd]r|[Mm]x|[Mm]iss|[Ss]ir)\.?\s+)?((?:\p{Lu}[\p{L}'’&-]*\s*){1,6})/u.exec(
      message,
    )?.[1];
  // (Not a way of reaching the owner: "the number for WhatsApp".)
  const words = plainWords(named ?? "")
    .trim()
    .split(" ");
  return named !== undefined && !words.every((word) => ownWord(word) || /^(?:whatsapp|signal|telegram|sms|texts?|calls?|messages?)$/.test(word));
}

/** "what's brightlane's office phone number", "Infuvia's phone?": the number of whoever the possessive names. */
const COMPANYS_NUMBER =
  /\s([\p{L}\d]+)'s\s(?:(?:main|office|company|front desk|reception|switchboard|hr|support)\s)?(?:phone|telephone|number|no|line)\s/u;

/**
 * What a visitor says of themselves that some owners ask before giving the number, in any of their messages.
 * `notACompany`: names that are no company's, such as places.
 */
export function visitorSays(messages: readonly string[], notACompany?: (name: string) => boolean) {
  // ("we had our first interview with him (not really lol, but the bot won't know)": a claim taken back is no claim.)
  const said = (says: (message: string) => boolean) => messages.some((message) => says(message) && !TAKEN_BACK.test(plainWords(message)));
  return {
    inTouch: said(saysInTouch),
    client: said(saysClient),
    recruiter: said(saysRecruiter),
    colleague: said(saysColleague),
    met: said(saysMet),
    urgent: said(saysUrgent),
    known: said(saysKnown),
    metInPerson: said(saysMetInPerson),
    engagement: said(saysEngagement),
    scheduled: said(saysScheduled),
    firm: said(saysFirm),
    company: said((message) => saysCompany(message, notACompany)),
    role: said(saysRole),
    hiringManager: said(saysHiringManager),
    inHouseHr: said(saysInHouseHr),
    partner: said(saysPartner),
    purpose: said(saysPurpose),
    notRecruiter: said(saysNotRecruiter),
    selling: said(saysSelling),
    student: said((message) => A_STUDENT.test(plainWords(message))),
    forSomeoneElse: said((message) => FOR_SOMEONE_ELSE.test(plainWords(message))),
    ownRole: said(saysOwnRole),
    project: said(saysProject),
    jobOffer: said(saysJobOffer),
    otherTerms: said((message) => OTHER_TERMS.test(plainWords(message))),
  };
}

/** Who the visitor says they are, in a way some owner asks before giving the number ("not a recruiter" is no such way). */
const saysWhoTheyAre = (message: string) => {
  const {
    notRecruiter: _notAWay,
    otherTerms: _noWhoEither,
    selling: _noWayEither,
    student: _noWayForStudents,
    forSomeoneElse: _noWayForOthers,
    ...who
  } = visitorSays([message]);
  return Object.values(who).some(Boolean);
};

const PHONE_AS_VERB =
  /\s(?:can|could|may|should|shall|to|let me|i'll|i will)\s(?:i\s|we\s|you\s)?(?:just\s|also\s)?phone\s|\sphone\s(?:him|her|them|owner)\s/;

/** "what's his number?", "phone pls", "mobile?": the number named, not only a call or a messenger ("can I phone her?", "WhatsApp?"). */
function namesTheNumber(text: string): boolean {
  return NUMBER_WORD.test(text) || /\s(?:mobile|cell|cellphone|telephone)\s/.test(text) || (/\sphone\s/.test(text) && !PHONE_AS_VERB.test(text));
}

/** Does the message name the number itself ("his number?", "phone?"), not only a call ("can I just phone her?")? */
export function namesNumber(message: string): boolean {
  return namesTheNumber(plainWords(message));
}

/** "ok so what's the number?": the number just spoken of, when the visitor's question before was about calling. */
const THE_NUMBER = new RegExp(String.raw`\s(?:the|that|this)${NUMBER_WORD.source}(?!of\s)`);

function asksOnItsOwn(message: string): boolean {
  const text = withoutPlannedCall(
    plainWords(message).replace(DECLINED, " ").replace(VISITORS_DEVICE, " ").replace(NAMING, " ").replace(FOR_OTHERS, " "),
  );
  const held = NUMBER_HELD.exec(text);
  if (held) return SOMEONES_NUMBER.test(text.replace(held[0], " "));
  if (ASKS_PREFERENCE.test(text) && !NUMBER_WORD.test(text) && !TO_CALL.test(text)) return false;
  if (asksWhenInPlainWords(text)) return false;
  // ("why doesn't she take phone calls?": a reason asked for, not the number.)
  if (/^\s(?:(?:but|so|and|ok)\s)?why\s/.test(text) && !NUMBER_WORD.test(text)) return false;
  if (DEVICE.test(text)) return false;
  // ("Does his auth service verify phone numbers or e-mail?": numbers a program handles, not the owner's.)
  if (HANDLED_NUMBERS.test(text) && !SOMEONES_NUMBER.test(text)) return false;
  // ("Which API can I call to get flood depths?": a program called, not the owner.)
  if (CALLED_PROGRAM.test(text) && !NUMBER_WORD.test(text) && !PHONE_WORDS.test(text)) return false;
  return (
    PHONE_WORDS.test(text) ||
    MESSENGERS.test(text) ||
    SOMEONES_NUMBER.test(text) ||
    NUMBER_TO_CALL.test(text) ||
    NUMBER_FOR.test(text) ||
    TO_CALL.test(text) ||
    ONLY_THE_WORD.test(text) ||
    // ("I e-mailed her about the role at Bergen. Number?": the word alone, as the message's last sentence.)
    ONLY_THE_WORD.test(plainWords(message.split(/(?<=[.!?])\s+/).at(-1) ?? "")) ||
    (WHICH_NUMBER.test(text) && !A_COUNT.test(text)) ||
    GIVE_THE_NUMBER.test(text) ||
    BY_SMS.test(text)
  );
}

const CALLED_PROGRAM =
  /\s(?:api|apis|endpoints?|functions?|methods?|services?|urls?|webhooks?|routes?|hooks?|libraries|library|packages?)\s(?:\S+\s)?(?:(?:can|could|should|do|would|shall)\s(?:i|we|you)|(?:that\s|which\s)?(?:i|we|you)\s(?:can|could|should|would))\s(?:just\s|also\s)?call\s(?!(?:him|her|them|owner)\s)/;

/** "will she reply quickly if I text her?": a call or a message supposed, which asks how it is taken, not for the number. */
const IF_I_CALL = /\s(?:if|once) (?:i|we) (?:just |only |quickly )?(?:call|ring|text|phone|whatsapp|dial|message|sms)\s(?:him|her|them|owner)\s/;

export function supposesCall(message: string): boolean {
  const text = plainWords(message);
  return IF_I_CALL.test(text) && !NUMBER_WORD.test(text);
}

/** "verify phone numbers", "validates mobile numbers", "phone number validation": numbers a program handles. */
const HANDLED_NUMBERS =
  /\s(?:verify|verifies|verified|verifying|validate|validates|validated|validating|format|formats|formatting|parse|parses|parsing|store|stores|storing|collect|collects|mask|masks|masking|normali[sz]es?|normali[sz]ing|hash|hashes|hashing)\s(?:\S+\s){0,2}?(?:phone|mobile|cell|telephone)\s(?:numbers|nos)\s|\s(?:phone|mobile|telephone)\snumbers?\s(?:verification|validation|formatting|parsing|masking|format|field|fields|input|inputs|login|sign in|signup|sign up|otp)\s/;

/** "iphone or android, what phone does ayo use": the owner's own device, not a way to reach them. */
const DEVICE =
  /\s(?:what|which)\s(?:kind of\s|type of\s|brand of\s)?(?:phone|mobile|cell|cellphone)\s(?:does|do|did|is|are)\s(?:\S+\s){0,2}?(?:use|uses|using|have|has|own|owns|carry|prefer|rock)\s|\siphone\sor\sandroid\s|\sandroid\sor\s(?:an\s)?iphone\s/;

/** "just give me the damn number", "send me that number pls": the number, asked for at the end of the message. */
const GIVE_THE_NUMBER =
  /\s(?:give|send|share|tell|pass)\s(?:me|us)\s(?:the|that|this|ur|your)\s(?:(?:damn|damned|bloody|freaking|fucking|actual|real|phone|mobile|cell)\s)*(?:number|no|num|digits)\s(?:(?:please|pls|plz|now|already|asap|then|lol|lmao|haha|thx|thanks)\s)*$|^\s(?:so\s|ok\s|hi\s|hey\s)?(?:can|could|may)\s(?:i|we)\s(?:get|have|grab)\s(?!(?:a|the|any)\s)\S+s\s(?:phone\s|mobile\s|cell\s)?(?:number|no|num)\s(?:(?:please|pls|plz|thanks|thx)\s)*$/;

/** Does the visitor say they want to call or message the owner ("can I call her?"), not only ask for the number? */
export function wantsToCall(message: string): boolean {
  const text = plainWords(message);
  // ("phone?", "phone pls": the number asked for, no call said.)
  if (/^\s(?:phone|telephone)\s(?:(?:pls|please|plz|no|number)\s)?$/.test(text)) return false;
  return TO_CALL.test(text) || /\s(?:want|wants|like|hoping|hope|need) to (?:call|ring|phone|speak)\s/.test(text);
}

/** "can I text her?", "i'd like to message her there": the visitor says they want to write to the owner ("WhatsApp?" says neither). */
const TO_TEXT =
  /\s(?:text|message|msg|sms|whatsapp|dm)\s(?:him|her|them|owner|you)\s|\s(?:to|can i|could i|i'll|i will|may i)\s(?:text|message|whatsapp)\s/;

export function wantsToText(message: string): boolean {
  return TO_TEXT.test(plainWords(message));
}

/**
 * Does the visitor say they are one of a group the owner names ("cohort 7 student here", "I'm in her current cohort"), by a
 * word of it (`who`: "student", "cohort")?
 */
export function saysOneOf(message: string, who: readonly string[]): boolean {
  const patterns = oneOfPatterns(who);
  if (!patterns) return false;
  const text = plainWords(message);
  return (patterns.signed.test(message) || patterns.said.some((pattern) => pattern.test(text))) && !TAKEN_BACK.test(text);
}

/** The ways of saying one is of a group: in words of the plain text (`said`), or signed as one at the message's start. */
interface OneOfPatterns {
  said: readonly RegExp[];
  signed: RegExp;
}

const oneOf = new WeakMap<readonly string[], OneOfPatterns | null>();
/** "I'm one of …", "… here": the ways of saying one is of the group, built once per group the owner names. */
function oneOfPatterns(who: readonly string[]): OneOfPatterns | null {
  const known = oneOf.get(who);
  if (known !== undefined) return known;
  // ("I'm organising QuantumCon" of "organisers": one who does what the group's word names, in either spelling.)
  const words = who
    .map((word) => word.replace(/[^\p{L}\d-]/gu, ""))
    .filter(Boolean)
    .map((word) => {
      const spelt = word.replace(/i[sz](?=e|i)/g, "i[sz]");
      return word.length > 5 && /er$/.test(word) ? `${spelt}|${spelt.replace(/er$/, "ing")}` : spelt;
    })
    .join("|");
  const patterns = words
    ? {
        said: [
          new RegExp(`(?:^|\\s)(?:i'm|im|i am|we're|we are|as an?|as one of (?:his|her|their|the))\\s(?:\\S+\\s){0,4}?(?:${words})s?\\s`, "u"),
          new RegExp(`\\s(?:${words})s?\\s(?:\\S+\\s){0,3}?here\\s`, "u"),
        ],
        // ("recruiter: we have an interview with her tomorrow…": the group's word, as a signature before a colon, opens the message.)
        signed: new RegExp(`^\\s*(?:${who.map(escapeRegExp).join("|")})s?\\s*:`, "iu"),
      }
    : null;
  oneOf.set(who, patterns);
  return patterns;
}

/** "not really lol", "jk", "the bot won't know": the visitor says that what they claimed is untrue. */
const TAKEN_BACK =
  /\s(?:not really|just kidding|only kidding|jk|j k|kidding|i'm lying|im lying|i lied|pretend|pretending|won't know|wont know|will never know|doesn't know|doesnt know)\s/;

/**
 * "I e-mailed him on Monday", "we've already emailed back and forth", "sent her one yesterday and she said yes",
 * "already sent her an email", "ive emailed her twice", "did that last week already", "Duarte and I agreed by e-mail on a call",
 * "he replied to my e-mail", "we've now agreed a call".
 */
const IN_TOUCH =
  /(?:\s(?:i|we|i've|we've|ive|weve|i have|we have)|^)\s(?:already\s|just\s)?(?:e ?mailed|mailed|wrote|written|messaged|contacted|been in touch|been (?:e ?mailing|writing|messaging|corresponding) (?:with|to)|sent\s(?:\S+\s){0,2}(?:e ?mail|mail|email|one|message|note)|sent\s(?=(?:already\s|yesterday\s|last\s|earlier\s|it\s)))\s?|\s(?:back and forth)\s|\s(?:he|she|they)\s(?:replied|answered|wrote back|said yes|agreed)\s|^\s(?:i\s|we\s)?(?:already\s)?did (?:that|it|so)\s(?:already|last|yesterday|earlier|this)\s|\s(?:set|arranged|fixed|booked|agreed)\s(?:\S+\s){0,4}?(?:by|over|via|on)\s(?:e ?mail|mail)\s|\s(?:replied|answered|responded)\s(?:to\s)?my\s(?:e ?mail|mail|message)\s|\s(?:we|we've|weve|we have|i|i've|ive|i have)\s(?:now\s|already\s|just\s)?agreed\s(?:on\s)?(?:a|the)\s(?:call|time)\s/;

/** Does the visitor say they have already written to the owner, which some owners ask before giving the number? */
export function saysInTouch(message: string): boolean {
  // ("Sent. Phone number too?": the one word, told before what follows.)
  return IN_TOUCH.test(plainWords(message)) || /^\s*(?:already\s+|just\s+)?sent\s*[.!,;:]/i.test(message);
}

/**
 * "We had a first interview with her last week", "we already did the first-round interview", "I've spoken to them",
 * "she did a video interview with us on Monday", "our panel interviewed her this morning";
 * not "we haven't spoken yet" nor "before our interview".
 */
const MET =
  /\s(?:i|we|i've|we've|i have|we have|i had|we had|(?:\S+ and (?:i|we)))\s(?:already\s|just\s|recently\s)?(?:had|did|done|have had|completed|finished)\s(?:a|an|the|our|my)\s(?:\S+\s){0,2}?(?:interview|interviews|call|chat|conversation|meeting|screen|screening)\s|\s(?:after|since|following)\s(?:our|my|the)\s(?:first\s|initial\s)?(?:interview|call|chat|meeting)\s(?:with\s\S+\s)?(?:last|yesterday|on|this|earlier|today)\s|\s(?:i|we|i've|we've|i have|we have)\s(?:already\s)?(?:interviewed|spoke|spoken|talked|met)\s(?:with\s|to\s)?(?:him|her|them|\S+)\s|\s(?:he|she|they|\S+)\s(?:already\s)?(?:did|had|has had|have had|completed)\s(?:a|an|the|our|their|his|her)\s(?:\S+\s){0,2}?(?:interview|call|chat|meeting)\swith\s(?:us|me)\s|\s(?:our|my)\s(?:panel|team|manager|hiring manager|cto|ceo|founder|lead|interviewers?)\s(?:already\s)?(?:interviewed|met|spoke with|spoke to|talked to|talked with)\s/;

/**
 * "it's urgent", "the release is blocked right now", "we need her immediately", "prod is down", "the sync broke": a matter
 * that cannot wait, which some owners ask before giving the number.
 */
const URGENT =
  /\s(?:urgent|urgently|emergency|asap|immediately|right now|blocked|cannot wait|can't wait|cant wait|outage|on fire|broke|(?:is|s|are|went|goes) down)\s/;

/** "it's not urgent", "can I text them if something is urgent?": no matter said to be urgent. */
const NOT_URGENT = /\s(?:not|isn't|isnt|no) (?:urgent|an emergency)\s|\sif (?:\S+\s){0,3}?(?:urgent|an emergency)\s/;

/** Does the visitor say their matter is urgent, of an owner who gives the number only then? */
export function saysUrgent(message: string): boolean {
  const text = plainWords(message);
  return URGENT.test(text) && !NOT_URGENT.test(text);
}

/** Does the visitor say they have already had a first conversation with the owner, which some owners ask before giving the number? */
export function saysMet(message: string): boolean {
  // ("has she had an interview with us?", "did we meet him already?": asked, not said.)
  return message
    .split(/(?<=[.!?;])\s+|\n+/)
    .map(plainWords)
    .some((text) => MET.test(text) && !ASKED.test(text) && !/\s(?:haven't|havent|have not|hasn't|not yet|never)\s/.test(text));
}

/** A sentence that opens with its verb, as a question does: "has she had…", "so did we…". */
// ("Had a call with her yesterday", "did a video interview with her today": a statement without its "we", not a question.)
const ASKED =
  /^\s(?:(?:so|and|but|ok|okay|also|wait|sorry)\s)?(?:has|have|had|did|do|does)\s(?!(?:a|an|the|our|my|his|her|their|one|two|three|first|second)\s)\S+\s/;

/**
 * "we have an interview scheduled with her tomorrow", "I'm interviewing Ilse on Thursday", "our interview with Ilse is booked for Monday",
 * "we've scheduled a first interview with Kobi", "our interview with Kobi is on the 14th"
 * (not "I'd like to schedule an interview", "can we get an interview booked?").
 */
const SCHEDULED =
  /\s(?:i'm|im|i am|we're|we are)\s(?:interviewing|meeting)\s(?:him|her|them|\S+)\s(?:on|at|this|next|tomorrow|today|later)\s|\s(?:i|we|i've|we've|i have|we have)\s(?:got\s)?(?:have\s)?(?:an?\s)?(?:interview|call|meeting)\s(?:(?:scheduled|booked|set up|lined up|arranged)\s)?(?:with|w)\s(?:him|her|them|\S+)\s(?:on|at|this|next|tomorrow|today|for|later)\s|\s(?:interview|call|meeting)\s(?:\S+\s){0,3}?(?:is\s|are\s)?(?:already\s)?(?:scheduled|booked|set up|set for|lined up|arranged|confirmed)\s|\s(?:i|we|i've|we've|ive|weve|i have|we have)\s(?:already\s|just\s)?(?:scheduled|booked|arranged|set up|lined up)\s(?:an?\s|the\s|our\s)?(?:first\s|second\s|final\s|video\s|phone\s)?(?:interview|call|meeting)\s|\s(?:our|my|the)\s(?:first\s|second\s|final\s|video\s)?(?:interview|call|meeting)\swith\s(?:him|her|them|\S+)\s(?:is|s)\s(?:on|at|this|next|tomorrow|today|for|later)\s|\sbooked\s(?:\S+\s){0,5}?(?:via|through|on|with|using|in)\s(?:the\s|your\s|his\s|her\s|their\s|my\s)?(?:calendly|cal com|booking (?:link|page))\s/;
const NOT_YET_SCHEDULED =
  /\s(?:can|could|would|like to|want to|wanna|hoping to|hope to|not|don't|dont|haven't|havent|no|yet)\s(?:\S+\s){0,3}?(?:interview|call|meeting)\s/;

/** Does the visitor say an interview or call with the owner is already booked, which some owners ask before giving the number? */
export function saysScheduled(message: string): boolean {
  // ("I'm interviewing her next Tuesday at 2pm. Can I have the number so I can call?": a later wish to call unsays nothing.)
  return message.split(SENTENCE_BREAK).some((sentence) => {
    const text = plainWords(sentence);
    return (SCHEDULED.test(text) || A_DATE_SET.test(text)) && !NOT_YET_SCHEDULED.test(text);
  });
}

/** "ok we set a date: interview on 2 October", "we've fixed a day for the meeting": a date agreed. */
const A_DATE_SET =
  /\s(?:we|i|we've|i've|we have|i have)\s(?:now\s|just\s|finally\s)?(?:set|picked|agreed on|fixed|chose|settled on)\s(?:a|the)\s(?:date|day|time)\s/;

/** "I run a trading academy and have an investment opportunity", "I'm from a monitoring vendor": a visitor with something to sell. */
const SELLING =
  /\s(?:(?:i|we|that|which|who|to) (?:sell|sells|offer|offers)\s(?:\S+\s){0,3}?(?:courses?|coaching|crypto|products?|tools?|software|services?|investments?|licen[cs]es?|bootcamps?|training|trainings)|sales (?:director|manager|lead)|head of sales|selling|sell (?:a|an|our|my|you)|in sales|sales (?:rep|person|team|call)|salesperson|vendor|vendors|reseller|investment opportunit(?:y|ies)|business opportunit(?:y|ies)|trading academy|demo (?:our|my) (?:product|tool|platform))\s/;

/** "I'm a student at ENAC", "I emailed her asking for career advice": a student, or someone after advice or mentoring. */
const A_STUDENT =
  /\s(?:i'm|im|i am)\s(?:a|an|just a)\s(?:\S+\s){0,2}?(?:student|undergrad|undergraduate|graduate student|phd student|grad student)\s|\s(?:for|asking for|about|want|would like|d like)\s(?:some\s)?(?:career\s)?(?:advice|mentoring|mentorship)\s|\sstudent here\s/;

/**
 * "my boss wants it", "I'm just collecting the number for her", "so I can pass it on to him", "on behalf of my manager": a visitor
 * asking for the number for someone else.
 */
const FOR_SOMEONE_ELSE =
  /\son behalf of\s|\smy (?:boss|manager|friend|colleague|client|ceo|cto|director|partner|husband|wife)\s(?:\S+\s){0,8}?(?:wants|needs|asked|would like|has an interview|has a meeting|is doing)\s|\s(?:for|to) (?:him|her|them|my (?:boss|manager|friend|colleague|client))\s(?:please\s)?$|\s(?:collecting|getting|get) (?:the|their|his|her) number for\s|\spass (?:it|the number|that) on to\s|\s(?:she|he) asked me to (?:get|find|ask)\s|\s(?:i'm|im|i am) (?:his|her|their|\S+'s) (?:assistant|pa|secretary)\s|\s(?:i'm|im|i am) (?:an?\s|the\s)?(?:\S+\s)?(?:assistant|pa|secretary) (?:to|for|of)\s|\sasking for a friend\s/;

/**
 * "I'm Marc, engineering manager at Volare Air", "im the head of talent at SkyGrid Systems", "I'm the CTO of Pilotline": the visitor's
 * own job and where they hold it.
 */
const OWN_TITLE =
  /\s(?:i'm|im|i am|this is|my name is)\s(?:\S+\s)?(?:the\s|an?\s)?(?:\S+\s){0,3}?(?:manager|director|head|cto|ceo|coo|cfo|cio|vp|founder|cofounder|recruiter|lead|engineer|developer|journalist|editor|officer|partner|architect|consultant|analyst|designer|scientist|president|owner|reporter|producer)\s(?:\S+\s){0,2}?(?:at|of|from|with|for)\s/;

/** Does the visitor say their own role and the company they hold it at, which some owners ask before giving the number? */
function saysOwnRole(message: string): boolean {
  return OWN_TITLE.test(plainWords(message)) && (saysCompany(message) || /\b(?:of|at|for)\s+(?:the\s+)?\p{Lu}/u.test(message));
}

/** Does the visitor say they have something to sell, which some owners keep the number from? */
export function saysSelling(message: string): boolean {
  return SELLING.test(plainWords(message));
}

/** "im a developer not a recruiter", "I'm not recruiting", "i'm selling observability tooling": a visitor who says they are no recruiter. */
const NO_RECRUITER =
  /\s(?:not an? (?:recruiter|headhunter|hiring manager)|(?:i'm|i am|im) not (?:recruiting|hiring)|not (?:here )?(?:for|about) (?:a job|hiring|recruiting)|(?:i'm|i am|im|we're|we are) (?:selling|in sales)|sales (?:rep|person|call))\s/;

/** Does the visitor say they are no recruiter, of an owner who gives the number to recruiters only? */
export function saysNotRecruiter(message: string): boolean {
  return NO_RECRUITER.test(plainWords(message));
}

/** "I'm a recruiter with a freight company", "recruiter here", "hiring manager.", "recruiting for a fintech", "we're hiring an SRE lead". */
const A_RECRUITER =
  /\s(?:i'm|im|i am|we're|we are)\s(?:\S+\s)?(?:an?\s)?(?:\S+\s)?(?:recruiter|headhunter|hiring manager|recruiting|hiring|talent partner)\s|^\s(?:(?:hi|hello|hey|hiya|morning)\s)?(?:an?\s)?(?:recruiter|headhunter|hiring manager)\s(?:(?:at|from|with|for)\s)?|\s(?:recruiter|headhunter|hiring manager) here\s|\srecruiting for\s/;

/** Does the visitor say they are a recruiter or hiring, which some owners ask before giving the number? */
export function saysRecruiter(message: string): boolean {
  const text = plainWords(message);
  return A_RECRUITER.test(text) && !saysNotRecruiter(message);
}

/**
 * "I'm hiring for Kestrel Bay Capital", "I head engineering at Marlowe Street Securities", "we're Ridgeline Markets", "recruiting for jump
 * trading": a firm named by its name (capitalised, or with a word firms' names end in), not "an hft firm" nor "a client I can't name".
 */
const FIRM_NAMED =
  /\b(?:for|at|with|from|[Ww]e['’]re|[Ww]e are|on behalf of|representing|(?:CEO|CTO|COO|CFO|[Ff]ounder|[Cc]o-?founder|[Hh]ead of \p{L}+|[Dd]irector of \p{L}+|VP of \p{L}+) of)\s+(?:[Tt]he\s+)?(?!(?:I|A|An|Our|My|Hiring|Recruiting|Looking)\b)\p{Lu}[\p{L}\d&'’.-]+|\b(?:for|at|with|from)\s+(?!(?:a|an|the|our|my|his|her|their|this|that|some|one|top|big|large|small|leading|confidential|unnamed)\b)(?:[\p{Ll}\d][\p{L}\d&'’-]*\s+){1,3}(?:capital|markets|securities|trading|partners|group|labs|technologies|bank|inc|ltd|llc|gmbh|plc)\b/u;

/**
 * "we're hiring a senior iOS developer", "we need a senior iOS developer", "the role is Lead SRE": the role the visitor
 * hires for, by its name; not "I'm hiring" nor "a role".
 */
const ROLE_NAMED =
  /\b(?:hiring|recruiting|looking|need|needs)\s+(?:for\s+)?(?:an?\s+|our\s+|the\s+|a\s+new\s+)?(?:[\p{L}+#./-]+\s+){0,4}?(?:developer|engineer|dev|programmer|lead|manager|designer|architect|analyst|scientist|consultant|tester|sre|devops)s?\b|\b(?:role|position|job|vacancy)\s+(?:is|of|as)\s+(?:an?\s+)?\p{L}|\b(?:an?|the|our)\s+(?:[\p{L}+#./-]+\s+){1,3}(?:role|position|vacancy|opening)\b/iu;

/** Does the visitor name the role they are hiring for, which some owners ask before giving the number? */
export function saysRole(message: string): boolean {
  return ROLE_NAMED.test(message);
}

/**
 * "we need a pentest of our android app in march", "looking for a code review of our API, starting next month": work the visitor
 * needs and roughly when, not "we might need a pentest at some point".
 */
const A_NEED =
  /\s(?:need|needs|want|would like|d like|looking for|planning|plan to|have)\s(?:\S+\s){0,6}?(?:a|an|some|our|my|the)\s(?:\S+\s){0,4}?(?:pentest\w*|test\w*|review\w*|audit\w*|build|project|engagement|work|job|contract|help|rewrite|migration|assessment)\s/;
/** A month ("the first two weeks of march", "in april"; "may" only after a word that makes it one), a season or a span from now. */
const A_WHEN =
  /\s(?:january|february|march|april|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|q[1-4])\s|\s(?:in|of|by|from|until|early|mid|late)\smay\s|\s(?:next|this|coming)\s(?:week|month|quarter|sprint|year|spring|summer|autumn|fall|winter)\s|\s(?:in|within)\s(?:a|one|two|three|four|six|\d+)\s(?:weeks?|months?)\s|\sasap\s/;

/** Does the visitor say what work they need and roughly when, which some owners ask before giving the number? */
export function saysEngagement(message: string): boolean {
  const text = plainWords(message);
  return A_NEED.test(text) && A_WHEN.test(text);
}

/** Does the visitor say which firm they are hiring for, which some owners ask before giving the number? */
export function saysFirm(message: string): boolean {
  return FIRM_NAMED.test(message) && (saysRecruiter(message) || /\b(?:hiring|recruiting|recruit)\b/i.test(message));
}

/**
 * "Mateus from Mercado Livre here", "I'm Rafael, engineering manager at Stone", "soy Lucía de Globant", "sou o Pedro do iFood":
 * the company the visitor says they are from, by its name; not "a recruiter at a startup" nor "a fintech".
 */
const COMPANY_OF_VISITOR =
  /\b(?:from|at|with|de|do|da)\s+(?:[Tt]he\s+)?(?!(?:I|A|An|Our|My|The|Hiring|Recruiting|Looking|WhatsApp|Whatsapp|Telegram|Signal|LinkedIn|Linkedin)\b)((?:\p{Lu}|\p{Ll}\p{Lu})[\p{L}\d&'’.-]*(?:\s+\p{Lu}[\p{L}\d&'’.-]*)*)/gu;
/** Words of a visitor introducing themselves, in English, Spanish or Portuguese. */
const INTRODUCTION = /\b(?:i['’]?m|i am|this is|it['’]s|we['’]re|we are|my name is|soy|sou|me llamo|meu nome é|here)\b/i;

/**
 * Does the visitor say which company they are from, by its name? `notACompany`: names that are no company's
 * ("Ana from Brazil" names a place).
 */
export function saysCompany(message: string, notACompany: (name: string) => boolean = () => false): boolean {
  if (!INTRODUCTION.test(message)) return false;
  return [...message.matchAll(COMPANY_OF_VISITOR)].some((match) => !notACompany((match[1] ?? "").replace(/['’]s$/, "")));
}

/** "I'm the hiring manager", "I'm the engineering manager this role reports to", "the role would report to me"; not "not the hiring manager". */
const THE_HIRING_MANAGER =
  /\s(?:i'm|im|i am)\s(?:the\s|a\s)?(?:\S+\s)?(?:hiring manager|manager (?:this|the) (?:role|job|position) (?:would )?reports? to)\s|^\s(?:(?:hi|hello|hey|hiya|greetings|good (?:morning|afternoon|evening))\s(?:there\s)?)?(?:the\s)?hiring manager (?:here|at|from|with|for)\s|\s(?:role|job|position) (?:would |will )?reports? (?:directly )?to me\s/;

/** "i'm from an agency", "we're a recruitment agency", "i'm an agency recruiter": hiring for someone else's company. */
const FROM_AN_AGENCY =
  /\s(?:i'm|im|i am|we're|we are)\s(?:\S+\s){0,3}?(?:(?:at|from|with|in|for)\s)?(?:an?\s|the\s)?(?:recruitment\s|recruiting\s|staffing\s|headhunting\s|talent\s)?(?:agency|agencies)\s|\s(?:agency|external|third party) (?:recruiter|recruiters|headhunter)\s/;

/** A claim of hiring for one's own company that stands: not taken back, not made from an agency. */
const ownCompanysClaim = (text: string) => !TAKEN_BACK.test(text) && !FROM_AN_AGENCY.test(text);

/** Does the visitor say they are the hiring manager, which some owners ask before giving the number? */
export function saysHiringManager(message: string): boolean {
  const text = plainWords(message);
  return THE_HIRING_MANAGER.test(text) && !/\snot (?:the |a )?hiring manager\s/.test(text) && ownCompanysClaim(text);
}

/**
 * "I met Sina at the Wellington Open Transit Data meetup", "we met at your talk", "I interviewed her in person": met face to face,
 * not "chatted on LinkedIn", "interviewed her over Zoom" nor "watched her talk online".
 */
const MET_FACE_TO_FACE =
  /(?:\s(?:i|we|i've|we've|i have|we have)|^)\s(?:already\s|actually\s|once\s|briefly\s)?(?:met|interviewed)\s(?:\S+\s){0,3}?(?:at|in person|face to face|in real life|irl)\s/;
const MET_ONLINE =
  /\s(?:online|linkedin|zoom|teams|skype|google meet|video|virtual|virtually|remotely|over (?:the )?phone|by (?:phone|e ?mail)|on a call)\s/;

/** Does the visitor say they have met the owner face to face, which some owners ask before giving the number? */
export function saysMetInPerson(message: string): boolean {
  const text = plainWords(message);
  return MET_FACE_TO_FACE.test(text) && !MET_ONLINE.test(text) && !/\s(?:never|not yet|haven't|have not)\s(?:\S+\s)?met\s/.test(text);
}

/**
 * "we're a partner water board of Higher Ground Climate", "I'm from a research institute that partners with them", "we work with
 * Higher Ground Climate as a partner", "we work with Higher Ground Climate on the flood maps": the visitor's organisation is a
 * partner of the owner's (not "my partner", anyone's spouse, nor "a partner at Deloitte", a title).
 */
const A_PARTNER =
  /\s(?:a|an|one of|the)\s(?:\S+\s){0,4}?partner\s(?!(?:at|in)\s)|\s(?:that|which|who|we|i)\s(?:\S+\s)?partners?\swith\s|\sas\s(?:a|their|your|its)\spartner\s|\spartner\s(?:organisation|organization|company|org|firm|agency|institute|municipality|council|university|insurer)s?\s|\swe\s(?:work|are working|have worked)\s(?:closely\s)?with\s(?!(?:him|her|them|owner)\s(?!(?:company|firm|employer|team|organisation|organization)\s))(?:\S+\s){1,4}?on\s/;

/** Does the visitor say their organisation is a partner of the owner's, which some owners ask before giving the number? */
export function saysPartner(message: string): boolean {
  const text = plainWords(message);
  return A_PARTNER.test(text) && !/\s(?:not|no longer|never been)\s(?:\S+\s){0,2}?partners?\s/.test(text);
}

/**
 * "I want to call him about an open vacancy", "it's about the rainfall feed", "to discuss a data engineering job", "regarding our
 * flood scenarios": what the visitor would call about.
 */
const A_PURPOSE =
  /\s(?:call|ring|phone|speak|talk|chat)\s(?:to\s|with\s)?(?:him|her|them|\S+\s)?about\s(?!(?:something|anything|stuff|things)\s|(?:it|this|that)\s(?!(?:role|job|position|vacancy|opening|project|offer|contract|opportunity)\s))|\s(?:it's|its|it is|this is|that's|thats|the call is|call would be|call is)\s(?:\S+\s)?about\s(?!(?:it|this|that|something|anything)\s)\S|\sregarding\s\S|\sto discuss\s(?!(?:it|this|that|something|anything|things)\s)\S|\s(?:i'd|id|i would|we'd|we would)\slike\sto\s(?:talk|speak|chat)\s(?:to \S+\s|with \S+\s)?about\s\S/;

/** Does the visitor say what they would call about, which some owners ask before giving the number? */
export function saysPurpose(message: string): boolean {
  return A_PURPOSE.test(plainWords(message));
}

/** "I'm in HR at Aptiv", "I'm the HR manager at Lufthansa Systems, we're hiring for our own team", "HR here": the hiring company's own HR. */
const IN_HOUSE_HR =
  /\s(?:i'm|im|i am|we're|we are)\s(?:(?:in|from|with|on|part of)\s)?(?:the\s|an?\s)?(?:\S+\s)?(?:hr|human resources|people team|people ops|people operations|talent acquisition|in house recruiter|internal recruiter)\s|^\s(?:hi\s|hello\s|hey\s)?(?:hr|human resources|(?:an?\s)?(?:in house|internal) recruiter)\s(?:here|at|from|with|for)\s|\s(?:i'm|im|i am)\s(?:an?\s)?(?:in house|internal)\s(?:at|with|in|on)\s/;

/** Does the visitor say they are in the hiring company's own HR (not an agency's), which some owners ask before giving the number? */
export function saysInHouseHr(message: string): boolean {
  const text = plainWords(message);
  return IN_HOUSE_HR.test(text) && !/\snot (?:in |from )?(?:hr|human resources)\s/.test(text) && ownCompanysClaim(text);
}

/** A thing an owner makes for a client: a site, a shop, a plugin, a booking system. */
const MADE_THING = String.raw`(?:website|websites|site|web site|webshop|shop|store|plugin|page|landing page|booking system|app|blog|redesign|care plan|ecommerce|e commerce)`;
/**
 * "i want a website for my bakery", "need a quote for a 5 page site", "talk about a plugin i need built", "about building an online
 * shop", "i want one for my spice business": the visitor wants something made.
 */
const A_PROJECT = new RegExp(
  String.raw`\s(?:want|wants|need|needs|would like|d like|looking for|planning|talk about|discuss)\s(?:\S+\s){0,8}?${MADE_THING}\s|\s(?:need|want|get)\s(?:a|an)\squote\s|\s(?:about|for)\s(?:building|making|redoing|rebuilding|designing)\s(?:\S+\s){0,4}?${MADE_THING}\s|\sto\s(?:build|make|redo|rebuild|design)\s(?:\S+\s){0,4}?${MADE_THING}\s|\s(?:want|need)\s(?:one|it|that)\sfor\s(?:my|our)\s`,
);

/** Does the visitor say they want something made, which some owners ask before giving the number? */
export function saysProject(message: string): boolean {
  return A_PROJECT.test(plainWords(message));
}

/**
 * "we'd like to offer brian a full-time job", "is there a phone number for job offers", "interview BK for a remote contract role",
 * "a role at our company", "I want to make Sacha an offer": a job offered, whoever offers it.
 */
const A_JOB_OFFER =
  /\s(?:job offers?|offer (?:\S+\s){0,3}?(?:a\s|an\s)?(?:\S+\s)?(?:job|role|position)|(?:full time|permanent|contract|remote|open) (?:role|job|position|vacancy)|(?:a|the) (?:role|position|vacancy|job opening) (?:at|in|with) (?:our|my)|interview (?:him|her|them|\S+) for|make (?:him|her|them|\S+) (?:an|a) (?:job )?offer|headhunt\w*|recruit\w*)\s/;

/** "a 6-month contract (not full-time)", "a part-time role", "freelance": work on other terms than a full-time job. */
const OTHER_TERMS =
  /\s(?:not (?:a )?full time|part time|contract|contractor|contracting|freelance|freelancer|temporary|temp|fixed term|(?:\d+|one|two|three|four|six|a few) (?:weeks?|months?)|internship)\s/;

/** Does the visitor offer a job or say they are recruiting, which some owners keep the number from? */
export function saysJobOffer(message: string): boolean {
  // ("I'm hiring someone to build our shop" is a client's project, not a job.)
  return (A_JOB_OFFER.test(plainWords(message)) || (saysRecruiter(message) && !saysProject(message))) && !saysNotRecruiter(message);
}

/**
 * "We've worked with them before", "I'm an existing client", "they built our clinic's site", "we're working with Noor right now",
 * "Noor is building our store at the moment"; not "I'm not a client yet".
 */
const A_CLIENT =
  /\s(?:i'm|im|i am|we're|we are)\s(?:currently\s)?working\swith\s(?:him|her|them|\S+)\s(?:right now|at the moment|currently|now|on our|on my)\s|\s(?:he|she|they|\S+)\s(?:is|s|are|re)\s(?:currently\s|already\s)?(?:building|making|redesigning|rebuilding|migrating|developing|working on)\s(?:our|my)\s|\s(?:i'm|im|i am|we're|we are)\s(?:currently\s)?working\swith\s(?:him|her|them|(?!(?:a|an|the|my|our|some|recruiters?|agents?|agenc\S*|clients?|people|someone)\s)\S+)\s(?:\S+\s){0,3}?(?:contract|engagement|project|retainer)\s|\s(?:i'm|i am|we're|we are)\s(?:already\s)?(?:an?\s|one of (?:his|her|their|\S+'s)\s)?(?:(?:existing|current|past|former|returning)\s(?:\S+\s)?)?(?:clients?|customers?)\s|\s(?:we've|we have|i've|i have)\s(?:already\s)?(?:worked|been working)\swith\s(?:him|her|them|\S+)\s(?:before|already)?|\s(?:existing|current)\s(?:client|customer)\s|\s(?:i'm|i am|we're|we are)\s(?:already\s)?on\s(?:one of\s)?(?:his|her|their|\S+'s)\s(?:\S+\s)?plans?\s|\s(?:he|she|they)\s(?:built|made|did|look after|looks after|maintains?)\s(?:our|my)\s|\s(?:i|we|i've|we've|i have|we have)\s(?:already\s|just\s|actually\s|recently\s)?signed\s(?:a|an|the|our|my)\s(?:\S+\s){0,2}?(?:contract|agreement|sow|statement of work)\s/;

/** Does the visitor say they are already the owner's client, which some owners ask before giving the number? */
export function saysClient(message: string): boolean {
  const text = plainWords(message);
  return A_CLIENT.test(text) && !/\snot\s(?:an?\s)?(?:existing\s|current\s)?(?:client|customer)/.test(text);
}

/**
 * "I'm his colleague at Kestrel", "I work with Tunde", "I'm on the platform team with her", "we work together", "I'm on Vale's
 * build team", "I'm a current client working with her".
 */
const A_COLLEAGUE =
  /\s(?:i'm|im|i am|we're|we are)\s(?:on|in)\s(?:his|her|their|\S+'s)\s(?:\S+\s){0,2}team\s|\s(?:i'm|im|i am|we're|we are)\s(?:an?\s)?(?:current\s|existing\s)?(?:client|customer|collaborator|contractor)\s(?:\S+\s)?working\s(?:with|alongside)\s|\s(?:i'm|im|i am|we're|we are)\s(?:his|her|their|your|\S+'s)\s(?:\S+\s)?(?:colleague|colleagues|coworker|coworkers|co worker|teammate|teammates)\s|\s(?:i|we)\s(?:work|am working|are working)\s(?:with|alongside)\s(?:him|her|them|\S+)\s|\s(?:on|in)\s(?:the|his|her|their)\s(?:\S+\s){0,2}team\swith\s(?:him|her|them|\S+)\s|\swe\s(?:work together|are colleagues|are on the same team)\s/;

/**
 * "we worked together at Wakaa back in 2021", "we met at the meetup last month", "we talked at the hackathon", "I was one of
 * Ayo's students", "I'm their former colleague": the visitor knows the owner already (not "never spoken to them", "for the first time").
 */
const KNOWS_OWNER =
  /\s(?:i|we|i've|we've|i have|we have|i had|we had)\s(?:already\s|actually\s|once\s)?(?:met|spoke|spoken|talked|chatted|worked|studied|played)\s(?:together\s|with\s|to\s|at\s|on\s|in\s|before\s|back\s|last\s|a\s|briefly\s)|\s(?:i'm|im|i am|i was|we were|we're|we are)\s(?:one of\s)?(?:his|her|their|your|\S+'s)\s(?:\S+\s){0,2}?(?:colleagues?|coworkers?|teammates?|students?|classmates?|mentees?|managers?|friends?|clients?)\s|\s(?:former|old|ex)\s(?:colleague|coworker|teammate|student|classmate|manager|boss|mentee|client)\s/;

/** Does the visitor say they already know the owner (met, spoke or worked with them), which some owners ask before giving the number? */
export function saysKnown(message: string): boolean {
  const text = plainWords(message);
  if (/\s(?:never|haven't|havent|have not|not yet|first time|not met|don't know|dont know)\s/.test(text)) return false;
  return saysMet(message) || saysColleague(message) || KNOWS_OWNER.test(text);
}

/** Does the visitor say they work with the owner, which some owners ask before giving the number? */
export function saysColleague(message: string): boolean {
  const text = plainWords(message);
  return A_COLLEAGUE.test(text) && !/\s(?:not|don't|dont|do not|no longer)\s/.test(text);
}

/** Characters models put between digits when they format a phone number. */
const SEPARATOR = String.raw`[\s\-.()/\u00a0\u2010-\u2015\u200d]*`;

/**
 * A pattern matching the phone number written any common way: with or without the
 * country code, spaced, dashed, dotted, bracketed or run together.
 */
export function phonePattern(phone: string): RegExp {
  const digits = phone.replace(/\D/g, "");
  // The last ten digits are the number itself; anything before them is a country/trunk code.
  const national = digits.slice(-10);
  const prefix = digits.slice(0, -10);
  const spaced = (run: string) => run.split("").join(SEPARATOR);
  const countryCode = prefix ? `(?:\\(?(?:(?:\\+|00)${SEPARATOR})?${spaced(prefix)}\\)?${SEPARATOR})?` : String.raw`(?:\(?\+\d{1,3}\)?${SEPARATOR})?`;
  // Starts and ends on a digit (or the '+'/'(' of the code), never inside a longer number.
  return new RegExp(`(?<![\\d+])${countryCode}(?:0${SEPARATOR})?${spaced(national)}(?!\\d)`, "g");
}

export const PHONE_REDACTION = "[phone number available on request]";

/**
 * An answer without hidden characters (zero-width, bidi overrides and other format characters,
 * which could hide a number or reverse a link's text), and with compatible digits (full-width,
 * mathematical) read as the digits they are. The zero-width joiner and tag characters stay: composed emoji and flags need them.
 */
export function withPlainCharacters(text: string): string {
  return text.replace(/(?![\u200d\u{e0020}-\u{e007f}])\p{Cf}/gu, "").replace(/\p{Nd}/gu, (digit) => digit.normalize("NFKC"));
}

export function redactPhone(text: string, phone: string): string {
  return withPlainCharacters(text).replace(phonePattern(phone), PHONE_REDACTION);
}

/** The longest tail that could still grow into a phone number: digits and separators, optionally after a '+'. */
const PENDING_TAIL = /\+?[\d\s\-.()/\u00a0\u2010-\u2015\u200d]*$/;

/** A filter for text that arrives in chunks: what may go out now, and what is left at the end. */
export interface StreamRedactor {
  push(chunk: string): string;
  flush(): string;
}

/**
 * Redacts a phone number from text that arrives in chunks, where the number may be split
 * across chunks ("+91 987" … "65 43210"). It holds back a trailing run of digits and
 * separators until the next chunk shows whether it was part of the number.
 */
export function createPhoneRedactor(phone: string): StreamRedactor {
  let pending = "";
  return {
    push(chunk: string): string {
      const text = redactPhone(pending + chunk, phone);
      const tail = PENDING_TAIL.exec(text)?.[0] ?? "";
      // A tail without any digit cannot start a number: let it through.
      const held = /\d/.test(tail) ? tail : "";
      pending = held;
      return text.slice(0, text.length - held.length);
    },
    flush(): string {
      const rest = redactPhone(pending, phone);
      pending = "";
      return rest;
    },
  };
}

/** A stream filter that only takes hidden characters out. */
const UNREDACTED: StreamRedactor = { push: withPlainCharacters, flush: () => "" };

/**
 * The phone rule for one answer: the number stays in it only when the new question asks
 * for it (or, as "what's the number?", the one the question before it spoke of); otherwise it is redacted, whole or streamed.
 */
export function phonePrivacy(
  question: string,
  phone: string | undefined,
  before = "",
  request: NumberRequest = {},
): { redact: (text: string) => string; streaming: () => StreamRedactor } {
  // An owner who shares no number has none to keep out of answers.
  if (!phone || asksForPhone(question, before, request)) return { redact: withPlainCharacters, streaming: () => UNREDACTED };
  return { redact: (text) => redactPhone(text, phone), streaming: () => createPhoneRedactor(phone) };
}
