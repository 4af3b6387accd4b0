import { expect, test } from "vitest";
import { createAnswerer } from "../../app/chat/answerer/answer.server";
import { madeUpOwner } from "../assistant/made-up-owner";
import { otherOwner } from "../other-owner/content";
import { thirdOwner } from "../third-owner/content";
import { fourthOwner } from "../fourth-owner/content";
import { fifthOwner } from "../fifth-owner/content";
import { sixthOwner } from "../sixth-owner/content";
import { seventhOwner } from "../seventh-owner/content";
import { eighthOwner } from "../eighth-owner/content";
import { ninthOwner } from "../ninth-owner/content";
import { tenthOwner } from "../tenth-owner/content";
import { eleventhOwner } from "../eleventh-owner/content";
import { twelfthOwner } from "../twelfth-owner/content";
import { thirteenthOwner } from "../thirteenth-owner/content";
import { fourteenthOwner } from "../fourteenth-owner/content";
import { fifteenthOwner } from "../fifteenth-owner/content";
import { sixteenthOwner } from "../sixteenth-owner/content";
import { seventeenthOwner } from "../seventeenth-owner/content";
import { eighteenthOwner } from "../eighteenth-owner/content";
import { nineteenthOwner } from "../nineteenth-owner/content";
import { twentiethOwner } from "../twentieth-owner/content";
import { twentyFirstOwner } from "../twenty-first-owner/content";
import { twentySecondOwner } from "../twenty-second-owner/content";
import { twentyThirdOwner } from "../twenty-third-owner/content";
import { twentyFourthOwner } from "../twenty-fourth-owner/content";
import { twentyFifthOwner } from "../twenty-fifth-owner/content";
import { twentySixthOwner } from "../twenty-sixth-owner/content";
import { twentySeventhOwner } from "../twenty-seventh-owner/content";
import { twentyEighthOwner } from "../twenty-eighth-owner/content";
import { twentyNinthOwner } from "../twenty-ninth-owner/content";
import { thirtiethOwner } from "../thirtieth-owner/content";
import { thirtyFirstOwner } from "../thirty-first-owner/content";
import { thirtySecondOwner } from "../thirty-second-owner/content";
import { thirtyThirdOwner } from "../thirty-third-owner/content";
import { thirtyFourthOwner } from "../thirty-fourth-owner/content";
import { thirtyFifthOwner } from "../thirty-fifth-owner/content";
import { thirtySixthOwner } from "../thirty-sixth-owner/content";
import { thirtySeventhOwner } from "../thirty-seventh-owner/content";
import { thirtyEighthOwner } from "../thirty-eighth-owner/content";
import { thirtyNinthOwner } from "../thirty-ninth-owner/content";
import { fortiethOwner } from "../fortieth-owner/content";
import { fortyFirstOwner } from "../forty-first-owner/content";
import { fortySecondOwner } from "../forty-second-owner/content";
import { fortyThirdOwner } from "../forty-third-owner/content";
import { fortyFourthOwner } from "../forty-fourth-owner/content";
import { fortyFifthOwner } from "../forty-fifth-owner/content";
import { fortySixthOwner } from "../forty-sixth-owner/content";
import { fortySeventhOwner } from "../forty-seventh-owner/content";
import { fortyNinthOwner } from "../forty-ninth-owner/content";
import { fiftiethOwner } from "../fiftieth-owner/content";
import { fiftyFirstOwner } from "../fifty-first-owner/content";
import { fiftySecondOwner } from "../fifty-second-owner/content";
import { fiftyThirdOwner } from "../fifty-third-owner/content";
import { fiftyFourthOwner } from "../fifty-fourth-owner/content";
import { fiftyFifthOwner } from "../fifty-fifth-owner/content";
import { fiftySixthOwner } from "../fifty-sixth-owner/content";
import { fiftySeventhOwner } from "../fifty-seventh-owner/content";
import { fiftyEighthOwner } from "../fifty-eighth-owner/content";
import { fiftyNinthOwner } from "../fifty-ninth-owner/content";
import { sixtiethOwner } from "../sixtieth-owner/content";
import { sixtyFirstOwner } from "../sixty-first-owner/content";
import { sixtySecondOwner } from "../sixty-second-owner/content";
import { sixtyThirdOwner } from "../sixty-third-owner/content";
import { sixtyFourthOwner } from "../sixty-fourth-owner/content";
import { sixtyFifthOwner } from "../sixty-fifth-owner/content";
import { sixtySixthOwner } from "../sixty-sixth-owner/content";
import { sixtySeventhOwner } from "../sixty-seventh-owner/content";
import { sixtyEighthOwner } from "../sixty-eighth-owner/content";
import { sixtyNinthOwner } from "../sixty-ninth-owner/content";
import { seventiethOwner } from "../seventieth-owner/content";
import { seventyFirstOwner } from "../seventy-first-owner/content";
import { seventySecondOwner } from "../seventy-second-owner/content";
import { seventyThirdOwner } from "../seventy-third-owner/content";
import { seventyFourthOwner } from "../seventy-fourth-owner/content";
import { seventyFifthOwner } from "../seventy-fifth-owner/content";
import { seventySixthOwner } from "../seventy-sixth-owner/content";
import { seventySeventhOwner } from "../seventy-seventh-owner/content";
import { seventyEighthOwner } from "../seventy-eighth-owner/content";
import { buildQuestionSet } from "../assistant/question-set";
import { failures } from "../assistant/report";
import { missedGoals, runQuestionSet, sweepAbsentSkills } from "../assistant/run-question-set";

/**
 * The answerer is not tuned to the sample owner: the cases generated from other owners'
 * content (other names, skills, projects and card titles, no internship, no phone, a project
 * without public code) meet the same goals.
 */
for (const [who, content] of [
  ["a made-up owner", madeUpOwner],
  ["the second owner of tests/other-owner", otherOwner],
  ["the third owner of tests/third-owner", thirdOwner],
  ["the fourth owner of tests/fourth-owner", fourthOwner],
  ["the fifth owner of tests/fifth-owner", fifthOwner],
  ["the sixth owner of tests/sixth-owner", sixthOwner],
  ["the seventh owner of tests/seventh-owner", seventhOwner],
  ["the eighth owner of tests/eighth-owner", eighthOwner],
  ["the ninth owner of tests/ninth-owner", ninthOwner],
  ["the tenth owner of tests/tenth-owner", tenthOwner],
  ["the eleventh owner of tests/eleventh-owner", eleventhOwner],
  ["the twelfth owner of tests/twelfth-owner", twelfthOwner],
  ["the thirteenth owner of tests/thirteenth-owner", thirteenthOwner],
  ["the fourteenth owner of tests/fourteenth-owner", fourteenthOwner],
  ["the fifteenth owner of tests/fifteenth-owner", fifteenthOwner],
  ["the sixteenth owner of tests/sixteenth-owner", sixteenthOwner],
  ["the seventeenth owner of tests/seventeenth-owner", seventeenthOwner],
  ["the eighteenth owner of tests/eighteenth-owner", eighteenthOwner],
  ["the nineteenth owner of tests/nineteenth-owner", nineteenthOwner],
  ["the twentieth owner of tests/twentieth-owner", twentiethOwner],
  ["the twenty-first owner of tests/twenty-first-owner", twentyFirstOwner],
  ["the twenty-second owner of tests/twenty-second-owner", twentySecondOwner],
  ["the twenty-third owner of tests/twenty-third-owner", twentyThirdOwner],
  ["the twenty-fourth owner of tests/twenty-fourth-owner", twentyFourthOwner],
  ["the twenty-fifth owner of tests/twenty-fifth-owner", twentyFifthOwner],
  ["the twenty-sixth owner of tests/twenty-sixth-owner", twentySixthOwner],
  ["the twenty-seventh owner of tests/twenty-seventh-owner", twentySeventhOwner],
  ["the twenty-eighth owner of tests/twenty-eighth-owner", twentyEighthOwner],
  ["the twenty-ninth owner of tests/twenty-ninth-owner", twentyNinthOwner],
  ["the thirtieth owner of tests/thirtieth-owner", thirtiethOwner],
  ["the thirty-first owner of tests/thirty-first-owner", thirtyFirstOwner],
  ["the thirty-second owner of tests/thirty-second-owner", thirtySecondOwner],
  ["the thirty-third owner of tests/thirty-third-owner", thirtyThirdOwner],
  ["the thirty-fourth owner of tests/thirty-fourth-owner", thirtyFourthOwner],
  ["the thirty-fifth owner of tests/thirty-fifth-owner", thirtyFifthOwner],
  ["the thirty-sixth owner of tests/thirty-sixth-owner", thirtySixthOwner],
  ["the thirty-seventh owner of tests/thirty-seventh-owner", thirtySeventhOwner],
  ["the thirty-eighth owner of tests/thirty-eighth-owner", thirtyEighthOwner],
  ["the thirty-ninth owner of tests/thirty-ninth-owner", thirtyNinthOwner],
  ["the fortieth owner of tests/fortieth-owner", fortiethOwner],
  ["the forty-first owner of tests/forty-first-owner", fortyFirstOwner],
  ["the forty-second owner of tests/forty-second-owner", fortySecondOwner],
  ["the forty-third owner of tests/forty-third-owner", fortyThirdOwner],
  ["the forty-fourth owner of tests/forty-fourth-owner", fortyFourthOwner],
  ["the forty-fifth owner of tests/forty-fifth-owner", fortyFifthOwner],
  ["the forty-sixth owner of tests/forty-sixth-owner", fortySixthOwner],
  ["the forty-seventh owner of tests/forty-seventh-owner", fortySeventhOwner],
  ["the forty-ninth owner of tests/forty-ninth-owner", fortyNinthOwner],
  ["the fiftieth owner of tests/fiftieth-owner", fiftiethOwner],
  ["the fifty-first owner of tests/fifty-first-owner", fiftyFirstOwner],
  ["the fifty-second owner of tests/fifty-second-owner", fiftySecondOwner],
  ["the fifty-third owner of tests/fifty-third-owner", fiftyThirdOwner],
  ["the fifty-fourth owner of tests/fifty-fourth-owner", fiftyFourthOwner],
  ["the fifty-fifth owner of tests/fifty-fifth-owner", fiftyFifthOwner],
  ["the fifty-sixth owner of tests/fifty-sixth-owner", fiftySixthOwner],
  ["the fifty-seventh owner of tests/fifty-seventh-owner", fiftySeventhOwner],
  ["the fifty-eighth owner of tests/fifty-eighth-owner", fiftyEighthOwner],
  ["the fifty-ninth owner of tests/fifty-ninth-owner", fiftyNinthOwner],
  ["the sixtieth owner of tests/sixtieth-owner", sixtiethOwner],
  ["the sixty-first owner of tests/sixty-first-owner", sixtyFirstOwner],
  ["the sixty-second owner of tests/sixty-second-owner", sixtySecondOwner],
  ["the sixty-third owner of tests/sixty-third-owner", sixtyThirdOwner],
  ["the sixty-fourth owner of tests/sixty-fourth-owner", sixtyFourthOwner],
  ["the sixty-fifth owner of tests/sixty-fifth-owner", sixtyFifthOwner],
  ["the sixty-sixth owner of tests/sixty-sixth-owner", sixtySixthOwner],
  ["the sixty-seventh owner of tests/sixty-seventh-owner", sixtySeventhOwner],
  ["the sixty-eighth owner of tests/sixty-eighth-owner", sixtyEighthOwner],
  ["the sixty-ninth owner of tests/sixty-ninth-owner", sixtyNinthOwner],
  ["the seventieth owner of tests/seventieth-owner", seventiethOwner],
  ["the seventy-first owner of tests/seventy-first-owner", seventyFirstOwner],
  ["the seventy-second owner of tests/seventy-second-owner", seventySecondOwner],
  ["the seventy-third owner of tests/seventy-third-owner", seventyThirdOwner],
  ["the seventy-fourth owner of tests/seventy-fourth-owner", seventyFourthOwner],
  ["the seventy-fifth owner of tests/seventy-fifth-owner", seventyFifthOwner],
  ["the seventy-sixth owner of tests/seventy-sixth-owner", seventySixthOwner],
  ["the seventy-seventh owner of tests/seventy-seventh-owner", seventySeventhOwner],
  ["the seventy-eighth owner of tests/seventy-eighth-owner", seventyEighthOwner],
] as const) {
  test(`${who}: the content meets the same goals, and no absent skill is claimed`, () => {
    const set = buildQuestionSet(content);
    const ask = createAnswerer(content);
    const result = runQuestionSet(set.cases, ask, set.knowledge);
    expect(missedGoals(result), failures(result, 20)).toEqual([]);
    expect(sweepAbsentSkills(ask, set.knowledge).affirmed).toEqual([]);
  }, 120_000);
}
