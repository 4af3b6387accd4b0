import { expect, test } from "vitest";
import { createAnswerer } from "../../app/chat/answerer/answer.server";
import { madeUpOwner } from "../assistant/made-up-owner";
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
import { paraphrasedForms } from "../assistant/paraphrase";
import { buildQuestionSet, siteContent } from "../assistant/question-set";
import { runQuestionSet } from "../assistant/run-question-set";

/**
 * Every generated question asked about "he", "she", "they" and the owner's name, in lower case
 * without punctuation, and with a typo: for the content in app/content/, the made-up owner, and the third to the forty-seventh owners and the forty-ninth to seventy-second.
 */
const owners = [
  { name: "app/content/", content: siteContent },
  { name: "the made-up owner", content: madeUpOwner },
  { name: "the third owner (they)", content: thirdOwner },
  { name: "the fourth owner (he)", content: fourthOwner },
  { name: "the fifth owner (she)", content: fifthOwner },
  { name: "the sixth owner (they)", content: sixthOwner },
  { name: "the seventh owner (he)", content: seventhOwner },
  { name: "the eighth owner (she)", content: eighthOwner },
  { name: "the ninth owner (they)", content: ninthOwner },
  { name: "the tenth owner (he, a new graduate)", content: tenthOwner },
  { name: "the eleventh owner (she, a security consultant)", content: eleventhOwner },
  { name: "the twelfth owner (they, a freelance web developer)", content: twelfthOwner },
  { name: "the thirteenth owner (she, a research software engineer)", content: thirteenthOwner },
  { name: "the fourteenth owner (he, a site reliability engineer)", content: fourteenthOwner },
  { name: "the fifteenth owner (he, an analytics engineer)", content: fifteenthOwner },
  { name: "the sixteenth owner (they, an accessibility engineer)", content: sixteenthOwner },
  { name: "the seventeenth owner (she, a student)", content: seventeenthOwner },
  { name: "the eighteenth owner (he, a principal engineer)", content: eighteenthOwner },
  { name: "the nineteenth owner (she, a design engineer)", content: nineteenthOwner },
  { name: "the twentieth owner (they, a solo founder)", content: twentiethOwner },
  { name: "the twenty-first owner (he, a teacher turned developer)", content: twentyFirstOwner },
  { name: "the twenty-second owner (she, an NLP lead)", content: twentySecondOwner },
  { name: "the twenty-third owner (they, a test-automation lead)", content: twentyThirdOwner },
  { name: "the twenty-fourth owner (he, a Rust storage engineer)", content: twentyFourthOwner },
  { name: "the twenty-fifth owner (she, a mobile tech lead)", content: twentyFifthOwner },
  { name: "the twenty-sixth owner (he, a gameplay programmer)", content: twentySixthOwner },
  { name: "the twenty-seventh owner (they, a developer-relations lead)", content: twentySeventhOwner },
  { name: "the twenty-eighth owner (she, an application-security lead)", content: twentyEighthOwner },
  { name: "the twenty-ninth owner (she, a robotics software engineer)", content: twentyNinthOwner },
  { name: "the thirtieth owner (he, an engineering manager)", content: thirtiethOwner },
  { name: "the thirty-first owner (they, a platform engineer)", content: thirtyFirstOwner },
  { name: "the thirty-second owner (she, an accessibility freelancer)", content: thirtySecondOwner },
  { name: "the thirty-third owner (he, a firmware engineer)", content: thirtyThirdOwner },
  { name: "the thirty-fourth owner (they, a junior developer from hospitality)", content: thirtyFourthOwner },
  { name: "the thirty-fifth owner (she, an e-commerce developer)", content: thirtyFifthOwner },
  { name: "the thirty-sixth owner (he, a staff back-end engineer and lecturer)", content: thirtySixthOwner },
  { name: "the thirty-seventh owner (they, a site reliability engineer)", content: thirtySeventhOwner },
  { name: "the thirty-eighth owner (he, a documentation engineer)", content: thirtyEighthOwner },
  { name: "the thirty-ninth owner (she, a freelance mobile developer)", content: thirtyNinthOwner },
  { name: "the fortieth owner (he, a game developer and technical artist)", content: fortiethOwner },
  { name: "the forty-first owner (he, a Salesforce architect)", content: fortyFirstOwner },
  { name: "the forty-second owner (she, a back-end developer who taught chemistry)", content: fortySecondOwner },
  { name: "the forty-third owner (she, a Java back-end engineer)", content: fortyThirdOwner },
  { name: "the forty-fourth owner (they, a .NET and Azure developer)", content: fortyFourthOwner },
  { name: "the forty-fifth owner (she, a mainframe modernization engineer)", content: fortyFifthOwner },
  { name: "the forty-sixth owner (he, a Flutter developer who coached chess)", content: fortySixthOwner },
  { name: "the forty-seventh owner (they, a computer vision engineer)", content: fortySeventhOwner },
  { name: "the forty-ninth owner (she, a bioinformatics engineer)", content: fortyNinthOwner },
  { name: "the fiftieth owner (she, a QA automation lead)", content: fiftiethOwner },
  { name: "the fifty-first owner (they, a gameplay programmer who goes by a shorter name)", content: fiftyFirstOwner },
  { name: "the fifty-second owner (he, a data journalist)", content: fiftySecondOwner },
  { name: "the fifty-third owner (she, a nurse turned integration engineer)", content: fiftyThirdOwner },
  { name: "the fifty-fourth owner (he, a lab technician turned bioinformatics engineer)", content: fiftyFourthOwner },
  { name: "the fifty-fifth owner (they, a contract Go engineer back from a career break)", content: fiftyFifthOwner },
  { name: "the fifty-sixth owner (she, a QA tester turned graphics programmer in games)", content: fiftySixthOwner },
  { name: "the fifty-seventh owner (they, an embedded firmware engineer in medical devices)", content: fiftySeventhOwner },
  { name: "the fifty-eighth owner (he, a network technician turned site reliability engineer)", content: fiftyEighthOwner },
  { name: "the fifty-ninth owner (she, a physics teacher turned research software engineer)", content: fiftyNinthOwner },
  { name: "the sixtieth owner (they, a sound engineer turned senior mobile engineer)", content: sixtiethOwner },
  { name: "the sixty-first owner (she, a translator turned localization platform engineer)", content: sixtyFirstOwner },
  { name: "the sixty-second owner (he, a cook turned staff backend engineer)", content: sixtySecondOwner },
  { name: "the sixty-third owner (they, a chemistry teacher turned firmware engineer)", content: sixtyThirdOwner },
  { name: "the sixty-fourth owner (she, an air-traffic controller turned avionics engineer)", content: sixtyFourthOwner },
  { name: "the sixty-fifth owner (he, a session bassist turned audio DSP developer)", content: sixtyFifthOwner },
  { name: "the sixty-sixth owner (they, a geographer turned transit data engineer)", content: sixtySixthOwner },
  { name: "the sixty-seventh owner (she, a bank teller turned payments engineer)", content: sixtySeventhOwner },
  { name: "the sixty-eighth owner (he, a chess master turned compiler engineer)", content: sixtyEighthOwner },
  { name: "the sixty-ninth owner (they, a QA tester turned lead tools programmer)", content: sixtyNinthOwner },
  { name: "the seventieth owner (she, an Auslan interpreter turned accessibility engineer)", content: seventiethOwner },
  { name: "the seventy-first owner (he, a maths teacher turned staff mobile engineer)", content: seventyFirstOwner },
  { name: "the seventy-second owner (she, a hospital pharmacist turned analytics engineer)", content: seventySecondOwner },
  { name: "the seventy-third owner (they, a land surveyor turned geospatial developer)", content: seventyThirdOwner },
  { name: "the seventy-fourth owner (he, a test engineer turned FPGA verification lead)", content: seventyFourthOwner },
  { name: "the seventy-fifth owner (she, a bank QA tester turned staff mobile engineer)", content: seventyFifthOwner },
  { name: "the seventy-sixth owner (they, a graphic designer turned design-systems engineer)", content: seventySixthOwner },
  { name: "the seventy-seventh owner (he, a hospital help-desk technician turned SRE lead)", content: seventySeventhOwner },
  { name: "the seventy-eighth owner (she, a biologist turned research software engineer)", content: seventyEighthOwner },
  { name: "the seventy-ninth owner (they, a theatre sound engineer turned fractional CTO)", content: seventyNinthOwner },
  { name: "the eightieth owner (he, a network engineer turned low-latency C++ engineer)", content: eightiethOwner },
  { name: "the eighty-first owner (she, a Deaf technical artist turned gameplay programmer)", content: eightyFirstOwner },
  { name: "the eighty-second owner (he, a Navy sonar technician turned mainframe modernization lead)", content: eightySecondOwner },
];

test.for(owners)("for $name, the form of a question never decides whether its answer is right", { timeout: 60_000 }, ({ content }) => {
  const { knowledge } = buildQuestionSet(content);
  const answer = createAnswerer(content);
  const forms = paraphrasedForms(content, knowledge).map((form) => ({ ...form, result: runQuestionSet(form.cases, answer, knowledge) }));
  const [first] = forms;
  expect(forms.length).toBeGreaterThanOrEqual(6);
  const differing = (first?.cases ?? []).flatMap((testCase, index) => {
    const outcomes = forms.map((form) => form.result.results[index]?.verdict.pass);
    if (outcomes.every((outcome) => outcome === outcomes[0])) return [];
    return [
      `${testCase.id}: ${forms.map((form, i) => `${form.name} ${outcomes[i] ? "right" : "wrong"}: "${form.cases[index]?.turns.at(-1)}"`).join("; ")}`,
    ];
  });
  console.info(forms.map((form) => `${form.name}: ${form.result.overall.passed}/${form.result.overall.total}`).join(" · "));
  expect(differing).toEqual([]);
});
