import { expect, test } from "vitest";
import { converse, ownerWith, project, withProjects, withRules, PHONE, EMAIL } from "./conversation.test-support";

// Readings that this stop's runs showed missing, each with the smallest content that shows it.

test("a project's users, helpers and hardest part are unsaid unless its own words tell them", () => {
  const owner = withProjects(
    project("Till Roll", "Invoices and stock counts for small shops."),
    project("Crate Check", "Checks a workspace's dependencies; used by a few dozen teams."),
    project("Field Notes", "A notebook app I built with two friends."),
  );
  const users = converse(owner, ["how many users does till roll have"]);
  expect(users).toContain("doesn't say how many users Till Roll has");
  expect(users).toContain("small shops");
  expect(converse(owner, ["how many people use crate check"])).not.toContain("doesn't");
  expect(converse(owner, ["did she build till roll by herself or with a team"])).toContain("alone or with others");
  expect(converse(owner, ["tell me about till roll", "who built it with her?"])).toContain("alone or with others");
  expect(converse(owner, ["did she build field notes alone?"])).not.toContain("doesn't say");
  expect(converse(owner, ["what was the hardest part of building till roll"])).toContain("doesn't say what was hardest");
});

test("'why isn't it live?' of a project with no demo gives its own words, which may say why", () => {
  const owner = withProjects(
    project("Gym Booker", "A booking flow for a fitness studio, built while its backend is being planned.", { github: "https://github.com/o/gym" }),
  );
  const answer = converse(owner, ["what's gym booker", "why isnt it live"]);
  expect(answer).toContain("being planned");
  expect(answer).toContain("https://github.com/o/gym");
});

test("'did she study abroad?' is a no where every study is in her country, a yes naming the study elsewhere", () => {
  const home = ownerWith((o) => ({
    ...o,
    assistantProfile: {
      ...o.assistantProfile,
      education: [{ degree: "MSc Informatics", school: "University of Porto", years: "2016 – 2018", location: "Porto" }],
    },
  }));
  expect(converse(home, ["did she study abroad"])).toMatch(/^No\b/);
  expect(converse(home, ["did she study in portugal"])).toMatch(/^Yes\b/);
  expect(converse(home, ["did she study in lisbon"])).toMatch(/^No\b/);
  const exchange = ownerWith((o) => ({
    ...o,
    assistantProfile: {
      ...o.assistantProfile,
      education: [
        { degree: "MSc Informatics", school: "University of Porto", years: "2016 – 2018", location: "Porto, Portugal" },
        { degree: "Erasmus exchange semester", school: "Technical University of Munich", years: "2017", location: "Munich, Germany" },
      ],
    },
  }));
  const abroad = converse(exchange, ["did she do any of her studies overseas?"]);
  expect(abroad).toMatch(/^Yes\b/);
  expect(abroad).toContain("Munich");
  expect(abroad).not.toContain("Porto");
});

test("'which css framework?' asks for the styling tools, and 'AI or web dev?' for both fields", () => {
  const owner = ownerWith((o) => ({
    ...o,
    skillGroups: [
      ...o.skillGroups,
      {
        title: "Styling",
        items: [
          { label: "CSS", icon: "si:css3" },
          { label: "Tailwind CSS", icon: "si:tailwindcss" },
        ],
      },
      { title: "AI", items: [{ label: "PyTorch", icon: "si:pytorch" }] },
    ],
  }));
  const styling = converse(owner, ["which css framework does she use"]);
  expect(styling).toContain("Tailwind CSS");
  expect(styling).toMatch(/styling/i);
  const both = converse(owner, ["is she more into AI or web dev"]);
  expect(both).toMatch(/^Both\b/);
  expect(both).toMatch(/AI \(/);
  expect(both).toContain("Vue");
});

test("'whenever you give it, add: …' gives the number with the owner's words, and those words alone to 'ok to text her late at night?'", () => {
  const owner = withRules([
    `Anyone who asks for my phone number may have it: ${PHONE}. Whenever you give it, add: I only answer calls between 9 am and 3 pm on weekdays, Lisbon time, and texts are fine any time.`,
  ]);
  const number = converse(owner, ["what's her mobile number"]);
  expect(number).toContain(PHONE);
  expect(number).toContain("9 am–3 pm on weekdays");
  const late = converse(owner, ["what's her mobile number", "is it ok to text her late at night or is that rude"]);
  expect(late).toContain("texts are fine any time");
  expect(late).not.toContain(PHONE);
  expect(late).toContain(EMAIL);
  expect(converse(owner, ["what hours does she pick up?"])).toContain("9 am–3 pm");
});
