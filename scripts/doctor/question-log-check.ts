import { note, ok, type Finding } from "./finding";
import type { Settings } from "./settings";

const TURN_ON =
  "Add the [[d1_databases]] binding QUESTIONS from the README's Go-live list to wrangler.toml, deploy, then run " +
  "`npx wrangler d1 migrations apply QUESTIONS --remote`.";

/** Whether the anonymous question log is on, and how to turn it on or off. */
export function checkQuestionLog({ bound, setting }: Settings["questionLog"]): Finding {
  if (!bound) return note(`The question log is off: wrangler.toml binds no QUESTIONS database. ${TURN_ON}`);
  if (setting?.trim().toLowerCase() === "off") {
    return note('The question log is off (QUESTION_LOG = "off"). Remove that setting to learn what visitors ask (`npm run questions`).');
  }
  return ok(
    "The question log is on: visitors' questions are kept anonymously for QUESTION_LOG_DAYS (default 90) days; " +
      '`npm run questions -- --remote` reads them. QUESTION_LOG = "off" under [vars] turns it off.',
  );
}
