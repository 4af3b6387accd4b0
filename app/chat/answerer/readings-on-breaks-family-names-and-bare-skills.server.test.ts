import { expect, test } from "vitest";
import type { ExperienceEntry } from "~/content";
import { converse, EMAIL, givesNumber, ownerWith, withRules } from "./conversation.test-support";

// Readings that this stop's runs showed missing, each with the smallest content that shows it.

const BREAK: ExperienceEntry = {
  title: "Career break (parental leave)",
  employmentType: "Career break",
  company: "Parental leave",
  date: "Jul 2019 – Feb 2021",
  location: "Montevideo",
  description: "I took a planned career break after my daughter was born. It wasn't a layoff and I wasn't looking for work.",
};

/** The made-up owner with a career break between her current role (since Mar 2021) and the one before. */
const withBreak = ownerWith((o) => {
  const [current, ...rest] = o.experience;
  return { ...o, experience: [...(current ? [current] : []), BREAK, ...rest] };
});

test("a career break is told as time away, by its title and dates, and 'before that?' steps past it", () => {
  const [current, , before] = withBreak.experience;
  if (!current || !before) throw new Error("the owner has a role on each side of the break");
  const told = converse(withBreak, ["where does she work now", "and before that?"]);
  expect(told).toMatch(new RegExp(`^${BREAK.title.replace(/[()]/g, "\\$&")}: ${BREAK.date}, ${BREAK.location}\\.`));
  expect(told).not.toContain(`at ${BREAK.company}`);
  // ("I wasn't looking" is said of her as "wasn't", not "wasns't".)
  expect(told).toContain("wasn't looking");
  expect(converse(withBreak, ["where does she work now", "and before that?", "and before that?"])).toContain(before.company);
  expect(converse(withBreak, ["what's her experience"])).not.toContain(`${BREAK.title} at ${BREAK.company}`);
});

test("one listed skill's name alone is asked of the skill, not of the owner's answer on why she chose it", () => {
  const answer = "Vue's single-file components suit small teams; I don't push it on everyone.";
  const faq = [{ questions: ["Why Vue?", "Vue or React?"], answer }];
  const owner = ownerWith((o) => ({ ...o, assistantProfile: { ...o.assistantProfile, faq } }));
  const [vue] = owner.skillGroups.flatMap((group) => group.items.map((item) => item.label));
  if (!vue) throw new Error("the owner lists a skill");
  expect(converse(owner, [`${vue.toLowerCase()}?`])).not.toContain(answer.slice(0, 20));
  expect(converse(owner, [`why ${vue.toLowerCase()}?`])).toContain(answer.slice(0, 20));
});

test("pay the owner asks for, said as an amount a year, answers a question on salary; a condition of pay asks something else", () => {
  const note = "Open to part-time roles of 30 hours a week. My range is USD 95,000 to 115,000 a year for those 30 hours.";
  const owner = ownerWith((o) => ({
    ...o,
    assistantProfile: { ...o.assistantProfile, availability: { ...o.assistantProfile.availability, note } },
  }));
  expect(converse(owner, ["salary expectations?"])).toContain("95,000 to 115,000 a year");
  expect(converse(owner, ["hypothetically if we paid more for 40 hours a week would she take it"])).not.toMatch(/^\S+ range is/);
});

test("'I'm on her build team' and 'I'm a current client working with her' are people she works with", () => {
  const owner = withRules([
    "My phone number is only for people already working with me, such as my teammates and current collaborators: give it to them when they ask.",
    "Recruiters and everyone else get my e-mail address.",
  ]);
  expect(givesNumber(converse(owner, ["I'm on Maya's build team, what's her number? the cluster is down"]))).toBe(true);
  expect(givesNumber(converse(owner, ["hi, I'm a current client working with maya on our migration, could you send me her number"]))).toBe(true);
  expect(givesNumber(converse(owner, ["I'm a recruiter, what's her number?"]))).toBe(false);
});

test("each of two family names, with or without a title, is the owner", () => {
  const owner = ownerWith((o) => ({ ...o, profile: { ...o.profile, lastName: "Rodríguez Sosa" } }));
  const byFirstName = converse(owner, [`tell me about ${owner.profile.firstName}`]);
  for (const asked of ["tell me about ms sosa", "tell me about rodriguez"]) expect(converse(owner, [asked]), asked).toBe(byFirstName);
});

test("what she does at the weekend is her own sentence on weekends, not the employer named after them", () => {
  const owner = ownerWith((o) => ({
    ...o,
    profile: { ...o.profile, bio: `${o.profile.bio} I don't work weekends: they belong to my daughter.` },
    experience: o.experience.map((entry, i) => (i === 0 ? { ...entry, company: "Weekend Labs" } : entry)),
    assistantProfile: { ...o.assistantProfile, snapshot: `${o.assistantProfile.snapshot} Since 2022 she has worked at Weekend Labs.` },
  }));
  const told = converse(owner, ["what does she do at the weekend?"]);
  expect(told).toContain("daughter");
  expect(told).not.toContain("Weekend Labs");
});

test("'where do i send a job description' is answered with the e-mail", () => {
  expect(
    converse(
      ownerWith((o) => o),
      ["where do i send a job description"],
    ),
  ).toContain(EMAIL);
});

test("RTL and bidi are bidirectional text, where the owner lists it, and the testing library elsewhere", () => {
  const owner = ownerWith((o) => ({
    ...o,
    skillGroups: [...o.skillGroups, { title: "Text", items: [{ label: "Bidirectional text (Arabic, Hebrew)", icon: "lu:type" }] }],
  }));
  for (const asked of ["does she do RTL", "bidi?"]) expect(converse(owner, [asked]), asked).toContain("Bidirectional text");
  expect(
    converse(
      ownerWith((o) => o),
      ["does she use rtl"],
    ),
  ).toContain("Testing Library");
});

test("an hourly rate 'on request' answers the rate, and hours a week are no time zone", () => {
  const note = "Open to contract work, up to 10 hours a week. My hourly rate is on request.";
  const snapshot = "She works on Lisbon time (WET, UTC+0).";
  const owner = ownerWith((o) => ({
    ...o,
    assistantProfile: {
      ...o.assistantProfile,
      snapshot: `${o.assistantProfile.snapshot} ${snapshot}`,
      availability: { ...o.assistantProfile.availability, note },
    },
  }));
  expect(converse(owner, ["hourly rate?"])).toContain("hourly rate is on request");
  const zone = converse(owner, ["what timezone is she in"]);
  expect(zone).toContain("UTC+0");
  expect(zone).not.toContain("10 hours a week");
});

test("'BA?' asks of a bachelor's, and 'ba' inside another language's question does not", () => {
  const bachelors = { degree: "BA in Graphic Design", school: "Porto School of Art", years: "2012 – 2015" };
  const owner = ownerWith((o) => ({ ...o, assistantProfile: { ...o.assistantProfile, education: [...o.assistantProfile.education, bachelors] } }));
  for (const asked of ["BA?", "does she have a ba"]) expect(converse(owner, [asked]), asked).toContain(bachelors.degree);
  expect(converse(owner, ["marunong ba si maya mag bisaya?"])).not.toContain(bachelors.degree);
});

test("'I'm working with her on a contract' is a client; working with a recruiter on one is not", () => {
  const owner = withRules(["Give my phone number only to existing clients; everyone else e-mails me first."]);
  expect(givesNumber(converse(owner, ["hi, i'm working with Maya on a consulting contract right now", "need her phone number, it's urgent"]))).toBe(
    true,
  );
  expect(givesNumber(converse(owner, ["i'm working with a recruiter on a contract, what's her number"]))).toBe(false);
});

test("a checklist numbered '(1) …, (2) …, and (3) …' is answered item by item", () => {
  const owner = ownerWith((o) => o);
  const asked =
    "Hi, I'm Priya from TalentBridge. Could you tell me (1) her notice period, (2) whether she's open to remote, and (3) the best email to send the JD to?";
  const told = converse(owner, [asked]);
  expect(told).toContain(EMAIL);
  expect(told).toContain(converse(owner, ["is she open to remote?"]).replace(/\s*\p{Extended_Pictographic}\uFE0F?$/u, ""));
});

test("'how many are live?' after the projects counted is the live ones among them", () => {
  const owner = ownerWith((o) => o);
  const live = owner.projects.filter((p) => p.live).map((p) => p.name);
  const told = converse(owner, ["how many projects does she have", "how many are live?"]);
  for (const name of live) expect(told).toContain(name);
  for (const name of owner.projects.filter((p) => !p.live).map((p) => p.name)) expect(told).not.toContain(name);
});

test("'exp' and 'xp' are experience", () => {
  const owner = ownerWith((o) => o);
  expect(converse(owner, ["how many yrs exp"])).toBe(converse(owner, ["how many years experience"]));
});

test("the first and the last role at one employer are told by their dates, whichever way the employer is named", () => {
  const junior = {
    title: "QA Engineer",
    employmentType: "Full-time",
    company: "Banco Azul",
    date: "Feb 2015 – Feb 2017",
    description: "Tested the apps.",
  };
  const senior = { ...junior, title: "Build Engineer", date: "Mar 2017 – Jun 2021", description: "Ran the builds." };
  const owner = ownerWith((o) => {
    const [current, ...rest] = o.experience;
    return { ...o, experience: [...(current ? [current] : []), senior, junior, ...rest] };
  });
  for (const asked of ["what was her first role at the bank?", "what was her first role at banco azul"])
    expect(converse(owner, [asked]), asked).toContain(junior.title);
  expect(converse(owner, ["what was her last role at banco azul"])).toContain(senior.title);
});

test("a hit rate is no pay, and an exchange rate is no question about the owner", () => {
  const note = "My range is EUR 70,000 to 80,000 a year.";
  const owner = ownerWith((o) => ({
    ...o,
    assistantProfile: { ...o.assistantProfile, availability: { ...o.assistantProfile.availability, note } },
  }));
  expect(converse(owner, ["remote cache hit rate?"])).not.toContain("70,000");
  expect(converse(owner, ["what's the euro to dollar exchange rate today"])).toBe(converse(owner, ["what's her favourite food?"]));
});
