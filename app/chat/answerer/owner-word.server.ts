import { asks } from "./intents.server";

/**
 * The question with the owner's names read as the word "owner", so the intents are written
 * once for any owner ("about owner", "call owner").
 */
export function withOwnerWord(normalized: string, ownerPhrases: readonly string[], namesWithThem: readonly string[] = []): string {
  // "the stack of Rafa Shaders": a project's name that holds the owner's name is kept whole.
  // (Each replacement only where its words are: a question names the owner once or twice, and is read many times.)
  // ("what does this guy do", "is the candidate remote?": the owner, named by the visitor's own word.)
  // (The names first, so that "are you arun?" asks the assistant who it is, as "are you him?" does.)
  let text = normalized;
  for (const name of namesWithThem) if (text.includes(` ${name} `)) text = text.split(` ${name} `).join(` ${name.replaceAll(" ", KEPT)} `);
  for (const words of ownerPhrases) {
    // ("is he free on sunday?" of Sunday Okafor, "can she start in may?" of May Tan: a day or a month after a word of time is one.)
    if (CALENDAR_WORDS.test(words))
      text = text.replace(new RegExp(` (${TIME_BEFORE}) ${words}(?= )`, "g"), ` $1 ${words.slice(0, 1)}${TIME_WORD}${words.slice(1)}`);
    if (text.includes(` ${words} `)) text = text.split(` ${words} `).join(" owner ");
    // ("whats aruns stack": the possessive without its apostrophe, as "arun's" reads.)
    if (!words.includes(" ") && text.includes(` ${words}s `)) text = text.split(` ${words}s `).join(" owner s ");
  }
  const kept = text.includes(KEPT) ? text.replaceAll(KEPT, " ") : text;
  return addressedToOwner(kept.includes(TIME_WORD) ? kept.replaceAll(TIME_WORD, "") : kept).replace(THE_OWNER_DESCRIBED, " owner");
}

/** "this guy", "this person", "this dev", "the candidate", "the woman behind this site": the owner of the page being read. */
const THE_OWNER_DESCRIBED =
  / (?:this (?:guy|person|dude|girl|lady|woman|man|dev|developer|engineer|candidate|individual)|the candidate|ur guy|your guy|(?<!\b(?:who|whos|who s|who is) )the (?:guy|person|dude|girl|lady|woman|man|dev|developer|engineer|human|author|owner|one) (?:behind|who (?:made|built|runs|owns)) (?:this|the) (?:site|page|portfolio|website)(?: owner)?)(?= )/g;

/** Names that are days or months too. */
const CALENDAR_WORDS =
  /^(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december)$/;
/** Words after which a day or a month is one: "on sunday", "in may", "next monday", "by april". */
const TIME_BEFORE = "on|in|by|until|till|this|next|last|every|from|since|before|after|early|late|mid|through";

/** Marks a day or a month that is also the owner's name, kept as the day or the month while the names are read. */
const TIME_WORD = "\uE002";

/** Joins the words of a name kept whole while the owner's names are read. */
const KEPT = "\uE001";

/** "you" said to whoever is there ("thank you", "how are you", "he told me to tell you"): never the owner. */
const COURTESY_YOU =
  /\s(?:how are|how r) (?:you|u)(?= )|\s(?:how do|are) (?:you|u)(?= (?:do |there |too |$))|\s(?:thank|see|bless|tell|told|ask|asked|remind|want|need|wanted|needed|let|help|trust|believe) (?:you|u)(?= )/g;
/** A wrapper that asks the assistant to do something ("can you tell me…", "do you know if…"): what follows is the question. */
const ASKING_THE_ASSISTANT =
  /\s(?:(?:can|could|would|will) (?:you|u) (?:please |pls |kindly )?(?=(?:tell|give|show|list|share|send|explain|describe|summari[sz]e|help|recommend|point|find|check|confirm) )|(?:do|d) (?:you|u) (?:happen to )?know (?=(?:if|whether|what|whats|where|when|how|who|which|why|his|her|their|owner) ))/g;

/**
 * A question put to the owner as "you" ("where are you based?", "what's your stack?") read as one about
 * the owner, the way the answerer reads "he", "she", "they" and the name. Questions about the assistant
 * itself ("who are you?", "are you a bot?") and courtesies ("thank you") keep their "you".
 */
function addressedToOwner(normalized: string): string {
  if (asks(normalized, "identity") || asks(normalized, "task") || asks(normalized, "injection") || asks(normalized, "abuse")) return normalized;
  return (
    normalized
      .replace(ASKING_THE_ASSISTANT, " ")
      .replace(COURTESY_YOU, (courtesy) => courtesy.replace(/\s(?:you|u)$/, " y\uE000"))
      .replace(/ (?:do|does) (?:you|u)(?= )/g, " does owner")
      .replace(/ (?:are|r) (?:you|u)(?= )/g, " is owner")
      .replace(/ were (?:you|u)(?= )/g, " was owner")
      .replace(/ have (?:you|u)(?= )/g, " has owner")
      .replace(/ youre(?= )/g, " owner is")
      .replace(/ youve(?= )/g, " owner has")
      // "your" is a possessive, read as "their" ("your work" as "their work"), since "owner work" would read as "does owner work".
      .replace(/ (?:your|ur) (?:owner|boss|creator|maker|human)(?= )/g, " owner")
      .replace(/ (?:your|ur)(?= )/g, " their")
      .replace(/ (?:yours|you|u)(?= )/g, " owner")
      .replace(/ y\uE000/g, " you")
      // "your owner", "you, Arun": one owner.
      .replace(/ owner owner(?= )/g, " owner")
  );
}
