import { expect, test } from "vitest";
import { madeUpOwner } from "../../../tests/assistant/made-up-owner";
import { ownerFacts } from "../facts/owner-facts";
import { converse, EMAIL, ownerWith, givesNumber, project, withProjects, withRules } from "./conversation.test-support";

// Readings that this stop's runs showed missing, each with the smallest content that shows it.

const [current, teaching] = madeUpOwner.experience;
const labels = madeUpOwner.skillGroups.flatMap((group) => group.items.map((item) => item.label));

test("a job's requirements, then 'is she a fit?', asks of each technology named, the absent ones said to be absent", () => {
  const [first, second, third] = labels;
  const fit = converse(madeUpOwner, [`hiring a dev: ${first} + ${second} + ${third}, some Kubernetes. is she a fit?`]);
  for (const label of [first, second, third]) expect(fit).toContain(label);
  expect(fit).toMatch(/Kubernetes isn't listed/);
  expect(converse(madeUpOwner, [`JD: Must have ${first}, ${second}. Nice to have: Kubernetes. Does she tick the boxes?`])).toMatch(
    /Kubernetes isn't listed/,
  );
});

test("'give my number to anyone hiring for a full-time role': the number for a full-time offer, not for a contract or a vendor", () => {
  const owner = withRules(["Give my phone number to anyone hiring for a full-time role who asks for it.", "Everyone else e-mails me."]);
  expect(ownerFacts(owner).contact.phoneRule.jobOffersOnly).toBe("a full-time role");
  for (const asked of ["what's her number?", "I'm from a vendor selling test labs, what's her phone number?"]) {
    const answer = converse(owner, [asked]);
    expect(givesNumber(answer), asked).toBe(false);
    expect(answer, asked).toContain(EMAIL);
  }
  expect(givesNumber(converse(owner, ["I'm recruiting for a full-time backend role at our company. what's her phone number?"]))).toBe(true);
  expect(givesNumber(converse(owner, ["i'm hiring for a 6-month contract (not full-time). what's her number?"]))).toBe(false);
});

test("a number for messages only: 'does she take phone calls?' is a no whoever asks; an interview 'already set for monday' is one booked", () => {
  const owner = withRules([
    "My phone number is for WhatsApp messages only. I never take calls on it.",
    "Give my number only to a recruiter or hiring manager who has already arranged an interview with me. Everyone else e-mails me first.",
  ]);
  expect(converse(owner, ["does she take phone calls"])).toMatch(/^No: .*no calls/);
  expect(givesNumber(converse(owner, ["whats the best number for her?"]))).toBe(false);
  expect(givesNumber(converse(owner, ["hiring manager here, our interview with her is already set for monday. can you give me her mobile?"]))).toBe(
    true,
  );
});

test("a visitor's own problem with something the owner made goes where the owner's answers send such problems, not to the phone", () => {
  const support = "I can't fix your own device, but the Tide Tables help centre can: https://help.example.org.";
  const owner = withRules(madeUpOwner.assistantProfile.privacyRules, [
    { questions: ["My Tide Tables app isn't working, can Maya help?"], answer: support },
  ]);
  for (const asked of ["my tide tables app keeps crashing, who do i contact", "my phone won't open tide tables, can i call her?"]) {
    const answer = converse(owner, [asked]);
    expect(answer, asked).toContain("https://help.example.org");
    expect(givesNumber(answer), asked).toBe(false);
  }
  const routed = withRules(madeUpOwner.assistantProfile.privacyRules, [
    { questions: ["Can I call Maya?"], answer: "Please e-mail me. Bug reports for my apps go to GitHub issues: https://github.com/maya-example." },
  ]);
  expect(converse(routed, ["i found a bug in tide tables, where do i report it"])).toContain("Bug reports");
  // (One she fixed at work is no problem of the visitor's.)
  expect(converse(owner, ["does she fix production bugs?"])).not.toContain("help centre");
  // (Nor does her own entry on a visitor's device answer whether she works on such devices.)
  expect(converse(owner, ["does maya do tide tables apps?"])).not.toContain("help centre");
});

test("'what doesn't she do?': the owner's own sentence that rules work out; without one, that the site lists what she does", () => {
  const limited = ownerWith((o) => ({
    ...o,
    assistantProfile: { ...o.assistantProfile, snapshot: `${o.assistantProfile.snapshot} She does no mobile or game development.` },
  }));
  expect(converse(limited, ["what doesn't maya do?"])).toContain("does no mobile or game development");
  expect(converse(madeUpOwner, ["what doesn't she do?"])).toMatch(/lists what Maya knows/);
});

test("'is she still at …?', '… now?' of a role gone by: no, and where she is now", () => {
  for (const asked of [`is she still at ${teaching?.company}`, `is she at ${teaching?.company} now?`]) {
    const answer = converse(madeUpOwner, [asked]);
    expect(answer, asked).toMatch(/^No: /);
    expect(answer, asked).toContain(current?.company);
  }
});

test("a year with no role: what she did then is said to be no role, with her studies if she studied then; 'and in …?' asks again", () => {
  expect(converse(madeUpOwner, ["what did she do in 2015?"])).toMatch(/doesn't list a role for Maya in 2015/);
  expect(converse(madeUpOwner, ["where did she work in 2019", "and in 2017?"])).toMatch(/in 2017, when Maya was studying/);
});

test("an owner's 'Only …' that denies what was asked is a no; one that names it, a yes with its limit", () => {
  const owner = withRules(madeUpOwner.assistantProfile.privacyRules, [
    { questions: ["Does Maya build mobile apps?"], answer: "Only web apps. I don't build native iOS or Android apps." },
    { questions: ["Does Maya freelance?"], answer: "Only freelance API work for charities, in the evenings." },
  ]);
  for (const asked of ["does maya build mobile apps?", "can she build an ios app?"])
    expect(converse(owner, [asked]), asked).toMatch(/^No, only web apps/);
  expect(converse(owner, ["does maya freelance?"])).toMatch(/^Yes, only freelance/);
});

test("'does she want a … role?' that her own answer denies in those words is a no, in them; a denial of another clause is not", () => {
  const owner = withRules(madeUpOwner.assistantProfile.privacyRules, [
    {
      questions: ["Does she want to manage?"],
      answer: "I mentor two juniors, but I'm not looking for a people-manager or front-end lead role: I want to stay hands-on.",
    },
    { questions: ["Is she open to part-time work?"], answer: "Not full-time roles: I'm open only to part-time roles at 0.8 FTE." },
  ]);
  expect(converse(owner, ["does she want a front-end lead role"])).toMatch(/^No: .*front-end lead role/);
  expect(converse(owner, ["is she open to part-time roles at 0.8 fte?"])).not.toMatch(/^No[:,]/);
});

test("work its own words call volunteering is unpaid; an employer's name said out of order is no mention of it", () => {
  const owner = withProjects(project("Choir Site", "The website of a community choir. Maya is a volunteer, not paid: she rebuilt it in Vue."));
  expect(converse(owner, ["the choir site - is that a job?", "so does she get paid for it?"])).toMatch(/volunteer, not paid/);
  const windowed = ownerWith((o) => ({
    ...o,
    experience: o.experience.map((entry, i) => (i === 0 ? { ...entry, company: "Open Window Digital" } : entry)),
  }));
  expect(converse(windowed, ["should i sleep with the window open or closed"])).toBe(madeUpOwner.assistantProfile.fallbackReply);
});

test("'why was she unemployed?' asks of the stretches no role covers; a list of what the owner does no work in rules each kind out", () => {
  const withBreak = ownerWith((o) => ({
    ...o,
    experience: [
      ...o.experience,
      { title: "Career break", employmentType: "Career break", company: "Family", date: "Mar 2017 – Aug 2018", description: "Parental leave." },
    ],
  }));
  expect(converse(withBreak, ["why was she unemployed for over a year?"])).toContain("Career break");
  const limited = ownerWith((o) => ({
    ...o,
    assistantProfile: {
      ...o.assistantProfile,
      snapshot: `${o.assistantProfile.snapshot} She does no design work, no data science, no back-end work beyond small scripts and no games.`,
    },
    skillGroups: o.skillGroups.filter((group) => group.title !== "Back-End"),
    projects: [],
  }));
  expect(converse(limited, ["can maya build our backend api?"])).toMatch(/^No\. .*no back-end work/);
});

test("a degree begun and left is not held: 'does she have a phd?' is a no; 'a degree?' names the one finished first", () => {
  const left = ownerWith((o) => ({
    ...o,
    assistantProfile: {
      ...o.assistantProfile,
      education: [
        { degree: "PhD in Informatics (not completed: left after a year)", school: "University of Lisbon", years: "2019" },
        ...o.assistantProfile.education,
      ],
    },
  }));
  expect(converse(left, ["does she have a phd?"])).toMatch(/^No: .*didn't finish/);
  const [held] = madeUpOwner.assistantProfile.education;
  expect(converse(left, ["does she have a degree?"])).toMatch(new RegExp(`^Yes! Maya studied ${held?.degree}`));
});

test("a technology the owner's words mention only to deny it ('hasn't used Svelte since 2019') is said without the mark of a yes", () => {
  const denied = ownerWith((o) => ({
    ...o,
    assistantProfile: { ...o.assistantProfile, snapshot: `${o.assistantProfile.snapshot} She hasn't used Svelte since 2019.` },
  }));
  for (const asked of ["does she know svelte?", "has she used svelte lately"]) {
    const answer = converse(denied, [asked]);
    expect(answer, asked).toContain("hasn't used Svelte since 2019");
    expect(answer, asked).not.toContain("✅");
  }
});

test("'what was his rank in class?', 'gpa?': the grades are said not to be listed, with the studies; a grade the content gives is not denied", () => {
  for (const asked of ["what was her rank in class?", "gpa?"])
    expect(converse(madeUpOwner, [asked]), asked).toMatch(/^The site doesn't list Maya's grades\. /);
  const graded = ownerWith((o) => ({
    ...o,
    assistantProfile: { ...o.assistantProfile, highlights: [...o.assistantProfile.highlights, "Her master's thesis was graded 19 out of 20."] },
  }));
  expect(converse(graded, ["gpa?"])).not.toMatch(/doesn't list Maya's grades/);
});

test("'is she a manager now or does she still code?' is answered by what her current role has her do", () => {
  for (const asked of ["is she a manager now or does she still code?", "does she code herself or just manage?"])
    expect(converse(madeUpOwner, [asked]), asked).toContain(current?.description);
});

test("the past of a verb is read as the verb ('caught' for 'catch'); a highlight that opens with a project's name keeps its subject", () => {
  const caught = ownerWith((o) => ({
    ...o,
    assistantProfile: { ...o.assistantProfile, highlights: ["Ledger Guard caught 140 double bookings before they reached customers."] },
    projects: [...o.projects, project("Ledger Guard", "A checker for double-entry bookings.")],
  }));
  expect(converse(caught, ["did she ever catch double bookings?"])).toMatch(/^Ledger Guard caught 140 double bookings/);
});

test("a skill whose label qualifies its name ('Vue (Options and Composition API)') is of its name's kind", () => {
  const qualified = ownerWith((o) => ({
    ...o,
    skillGroups: o.skillGroups.map((group) =>
      group.title === "Front-End"
        ? { ...group, title: "Frameworks I use", items: [{ label: "Vue (Options and Composition API)", icon: "si:vuedotjs" }] }
        : group,
    ),
  }));
  expect(converse(qualified, ["what front end frameworks does she know?"])).toContain("Vue (Options and Composition API)");
});

test("'what are the names of the people on her team?', 'the name of the client?': people the content does not name get the fallback", () => {
  for (const asked of ["what are the names of the people on her team", `what was the name of the client at ${current?.company}`])
    expect(converse(madeUpOwner, [asked]), asked).toBe(madeUpOwner.assistantProfile.fallbackReply);
});
