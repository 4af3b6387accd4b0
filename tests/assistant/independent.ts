import otherOwnerJson from "./independent/other-owner.json";
import sampleOwnerJson from "./independent/sample-owner.json";
import thirdOwnerJson from "./independent/third-owner.json";
import otherOwnerJson2 from "./independent-2/other-owner.json";
import sampleOwnerJson2 from "./independent-2/sample-owner.json";
import thirdOwnerJson2 from "./independent-2/third-owner.json";
import fourthOwnerJson2 from "./independent-2/fourth-owner.json";
import sampleOwnerJson3 from "./independent-3/sample-owner.json";
import otherOwnerJson3 from "./independent-3/other-owner.json";
import thirdOwnerJson3 from "./independent-3/third-owner.json";
import fourthOwnerJson3 from "./independent-3/fourth-owner.json";
import fifthOwnerJson3 from "./independent-3/fifth-owner.json";
import sampleOwnerJson4 from "./independent-4/sample-owner.json";
import otherOwnerJson4 from "./independent-4/other-owner.json";
import thirdOwnerJson4 from "./independent-4/third-owner.json";
import fourthOwnerJson4 from "./independent-4/fourth-owner.json";
import fifthOwnerJson4 from "./independent-4/fifth-owner.json";
import sixthOwnerJson4 from "./independent-4/sixth-owner.json";
import sampleOwnerJson5 from "./independent-5/sample-owner.json";
import otherOwnerJson5 from "./independent-5/other-owner.json";
import sixthOwnerJson5 from "./independent-5/sixth-owner.json";
import seventhOwnerJson5 from "./independent-5/seventh-owner.json";
import sampleOwnerJson6 from "./independent-6/sample-owner.json";
import thirdOwnerJson6 from "./independent-6/third-owner.json";
import fifthOwnerJson6 from "./independent-6/fifth-owner.json";
import eighthOwnerJson6 from "./independent-6/eighth-owner.json";
import sampleOwnerJson7 from "./independent-7/sample-owner.json";
import otherOwnerJson7 from "./independent-7/other-owner.json";
import fourthOwnerJson7 from "./independent-7/fourth-owner.json";
import thirteenthOwnerJson16 from "./independent-16/thirteenth-owner.json";
import fourteenthOwnerJson17 from "./independent-17/fourteenth-owner.json";
import fifteenthOwnerJson18 from "./independent-18/fifteenth-owner.json";
import sixteenthOwnerJson20 from "./independent-20/sixteenth-owner.json";
import seventeenthOwnerJson21 from "./independent-21/seventeenth-owner.json";
import eighteenthOwnerJson22 from "./independent-22/eighteenth-owner.json";
import nineteenthOwnerJson23 from "./independent-23/nineteenth-owner.json";
import twentiethOwnerJson24 from "./independent-24/twentieth-owner.json";
import twentyFirstOwnerJson25 from "./independent-25/twenty-first-owner.json";
import twentySecondOwnerJson26 from "./independent-26/twenty-second-owner.json";
import twentyThirdOwnerJson27 from "./independent-27/twenty-third-owner.json";
import twentyFourthOwnerJson28 from "./independent-28/twenty-fourth-owner.json";
import twentyFifthOwnerJson29 from "./independent-29/twenty-fifth-owner.json";
import twentySixthOwnerJson30 from "./independent-30/twenty-sixth-owner.json";
import sampleOwnerJson31 from "./independent-31/sample-owner.json";
import otherOwnerJson31 from "./independent-31/other-owner.json";
import twentySeventhOwnerJson32 from "./independent-32/twenty-seventh-owner.json";
import twentyEighthOwnerJson33 from "./independent-33/twenty-eighth-owner.json";
import sampleOwnerJson34 from "./independent-34/sample-owner.json";
import otherOwnerJson34 from "./independent-34/other-owner.json";
import twentyNinthOwnerJson35 from "./independent-35/twenty-ninth-owner.json";
import thirtiethOwnerJson36 from "./independent-36/thirtieth-owner.json";
import thirtyFirstOwnerJson37 from "./independent-37/thirty-first-owner.json";
import thirtySecondOwnerJson38 from "./independent-38/thirty-second-owner.json";
import thirtyThirdOwnerJson39 from "./independent-39/thirty-third-owner.json";
import thirtyFourthOwnerJson40 from "./independent-40/thirty-fourth-owner.json";
import thirtyFifthOwnerJson41 from "./independent-41/thirty-fifth-owner.json";
import thirtySixthOwnerJson42 from "./independent-42/thirty-sixth-owner.json";
import thirtySeventhOwnerJson43 from "./independent-43/thirty-seventh-owner.json";
import thirtyEighthOwnerJson44 from "./independent-44/thirty-eighth-owner.json";
import thirtyNinthOwnerJson45 from "./independent-45/thirty-ninth-owner.json";
import fortiethOwnerJson46 from "./independent-46/fortieth-owner.json";
import fortyFirstOwnerJson47 from "./independent-47/forty-first-owner.json";
import fortySecondOwnerJson48 from "./independent-48/forty-second-owner.json";
import fortyThirdOwnerJson49 from "./independent-49/forty-third-owner.json";
import fortyFourthOwnerJson50 from "./independent-50/forty-fourth-owner.json";
import fortyFifthOwnerJson51 from "./independent-51/forty-fifth-owner.json";
import fortySixthOwnerJson52 from "./independent-52/forty-sixth-owner.json";
import fortySeventhOwnerJson53 from "./independent-53/forty-seventh-owner.json";
import fortyNinthOwnerJson55 from "./independent-55/forty-ninth-owner.json";
import fiftiethOwnerJson56 from "./independent-56/fiftieth-owner.json";
import fiftyFirstOwnerJson57 from "./independent-57/fifty-first-owner.json";
import fiftySecondOwnerJson58 from "./independent-58/fifty-second-owner.json";
import fiftyThirdOwnerJson59 from "./independent-59/fifty-third-owner.json";
import fiftyFourthOwnerJson60 from "./independent-60/fifty-fourth-owner.json";
import fiftyFifthOwnerJson61 from "./independent-61/fifty-fifth-owner.json";
import fiftySixthOwnerJson62 from "./independent-62/fifty-sixth-owner.json";
import fiftySeventhOwnerJson63 from "./independent-63/fifty-seventh-owner.json";
import fiftyEighthOwnerJson64 from "./independent-64/fifty-eighth-owner.json";
import fiftyNinthOwnerJson65 from "./independent-65/fifty-ninth-owner.json";
import sixtiethOwnerJson66 from "./independent-66/sixtieth-owner.json";
import sixtyFirstOwnerJson67 from "./independent-67/sixty-first-owner.json";
import sixtySecondOwnerJson68 from "./independent-68/sixty-second-owner.json";
import sixtyThirdOwnerJson69 from "./independent-69/sixty-third-owner.json";
import sixtyFourthOwnerJson70 from "./independent-70/sixty-fourth-owner.json";
import sixtyFifthOwnerJson71 from "./independent-71/sixty-fifth-owner.json";
import sixtySixthOwnerJson72 from "./independent-72/sixty-sixth-owner.json";
import sixtySeventhOwnerJson73 from "./independent-73/sixty-seventh-owner.json";
import sixtyEighthOwnerJson74 from "./independent-74/sixty-eighth-owner.json";
import sixtyNinthOwnerJson75 from "./independent-75/sixty-ninth-owner.json";
import seventiethOwnerJson76 from "./independent-76/seventieth-owner.json";
import seventyFirstOwnerJson77 from "./independent-77/seventy-first-owner.json";
import seventySecondOwnerJson78 from "./independent-78/seventy-second-owner.json";
import sampleOwnerJson79 from "./independent-79/sample-owner.json";
import seventyThirdOwnerJson80 from "./independent-80/seventy-third-owner.json";
import seventyFourthOwnerJson81 from "./independent-81/seventy-fourth-owner.json";
import sampleOwnerJson82 from "./independent-82/sample-owner.json";
import seventyFifthOwnerJson83 from "./independent-83/seventy-fifth-owner.json";
import seventySixthOwnerJson84 from "./independent-84/seventy-sixth-owner.json";
import sampleOwnerJson85 from "./independent-85/sample-owner.json";
import seventySeventhOwnerJson86 from "./independent-86/seventy-seventh-owner.json";
import seventyEighthOwnerJson87 from "./independent-87/seventy-eighth-owner.json";
import sampleOwnerJson88 from "./independent-88/sample-owner.json";
import seventyNinthOwnerJson89 from "./independent-89/seventy-ninth-owner.json";
import eightiethOwnerJson90 from "./independent-90/eightieth-owner.json";
import sampleOwnerJson91 from "./independent-91/sample-owner.json";
import eightyFirstOwnerJson92 from "./independent-92/eighty-first-owner.json";
import eightySecondOwnerJson93 from "./independent-93/eighty-second-owner.json";
import sampleOwnerJson94 from "./independent-94/sample-owner.json";
import eightyThirdOwnerJson95 from "./independent-95/eighty-third-owner.json";
import eightyFourthOwnerJson96 from "./independent-96/eighty-fourth-owner.json";
import sampleOwnerJson97 from "./independent-97/sample-owner.json";
import eightyFifthOwnerJson98 from "./independent-98/eighty-fifth-owner.json";
import eightySixthOwnerJson99 from "./independent-99/eighty-sixth-owner.json";
import sampleOwnerJson100 from "./independent-100/sample-owner.json";
import eightySeventhOwnerJson101 from "./independent-101/eighty-seventh-owner.json";
import eightyEighthOwnerJson102 from "./independent-102/eighty-eighth-owner.json";
import sampleOwnerJson103 from "./independent-103/sample-owner.json";
import eightyNinthOwnerJson104 from "./independent-104/eighty-ninth-owner.json";
import ninetiethOwnerJson105 from "./independent-105/ninetieth-owner.json";
import sampleOwnerJson106 from "./independent-106/sample-owner.json";
import ninetyFirstOwnerJson107 from "./independent-107/ninety-first-owner.json";
import ninetySecondOwnerJson108 from "./independent-108/ninety-second-owner.json";
import sampleOwnerJson109 from "./independent-109/sample-owner.json";
import ninetyThirdOwnerJson110 from "./independent-110/ninety-third-owner.json";
import ninetyFourthOwnerJson111 from "./independent-111/ninety-fourth-owner.json";
import sampleOwnerJson112 from "./independent-112/sample-owner.json";
import ninetyFifthOwnerJson113 from "./independent-113/ninety-fifth-owner.json";
import ninetySixthOwnerJson114 from "./independent-114/ninety-sixth-owner.json";
import sampleOwnerJson115 from "./independent-115/sample-owner.json";
import ninetySeventhOwnerJson116 from "./independent-116/ninety-seventh-owner.json";
import ninetyEighthOwnerJson117 from "./independent-117/ninety-eighth-owner.json";
import sampleOwnerJson118 from "./independent-118/sample-owner.json";
import ninetyNinthOwnerJson119 from "./independent-119/ninety-ninth-owner.json";
import hundredthOwnerJson120 from "./independent-120/hundredth-owner.json";
import sampleOwnerJson121 from "./independent-121/sample-owner.json";
import hundredAndFirstOwnerJson122 from "./independent-122/hundred-and-first-owner.json";
import hundredAndSecondOwnerJson123 from "./independent-123/hundred-and-second-owner.json";
import sampleOwnerJson124 from "./independent-124/sample-owner.json";
import hundredAndThirdOwnerJson125 from "./independent-125/hundred-and-third-owner.json";
import hundredAndFourthOwnerJson126 from "./independent-126/hundred-and-fourth-owner.json";
import sampleOwnerJson127 from "./independent-127/sample-owner.json";
import hundredAndFifthOwnerJson128 from "./independent-128/hundred-and-fifth-owner.json";
import hundredAndSixthOwnerJson129 from "./independent-129/hundred-and-sixth-owner.json";
import sampleOwnerJson130 from "./independent-130/sample-owner.json";
import hundredAndSeventhOwnerJson131 from "./independent-131/hundred-and-seventh-owner.json";
import hundredAndEighthOwnerJson132 from "./independent-132/hundred-and-eighth-owner.json";
import sampleOwnerJson133 from "./independent-133/sample-owner.json";
import hundredAndNinthOwnerJson134 from "./independent-134/hundred-and-ninth-owner.json";
import hundredAndTenthOwnerJson135 from "./independent-135/hundred-and-tenth-owner.json";
import sampleOwnerJson136 from "./independent-136/sample-owner.json";
import hundredAndEleventhOwnerJson137 from "./independent-137/hundred-and-eleventh-owner.json";
import hundredAndTwelfthOwnerJson138 from "./independent-138/hundred-and-twelfth-owner.json";
import sampleOwnerJson139 from "./independent-139/sample-owner.json";
import hundredAndThirteenthOwnerJson140 from "./independent-140/hundred-and-thirteenth-owner.json";
import hundredAndFourteenthOwnerJson141 from "./independent-141/hundred-and-fourteenth-owner.json";
import sampleOwnerJson142 from "./independent-142/sample-owner.json";
import hundredAndFifteenthOwnerJson143 from "./independent-143/hundred-and-fifteenth-owner.json";
import hundredAndSixteenthOwnerJson144 from "./independent-144/hundred-and-sixteenth-owner.json";
import sampleOwnerJson145 from "./independent-145/sample-owner.json";
import hundredAndSeventeenthOwnerJson146 from "./independent-146/hundred-and-seventeenth-owner.json";
import hundredAndEighteenthOwnerJson147 from "./independent-147/hundred-and-eighteenth-owner.json";
import sampleOwnerJson148 from "./independent-148/sample-owner.json";
import hundredAndNineteenthOwnerJson149 from "./independent-149/hundred-and-nineteenth-owner.json";
import hundredAndTwentiethOwnerJson150 from "./independent-150/hundred-and-twentieth-owner.json";
import sampleOwnerJson151 from "./independent-151/sample-owner.json";
import hundredAndTwentyFirstOwnerJson152 from "./independent-152/hundred-and-twenty-first-owner.json";
import hundredAndTwentySecondOwnerJson153 from "./independent-153/hundred-and-twenty-second-owner.json";
import sampleOwnerJson154 from "./independent-154/sample-owner.json";
import hundredAndTwentyThirdOwnerJson155 from "./independent-155/hundred-and-twenty-third-owner.json";
import hundredAndTwentyFourthOwnerJson156 from "./independent-156/hundred-and-twenty-fourth-owner.json";
import sampleOwnerJson157 from "./independent-157/sample-owner.json";
import hundredAndTwentyFifthOwnerJson158 from "./independent-158/hundred-and-twenty-fifth-owner.json";
import hundredAndTwentySixthOwnerJson159 from "./independent-159/hundred-and-twenty-sixth-owner.json";
import sampleOwnerJson160 from "./independent-160/sample-owner.json";
import hundredAndTwentySeventhOwnerJson161 from "./independent-161/hundred-and-twenty-seventh-owner.json";
import hundredAndTwentyEighthOwnerJson162 from "./independent-162/hundred-and-twenty-eighth-owner.json";
import sampleOwnerJson163 from "./independent-163/sample-owner.json";
import hundredAndTwentyNinthOwnerJson164 from "./independent-164/hundred-and-twenty-ninth-owner.json";
import hundredAndThirtiethOwnerJson165 from "./independent-165/hundred-and-thirtieth-owner.json";
import sampleOwnerJson166 from "./independent-166/sample-owner.json";
import hundredAndThirtyFirstOwnerJson167 from "./independent-167/hundred-and-thirty-first-owner.json";
import hundredAndThirtySecondOwnerJson168 from "./independent-168/hundred-and-thirty-second-owner.json";
import sampleOwnerJson169 from "./independent-169/sample-owner.json";
import hundredAndThirtyThirdOwnerJson170 from "./independent-170/hundred-and-thirty-third-owner.json";
import hundredAndThirtyFourthOwnerJson171 from "./independent-171/hundred-and-thirty-fourth-owner.json";
import sampleOwnerJson172 from "./independent-172/sample-owner.json";
import hundredAndThirtyFifthOwnerJson173 from "./independent-173/hundred-and-thirty-fifth-owner.json";
import hundredAndThirtySixthOwnerJson174 from "./independent-174/hundred-and-thirty-sixth-owner.json";
import sampleOwnerJson175 from "./independent-175/sample-owner.json";
import hundredAndThirtySeventhOwnerJson176 from "./independent-176/hundred-and-thirty-seventh-owner.json";
import hundredAndThirtyEighthOwnerJson177 from "./independent-177/hundred-and-thirty-eighth-owner.json";
import sampleOwnerJson178 from "./independent-178/sample-owner.json";
import sampleOwnerJson19 from "./independent-19/sample-owner.json";
import otherOwnerJson19 from "./independent-19/other-owner.json";
import otherOwnerJson8 from "./independent-8/other-owner.json";
import sixthOwnerJson8 from "./independent-8/sixth-owner.json";
import ninthOwnerJson8 from "./independent-8/ninth-owner.json";
import sampleOwnerJson9 from "./independent-9/sample-owner.json";
import otherOwnerJson9 from "./independent-9/other-owner.json";
import tenthOwnerJson9 from "./independent-9/tenth-owner.json";
import sampleOwnerJson10 from "./independent-10/sample-owner.json";
import otherOwnerJson10 from "./independent-10/other-owner.json";
import eleventhOwnerJson10 from "./independent-10/eleventh-owner.json";
import sampleOwnerJson11 from "./independent-11/sample-owner.json";
import otherOwnerJson11 from "./independent-11/other-owner.json";
import sampleOwnerJson12 from "./independent-12/sample-owner.json";
import otherOwnerJson12 from "./independent-12/other-owner.json";
import twelfthOwnerJson13 from "./independent-13/twelfth-owner.json";
import sampleOwnerJson14 from "./independent-14/sample-owner.json";
import otherOwnerJson14 from "./independent-14/other-owner.json";
import sampleOwnerJson15 from "./independent-15/sample-owner.json";
import otherOwnerJson15 from "./independent-15/other-owner.json";
import { isWrittenFor, readFixture, type Fixture } from "./fixture";
import type { SiteContent } from "./types";

/**
 * Questions written from each owner's content alone, by someone who never saw the answerer, for
 * the sample owner, the second owner (tests/other-owner) and the third (tests/third-owner). Unlike
 * the held-out set they are tuning data: the answerer is improved on them, and the held-out set,
 * which never is, tells whether that carried over to questions nobody tuned for.
 */
const INDEPENDENT: readonly unknown[] = [sampleOwnerJson, otherOwnerJson, thirdOwnerJson];

/** The second round (tests/assistant/independent-2/), written the same way later, for these three owners and a fourth (tests/fourth-owner). */
const INDEPENDENT_2: readonly unknown[] = [sampleOwnerJson2, otherOwnerJson2, thirdOwnerJson2, fourthOwnerJson2];

/** The third round (tests/assistant/independent-3/), for these four owners and a fifth (tests/fifth-owner). */
const INDEPENDENT_3: readonly unknown[] = [sampleOwnerJson3, otherOwnerJson3, thirdOwnerJson3, fourthOwnerJson3, fifthOwnerJson3];

/** The fourth round (tests/assistant/independent-4/), on the hardest kinds of question, for these five owners and a sixth (tests/sixth-owner). */
const INDEPENDENT_4: readonly unknown[] = [sampleOwnerJson4, otherOwnerJson4, thirdOwnerJson4, fourthOwnerJson4, fifthOwnerJson4, sixthOwnerJson4];

/** The fifth round (tests/assistant/independent-5/), for the sample, the second and the sixth owners and a seventh (tests/seventh-owner). */
const INDEPENDENT_5: readonly unknown[] = [sampleOwnerJson5, otherOwnerJson5, sixthOwnerJson5, seventhOwnerJson5];

/** The sixth round (tests/assistant/independent-6/), on skills, experience, studies and what the site cannot answer, for three owners and an eighth (tests/eighth-owner). */
const INDEPENDENT_6: readonly unknown[] = [sampleOwnerJson6, thirdOwnerJson6, fifthOwnerJson6, eighthOwnerJson6];

/** The seventh round (tests/assistant/independent-7/), on studies, location and availability, roles and what the site cannot answer, for three owners. */
const INDEPENDENT_7: readonly unknown[] = [sampleOwnerJson7, otherOwnerJson7, fourthOwnerJson7];

/** The eighth round (tests/assistant/independent-8/), for the second and sixth owners and a ninth (tests/ninth-owner). */
const INDEPENDENT_8: readonly unknown[] = [otherOwnerJson8, sixthOwnerJson8, ninthOwnerJson8];

/** The ninth round (tests/assistant/independent-9/), two in five of its cases conversations, for the sample and the second owners and a tenth (tests/tenth-owner), a new graduate. */
const INDEPENDENT_9: readonly unknown[] = [sampleOwnerJson9, otherOwnerJson9, tenthOwnerJson9];

/** The tenth round (tests/assistant/independent-10/), as a hiring manager, a recruiter and a developer would ask, for the sample and the second owners and an eleventh (tests/eleventh-owner), a security consultant. */
const INDEPENDENT_10: readonly unknown[] = [sampleOwnerJson10, otherOwnerJson10, eleventhOwnerJson10];

/**
 * The first held-out set (tests/assistant/independent-11/), for the sample and the second owners, measured only while
 * it was held out. Once the answerer was improved on its failures it became tuning data, and a third held-out set
 * (tests/assistant/held-out/) took its place.
 */
const INDEPENDENT_11: readonly unknown[] = [sampleOwnerJson11, otherOwnerJson11];

/** The second held-out set (tests/assistant/independent-12/), tuning data from the same day on. */
const INDEPENDENT_12: readonly unknown[] = [sampleOwnerJson12, otherOwnerJson12];

/** The eleventh round (tests/assistant/independent-13/), for a twelfth owner (tests/twelfth-owner), a freelance web developer who was a nurse, they/them. */
const INDEPENDENT_13: readonly unknown[] = [twelfthOwnerJson13];

/** The twelfth round (tests/assistant/independent-14/), for the sample and the second owners, asked in voices no set had used (a founder, a journalist, a student, an HR checklist). */
const INDEPENDENT_14: readonly unknown[] = [sampleOwnerJson14, otherOwnerJson14];

/** The third held-out set (tests/assistant/independent-15/), tuning data since its failures were read; a fourth held-out set took its place. */
const INDEPENDENT_15: readonly unknown[] = [sampleOwnerJson15, otherOwnerJson15];

/** The thirteenth round (tests/assistant/independent-16/), for a thirteenth owner (tests/thirteenth-owner), a research software engineer with a PhD and publications, she/her. */
const INDEPENDENT_16: readonly unknown[] = [thirteenthOwnerJson16];

/** The fourteenth round (tests/assistant/independent-17/), for a fourteenth owner (tests/fourteenth-owner), a self-taught site reliability engineer with fifteen years of roles and no degree, he/him. */
const INDEPENDENT_17: readonly unknown[] = [fourteenthOwnerJson17];

/** The fifteenth round (tests/assistant/independent-18/), for a fifteenth owner (tests/fifteenth-owner), an analytics engineer who was an economist and lecturer, he/him. */
const INDEPENDENT_18: readonly unknown[] = [fifteenthOwnerJson18];

/** The sixteenth round (tests/assistant/independent-19/), on work experience, for the sample and the second owners. */
const INDEPENDENT_19: readonly unknown[] = [sampleOwnerJson19, otherOwnerJson19];

/** The seventeenth round (tests/assistant/independent-20/), for a sixteenth owner (tests/sixteenth-owner), an accessibility engineer who was a nurse, they/them. */
const INDEPENDENT_20: readonly unknown[] = [sixteenthOwnerJson20];

/** The eighteenth round (tests/assistant/independent-21/), for a seventeenth owner (tests/seventeenth-owner), a final-year student seeking a first role, she/her. */
const INDEPENDENT_21: readonly unknown[] = [seventeenthOwnerJson21];

/** The nineteenth round (tests/assistant/independent-22/), for an eighteenth owner (tests/eighteenth-owner), a principal engineer with twenty years, a start-up, a sabbatical and a book, he/him. */
const INDEPENDENT_22: readonly unknown[] = [eighteenthOwnerJson22];

/** The twentieth round (tests/assistant/independent-23/), for a nineteenth owner (tests/nineteenth-owner), a design engineer in Brazil who came from graphic design, she/her. */
const INDEPENDENT_23: readonly unknown[] = [nineteenthOwnerJson23];

/** The twenty-first round (tests/assistant/independent-24/), for a twentieth owner (tests/twentieth-owner), a solo founder of two paid products who takes contracts only, they/them. */
const INDEPENDENT_24: readonly unknown[] = [twentiethOwnerJson24];

/** The twenty-second round (tests/assistant/independent-25/), for a twenty-first owner (tests/twenty-first-owner), a chemistry teacher turned full-stack developer in Nairobi, he/him. */
const INDEPENDENT_25: readonly unknown[] = [twentyFirstOwnerJson25];

/** The twenty-third round (tests/assistant/independent-26/), for a twenty-second owner (tests/twenty-second-owner), an NLP lead with a PhD and papers in Lyon, she/her. */
const INDEPENDENT_26: readonly unknown[] = [twentySecondOwnerJson26];

/** The twenty-fourth round (tests/assistant/independent-27/), for a twenty-third owner (tests/twenty-third-owner), a test-automation lead at a São Paulo fintech who wants remote work, they/them. */
const INDEPENDENT_27: readonly unknown[] = [twentyThirdOwnerJson27];

/** The twenty-fifth round (tests/assistant/independent-28/), for a twenty-fourth owner (tests/twenty-fourth-owner), a Rust storage engineer in Warsaw with a book and a career break, he/him. */
const INDEPENDENT_28: readonly unknown[] = [twentyFourthOwnerJson28];

/** The twenty-sixth round (tests/assistant/independent-29/), for a twenty-fifth owner (tests/twenty-fifth-owner), a designer turned mobile tech lead in Seoul who wants to move to Singapore or Tokyo, she/her. */
const INDEPENDENT_29: readonly unknown[] = [twentyFifthOwnerJson29];

/** The twenty-seventh round (tests/assistant/independent-30/), for a twenty-sixth owner (tests/twenty-sixth-owner), a maths teacher turned gameplay programmer in Austin with games on Steam, he/him. */
const INDEPENDENT_30: readonly unknown[] = [twentySixthOwnerJson30];

/** The fourth held-out set (tests/assistant/independent-31/), for the sample and the second owners: tuning data since a fifth was written. */
const INDEPENDENT_31: readonly unknown[] = [sampleOwnerJson31, otherOwnerJson31];

/** The twenty-eighth round (tests/assistant/independent-32/), for a twenty-seventh owner (tests/twenty-seventh-owner), a self-taught developer-relations lead and technical writer in Mexico City with a Spanish-language podcast, they/them. */
const INDEPENDENT_32: readonly unknown[] = [twentySeventhOwnerJson32];

/** The twenty-ninth round (tests/assistant/independent-33/), for a twenty-eighth owner (tests/twenty-eighth-owner), an application-security lead in Stockholm on a contract, with CVEs and a CTF team, she/her. */
const INDEPENDENT_33: readonly unknown[] = [twentyEighthOwnerJson33];

/** The thirtieth round (tests/assistant/independent-34/), for the sample and the second owners, with more questions about who the owner is. */
const INDEPENDENT_34: readonly unknown[] = [sampleOwnerJson34, otherOwnerJson34];

/** The thirty-first round (tests/assistant/independent-35/), for a twenty-ninth owner (tests/twenty-ninth-owner), a robotics software engineer in Munich with a PhD, papers and a part-time lectureship, she/her. */
const INDEPENDENT_35: readonly unknown[] = [twentyNinthOwnerJson35];

/** The thirty-second round (tests/assistant/independent-36/), for a thirtieth owner (tests/thirtieth-owner), an Android engineer turned engineering manager in Nairobi without a degree, he/him. */
const INDEPENDENT_36: readonly unknown[] = [thirtiethOwnerJson36];

/** The thirty-third round (tests/assistant/independent-37/), for a thirty-first owner (tests/thirty-first-owner), a platform and site-reliability engineer in Lagos who left a physics degree for a bootcamp, they/them. */
const INDEPENDENT_37: readonly unknown[] = [thirtyFirstOwnerJson37];

/** The thirty-fourth round (tests/assistant/independent-38/), for a thirty-second owner (tests/thirty-second-owner), an accessibility-focused front-end freelancer in Lisbon who was a graphic designer first, she/her. */
const INDEPENDENT_38: readonly unknown[] = [thirtySecondOwnerJson38];

/** The thirty-fifth round (tests/assistant/independent-39/), for a thirty-third owner (tests/thirty-third-owner), an embedded firmware engineer in Pune who wants to move to Germany or the Netherlands, he/him. */
const INDEPENDENT_39: readonly unknown[] = [thirtyThirdOwnerJson39];

/** The thirty-sixth round (tests/assistant/independent-40/), for a thirty-fourth owner (tests/thirty-fourth-owner), a junior full-stack developer in Melbourne who came from eight years in hospitality, they/them. */
const INDEPENDENT_40: readonly unknown[] = [thirtyFourthOwnerJson40];

/** The thirty-seventh round (tests/assistant/independent-41/), for a thirty-fifth owner (tests/thirty-fifth-owner), a Shopify and WooCommerce developer in Medellín who leads at a Shopify Plus agency, she/her. */
const INDEPENDENT_41: readonly unknown[] = [thirtyFifthOwnerJson41];

/** The thirty-eighth round (tests/assistant/independent-42/), for a thirty-sixth owner (tests/thirty-sixth-owner), a staff back-end engineer in Kraków on a bank's payments platform who also lectures, he/him. */
const INDEPENDENT_42: readonly unknown[] = [thirtySixthOwnerJson42];

/** The thirty-ninth round (tests/assistant/independent-43/), for a thirty-seventh owner (tests/thirty-seventh-owner), a site reliability engineer in Auckland who leads on-call at an airline, they/them. */
const INDEPENDENT_43: readonly unknown[] = [thirtySeventhOwnerJson43];

/** The fortieth round (tests/assistant/independent-44/), for a thirty-eighth owner (tests/thirty-eighth-owner), a documentation engineer in Toronto who was a newspaper journalist, he/him. */
const INDEPENDENT_44: readonly unknown[] = [thirtyEighthOwnerJson44];

/** The forty-first round (tests/assistant/independent-45/), for a thirty-ninth owner (tests/thirty-ninth-owner), a freelance iOS and Android developer in Porto who runs a one-person studio, she/her. */
const INDEPENDENT_45: readonly unknown[] = [thirtyNinthOwnerJson45];

/** The forty-second round (tests/assistant/independent-46/), for a fortieth owner (tests/fortieth-owner), a gameplay programmer and technical artist in Montréal who also teaches at a college, he/him. */
const INDEPENDENT_46: readonly unknown[] = [fortiethOwnerJson46];

/** The forty-third round (tests/assistant/independent-47/), for a forty-first owner (tests/forty-first-owner), a Salesforce technical architect in Manila at a consultancy, he/him. */
const INDEPENDENT_47: readonly unknown[] = [fortyFirstOwnerJson47];

/** The forty-fourth round (tests/assistant/independent-48/), for a forty-second owner (tests/forty-second-owner), a back-end Elixir developer in Glasgow who taught chemistry for eight years, she/her. */
const INDEPENDENT_48: readonly unknown[] = [fortySecondOwnerJson48];

/** The forty-fifth round (tests/assistant/independent-49/), for a forty-third owner (tests/forty-third-owner), a Java and Spring Boot back-end engineer in Pune at an insurance-technology company, she/her. */
const INDEPENDENT_49: readonly unknown[] = [fortyThirdOwnerJson49];

/** The forty-sixth round (tests/assistant/independent-50/), for a forty-fourth owner (tests/forty-fourth-owner), a .NET and Azure developer in Johannesburg at a logistics company, they/them. */
const INDEPENDENT_50: readonly unknown[] = [fortyFourthOwnerJson50];

/** The forty-seventh round (tests/assistant/independent-51/), for a forty-fifth owner (tests/forty-fifth-owner), a mainframe modernization engineer in Honolulu moving COBOL batch systems to Java and Kafka at a regional bank, she/her. */
const INDEPENDENT_51: readonly unknown[] = [fortyFifthOwnerJson51];

/** The forty-eighth round (tests/assistant/independent-52/), for a forty-sixth owner (tests/forty-sixth-owner), a Flutter and mobile developer in Cluj-Napoca who coached chess for six years, he/him. */
const INDEPENDENT_52: readonly unknown[] = [fortySixthOwnerJson52];

/** The forty-ninth round (tests/assistant/independent-53/), for a forty-seventh owner (tests/forty-seventh-owner), a computer vision engineer in Tromsø at a fisheries-technology start-up, they/them. */
const INDEPENDENT_53: readonly unknown[] = [fortySeventhOwnerJson53];

/** The fifty-first round (tests/assistant/independent-55/), for a forty-ninth owner (tests/forty-ninth-owner), a bioinformatics software engineer in Singapore at a genomics research institute, she/her. */
const INDEPENDENT_55: readonly unknown[] = [fortyNinthOwnerJson55];

/** The fifty-second round (tests/assistant/independent-56/), for a fiftieth owner (tests/fiftieth-owner), a QA automation lead in Almaty at a payments fintech who taught mathematics, she/her. */
const INDEPENDENT_56: readonly unknown[] = [fiftiethOwnerJson56];

/** The fifty-third round (tests/assistant/independent-57/), for a fifty-first owner (tests/fifty-first-owner), a gameplay programmer and technical artist in Porto Alegre who goes by a shorter name, they/them. */
const INDEPENDENT_57: readonly unknown[] = [fiftyFirstOwnerJson57];

/** The fifty-fourth round (tests/assistant/independent-58/), for a fifty-second owner (tests/fifty-second-owner), a data-visualization developer and data journalist in Mexico City, he/him. */
const INDEPENDENT_58: readonly unknown[] = [fiftySecondOwnerJson58];

/** The fifty-fifth round (tests/assistant/independent-59/), for a fifty-third owner (tests/fifty-third-owner), a health-informatics integration engineer in Toronto who was a nurse, she/her. */
const INDEPENDENT_59: readonly unknown[] = [fiftyThirdOwnerJson59];

/** The fifty-sixth round (tests/assistant/independent-60/), for a fifty-fourth owner (tests/fifty-fourth-owner), a bioinformatics engineer in Nairobi who was a laboratory technician and teaches workshops, he/him. */
const INDEPENDENT_60: readonly unknown[] = [fiftyFourthOwnerJson60];

/** The fifty-seventh round (tests/assistant/independent-61/), for a fifty-fifth owner (tests/fifty-fifth-owner), a contract Go and infrastructure engineer in Kraków with a career break and certifications, they/them. */
const INDEPENDENT_61: readonly unknown[] = [fiftyFifthOwnerJson61];

/** The fifty-eighth round (tests/assistant/independent-62/), for a fifty-sixth owner (tests/fifty-sixth-owner), a QA tester turned graphics and gameplay programmer at an indie game studio in Montréal, she/her. */
const INDEPENDENT_62: readonly unknown[] = [fiftySixthOwnerJson62];

/** The fifty-ninth round (tests/assistant/independent-63/), for a fifty-seventh owner (tests/fifty-seventh-owner), an embedded firmware engineer in medical devices in Eindhoven, from Brazil, they/them. */
const INDEPENDENT_63: readonly unknown[] = [fiftySeventhOwnerJson63];

/** The sixtieth round (tests/assistant/independent-64/), for a fifty-eighth owner (tests/fifty-eighth-owner), a network technician from Lagos turned site reliability engineer, working remote from Tromsø, he/him. */
const INDEPENDENT_64: readonly unknown[] = [fiftyEighthOwnerJson64];

/** The sixty-first round (tests/assistant/independent-65/), for a fifty-ninth owner (tests/fifty-ninth-owner), a high-school physics teacher turned research software engineer for weather and climate models in Boulder, working four days a week, she/her. */
const INDEPENDENT_65: readonly unknown[] = [fiftyNinthOwnerJson65];
/** The sixty-second round (tests/assistant/independent-66/), for a sixtieth owner (tests/sixtieth-owner), a sound engineer for theatre and live music turned senior mobile engineer at a health-tech company in Montréal, they/them. */
const INDEPENDENT_66: readonly unknown[] = [sixtiethOwnerJson66];
/** The sixty-third round (tests/assistant/independent-67/), for a sixty-first owner (tests/sixty-first-owner), a Japanese–Spanish translator turned localization platform engineer in Osaka, she/her. */
const INDEPENDENT_67: readonly unknown[] = [sixtyFirstOwnerJson67];
/** The sixty-fourth round (tests/assistant/independent-68/), for a sixty-second owner (tests/sixty-second-owner), a cook turned staff backend engineer at a restaurant point-of-sale company in Gdańsk, he/him. */
const INDEPENDENT_68: readonly unknown[] = [sixtySecondOwnerJson68];
/** The sixty-fifth round (tests/assistant/independent-69/), for a sixty-third owner (tests/sixty-third-owner), a chemistry teacher turned firmware engineer for farm sensors in Nairobi, they/them. */
const INDEPENDENT_69: readonly unknown[] = [sixtyThirdOwnerJson69];
/** The sixty-sixth round (tests/assistant/independent-70/), for a sixty-fourth owner (tests/sixty-fourth-owner), an air-traffic controller turned safety-critical software engineer at an avionics company in Toulouse, she/her. */
const INDEPENDENT_70: readonly unknown[] = [sixtyFourthOwnerJson70];
/** The sixty-seventh round (tests/assistant/independent-71/), for a sixty-fifth owner (tests/sixty-fifth-owner), a session bassist and studio engineer turned audio DSP and plugin developer in Montreal, he/him. */
const INDEPENDENT_71: readonly unknown[] = [sixtyFifthOwnerJson71];
/** The sixty-eighth round (tests/assistant/independent-72/), for a sixty-sixth owner (tests/sixty-sixth-owner), a geographer turned data engineer for a public transit authority in São Paulo, they/them. */
const INDEPENDENT_72: readonly unknown[] = [sixtySixthOwnerJson72];
/** The sixty-ninth round (tests/assistant/independent-73/), for a sixty-seventh owner (tests/sixty-seventh-owner), a bank teller turned payments back-end engineer at a fintech in Lagos, she/her. */
const INDEPENDENT_73: readonly unknown[] = [sixtySeventhOwnerJson73];
/** The seventieth round (tests/assistant/independent-74/), for a sixty-eighth owner (tests/sixty-eighth-owner), a chess master turned compiler engineer at a chip start-up in Yerevan, he/him. */
const INDEPENDENT_74: readonly unknown[] = [sixtyEighthOwnerJson74];
/** The seventy-first round (tests/assistant/independent-75/), for a sixty-ninth owner (tests/sixty-ninth-owner), a QA tester turned lead tools programmer at a game studio in Montréal, they/them. */
const INDEPENDENT_75: readonly unknown[] = [sixtyNinthOwnerJson75];
/** The seventy-second round (tests/assistant/independent-76/), for a seventieth owner (tests/seventieth-owner), an Auslan interpreter turned principal accessibility engineer at a travel company in Melbourne, she/her. */
const INDEPENDENT_76: readonly unknown[] = [seventiethOwnerJson76];
/** The seventy-third round (tests/assistant/independent-77/), for a seventy-first owner (tests/seventy-first-owner), a mathematics teacher turned staff mobile engineer at a freight start-up in Accra, he/him. */
const INDEPENDENT_77: readonly unknown[] = [seventyFirstOwnerJson77];
/** The seventy-fourth round (tests/assistant/independent-78/), for a seventy-second owner (tests/seventy-second-owner), a hospital pharmacist turned lead analytics engineer at an energy company in Tallinn, she/her. */
const INDEPENDENT_78: readonly unknown[] = [seventySecondOwnerJson78];
/** The seventy-fifth round (tests/assistant/independent-79/), for the sample owner, written from app/content/ alone. */
const INDEPENDENT_79: readonly unknown[] = [sampleOwnerJson79];
/** The seventy-sixth round (tests/assistant/independent-80/), for a seventy-third owner (tests/seventy-third-owner), a land surveyor turned senior geospatial developer at a mapping charity in Cardiff, they/them. */
const INDEPENDENT_80: readonly unknown[] = [seventyThirdOwnerJson80];
/** The seventy-seventh round (tests/assistant/independent-81/), for a seventy-fourth owner (tests/seventy-fourth-owner), a test engineer turned lead FPGA verification engineer at a medical-imaging company near Eindhoven, he/him. */
const INDEPENDENT_81: readonly unknown[] = [seventyFourthOwnerJson81];
/** The seventy-eighth round (tests/assistant/independent-82/), for the sample owner, written from app/content/ alone. */
const INDEPENDENT_82: readonly unknown[] = [sampleOwnerJson82];
/** The seventy-ninth round (tests/assistant/independent-83/), for a seventy-fifth owner (tests/seventy-fifth-owner), a bank QA tester turned staff mobile engineer at a telehealth company in Stockholm, she/her. */
const INDEPENDENT_83: readonly unknown[] = [seventyFifthOwnerJson83];
/** The eightieth round (tests/assistant/independent-84/), for a seventy-sixth owner (tests/seventy-sixth-owner), a graphic design intern turned principal design systems engineer at a travel company in Lyon, they/them. */
const INDEPENDENT_84: readonly unknown[] = [seventySixthOwnerJson84];
/** The eighty-first round (tests/assistant/independent-85/), for the sample owner, written from app/content/ alone. */
const INDEPENDENT_85: readonly unknown[] = [sampleOwnerJson85];
/** The eighty-second round (tests/assistant/independent-86/), for a seventy-seventh owner (tests/seventy-seventh-owner), a hospital help-desk technician turned SRE lead at a freight company in Toronto, he/him. */
const INDEPENDENT_86: readonly unknown[] = [seventySeventhOwnerJson86];
/** The eighty-third round (tests/assistant/independent-87/), for a seventy-eighth owner (tests/seventy-eighth-owner), a biologist turned lead research software engineer at a genomics institute in Utrecht, she/her. */
const INDEPENDENT_87: readonly unknown[] = [seventyEighthOwnerJson87];
/** The eighty-fourth round (tests/assistant/independent-88/), for the sample owner, written from app/content/ alone. */
const INDEPENDENT_88: readonly unknown[] = [sampleOwnerJson88];
/** The eighty-fifth round (tests/assistant/independent-89/), for a seventy-ninth owner (tests/seventy-ninth-owner), a theatre sound engineer turned fractional CTO and Rails consultant in Lisbon, they/them. */
const INDEPENDENT_89: readonly unknown[] = [seventyNinthOwnerJson89];
/** The eighty-sixth round (tests/assistant/independent-90/), for an eightieth owner (tests/eightieth-owner), a network engineer from Lagos turned low-latency C++ engineer at a trading firm in Chicago, he/him. */
const INDEPENDENT_90: readonly unknown[] = [eightiethOwnerJson90];
/** The eighty-seventh round (tests/assistant/independent-91/), for the sample owner, written from app/content/ alone. */
const INDEPENDENT_91: readonly unknown[] = [sampleOwnerJson91];
/** The eighty-eighth round (tests/assistant/independent-92/), for an eighty-first owner (tests/eighty-first-owner), a Deaf QA tester turned technical artist and gameplay programmer, co-founder of an indie studio in Montréal, she/her. */
const INDEPENDENT_92: readonly unknown[] = [eightyFirstOwnerJson92];
/** The eighty-ninth round (tests/assistant/independent-93/), for an eighty-second owner (tests/eighty-second-owner), a Navy sonar technician turned COBOL developer and mainframe modernization lead at an insurer near Hartford, he/him. */
const INDEPENDENT_93: readonly unknown[] = [eightySecondOwnerJson93];
/** The ninetieth round (tests/assistant/independent-94/), for the sample owner, written from app/content/ alone. */
const INDEPENDENT_94: readonly unknown[] = [sampleOwnerJson94];
/** The ninety-first round (tests/assistant/independent-95/), for an eighty-third owner (tests/eighty-third-owner), a maths teacher turned Android and then Flutter engineer in Lagos, remote for a Berlin payments start-up, they/them. */
const INDEPENDENT_95: readonly unknown[] = [eightyThirdOwnerJson95];
/** The ninety-second round (tests/assistant/independent-96/), for an eighty-fourth owner (tests/eighty-fourth-owner), an intensive-care nurse turned infusion-pump firmware engineer in Munich, on parental leave, she/her. */
const INDEPENDENT_96: readonly unknown[] = [eightyFourthOwnerJson96];
/** The ninety-third round (tests/assistant/independent-97/), for the sample owner, written from app/content/ alone. */
const INDEPENDENT_97: readonly unknown[] = [sampleOwnerJson97];
/** The ninety-fourth round (tests/assistant/independent-98/), for an eighty-fifth owner (tests/eighty-fifth-owner), a Japanese-Brazilian application-security consultant and part-time lecturer in Curitiba, formerly a bank's security champion, he/him. */
const INDEPENDENT_98: readonly unknown[] = [eightyFifthOwnerJson98];
/** The ninety-fifth round (tests/assistant/independent-99/), for an eighty-sixth owner (tests/eighty-sixth-owner), a journalist turned developer advocate and technical writer in Wellington on a four-day week, they/them. */
const INDEPENDENT_99: readonly unknown[] = [eightySixthOwnerJson99];
/** The ninety-sixth round (tests/assistant/independent-100/), for the sample owner, written from app/content/ alone. */
const INDEPENDENT_100: readonly unknown[] = [sampleOwnerJson100];
/** The ninety-seventh round (tests/assistant/independent-101/), for an eighty-seventh owner (tests/eighty-seventh-owner), a new computer-science graduate in Nairobi looking for her first backend or machine-learning role, she/her. */
const INDEPENDENT_101: readonly unknown[] = [eightySeventhOwnerJson101];
/** The ninety-eighth round (tests/assistant/independent-102/), for an eighty-eighth owner (tests/eighty-eighth-owner), a former maths teacher who runs a two-person WordPress and Shopify studio in County Kerry, he/him. */
const INDEPENDENT_102: readonly unknown[] = [eightyEighthOwnerJson102];
/** The ninety-ninth round (tests/assistant/independent-103/), for the sample owner, written from app/content/ alone. */
const INDEPENDENT_103: readonly unknown[] = [sampleOwnerJson103];
/** The hundredth round (tests/assistant/independent-104/), for an eighty-ninth owner (tests/eighty-ninth-owner), a QA automation lead in Kraków who maintains a Playwright fixture library, she/her. */
const INDEPENDENT_104: readonly unknown[] = [eightyNinthOwnerJson104];
/** The hundred-and-first round (tests/assistant/independent-105/), for a ninetieth owner (tests/ninetieth-owner), a backend engineer in Cairo, remote for a Dubai delivery company, who co-maintains a Go rate-limiting library, they/them. */
const INDEPENDENT_105: readonly unknown[] = [ninetiethOwnerJson105];
/** The hundred-and-second round (tests/assistant/independent-106/), for the sample owner, written from app/content/ alone. */
const INDEPENDENT_106: readonly unknown[] = [sampleOwnerJson106];
/** The hundred-and-third round (tests/assistant/independent-107/), for a ninety-first owner (tests/ninety-first-owner), an iOS engineer in Almaty at a fintech whose name holds ordinary words, who gives his number to recruiters who ask, he/him. */
const INDEPENDENT_107: readonly unknown[] = [ninetyFirstOwnerJson107];
/** The hundred-and-fourth round (tests/assistant/independent-108/), for a ninety-second owner (tests/ninety-second-owner), a machine-learning engineer in Melbourne back from a career break, on four days a week, she/her. */
const INDEPENDENT_108: readonly unknown[] = [ninetySecondOwnerJson108];
/** The hundred-and-fifth round (tests/assistant/independent-109/), for the sample owner, written from app/content/ alone. */
const INDEPENDENT_109: readonly unknown[] = [sampleOwnerJson109];
/** The hundred-and-sixth round (tests/assistant/independent-110/), for a ninety-third owner (tests/ninety-third-owner), a chemistry teacher turned Laravel and Vue developer in Leeds who goes by a short name and gives no phone number but a page to book a call, they/them. */
const INDEPENDENT_110: readonly unknown[] = [ninetyThirdOwnerJson110];
/** The hundred-and-seventh round (tests/assistant/independent-111/), for a ninety-fourth owner (tests/ninety-fourth-owner), a database reliability engineer in São Paulo who gives her WhatsApp number to visitors who name their company, she/her. */
const INDEPENDENT_111: readonly unknown[] = [ninetyFourthOwnerJson111];
/** The hundred-and-eighth round (tests/assistant/independent-112/), for the sample owner, written from app/content/ alone. */
const INDEPENDENT_112: readonly unknown[] = [sampleOwnerJson112];
/** The hundred-and-ninth round (tests/assistant/independent-113/), for a ninety-fifth owner (tests/ninety-fifth-owner), a creative technologist in Berlin who builds light installations and WebGL pieces and gives his number to anyone with his hours for calls, he/him. */
const INDEPENDENT_113: readonly unknown[] = [ninetyFifthOwnerJson113];
/** The hundred-and-tenth round (tests/assistant/independent-114/), for a ninety-sixth owner (tests/ninety-sixth-owner), an SAP ABAP and Fiori developer in Kraków who gives her number only to the hiring company's own managers and HR, she/her. */
const INDEPENDENT_114: readonly unknown[] = [ninetySixthOwnerJson114];
/** The hundred-and-eleventh round (tests/assistant/independent-115/), for the sample owner, written from app/content/ alone. */
const INDEPENDENT_115: readonly unknown[] = [sampleOwnerJson115];
/** The hundred-and-twelfth round (tests/assistant/independent-116/), for a ninety-seventh owner (tests/ninety-seventh-owner), a search and relevance engineer in Melbourne back from a two-year career break who never gives out a number but offers a booking link, they/them. */
const INDEPENDENT_116: readonly unknown[] = [ninetySeventhOwnerJson116];
/** The hundred-and-thirteenth round (tests/assistant/independent-117/), for a ninety-eighth owner (tests/ninety-eighth-owner), a WordPress and PHP developer in Nairobi who runs a two-person studio and gives his number to clients with a project but never to recruiters, he/him. */
const INDEPENDENT_117: readonly unknown[] = [ninetyEighthOwnerJson117];
/** The hundred-and-fourteenth round (tests/assistant/independent-118/), for the sample owner, written from app/content/ alone. */
const INDEPENDENT_118: readonly unknown[] = [sampleOwnerJson118];
/** The hundred-and-fifteenth round (tests/assistant/independent-119/), for a ninety-ninth owner (tests/ninety-ninth-owner), a senior developer at a Welsh public body and former chemistry teacher in Cardiff who works four days a week and gives her number to anyone who asks, with her hours for calls, she/her. */
const INDEPENDENT_119: readonly unknown[] = [ninetyNinthOwnerJson119];
/** The hundred-and-sixteenth round (tests/assistant/independent-120/), for a hundredth owner (tests/hundredth-owner), an independent open-source maintainer of a date library in Montevideo who never gives his number and takes security reports at their own address, he/him. */
const INDEPENDENT_120: readonly unknown[] = [hundredthOwnerJson120];
/** The hundred-and-seventeenth round (tests/assistant/independent-121/), for the sample owner, written from app/content/ alone. */
const INDEPENDENT_121: readonly unknown[] = [sampleOwnerJson121];
/** The hundred-and-eighteenth round (tests/assistant/independent-122/), for a hundred-and-first owner (tests/hundred-and-first-owner), a firmware engineer in Tampere, originally from Ghana, who gives their number only to recruiters and hiring managers with an interview already scheduled, they/them. */
const INDEPENDENT_122: readonly unknown[] = [hundredAndFirstOwnerJson122];
/** The hundred-and-nineteenth round (tests/assistant/independent-123/), for a hundred-and-second owner (tests/hundred-and-second-owner), an Android developer in Busan on parental leave until a stated day, whose number is for KakaoTalk or SMS messages only, she/her. */
const INDEPENDENT_123: readonly unknown[] = [hundredAndSecondOwnerJson123];
/** The hundred-and-twentieth round (tests/assistant/independent-124/), for the sample owner, written from app/content/ alone. */
const INDEPENDENT_124: readonly unknown[] = [sampleOwnerJson124];
/** The hundred-and-twenty-first round (tests/assistant/independent-125/), for a hundred-and-third owner (tests/hundred-and-third-owner), a site reliability engineer in Porto Alegre with a technology degree in networks and no bachelor's, who gives his number only to a visitor who names their company, he/him. */
const INDEPENDENT_125: readonly unknown[] = [hundredAndThirdOwnerJson125];
/** The hundred-and-twenty-second round (tests/assistant/independent-126/), for a hundred-and-fourth owner (tests/hundred-and-fourth-owner), a gameplay programmer in Montréal with a two-person studio and freelance contracts, who never gives out a number, they/them. */
const INDEPENDENT_126: readonly unknown[] = [hundredAndFourthOwnerJson126];
/** The hundred-and-twenty-third round (tests/assistant/independent-127/), for the sample owner, written from app/content/ alone. */
const INDEPENDENT_127: readonly unknown[] = [sampleOwnerJson127];
/** The hundred-and-twenty-fourth round (tests/assistant/independent-128/), for a hundred-and-fifth owner (tests/hundred-and-fifth-owner), a senior Angular developer in Johannesburg back from a career break and studying for an MBA, who gives a WhatsApp number once an interview is arranged, she/her. */
const INDEPENDENT_128: readonly unknown[] = [hundredAndFifthOwnerJson128];
/** The hundred-and-twenty-fifth round (tests/assistant/independent-129/), for a hundred-and-sixth owner (tests/hundred-and-sixth-owner), a TV and streaming apps engineer in Quezon City who left a master's after one term, with a number for anyone hiring for a full-time role, they/them. */
const INDEPENDENT_129: readonly unknown[] = [hundredAndSixthOwnerJson129];
/** The hundred-and-twenty-sixth round (tests/assistant/independent-130/), for the sample owner, written from app/content/ alone. */
const INDEPENDENT_130: readonly unknown[] = [sampleOwnerJson130];
/** The hundred-and-twenty-seventh round (tests/assistant/independent-131/), for a hundred-and-seventh owner (tests/hundred-and-seventh-owner), an XR developer in Montréal who was a cellist before he coded and has no university degree, with a number for clients under contract or hiring managers after a first interview, he/him. */
const INDEPENDENT_131: readonly unknown[] = [hundredAndSeventhOwnerJson131];
/** The hundred-and-twenty-eighth round (tests/assistant/independent-132/), for a hundred-and-eighth owner (tests/hundred-and-eighth-owner), a bootcamp's lead instructor in Lagos who was a chartered accountant, works for "Second Chance Academy" and never gives her number, she/her. */
const INDEPENDENT_132: readonly unknown[] = [hundredAndEighthOwnerJson132];
/** The hundred-and-twenty-ninth round (tests/assistant/independent-133/), for the sample owner, written from app/content/ alone. */
const INDEPENDENT_133: readonly unknown[] = [sampleOwnerJson133];
/** The hundred-and-thirtieth round (tests/assistant/independent-134/), for a hundred-and-ninth owner (tests/hundred-and-ninth-owner), a technical product manager in Berlin who was a software engineer, works for "Open Road Mobility" and shares his number only by e-mail, he/him. */
const INDEPENDENT_134: readonly unknown[] = [hundredAndNinthOwnerJson134];
/** The hundred-and-thirty-first round (tests/assistant/independent-135/), for a hundred-and-tenth owner (tests/hundred-and-tenth-owner), a quantum software engineer in Sydney with a PhD in physics who left academia, works for "Coherent Labs" and gives conference organisers a Signal username, they/them. */
const INDEPENDENT_135: readonly unknown[] = [hundredAndTenthOwnerJson135];
/** The hundred-and-thirty-second round (tests/assistant/independent-136/), for the sample owner, written from app/content/ alone. */
const INDEPENDENT_136: readonly unknown[] = [sampleOwnerJson136];
/** The hundred-and-thirty-third round (tests/assistant/independent-137/), for a hundred-and-eleventh owner (tests/hundred-and-eleventh-owner), a self-taught network automation engineer in Belo Horizonte back from a career break, who works for "Northwind Edge", was at "Banco Horizonte" and gives recruiters her number with a WhatsApp preference, she/her. */
const INDEPENDENT_137: readonly unknown[] = [hundredAndEleventhOwnerJson137];
/** The hundred-and-thirty-fourth round (tests/assistant/independent-138/), for a hundred-and-twelfth owner (tests/hundred-and-twelfth-owner), a cloud solutions architect in Lagos whose first name is a day, who works for "Clear Sky Cloud" and gives his number to visitors who booked a call but never to sellers, he/him. */
const INDEPENDENT_138: readonly unknown[] = [hundredAndTwelfthOwnerJson138];
/** The hundred-and-thirty-fifth round (tests/assistant/independent-139/), for the sample owner, written from app/content/ alone. */
const INDEPENDENT_139: readonly unknown[] = [sampleOwnerJson139];
/** The hundred-and-thirty-sixth round (tests/assistant/independent-140/), for a hundred-and-thirteenth owner (tests/hundred-and-thirteenth-owner), a Linux kernel and storage engineer in Kraków who works Monday to Thursday for "Blue Harbor Storage" and gives no number to anyone, they/them. */
const INDEPENDENT_140: readonly unknown[] = [hundredAndThirteenthOwnerJson140];
/** The hundred-and-thirty-seventh round (tests/assistant/independent-141/), for a hundred-and-fourteenth owner (tests/hundred-and-fourteenth-owner), a Power Platform developer in Johannesburg who was an accountant, works for "Green Field Insurance" and sends recruiters to her agent, she/her. */
const INDEPENDENT_141: readonly unknown[] = [hundredAndFourteenthOwnerJson141];
/** The hundred-and-thirty-eighth round (tests/assistant/independent-142/), for the sample owner, written from app/content/ alone. */
const INDEPENDENT_142: readonly unknown[] = [sampleOwnerJson142];
/** The hundred-and-thirty-ninth round (tests/assistant/independent-143/), for a hundred-and-fifteenth owner (tests/hundred-and-fifteenth-owner), a font and text rendering engineer in Reykjavík at the type foundry "Northern Lights Type", a designer who moved into code, who works four days a week and takes contract work only, he/him. */
const INDEPENDENT_143: readonly unknown[] = [hundredAndFifteenthOwnerJson143];
/** The hundred-and-fortieth round (tests/assistant/independent-144/), for a hundred-and-sixteenth owner (tests/hundred-and-sixteenth-owner), a build and developer-experience engineer in Montevideo at "Weekend Labs", with a career break for parental leave, who works 30 hours a week and gives WhatsApp only to people working with her, she/her. */
const INDEPENDENT_144: readonly unknown[] = [hundredAndSixteenthOwnerJson144];
/** The hundred-and-forty-first round (tests/assistant/independent-145/), for the sample owner, written from app/content/ alone. */
const INDEPENDENT_145: readonly unknown[] = [sampleOwnerJson145];
/** The hundred-and-forty-second round (tests/assistant/independent-146/), for a hundred-and-seventeenth owner (tests/hundred-and-seventeenth-owner), a geospatial engineer in Auckland at "Long White Cloud Maps", a land surveyor before, with a diploma and a graduate certificate but no degree, whose number goes to recruiters only once an interview is booked, he/him. */
const INDEPENDENT_146: readonly unknown[] = [hundredAndSeventeenthOwnerJson146];
/** The hundred-and-forty-third round (tests/assistant/independent-147/), for a hundred-and-eighteenth owner (tests/hundred-and-eighteenth-owner), a freelance Shopify developer in Amman with a one-person studio "Open Late Studio", who works Sunday to Thursday and gives the number to current clients only, they/them. */
const INDEPENDENT_147: readonly unknown[] = [hundredAndEighteenthOwnerJson147];
/** The hundred-and-forty-fourth round (tests/assistant/independent-148/), for the sample owner, written from app/content/ alone. */
const INDEPENDENT_148: readonly unknown[] = [sampleOwnerJson148];
/** The hundred-and-forty-fifth round (tests/assistant/independent-149/), for a hundred-and-nineteenth owner (tests/hundred-and-nineteenth-owner), a gameplay programmer in Montréal at "Polar Night Studios", who works four days a week and gives the number to studios only after a first video call, she/her. */
const INDEPENDENT_149: readonly unknown[] = [hundredAndNineteenthOwnerJson149];
/** The hundred-and-forty-sixth round (tests/assistant/independent-150/), for a hundred-and-twentieth owner (tests/hundred-and-twentieth-owner), a site reliability engineer in Nairobi at "Safe Harbour Pay", a network technician and a hospital's systems administrator before, who gives the number only to the people he already works with, he/him. */
const INDEPENDENT_150: readonly unknown[] = [hundredAndTwentiethOwnerJson150];
/** The hundred-and-forty-seventh round (tests/assistant/independent-151/), for the sample owner, written from app/content/ alone. */
const INDEPENDENT_151: readonly unknown[] = [sampleOwnerJson151];
/** The hundred-and-forty-eighth round (tests/assistant/independent-152/), for a hundred-and-twenty-first owner (tests/hundred-and-twenty-first-owner), a research software engineer in bioinformatics in Cape Town at the non-profit "Open Genome Lab", who left a master's after a year and gives the number only to visitors who have e-mailed about a role, never for calls on Fridays, they/them. */
const INDEPENDENT_152: readonly unknown[] = [hundredAndTwentyFirstOwnerJson152];
/** The hundred-and-forty-ninth round (tests/assistant/independent-153/), for a hundred-and-twenty-second owner (tests/hundred-and-twenty-second-owner), an iOS developer in Lisbon at "Blue Door Health", a community pharmacist before, who gives the number to anyone who names the company and the role they hire for and prefers Signal or WhatsApp messages to calls, he/him. */
const INDEPENDENT_153: readonly unknown[] = [hundredAndTwentySecondOwnerJson153];
/** The hundred-and-fiftieth round (tests/assistant/independent-154/), for the sample owner, written from app/content/ alone. */
const INDEPENDENT_154: readonly unknown[] = [sampleOwnerJson154];
/** The hundred-and-fifty-first round (tests/assistant/independent-155/), for a hundred-and-twenty-third owner (tests/hundred-and-twenty-third-owner), a site reliability engineer in Toronto at "Maple Street Credit Union", back after a career break, who gives no number through the site, she/her. */
const INDEPENDENT_155: readonly unknown[] = [hundredAndTwentyThirdOwnerJson155];
/** The hundred-and-fifty-second round (tests/assistant/independent-156/), for a hundred-and-twenty-fourth owner (tests/hundred-and-twenty-fourth-owner), a freelance full-stack developer in Guadalajara who runs "Casa Nube Studio", a maths teacher before, who gives his WhatsApp number to clients with a signed contract, he/him. */
const INDEPENDENT_156: readonly unknown[] = [hundredAndTwentyFourthOwnerJson156];
/** The hundred-and-fifty-third round (tests/assistant/independent-157/), for the sample owner, written from app/content/ alone. */
const INDEPENDENT_157: readonly unknown[] = [sampleOwnerJson157];
/** The hundred-and-fifty-fourth round (tests/assistant/independent-158/), for a hundred-and-twenty-fifth owner (tests/hundred-and-twenty-fifth-owner), an embedded firmware engineer in Eindhoven at "Lumen Care Devices", who left a PhD, and takes only calls already booked, they/them. */
const INDEPENDENT_158: readonly unknown[] = [hundredAndTwentyFifthOwnerJson158];
/** The hundred-and-fifty-fifth round (tests/assistant/independent-159/), for a hundred-and-twenty-sixth owner (tests/hundred-and-twenty-sixth-owner), a data-visualisation developer and data journalist in Nairobi at "The Daily Lantern", a reporter before, who gives no number on the site, she/her. */
const INDEPENDENT_159: readonly unknown[] = [hundredAndTwentySixthOwnerJson159];
/** The hundred-and-fifty-sixth round (tests/assistant/independent-160/), for the sample owner, written from app/content/ alone. */
const INDEPENDENT_160: readonly unknown[] = [sampleOwnerJson160];
/** The hundred-and-fifty-seventh round (tests/assistant/independent-161/), for a hundred-and-twenty-seventh owner (tests/hundred-and-twenty-seventh-owner), an audio-software developer in Reykjavík at "Low Tide Audio", a recording engineer and a cellist before, who gives his number to no one, he/him. */
const INDEPENDENT_161: readonly unknown[] = [hundredAndTwentySeventhOwnerJson161];
/** The hundred-and-fifty-eighth round (tests/assistant/independent-162/), for a hundred-and-twenty-eighth owner (tests/hundred-and-twenty-eighth-owner), a Salesforce and CRM developer in Manila contracting through "Bright Harbor Consulting", a call-centre team lead before, who takes only calls booked through her calendar, she/her. */
const INDEPENDENT_162: readonly unknown[] = [hundredAndTwentyEighthOwnerJson162];
/** The hundred-and-fifty-ninth round (tests/assistant/independent-163/), for the sample owner, written from app/content/ alone. */
const INDEPENDENT_163: readonly unknown[] = [sampleOwnerJson163];
/** The hundred-and-sixtieth round (tests/assistant/independent-164/), for a hundred-and-twenty-ninth owner (tests/hundred-and-twenty-ninth-owner), a localization and internationalization engineer in Montréal at "Good Words Translation", a translator before, who gives the number only for urgent matters, they/them. */
const INDEPENDENT_164: readonly unknown[] = [hundredAndTwentyNinthOwnerJson164];
/** The hundred-and-sixty-first round (tests/assistant/independent-165/), for a hundred-and-thirtieth owner (tests/hundred-and-thirtieth-owner), a robotics software engineer in Seoul at "Hands On Robotics", a mechanical engineer before, who gives the number only after an interview, she/her. */
const INDEPENDENT_165: readonly unknown[] = [hundredAndThirtiethOwnerJson165];
/** The hundred-and-sixty-second round (tests/assistant/independent-166/), for the sample owner, written from app/content/ alone. */
const INDEPENDENT_166: readonly unknown[] = [sampleOwnerJson166];
/** The hundred-and-sixty-third round (tests/assistant/independent-167/), for a hundred-and-thirty-first owner (tests/hundred-and-thirty-first-owner), a sports-data engineer in Lisbon at "Open Field Data", a physics teacher before, who takes calls only once one is agreed by e-mail and never gives the number to betting companies, he/him. */
const INDEPENDENT_167: readonly unknown[] = [hundredAndThirtyFirstOwnerJson167];
/** The hundred-and-sixty-fourth round (tests/assistant/independent-168/), for a hundred-and-thirty-second owner (tests/hundred-and-thirty-second-owner), a digital-collections developer in Edinburgh at the museum "The Long Gallery", an archivist before, who takes texts but no calls, she/her. */
const INDEPENDENT_168: readonly unknown[] = [hundredAndThirtySecondOwnerJson168];
/** The hundred-and-sixty-fifth round (tests/assistant/independent-169/), for the sample owner, written from app/content/ alone. */
const INDEPENDENT_169: readonly unknown[] = [sampleOwnerJson169];
/** The hundred-and-sixty-sixth round (tests/assistant/independent-170/), for a hundred-and-thirty-third owner (tests/hundred-and-thirty-third-owner), a medical-imaging software engineer in Leuven at "Clear Slice", a radiographer before, who gives his number to recruiters who name the role and never for a weekend chat, he/him. */
const INDEPENDENT_170: readonly unknown[] = [hundredAndThirtyThirdOwnerJson170];
/** The hundred-and-sixty-seventh round (tests/assistant/independent-171/), for a hundred-and-thirty-fourth owner (tests/hundred-and-thirty-fourth-owner), a legal-tech developer in Melbourne at "Plain Terms", a paralegal before, who gives the mobile to anyone and asks for a message first, they/them. */
const INDEPENDENT_171: readonly unknown[] = [hundredAndThirtyFourthOwnerJson171];
/** The hundred-and-sixty-eighth round (tests/assistant/independent-172/), for the sample owner, written from app/content/ alone. */
const INDEPENDENT_172: readonly unknown[] = [sampleOwnerJson172];
/** The hundred-and-sixty-ninth round (tests/assistant/independent-173/), for a hundred-and-thirty-fifth owner (tests/hundred-and-thirty-fifth-owner), a transit software developer in Wellington at "Request Stop Software", a bus driver before, who gives her number only to people she has met in person and takes no calls in working hours, she/her. */
const INDEPENDENT_173: readonly unknown[] = [hundredAndThirtyFifthOwnerJson173];
/** The hundred-and-seventieth round (tests/assistant/independent-174/), for a hundred-and-thirty-sixth owner (tests/hundred-and-thirty-sixth-owner), a climate data engineer in Rotterdam at "Higher Ground Climate", an insurance claims handler and actuarial analyst before, who gives his number to hiring managers, in-house recruiters and partner organisations once they say what the call is about, he/him. */
const INDEPENDENT_174: readonly unknown[] = [hundredAndThirtySixthOwnerJson174];
/** The hundred-and-seventy-first round (tests/assistant/independent-175/), for the sample owner, written from app/content/ alone. */
const INDEPENDENT_175: readonly unknown[] = [sampleOwnerJson175];
/** The hundred-and-seventy-second round (tests/assistant/independent-176/), for a hundred-and-thirty-seventh owner (tests/hundred-and-thirty-seventh-owner), an embedded and IoT developer for agriculture in Saskatoon at "Spring Wheat Sensors", a farm hand and equipment technician before, who gives their number only to people with a meeting booked, texted first and never for someone else, they/them. */
const INDEPENDENT_176: readonly unknown[] = [hundredAndThirtySeventhOwnerJson176];
/** The hundred-and-seventy-third round (tests/assistant/independent-177/), for a hundred-and-thirty-eighth owner (tests/hundred-and-thirty-eighth-owner), an aviation software developer in Toulouse at "Clear Skies Software", an air traffic controller before, who gives her number to people who have e-mailed and say their company and role, never to students or sellers, she/her. */
const INDEPENDENT_177: readonly unknown[] = [hundredAndThirtyEighthOwnerJson177];
/** The hundred-and-seventy-fourth round (tests/assistant/independent-178/), for the sample owner, written from app/content/ alone. */
const INDEPENDENT_178: readonly unknown[] = [sampleOwnerJson178];

/** Every round's cases written for this content, as one set, or null when there is none (an owner's own content). */
export function independentSetFor(content: SiteContent): Fixture | null {
  const sets = [
    ...INDEPENDENT.map((raw) => readFixture(raw, "independent")),
    ...INDEPENDENT_2.map((raw) => readFixture(raw, "independent-2")),
    ...INDEPENDENT_3.map((raw) => readFixture(raw, "independent-3")),
    ...INDEPENDENT_4.map((raw) => readFixture(raw, "independent-4")),
    ...INDEPENDENT_5.map((raw) => readFixture(raw, "independent-5")),
    ...INDEPENDENT_6.map((raw) => readFixture(raw, "independent-6")),
    ...INDEPENDENT_7.map((raw) => readFixture(raw, "independent-7")),
    ...INDEPENDENT_8.map((raw) => readFixture(raw, "independent-8")),
    ...INDEPENDENT_9.map((raw) => readFixture(raw, "independent-9")),
    ...INDEPENDENT_10.map((raw) => readFixture(raw, "independent-10")),
    ...INDEPENDENT_11.map((raw) => readFixture(raw, "independent-11")),
    ...INDEPENDENT_12.map((raw) => readFixture(raw, "independent-12")),
    ...INDEPENDENT_13.map((raw) => readFixture(raw, "independent-13")),
    ...INDEPENDENT_14.map((raw) => readFixture(raw, "independent-14")),
    ...INDEPENDENT_15.map((raw) => readFixture(raw, "independent-15")),
    ...INDEPENDENT_16.map((raw) => readFixture(raw, "independent-16")),
    ...INDEPENDENT_17.map((raw) => readFixture(raw, "independent-17")),
    ...INDEPENDENT_18.map((raw) => readFixture(raw, "independent-18")),
    ...INDEPENDENT_19.map((raw) => readFixture(raw, "independent-19")),
    ...INDEPENDENT_20.map((raw) => readFixture(raw, "independent-20")),
    ...INDEPENDENT_21.map((raw) => readFixture(raw, "independent-21")),
    ...INDEPENDENT_22.map((raw) => readFixture(raw, "independent-22")),
    ...INDEPENDENT_23.map((raw) => readFixture(raw, "independent-23")),
    ...INDEPENDENT_24.map((raw) => readFixture(raw, "independent-24")),
    ...INDEPENDENT_25.map((raw) => readFixture(raw, "independent-25")),
    ...INDEPENDENT_26.map((raw) => readFixture(raw, "independent-26")),
    ...INDEPENDENT_27.map((raw) => readFixture(raw, "independent-27")),
    ...INDEPENDENT_28.map((raw) => readFixture(raw, "independent-28")),
    ...INDEPENDENT_29.map((raw) => readFixture(raw, "independent-29")),
    ...INDEPENDENT_30.map((raw) => readFixture(raw, "independent-30")),
    ...INDEPENDENT_31.map((raw) => readFixture(raw, "independent-31")),
    ...INDEPENDENT_32.map((raw) => readFixture(raw, "independent-32")),
    ...INDEPENDENT_33.map((raw) => readFixture(raw, "independent-33")),
    ...INDEPENDENT_34.map((raw) => readFixture(raw, "independent-34")),
    ...INDEPENDENT_35.map((raw) => readFixture(raw, "independent-35")),
    ...INDEPENDENT_36.map((raw) => readFixture(raw, "independent-36")),
    ...INDEPENDENT_37.map((raw) => readFixture(raw, "independent-37")),
    ...INDEPENDENT_38.map((raw) => readFixture(raw, "independent-38")),
    ...INDEPENDENT_39.map((raw) => readFixture(raw, "independent-39")),
    ...INDEPENDENT_40.map((raw) => readFixture(raw, "independent-40")),
    ...INDEPENDENT_41.map((raw) => readFixture(raw, "independent-41")),
    ...INDEPENDENT_42.map((raw) => readFixture(raw, "independent-42")),
    ...INDEPENDENT_43.map((raw) => readFixture(raw, "independent-43")),
    ...INDEPENDENT_44.map((raw) => readFixture(raw, "independent-44")),
    ...INDEPENDENT_45.map((raw) => readFixture(raw, "independent-45")),
    ...INDEPENDENT_46.map((raw) => readFixture(raw, "independent-46")),
    ...INDEPENDENT_47.map((raw) => readFixture(raw, "independent-47")),
    ...INDEPENDENT_48.map((raw) => readFixture(raw, "independent-48")),
    ...INDEPENDENT_49.map((raw) => readFixture(raw, "independent-49")),
    ...INDEPENDENT_50.map((raw) => readFixture(raw, "independent-50")),
    ...INDEPENDENT_51.map((raw) => readFixture(raw, "independent-51")),
    ...INDEPENDENT_52.map((raw) => readFixture(raw, "independent-52")),
    ...INDEPENDENT_53.map((raw) => readFixture(raw, "independent-53")),
    ...INDEPENDENT_55.map((raw) => readFixture(raw, "independent-55")),
    ...INDEPENDENT_56.map((raw) => readFixture(raw, "independent-56")),
    ...INDEPENDENT_57.map((raw) => readFixture(raw, "independent-57")),
    ...INDEPENDENT_58.map((raw) => readFixture(raw, "independent-58")),
    ...INDEPENDENT_59.map((raw) => readFixture(raw, "independent-59")),
    ...INDEPENDENT_60.map((raw) => readFixture(raw, "independent-60")),
    ...INDEPENDENT_61.map((raw) => readFixture(raw, "independent-61")),
    ...INDEPENDENT_62.map((raw) => readFixture(raw, "independent-62")),
    ...INDEPENDENT_63.map((raw) => readFixture(raw, "independent-63")),
    ...INDEPENDENT_64.map((raw) => readFixture(raw, "independent-64")),
    ...INDEPENDENT_65.map((raw) => readFixture(raw, "independent-65")),
    ...INDEPENDENT_66.map((raw) => readFixture(raw, "independent-66")),
    ...INDEPENDENT_67.map((raw) => readFixture(raw, "independent-67")),
    ...INDEPENDENT_68.map((raw) => readFixture(raw, "independent-68")),
    ...INDEPENDENT_69.map((raw) => readFixture(raw, "independent-69")),
    ...INDEPENDENT_70.map((raw) => readFixture(raw, "independent-70")),
    ...INDEPENDENT_71.map((raw) => readFixture(raw, "independent-71")),
    ...INDEPENDENT_72.map((raw) => readFixture(raw, "independent-72")),
    ...INDEPENDENT_73.map((raw) => readFixture(raw, "independent-73")),
    ...INDEPENDENT_74.map((raw) => readFixture(raw, "independent-74")),
    ...INDEPENDENT_75.map((raw) => readFixture(raw, "independent-75")),
    ...INDEPENDENT_76.map((raw) => readFixture(raw, "independent-76")),
    ...INDEPENDENT_77.map((raw) => readFixture(raw, "independent-77")),
    ...INDEPENDENT_78.map((raw) => readFixture(raw, "independent-78")),
    ...INDEPENDENT_79.map((raw) => readFixture(raw, "independent-79")),
    ...INDEPENDENT_80.map((raw) => readFixture(raw, "independent-80")),
    ...INDEPENDENT_81.map((raw) => readFixture(raw, "independent-81")),
    ...INDEPENDENT_82.map((raw) => readFixture(raw, "independent-82")),
    ...INDEPENDENT_83.map((raw) => readFixture(raw, "independent-83")),
    ...INDEPENDENT_84.map((raw) => readFixture(raw, "independent-84")),
    ...INDEPENDENT_85.map((raw) => readFixture(raw, "independent-85")),
    ...INDEPENDENT_86.map((raw) => readFixture(raw, "independent-86")),
    ...INDEPENDENT_87.map((raw) => readFixture(raw, "independent-87")),
    ...INDEPENDENT_88.map((raw) => readFixture(raw, "independent-88")),
    ...INDEPENDENT_89.map((raw) => readFixture(raw, "independent-89")),
    ...INDEPENDENT_90.map((raw) => readFixture(raw, "independent-90")),
    ...INDEPENDENT_91.map((raw) => readFixture(raw, "independent-91")),
    ...INDEPENDENT_92.map((raw) => readFixture(raw, "independent-92")),
    ...INDEPENDENT_93.map((raw) => readFixture(raw, "independent-93")),
    ...INDEPENDENT_94.map((raw) => readFixture(raw, "independent-94")),
    ...INDEPENDENT_95.map((raw) => readFixture(raw, "independent-95")),
    ...INDEPENDENT_96.map((raw) => readFixture(raw, "independent-96")),
    ...INDEPENDENT_97.map((raw) => readFixture(raw, "independent-97")),
    ...INDEPENDENT_98.map((raw) => readFixture(raw, "independent-98")),
    ...INDEPENDENT_99.map((raw) => readFixture(raw, "independent-99")),
    ...INDEPENDENT_100.map((raw) => readFixture(raw, "independent-100")),
    ...INDEPENDENT_101.map((raw) => readFixture(raw, "independent-101")),
    ...INDEPENDENT_102.map((raw) => readFixture(raw, "independent-102")),
    ...INDEPENDENT_103.map((raw) => readFixture(raw, "independent-103")),
    ...INDEPENDENT_104.map((raw) => readFixture(raw, "independent-104")),
    ...INDEPENDENT_105.map((raw) => readFixture(raw, "independent-105")),
    ...INDEPENDENT_106.map((raw) => readFixture(raw, "independent-106")),
    ...INDEPENDENT_107.map((raw) => readFixture(raw, "independent-107")),
    ...INDEPENDENT_108.map((raw) => readFixture(raw, "independent-108")),
    ...INDEPENDENT_109.map((raw) => readFixture(raw, "independent-109")),
    ...INDEPENDENT_110.map((raw) => readFixture(raw, "independent-110")),
    ...INDEPENDENT_111.map((raw) => readFixture(raw, "independent-111")),
    ...INDEPENDENT_112.map((raw) => readFixture(raw, "independent-112")),
    ...INDEPENDENT_113.map((raw) => readFixture(raw, "independent-113")),
    ...INDEPENDENT_114.map((raw) => readFixture(raw, "independent-114")),
    ...INDEPENDENT_115.map((raw) => readFixture(raw, "independent-115")),
    ...INDEPENDENT_116.map((raw) => readFixture(raw, "independent-116")),
    ...INDEPENDENT_117.map((raw) => readFixture(raw, "independent-117")),
    ...INDEPENDENT_118.map((raw) => readFixture(raw, "independent-118")),
    ...INDEPENDENT_119.map((raw) => readFixture(raw, "independent-119")),
    ...INDEPENDENT_120.map((raw) => readFixture(raw, "independent-120")),
    ...INDEPENDENT_121.map((raw) => readFixture(raw, "independent-121")),
    ...INDEPENDENT_122.map((raw) => readFixture(raw, "independent-122")),
    ...INDEPENDENT_123.map((raw) => readFixture(raw, "independent-123")),
    ...INDEPENDENT_124.map((raw) => readFixture(raw, "independent-124")),
    ...INDEPENDENT_125.map((raw) => readFixture(raw, "independent-125")),
    ...INDEPENDENT_126.map((raw) => readFixture(raw, "independent-126")),
    ...INDEPENDENT_127.map((raw) => readFixture(raw, "independent-127")),
    ...INDEPENDENT_128.map((raw) => readFixture(raw, "independent-128")),
    ...INDEPENDENT_129.map((raw) => readFixture(raw, "independent-129")),
    ...INDEPENDENT_130.map((raw) => readFixture(raw, "independent-130")),
    ...INDEPENDENT_131.map((raw) => readFixture(raw, "independent-131")),
    ...INDEPENDENT_132.map((raw) => readFixture(raw, "independent-132")),
    ...INDEPENDENT_133.map((raw) => readFixture(raw, "independent-133")),
    ...INDEPENDENT_134.map((raw) => readFixture(raw, "independent-134")),
    ...INDEPENDENT_135.map((raw) => readFixture(raw, "independent-135")),
    ...INDEPENDENT_136.map((raw) => readFixture(raw, "independent-136")),
    ...INDEPENDENT_137.map((raw) => readFixture(raw, "independent-137")),
    ...INDEPENDENT_138.map((raw) => readFixture(raw, "independent-138")),
    ...INDEPENDENT_139.map((raw) => readFixture(raw, "independent-139")),
    ...INDEPENDENT_140.map((raw) => readFixture(raw, "independent-140")),
    ...INDEPENDENT_141.map((raw) => readFixture(raw, "independent-141")),
    ...INDEPENDENT_142.map((raw) => readFixture(raw, "independent-142")),
    ...INDEPENDENT_143.map((raw) => readFixture(raw, "independent-143")),
    ...INDEPENDENT_144.map((raw) => readFixture(raw, "independent-144")),
    ...INDEPENDENT_145.map((raw) => readFixture(raw, "independent-145")),
    ...INDEPENDENT_146.map((raw) => readFixture(raw, "independent-146")),
    ...INDEPENDENT_147.map((raw) => readFixture(raw, "independent-147")),
    ...INDEPENDENT_148.map((raw) => readFixture(raw, "independent-148")),
    ...INDEPENDENT_149.map((raw) => readFixture(raw, "independent-149")),
    ...INDEPENDENT_150.map((raw) => readFixture(raw, "independent-150")),
    ...INDEPENDENT_151.map((raw) => readFixture(raw, "independent-151")),
    ...INDEPENDENT_152.map((raw) => readFixture(raw, "independent-152")),
    ...INDEPENDENT_153.map((raw) => readFixture(raw, "independent-153")),
    ...INDEPENDENT_154.map((raw) => readFixture(raw, "independent-154")),
    ...INDEPENDENT_155.map((raw) => readFixture(raw, "independent-155")),
    ...INDEPENDENT_156.map((raw) => readFixture(raw, "independent-156")),
    ...INDEPENDENT_157.map((raw) => readFixture(raw, "independent-157")),
    ...INDEPENDENT_158.map((raw) => readFixture(raw, "independent-158")),
    ...INDEPENDENT_159.map((raw) => readFixture(raw, "independent-159")),
    ...INDEPENDENT_160.map((raw) => readFixture(raw, "independent-160")),
    ...INDEPENDENT_161.map((raw) => readFixture(raw, "independent-161")),
    ...INDEPENDENT_162.map((raw) => readFixture(raw, "independent-162")),
    ...INDEPENDENT_163.map((raw) => readFixture(raw, "independent-163")),
    ...INDEPENDENT_164.map((raw) => readFixture(raw, "independent-164")),
    ...INDEPENDENT_165.map((raw) => readFixture(raw, "independent-165")),
    ...INDEPENDENT_166.map((raw) => readFixture(raw, "independent-166")),
    ...INDEPENDENT_167.map((raw) => readFixture(raw, "independent-167")),
    ...INDEPENDENT_168.map((raw) => readFixture(raw, "independent-168")),
    ...INDEPENDENT_169.map((raw) => readFixture(raw, "independent-169")),
    ...INDEPENDENT_170.map((raw) => readFixture(raw, "independent-170")),
    ...INDEPENDENT_171.map((raw) => readFixture(raw, "independent-171")),
    ...INDEPENDENT_172.map((raw) => readFixture(raw, "independent-172")),
    ...INDEPENDENT_173.map((raw) => readFixture(raw, "independent-173")),
    ...INDEPENDENT_174.map((raw) => readFixture(raw, "independent-174")),
    ...INDEPENDENT_175.map((raw) => readFixture(raw, "independent-175")),
    ...INDEPENDENT_176.map((raw) => readFixture(raw, "independent-176")),
    ...INDEPENDENT_177.map((raw) => readFixture(raw, "independent-177")),
    ...INDEPENDENT_178.map((raw) => readFixture(raw, "independent-178")),
  ].filter((fixture) => isWrittenFor(fixture, content));
  const [first] = sets;
  return first ? { ...first, cases: sets.flatMap((fixture) => fixture.cases) } : null;
}
