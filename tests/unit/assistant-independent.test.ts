import { expect, test } from "vitest";
import { createAnswerer } from "../../app/chat/answerer/answer.server";
import { independentSetFor } from "../assistant/independent";
import { buildQuestionSet, siteContent } from "../assistant/question-set";
import { failures } from "../assistant/report";
import { runQuestionSet } from "../assistant/run-question-set";
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
import { seventyNinthOwner } from "../seventy-ninth-owner/content";
import { eightiethOwner } from "../eightieth-owner/content";
import { eightyFirstOwner } from "../eighty-first-owner/content";
import { eightySecondOwner } from "../eighty-second-owner/content";
import { eightyThirdOwner } from "../eighty-third-owner/content";
import { eightyFourthOwner } from "../eighty-fourth-owner/content";
import { eightyFifthOwner } from "../eighty-fifth-owner/content";
import { eightySixthOwner } from "../eighty-sixth-owner/content";
import { eightySeventhOwner } from "../eighty-seventh-owner/content";
import { eightyEighthOwner } from "../eighty-eighth-owner/content";
import { eightyNinthOwner } from "../eighty-ninth-owner/content";
import { ninetiethOwner } from "../ninetieth-owner/content";
import { ninetyFirstOwner } from "../ninety-first-owner/content";
import { ninetySecondOwner } from "../ninety-second-owner/content";
import { ninetyThirdOwner } from "../ninety-third-owner/content";
import { ninetyFourthOwner } from "../ninety-fourth-owner/content";
import { ninetyFifthOwner } from "../ninety-fifth-owner/content";
import { ninetySixthOwner } from "../ninety-sixth-owner/content";
import { ninetySeventhOwner } from "../ninety-seventh-owner/content";
import { ninetyEighthOwner } from "../ninety-eighth-owner/content";
import { ninetyNinthOwner } from "../ninety-ninth-owner/content";
import { hundredthOwner } from "../hundredth-owner/content";
import { hundredAndFirstOwner } from "../hundred-and-first-owner/content";
import { hundredAndSecondOwner } from "../hundred-and-second-owner/content";
import { hundredAndThirdOwner } from "../hundred-and-third-owner/content";
import { hundredAndFourthOwner } from "../hundred-and-fourth-owner/content";
import { hundredAndFifthOwner } from "../hundred-and-fifth-owner/content";
import { hundredAndSixthOwner } from "../hundred-and-sixth-owner/content";
import { hundredAndSeventhOwner } from "../hundred-and-seventh-owner/content";
import { hundredAndEighthOwner } from "../hundred-and-eighth-owner/content";
import { hundredAndNinthOwner } from "../hundred-and-ninth-owner/content";
import { hundredAndTenthOwner } from "../hundred-and-tenth-owner/content";
import { hundredAndEleventhOwner } from "../hundred-and-eleventh-owner/content";
import { hundredAndTwelfthOwner } from "../hundred-and-twelfth-owner/content";
import { hundredAndThirteenthOwner } from "../hundred-and-thirteenth-owner/content";
import { hundredAndFourteenthOwner } from "../hundred-and-fourteenth-owner/content";
import { hundredAndFifteenthOwner } from "../hundred-and-fifteenth-owner/content";
import { hundredAndSixteenthOwner } from "../hundred-and-sixteenth-owner/content";
import { hundredAndSeventeenthOwner } from "../hundred-and-seventeenth-owner/content";
import { hundredAndEighteenthOwner } from "../hundred-and-eighteenth-owner/content";
import { hundredAndNineteenthOwner } from "../hundred-and-nineteenth-owner/content";
import { hundredAndTwentiethOwner } from "../hundred-and-twentieth-owner/content";
import { hundredAndTwentyFirstOwner } from "../hundred-and-twenty-first-owner/content";
import { hundredAndTwentySecondOwner } from "../hundred-and-twenty-second-owner/content";
import { hundredAndTwentyThirdOwner } from "../hundred-and-twenty-third-owner/content";
import { hundredAndTwentyFourthOwner } from "../hundred-and-twenty-fourth-owner/content";
import { hundredAndTwentyFifthOwner } from "../hundred-and-twenty-fifth-owner/content";
import { hundredAndTwentySixthOwner } from "../hundred-and-twenty-sixth-owner/content";
import { hundredAndTwentySeventhOwner } from "../hundred-and-twenty-seventh-owner/content";
import { hundredAndTwentyEighthOwner } from "../hundred-and-twenty-eighth-owner/content";
import { hundredAndTwentyNinthOwner } from "../hundred-and-twenty-ninth-owner/content";
import { hundredAndThirtiethOwner } from "../hundred-and-thirtieth-owner/content";
import { hundredAndThirtyFirstOwner } from "../hundred-and-thirty-first-owner/content";
import { hundredAndThirtySecondOwner } from "../hundred-and-thirty-second-owner/content";
import { hundredAndThirtyThirdOwner } from "../hundred-and-thirty-third-owner/content";
import { hundredAndThirtyFourthOwner } from "../hundred-and-thirty-fourth-owner/content";
import { hundredAndThirtyFifthOwner } from "../hundred-and-thirty-fifth-owner/content";
import { hundredAndThirtySixthOwner } from "../hundred-and-thirty-sixth-owner/content";
import { hundredAndThirtySeventhOwner } from "../hundred-and-thirty-seventh-owner/content";
import { hundredAndThirtyEighthOwner } from "../hundred-and-thirty-eighth-owner/content";

/**
 * The offline answerer on the questions written independently from each owner's content
 * (tests/assistant/independent/ to independent-178/: a hundred and seventy-four rounds and the four former held-out sets),
 * the data it is tuned on: for the content in app/content/ (skipped when no set is written for it,
 * as for an owner's own content), and the second to forty-seventh owners and the forty-ninth to hundred-and-thirty-eighth.
 * When this floor was set every owner scored 94–98 % on all rounds together (the fourth round asks
 * the hardest kinds of question: studies, roles in order, questions that are not about the owner);
 * 92 % leaves room for a small change of wording without letting the answerer slide back.
 * The newest owners' rounds (an NLP lead with papers, a test-automation lead, a Rust engineer with a book)
 * first scored 80.6 %, 90.9 % and 85.9 %, and are held to the same floor since they reached it.
 * The twenty newest (a designer turned mobile lead, a maths teacher turned gameplay programmer, a developer-relations
 * lead, an application-security lead, a robotics engineer with a PhD, an engineering manager without a degree, a
 * platform engineer who left physics for a bootcamp, an accessibility freelancer who was a graphic designer, a
 * firmware engineer, a junior developer from hospitality, a Shopify developer, a staff engineer who lectures, a site reliability engineer, a documentation engineer, a freelance mobile developer, a gameplay programmer, a Salesforce architect, a chemistry teacher turned Elixir developer, a Java engineer, a .NET and Azure developer) first scored
 * 85.2 %, 83.7 %, 86.2 %, 91.9 %, 85.9 %, 84.8 %, 78.0 %, 86.9 %, 82.9 %, 91.7 %, 86.3 %, 80.5 %, 82.5 %, 88.7 %, 83.1 %, 79.4 %, 77.9 %, 88.0 %, 85.0 % and 87.3 %;
 * the owners after them, in STILL_TUNED's last rounds, are held the same way. Each is held to 85 % until it reaches the others, wherever
 * that owner's content is installed (in app/content/ too, as a fork of that owner has it).
 */
const FLOOR = 0.92;
const STILL_TUNED = {
  rounds: [
    "independent-29/",
    "independent-30/",
    "independent-32/",
    "independent-33/",
    "independent-35/",
    "independent-36/",
    "independent-37/",
    "independent-38/",
    "independent-39/",
    "independent-40/",
    "independent-41/",
    "independent-42/",
    "independent-43/",
    "independent-44/",
    "independent-45/",
    "independent-46/",
    "independent-47/",
    "independent-48/",
    "independent-49/",
    "independent-50/",
    "independent-51/",
    "independent-52/",
    "independent-53/",
    "independent-55/",
    "independent-56/",
    "independent-57/",
    "independent-58/",
    "independent-59/",
    "independent-60/",
    "independent-61/",
    "independent-62/",
    "independent-63/",
    "independent-64/",
    "independent-65/",
    "independent-66/",
    "independent-67/",
    "independent-68/",
    "independent-69/",
    "independent-70/",
    "independent-71/",
    "independent-72/",
    "independent-73/",
    "independent-74/",
    "independent-75/",
    "independent-76/",
    "independent-77/",
    "independent-78/",
    "independent-80/",
    "independent-81/",
    "independent-83/",
    "independent-84/",
    "independent-86/",
    "independent-87/",
    "independent-89/",
    "independent-90/",
    "independent-92/",
    "independent-93/",
    "independent-95/",
    "independent-96/",
    "independent-97/",
    "independent-98/",
    "independent-99/",
    "independent-100/",
    "independent-101/",
    "independent-102/",
    "independent-103/",
    "independent-104/",
    "independent-105/",
    "independent-106/",
    "independent-107/",
    "independent-108/",
    "independent-109/",
    "independent-110/",
    "independent-111/",
    "independent-112/",
    "independent-113/",
    "independent-114/",
    "independent-115/",
    "independent-116/",
    "independent-117/",
    "independent-118/",
    "independent-119/",
    "independent-120/",
    "independent-121/",
    "independent-122/",
    "independent-123/",
    "independent-124/",
    "independent-125/",
    "independent-126/",
    "independent-127/",
    "independent-128/",
    "independent-129/",
    "independent-130/",
    "independent-131/",
    "independent-132/",
    "independent-133/",
    "independent-134/",
    "independent-135/",
    "independent-136/",
    "independent-137/",
    "independent-138/",
    "independent-139/",
    "independent-140/",
    "independent-141/",
    "independent-142/",
    "independent-143/",
    "independent-144/",
    "independent-145/",
    "independent-146/",
    "independent-147/",
    "independent-148/",
    "independent-149/",
    "independent-150/",
    "independent-151/",
    "independent-152/",
    "independent-153/",
    "independent-154/",
    "independent-155/",
    "independent-156/",
    "independent-157/",
    "independent-158/",
    "independent-159/",
    "independent-160/",
    "independent-161/",
    "independent-162/",
    "independent-163/",
    "independent-164/",
    "independent-165/",
    "independent-166/",
    "independent-167/",
    "independent-168/",
    "independent-169/",
    "independent-170/",
    "independent-171/",
    "independent-172/",
    "independent-173/",
    "independent-174/",
    "independent-175/",
    "independent-176/",
    "independent-177/",
    "independent-178/",
  ],
  floor: 0.85,
};

const owners = [
  { name: "app/content/", content: siteContent },
  { name: "the second owner of tests/other-owner", content: otherOwner },
  { name: "the third owner of tests/third-owner", content: thirdOwner },
  { name: "the fourth owner of tests/fourth-owner", content: fourthOwner },
  { name: "the fifth owner of tests/fifth-owner", content: fifthOwner },
  { name: "the sixth owner of tests/sixth-owner", content: sixthOwner },
  { name: "the seventh owner of tests/seventh-owner", content: seventhOwner },
  { name: "the eighth owner of tests/eighth-owner", content: eighthOwner },
  { name: "the ninth owner of tests/ninth-owner", content: ninthOwner },
  { name: "the tenth owner of tests/tenth-owner", content: tenthOwner },
  { name: "the eleventh owner of tests/eleventh-owner", content: eleventhOwner },
  { name: "the twelfth owner of tests/twelfth-owner", content: twelfthOwner },
  { name: "the thirteenth owner of tests/thirteenth-owner", content: thirteenthOwner },
  { name: "the fourteenth owner of tests/fourteenth-owner", content: fourteenthOwner },
  { name: "the fifteenth owner of tests/fifteenth-owner", content: fifteenthOwner },
  { name: "the sixteenth owner of tests/sixteenth-owner", content: sixteenthOwner },
  { name: "the seventeenth owner of tests/seventeenth-owner", content: seventeenthOwner },
  { name: "the eighteenth owner of tests/eighteenth-owner", content: eighteenthOwner },
  { name: "the nineteenth owner of tests/nineteenth-owner", content: nineteenthOwner },
  { name: "the twentieth owner of tests/twentieth-owner", content: twentiethOwner },
  { name: "the twenty-first owner of tests/twenty-first-owner", content: twentyFirstOwner },
  { name: "the twenty-second owner of tests/twenty-second-owner", content: twentySecondOwner },
  { name: "the twenty-third owner of tests/twenty-third-owner", content: twentyThirdOwner },
  { name: "the twenty-fourth owner of tests/twenty-fourth-owner", content: twentyFourthOwner },
  { name: "the twenty-fifth owner of tests/twenty-fifth-owner", content: twentyFifthOwner },
  { name: "the twenty-sixth owner of tests/twenty-sixth-owner", content: twentySixthOwner },
  { name: "the twenty-seventh owner of tests/twenty-seventh-owner", content: twentySeventhOwner },
  { name: "the twenty-eighth owner of tests/twenty-eighth-owner", content: twentyEighthOwner },
  { name: "the twenty-ninth owner of tests/twenty-ninth-owner", content: twentyNinthOwner },
  { name: "the thirtieth owner of tests/thirtieth-owner", content: thirtiethOwner },
  { name: "the thirty-first owner of tests/thirty-first-owner", content: thirtyFirstOwner },
  { name: "the thirty-second owner of tests/thirty-second-owner", content: thirtySecondOwner },
  { name: "the thirty-third owner of tests/thirty-third-owner", content: thirtyThirdOwner },
  { name: "the thirty-fourth owner of tests/thirty-fourth-owner", content: thirtyFourthOwner },
  { name: "the thirty-fifth owner of tests/thirty-fifth-owner", content: thirtyFifthOwner },
  { name: "the thirty-sixth owner of tests/thirty-sixth-owner", content: thirtySixthOwner },
  { name: "the thirty-seventh owner of tests/thirty-seventh-owner", content: thirtySeventhOwner },
  { name: "the thirty-eighth owner of tests/thirty-eighth-owner", content: thirtyEighthOwner },
  { name: "the thirty-ninth owner of tests/thirty-ninth-owner", content: thirtyNinthOwner },
  { name: "the fortieth owner of tests/fortieth-owner", content: fortiethOwner },
  { name: "the forty-first owner of tests/forty-first-owner", content: fortyFirstOwner },
  { name: "the forty-second owner of tests/forty-second-owner", content: fortySecondOwner },
  { name: "the forty-third owner of tests/forty-third-owner", content: fortyThirdOwner },
  { name: "the forty-fourth owner of tests/forty-fourth-owner", content: fortyFourthOwner },
  { name: "the forty-fifth owner of tests/forty-fifth-owner", content: fortyFifthOwner },
  { name: "the forty-sixth owner of tests/forty-sixth-owner", content: fortySixthOwner },
  { name: "the forty-seventh owner of tests/forty-seventh-owner", content: fortySeventhOwner },
  { name: "the forty-ninth owner of tests/forty-ninth-owner", content: fortyNinthOwner },
  { name: "the fiftieth owner of tests/fiftieth-owner", content: fiftiethOwner },
  { name: "the fifty-first owner of tests/fifty-first-owner", content: fiftyFirstOwner },
  { name: "the fifty-second owner of tests/fifty-second-owner", content: fiftySecondOwner },
  { name: "the fifty-third owner of tests/fifty-third-owner", content: fiftyThirdOwner },
  { name: "the fifty-fourth owner of tests/fifty-fourth-owner", content: fiftyFourthOwner },
  { name: "the fifty-fifth owner of tests/fifty-fifth-owner", content: fiftyFifthOwner },
  { name: "the fifty-sixth owner of tests/fifty-sixth-owner", content: fiftySixthOwner },
  { name: "the fifty-seventh owner of tests/fifty-seventh-owner", content: fiftySeventhOwner },
  { name: "the fifty-eighth owner of tests/fifty-eighth-owner", content: fiftyEighthOwner },
  { name: "the fifty-ninth owner of tests/fifty-ninth-owner", content: fiftyNinthOwner },
  { name: "the sixtieth owner of tests/sixtieth-owner", content: sixtiethOwner },
  { name: "the sixty-first owner of tests/sixty-first-owner", content: sixtyFirstOwner },
  { name: "the sixty-second owner of tests/sixty-second-owner", content: sixtySecondOwner },
  { name: "the sixty-third owner of tests/sixty-third-owner", content: sixtyThirdOwner },
  { name: "the sixty-fourth owner of tests/sixty-fourth-owner", content: sixtyFourthOwner },
  { name: "the sixty-fifth owner of tests/sixty-fifth-owner", content: sixtyFifthOwner },
  { name: "the sixty-sixth owner of tests/sixty-sixth-owner", content: sixtySixthOwner },
  { name: "the sixty-seventh owner of tests/sixty-seventh-owner", content: sixtySeventhOwner },
  { name: "the sixty-eighth owner of tests/sixty-eighth-owner", content: sixtyEighthOwner },
  { name: "the sixty-ninth owner of tests/sixty-ninth-owner", content: sixtyNinthOwner },
  { name: "the seventieth owner of tests/seventieth-owner", content: seventiethOwner },
  { name: "the seventy-first owner of tests/seventy-first-owner", content: seventyFirstOwner },
  { name: "the seventy-second owner of tests/seventy-second-owner", content: seventySecondOwner },
  { name: "the seventy-third owner of tests/seventy-third-owner", content: seventyThirdOwner },
  { name: "the seventy-fourth owner of tests/seventy-fourth-owner", content: seventyFourthOwner },
  { name: "the seventy-fifth owner of tests/seventy-fifth-owner", content: seventyFifthOwner },
  { name: "the seventy-sixth owner of tests/seventy-sixth-owner", content: seventySixthOwner },
  { name: "the seventy-seventh owner of tests/seventy-seventh-owner", content: seventySeventhOwner },
  { name: "the seventy-eighth owner of tests/seventy-eighth-owner", content: seventyEighthOwner },
  { name: "the seventy-ninth owner of tests/seventy-ninth-owner", content: seventyNinthOwner },
  { name: "the eightieth owner of tests/eightieth-owner", content: eightiethOwner },
  { name: "the eighty-first owner of tests/eighty-first-owner", content: eightyFirstOwner },
  { name: "the eighty-second owner of tests/eighty-second-owner", content: eightySecondOwner },
  { name: "the eighty-third owner of tests/eighty-third-owner", content: eightyThirdOwner },
  { name: "the eighty-fourth owner of tests/eighty-fourth-owner", content: eightyFourthOwner },
  { name: "the eighty-fifth owner of tests/eighty-fifth-owner", content: eightyFifthOwner },
  { name: "the eighty-sixth owner of tests/eighty-sixth-owner", content: eightySixthOwner },
  { name: "the eighty-seventh owner of tests/eighty-seventh-owner", content: eightySeventhOwner },
  { name: "the eighty-eighth owner of tests/eighty-eighth-owner", content: eightyEighthOwner },
  { name: "the eighty-ninth owner of tests/eighty-ninth-owner", content: eightyNinthOwner },
  { name: "the ninetieth owner of tests/ninetieth-owner", content: ninetiethOwner },
  { name: "the ninety-first owner of tests/ninety-first-owner", content: ninetyFirstOwner },
  { name: "the ninety-second owner of tests/ninety-second-owner", content: ninetySecondOwner },
  { name: "the ninety-third owner of tests/ninety-third-owner", content: ninetyThirdOwner },
  { name: "the ninety-fourth owner of tests/ninety-fourth-owner", content: ninetyFourthOwner },
  { name: "the ninety-fifth owner of tests/ninety-fifth-owner", content: ninetyFifthOwner },
  { name: "the ninety-sixth owner of tests/ninety-sixth-owner", content: ninetySixthOwner },
  { name: "the ninety-seventh owner of tests/ninety-seventh-owner", content: ninetySeventhOwner },
  { name: "the ninety-eighth owner of tests/ninety-eighth-owner", content: ninetyEighthOwner },
  { name: "the ninety-ninth owner of tests/ninety-ninth-owner", content: ninetyNinthOwner },
  { name: "the hundredth owner of tests/hundredth-owner", content: hundredthOwner },
  { name: "the hundred-and-first owner of tests/hundred-and-first-owner", content: hundredAndFirstOwner },
  { name: "the hundred-and-second owner of tests/hundred-and-second-owner", content: hundredAndSecondOwner },
  { name: "the hundred-and-third owner of tests/hundred-and-third-owner", content: hundredAndThirdOwner },
  { name: "the hundred-and-fourth owner of tests/hundred-and-fourth-owner", content: hundredAndFourthOwner },
  { name: "the hundred-and-fifth owner of tests/hundred-and-fifth-owner", content: hundredAndFifthOwner },
  { name: "the hundred-and-sixth owner of tests/hundred-and-sixth-owner", content: hundredAndSixthOwner },
  { name: "the hundred-and-seventh owner of tests/hundred-and-seventh-owner", content: hundredAndSeventhOwner },
  { name: "the hundred-and-eighth owner of tests/hundred-and-eighth-owner", content: hundredAndEighthOwner },
  { name: "the hundred-and-ninth owner of tests/hundred-and-ninth-owner", content: hundredAndNinthOwner },
  { name: "the hundred-and-tenth owner of tests/hundred-and-tenth-owner", content: hundredAndTenthOwner },
  { name: "the hundred-and-eleventh owner of tests/hundred-and-eleventh-owner", content: hundredAndEleventhOwner },
  { name: "the hundred-and-twelfth owner of tests/hundred-and-twelfth-owner", content: hundredAndTwelfthOwner },
  { name: "the hundred-and-thirteenth owner of tests/hundred-and-thirteenth-owner", content: hundredAndThirteenthOwner },
  { name: "the hundred-and-fourteenth owner of tests/hundred-and-fourteenth-owner", content: hundredAndFourteenthOwner },
  { name: "the hundred-and-fifteenth owner of tests/hundred-and-fifteenth-owner", content: hundredAndFifteenthOwner },
  { name: "the hundred-and-sixteenth owner of tests/hundred-and-sixteenth-owner", content: hundredAndSixteenthOwner },
  { name: "the hundred-and-seventeenth owner of tests/hundred-and-seventeenth-owner", content: hundredAndSeventeenthOwner },
  { name: "the hundred-and-eighteenth owner of tests/hundred-and-eighteenth-owner", content: hundredAndEighteenthOwner },
  { name: "the hundred-and-nineteenth owner of tests/hundred-and-nineteenth-owner", content: hundredAndNineteenthOwner },
  { name: "the hundred-and-twentieth owner of tests/hundred-and-twentieth-owner", content: hundredAndTwentiethOwner },
  { name: "the hundred-and-twenty-first owner of tests/hundred-and-twenty-first-owner", content: hundredAndTwentyFirstOwner },
  { name: "the hundred-and-twenty-second owner of tests/hundred-and-twenty-second-owner", content: hundredAndTwentySecondOwner },
  { name: "the hundred-and-twenty-third owner of tests/hundred-and-twenty-third-owner", content: hundredAndTwentyThirdOwner },
  { name: "the hundred-and-twenty-fourth owner of tests/hundred-and-twenty-fourth-owner", content: hundredAndTwentyFourthOwner },
  { name: "the hundred-and-twenty-fifth owner of tests/hundred-and-twenty-fifth-owner", content: hundredAndTwentyFifthOwner },
  { name: "the hundred-and-twenty-sixth owner of tests/hundred-and-twenty-sixth-owner", content: hundredAndTwentySixthOwner },
  { name: "the hundred-and-twenty-seventh owner of tests/hundred-and-twenty-seventh-owner", content: hundredAndTwentySeventhOwner },
  { name: "the hundred-and-twenty-eighth owner of tests/hundred-and-twenty-eighth-owner", content: hundredAndTwentyEighthOwner },
  { name: "the hundred-and-twenty-ninth owner of tests/hundred-and-twenty-ninth-owner", content: hundredAndTwentyNinthOwner },
  { name: "the hundred-and-thirtieth owner of tests/hundred-and-thirtieth-owner", content: hundredAndThirtiethOwner },
  { name: "the hundred-and-thirty-first owner of tests/hundred-and-thirty-first-owner", content: hundredAndThirtyFirstOwner },
  { name: "the hundred-and-thirty-second owner of tests/hundred-and-thirty-second-owner", content: hundredAndThirtySecondOwner },
  { name: "the hundred-and-thirty-third owner of tests/hundred-and-thirty-third-owner", content: hundredAndThirtyThirdOwner },
  { name: "the hundred-and-thirty-fourth owner of tests/hundred-and-thirty-fourth-owner", content: hundredAndThirtyFourthOwner },
  { name: "the hundred-and-thirty-fifth owner of tests/hundred-and-thirty-fifth-owner", content: hundredAndThirtyFifthOwner },
  { name: "the hundred-and-thirty-sixth owner of tests/hundred-and-thirty-sixth-owner", content: hundredAndThirtySixthOwner },
  { name: "the hundred-and-thirty-seventh owner of tests/hundred-and-thirty-seventh-owner", content: hundredAndThirtySeventhOwner },
  { name: "the hundred-and-thirty-eighth owner of tests/hundred-and-thirty-eighth-owner", content: hundredAndThirtyEighthOwner },
];

// (The sample's rounds hold over ten thousand cases: a minute or more on two cores shared with the other test files.)
const TIMEOUT = 240_000;

for (const { name, content } of owners) {
  const set = independentSetFor(content);
  test.skipIf(!set)(`${name}: the independent questions, with no phone leak and a score above the floor`, { timeout: TIMEOUT }, () => {
    if (!set) return;
    const { knowledge } = buildQuestionSet(content);
    const result = runQuestionSet(set.cases, createAnswerer(content), knowledge);
    expect(result.phoneLeaks).toEqual([]);
    const stillTuned = (id: string) => STILL_TUNED.rounds.some((round) => id.startsWith(round));
    const floor = set.cases.every((testCase) => stillTuned(testCase.id)) ? STILL_TUNED.floor : FLOOR;
    expect(result.overall.score, failures(result, 10)).toBeGreaterThanOrEqual(floor);
  });
}
