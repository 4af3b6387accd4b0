import { expect, test } from "vitest";
import { converse, ownerWith, withProjects, project } from "./conversation.test-support";
import { asksForPhone, asksWhenToCall } from "../shared/phone";
import type { ExperienceEntry } from "~/content/types";

// Readings of leaving, gaps, pay and messages that later owners' first runs showed missing, each asked of the made-up
// owner (Maya, she, in Lisbon) changed as the reading needs.

const role = (title: string, company: string, date: string, description: string, employmentType = "Full-time"): ExperienceEntry => ({
  title,
  employmentType,
  company,
  date,
  description,
});

test("'when did she start?' after a role is when that role began; with none named, since when she has worked", () => {
  const owner = ownerWith((o) => o);
  for (const asked of ["when did she start", "when did she join"])
    expect(converse(owner, ["what's her current role", asked]), asked).toContain("since Mar 2021");
  expect(converse(owner, ["when did she start coding"])).toMatch(/since 2019/);
  expect(converse(owner, ["when can she start"])).not.toMatch(/since 2019/);
});

test("'what did she do right before that?' is the role that ended as the current one began, not freelance work beside it", () => {
  const freelance = role("Freelance Developer", "Self-employed", "Jun 2020 – Dec 2022", "Evening client work.", "Freelance");
  const owner = ownerWith((o) => {
    const [current, ...rest] = o.experience;
    return { ...o, experience: [...(current ? [current] : []), freelance, ...rest] };
  });
  for (const asked of ["and what did she do right before that", "what was she doing right before"])
    expect(converse(owner, ["what's her current role", asked]), asked).toContain("Lisbon Code Academy");
});

test("a sabbatical or a leave is asked about by its own words, and a gap in a year is the time away that year", () => {
  const leave = role("Parental leave", "Harbour Labs", "Sep 2023 – Feb 2024", "Six months at home with a newborn.", "Leave");
  const owner = ownerWith((o) => ({ ...o, experience: [leave, ...o.experience] }));
  expect(converse(owner, ["tell me about her parental leave"])).toContain("Six months at home");
  for (const asked of ["theres a gap in 2023 on the cv, what was that", "why is there a gap in 2023 on her cv"])
    expect(converse(owner, [asked]), asked).toMatch(new RegExp(`^${leave.title}: ${leave.company}, ${leave.date}\\.`));
  expect(converse(owner, ["what was she doing in 2023"])).toContain("Senior Engineer");
});

test("'why did she leave X?' is the role's own sentence on how it ended, or her answer on leaving the work it names", () => {
  const bikes = role("Data Engineer", "Roda Livre", "Aug 2016 – Dec 2018", "Built the trip pipelines. I left when the company cut its data team.");
  const tower = role("Air Traffic Controller (Approach)", "Navigation Aérienne Sud", "Sep 2010 – Jul 2016", "Six years on the approach radar.");
  const owner = ownerWith((o) => ({
    ...o,
    experience: [...o.experience, bikes, tower],
    assistantProfile: {
      ...o.assistantProfile,
      faq: [
        {
          questions: ["Why did she leave air traffic control?"],
          answer: "A radar alert failed because of a software fault, and I wanted to fix it.",
        },
      ],
    },
  }));
  expect(converse(owner, ["why did she leave roda livre"])).toBe("Maya left when the company cut its data team.");
  expect(converse(owner, ["what did she do at roda livre", "why did she leave"])).toBe("Maya left when the company cut its data team.");
  // A job title's initials name the role.
  expect(converse(owner, ["why did she leave atc"])).toContain("software fault");
  expect(converse(owner, ["when did she leave atc"])).toContain("Jul 2016");
  // ("as a" is no "ASA", the initials of an "Application Security Analyst".)
  const analyst = ownerWith((o) => ({
    ...o,
    experience: [...o.experience, role("Application Security Analyst", "Protea", "2014 – 2016", "Pentests.")],
  }));
  expect(converse(analyst, ["did she lead a team or work as a tester"])).not.toContain("Pentests");
});

test("'which studio did he work at?' is the one employer whose name says it", () => {
  const studio = role("Recording Engineer", "Blue Tile Studio", "Jun 2009 – Aug 2016", "House engineer in a two-room studio.");
  const owner = ownerWith((o) => ({ ...o, experience: [...o.experience, studio] }));
  expect(converse(owner, ["which studio did she work at"])).toContain("Blue Tile Studio");
  expect(converse(owner, ["which academy did she work at"])).toContain("Lisbon Code Academy");
});

test("pay asked in other words than the owner's own question gets their answer on pay, but not a job's pay of today or before", () => {
  const owner = ownerWith((o) => ({
    ...o,
    assistantProfile: {
      ...o.assistantProfile,
      faq: [
        { questions: ["What are her salary expectations?", "What's her day rate?"], answer: "I'm looking at €70,000 a year, or €700 a day." },
        { questions: ["What does she charge for a talk?"], answer: "Meetups only cover my travel." },
      ],
    },
  }));
  for (const asked of ["day rate?", "whats her day rate for contract work", "salary?"])
    expect(converse(owner, [asked]), asked).toContain("€700 a day");
  for (const asked of ["how much does she make now", "what was her salary at harbour labs"])
    expect(converse(owner, [asked]), asked).not.toContain("€700");
  // A fee for a talk is no salary.
  const speaker = ownerWith((o) => ({
    ...o,
    assistantProfile: { ...o.assistantProfile, faq: [{ questions: ["What's her speaking fee?"], answer: "Meetups only cover my travel." }] },
  }));
  expect(converse(speaker, ["what's her salary"])).not.toContain("travel");
});

test("an owner who takes messages only: 'can I call her?' is a no without the number, and the number, asked for, says so", () => {
  const owner = ownerWith((o) => ({
    ...o,
    assistantProfile: {
      ...o.assistantProfile,
      privacyRules: [
        "My phone number only goes to people who ask for it outright, and it's WhatsApp only: send me a message, never a call.",
        "No contact at weekends: Saturdays and Sundays are for my kids.",
      ],
    },
  }));
  const phone = owner.profile.phone;
  const refused = converse(owner, ["can i just call her about a role"]);
  expect(refused).toMatch(/^No/);
  expect(refused).not.toContain(phone);
  const given = converse(owner, ["whats her number"]);
  expect(given).toContain(phone);
  expect(given).toContain("takes no calls");
  for (const asked of ["can i call on the weekend", "if i text her on whatsapp will she reply on sunday"]) {
    const answer = converse(owner, [asked]);
    expect(answer, asked).toMatch(/^No: Maya takes no calls on weekends/);
    expect(answer, asked).not.toContain(phone);
  }
  // An owner who only asks for a text first still takes calls.
  const texter = ownerWith((o) => ({
    ...o,
    assistantProfile: { ...o.assistantProfile, privacyRules: ["Text before you call, and never call after 9 pm."] },
  }));
  expect(converse(texter, ["whats her number"])).not.toContain("takes no calls");
});

test("when to call, at an hour or in more words, and which of two ways she prefers, ask for no number", () => {
  for (const asked of ["is it ok to call him at 10pm", "when's a good time to give him a call", "can i call on the weekend"])
    expect(asksWhenToCall(asked), asked).toBe(true);
  for (const asked of ["whatsapp or email, what do they prefer", "is it ok to call him at 10pm"]) expect(asksForPhone(asked), asked).toBe(false);
  for (const asked of ["whatsapp?", "call him", "can i call her? whats the number"]) expect(asksForPhone(asked), asked).toBe(true);
});

test("'formal training' asks about the studies, and 'the web audio api' is a technology's name, not a thing made", () => {
  const owner = withProjects(
    project("Metronome", "A web metronome that schedules clicks on the audio clock.", { stack: ["Web Audio API"] }),
    project("Rust on the Audio Thread (talk)", "A talk on real-time audio in Rust."),
  );
  const withSkill = {
    ...owner,
    skillGroups: [...owner.skillGroups, { title: "Audio", items: [{ label: "Web Audio API", icon: "lu:globe" as const }] }],
  };
  expect(converse(withSkill, ["which project uses the web audio api"])).toContain("Metronome");
  expect(converse(owner, ["does she have any formal training"])).toContain("studied");
});

test("'has she worked at a start-up before?' asks about ever, not the role before the start-up", () => {
  const startUp = role("Data Engineer", "Roda Livre", "Aug 2016 – Dec 2018", "The first data hire at a bike-share start-up.");
  const owner = ownerWith((o) => ({ ...o, experience: [...o.experience, startUp] }));
  for (const asked of ["has she worked at a startup before", "has she ever worked at a startup"])
    expect(converse(owner, [asked]), asked).toContain("Roda Livre");
  expect(converse(owner, ["what did she do at roda livre", "and before that"])).not.toContain("bike-share");
});

test("'what language was it in?' after a talk is the language its own words say it was given in, not its stack", () => {
  const owner = withProjects(
    project("Every Bus (PyData 2024 talk)", "A 30-minute talk, in Portuguese, on streaming bus positions. The slides are online.", {
      stack: ["Python", "Kafka"],
    }),
  );
  for (const asked of ["what language was it in", "in what language"])
    expect(converse(owner, ["tell me about her pydata talk", asked]), asked).toBe("A 30-minute talk, in Portuguese, on streaming bus positions.");
  expect(converse(owner, ["tell me about her pydata talk", "what language is it written in"])).not.toContain("in Portuguese");
});

test("a name that 'is French for' something means it; 'how many people work at X?' is the company's size, not the owner's team", () => {
  const owner = withProjects(project("Sourdine", "Sourdine is French for a mute, like the one a trumpet player puts in the bell. A free plugin."));
  expect(converse(owner, ["what does sourdine mean"])).toBe("Sourdine is French for a mute, like the one a trumpet player puts in the bell.");
  const lead = ownerWith((o) => ({
    ...o,
    experience: o.experience.map((entry, i) => (i === 0 ? { ...entry, description: "Leads the platform team of three developers." } : entry)),
  }));
  expect(converse(lead, ["how many people work at harbour labs"])).toBe(converse(lead, ["what is the capital of mongolia"]));
});

test("'which one is paid?' after a list picks the one its words say; 'any hardware or microcontroller projects?' lists them", () => {
  const owner = withProjects(
    project("Room Tone", "My own paid reverb plugin, sold to musicians.", { stack: ["JUCE"] }),
    project("Tape Delay", "A free, open-source delay plugin.", { stack: ["JUCE"] }),
    project("Pulse Vest", "A haptic vest for deaf drummers.", { stack: ["C++", "Teensy"] }),
  );
  const juce = { ...owner, skillGroups: [...owner.skillGroups, { title: "Audio", items: [{ label: "JUCE", icon: "lu:audio-lines" as const }] }] };
  expect(converse(juce, ["which of her projects use juce", "which one is paid"])).toMatch(/^Room Tone/);
  expect(converse(owner, ["any hardware or microcontroller projects?"])).toContain("Pulse Vest");
});

test("'which one came first?' after the studies is the first of them", () => {
  const owner = ownerWith((o) => ({
    ...o,
    assistantProfile: {
      ...o.assistantProfile,
      education: [...o.assistantProfile.education, { degree: "Diploma in Sound Engineering", school: "Vieux-Port School", years: "2010 – 2012" }],
    },
  }));
  expect(converse(owner, ["where did she study", "which one came first"])).toContain("Diploma in Sound Engineering");
  expect(converse(owner, ["where did she study", "which one came first"])).not.toContain("MSc Informatics");
});
