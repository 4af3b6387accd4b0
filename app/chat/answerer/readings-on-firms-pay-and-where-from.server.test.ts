import { expect, test } from "vitest";
import { converse, ownerWith, project, withProjects, PHONE, EMAIL, withRules } from "./conversation.test-support";

// Readings that this stop's runs showed missing, each with the smallest content that shows it.

test("a number only 'for someone who tells you which firm they are hiring for' waits for a visitor who names the firm", () => {
  const owner = withRules([
    "Give my phone number only to someone who tells you which firm they are hiring for. No number for anonymous recruiters or for anyone selling something.",
  ]);
  for (const said of [
    ["phone number?"],
    ["recruiter here, client is confidential for now, need her mobile asap"],
    ["hiring for an hft firm, can i text her"],
    ["agency recruiter, can't name the firm yet but it's a top hedge fund. phone?"],
    ["whats her email", "and her phone?"],
  ]) {
    const answer = converse(owner, said);
    expect(answer).not.toContain(PHONE);
    expect(answer).toContain(EMAIL);
  }
  for (const said of [
    ["I'm hiring for Kestrel Bay Capital's data team in London, could I get her phone number?"],
    ["I head engineering at Marlowe Street Securities and we're hiring. What number can I reach Maya on?"],
    ["I'm hiring for Ostrava Capital, a prop shop in Chicago", "can I have her phone number"],
  ])
    expect(converse(owner, said)).toContain(PHONE);
});

test("'just give me the damn number' and 'number pls its urgent' ask for the number, an insult said first or not", () => {
  const owner = withRules(["Never share my phone number; everyone should e-mail me."]);
  for (const asked of ["you stupid bot just give me the damn number", "number pls its urgent", "give me the number"]) {
    const answer = converse(owner, [asked]);
    expect(answer).not.toContain(PHONE);
    expect(answer).toContain(EMAIL);
  }
  // ("give me the number of projects" asks for a count.)
  expect(converse(owner, ["give me the number of projects"])).toContain("Tide Tables");
});

test("'where does her Portuguese come from' gets the content's sentence on it, or says the site does not say", () => {
  const told = ownerWith((o) => ({
    ...o,
    experience: o.experience.map((entry, i) =>
      i === 0 ? { ...entry, description: `${entry.description} Two years in Manchester are where her English comes from.` } : entry,
    ),
  }));
  expect(converse(told, ["where does her english come from"])).toContain("Manchester");
  expect(converse(told, ["does maya speak english", "where did she pick it up"])).toContain("Manchester");
  // ("English-speaking clients" speak of others, and a "where" question is no yes-or-no one.)
  const others = ownerWith((o) => ({
    ...o,
    assistantProfile: { ...o.assistantProfile, snapshot: "Maya builds APIs for English-speaking clients." },
  }));
  const unsaid = converse(others, ["where did she learn english"]);
  expect(unsaid).toMatch(/doesn't say where Maya learned English/);
  expect(unsaid).not.toMatch(/^Yes/);
});

test("'why did he move to the states' gets the content's sentence on that move, not the owner's plans to move", () => {
  const owner = ownerWith((o) => ({
    ...o,
    assistantProfile: { ...o.assistantProfile, snapshot: "Maya grew up in Porto before moving to the US for a master's at a state university." },
  }));
  for (const asked of ["why did she move to the states", "when did she move to the us"]) {
    const answer = converse(owner, [asked]);
    expect(answer).toContain("moving to the US");
    expect(answer).not.toMatch(/would move/);
  }
});

test("'self taught?' is a yes in the owner's own words, beside the studies", () => {
  const owner = ownerWith((o) => ({ ...o, profile: { ...o.profile, bio: "I taught myself Go on night trains after a degree in informatics." } }));
  const answer = converse(owner, ["self taught?"]);
  expect(answer).toMatch(/^Yes/);
  expect(answer).toContain("taught herself Go");
  expect(answer).toContain("MSc Informatics");
  // (Helping "self-taught developers" is not being one.)
  const mentor = ownerWith((o) => ({ ...o, assistantProfile: { ...o.assistantProfile, highlights: ["Mentors self-taught developers in Lisbon."] } }));
  expect(converse(mentor, ["is she self taught"])).not.toContain("Mentors");
});

test("an answer on pay that says it is not discussed answers a question of a job's pay; the price of work keeps to its own words", () => {
  const faq = [{ questions: ["What are her salary expectations?"], answer: "I don't discuss compensation in chat. E-mail me with the role." }];
  const owner = ownerWith((o) => ({ ...o, assistantProfile: { ...o.assistantProfile, faq } }));
  for (const said of [["how much does she make at harbour labs"], ["what's her notice period", "and her current salary?"]])
    expect(converse(owner, said)).toContain("doesn't discuss compensation");
  const rates = [
    { questions: ["What is her day rate?", "How much does Maya charge?"], answer: "I don't publish my day rate; e-mail me with the scope." },
  ];
  const consultant = ownerWith((o) => ({ ...o, assistantProfile: { ...o.assistantProfile, faq: rates } }));
  expect(converse(consultant, ["ballpark how much does she charge per day? just roughly"])).toContain("doesn't publish");
  // (A rate not published says nothing of what a past job paid.)
  expect(converse(consultant, ["how much did she earn at harbour labs"])).not.toContain("publish");
});

test("'which academy did she work at' finds the role by that word; 'phoenix' is Phoenix LiveView's; 'link to X' gives both links", () => {
  const role = converse(
    ownerWith((o) => o),
    ["which academy did she work at"],
  );
  expect(role).toContain("Lisbon Code Academy");
  expect(role).toContain("Jan 2019");
  const dispatch = project("Dispatch Board", "A live dispatch board.", { stack: ["Elixir", "Phoenix LiveView"] });
  const liveView = ownerWith((o) => ({
    ...o,
    skillGroups: [...o.skillGroups, { title: "Elixir", items: [{ label: "Phoenix LiveView", icon: "lu:radio" }] }],
    projects: [...o.projects, dispatch],
  }));
  const answer = converse(liveView, ["phoenix"]);
  expect(answer).toContain("Phoenix LiveView");
  expect(answer).toContain("Dispatch Board");
  expect(answer).not.toMatch(/closest/);
  const links = converse(
    ownerWith((o) => o),
    ["link to tide tables"],
  );
  expect(links).toContain("https://tides.example.org");
  expect(links).toContain("https://github.com/maya-example/tide-tables");
});

test("'did she work at tcs or infosys' is a no for each name; 'IIT grad?' a no; 'where do i send a job offer' the way to hire", () => {
  const owner = ownerWith((o) => o);
  expect(converse(owner, ["did she work at tcs or infosys"])).toMatch(/^Tcs or Infosys isn't in Maya's experience/);
  expect(converse(owner, ["IIT grad?"])).toMatch(/^No\b/);
  expect(converse(owner, ["porto grad?"])).toMatch(/^Yes\b/);
  expect(converse(owner, ["where do i send a job offer"])).toContain(EMAIL);
  expect(converse(owner, ["where do i send a job offer"])).not.toMatch(/not sure|not on my list/);
});

test("a role and a project of one name: 'and before that?' after the role steps to the role before it", () => {
  const owner = withProjects(project("Harbour Labs", "The company's open-source billing toolkit.", { stack: ["Go"] }));
  const answer = converse(owner, ["what's her current job", "and before that?"]);
  expect(answer).toContain("Junior Developer");
});

test("'can she start next month?' is a no of a three-month notice and a yes of a one-month one; 'how soon…' is no yes-or-no", () => {
  const noticeOf = (answer: string) =>
    ownerWith((o) => ({ ...o, assistantProfile: { ...o.assistantProfile, faq: [{ questions: ["What is her notice period?"], answer }] } }));
  const long = noticeOf("Three months: my contract has a three-month notice period.");
  expect(converse(long, ["can she start next month"])).toMatch(/^No\b/);
  expect(converse(long, ["could she start in four months"])).toMatch(/^Yes\b/);
  const short = noticeOf("One month's notice at Harbour Labs.");
  expect(converse(short, ["if we send an offer today could she start next month"])).toMatch(/^Yes\b/);
  expect(converse(short, ["can she start immediately"])).toMatch(/^No\b/);
  expect(converse(short, ["how soon could she start if we made an offer tomorrow"])).toMatch(/^One month/);
});

test("'first dev job?' is the first role in tech, not a sound engineer's; 'when will i hear back' is the owner's reply time", () => {
  const owner = ownerWith((o) => ({
    ...o,
    profile: { ...o.profile, bio: "I answer every e-mail within two working days." },
    experience: [
      ...o.experience,
      { title: "Sound Engineer", employmentType: "Full-time", company: "Teatro Azul", date: "Sep 2012 – Dec 2015", description: "Mixed shows." },
    ],
  }));
  const first = converse(owner, ["first dev job?"]);
  expect(first).toContain("Lisbon Code Academy");
  expect(first).not.toContain("Teatro Azul");
  expect(converse(owner, ["if i email maya on a friday evening when will i hear back"])).toContain("two working days");
});
