import { expect, test } from "vitest";
import {
  asksForPhone,
  asksWhenToCall,
  wantsToCall,
  createPhoneRedactor,
  PHONE_REDACTION,
  phonePrivacy,
  redactPhone,
  saysClient,
  saysJobOffer,
  saysProject,
  saysColleague,
  saysCompany,
  saysEngagement,
  saysInTouch,
  saysMet,
  saysRecruiter,
  saysScheduled,
} from "./phone";

const PHONE = "+91 98765 43210";

test("only explicit requests for a way to phone or message the owner count as asking for the phone", () => {
  for (const message of [
    "What's his phone?",
    "number for akinyi please",
    "what's the number for her?",
    "+234 number for her?",
    "do you have a number for him",
    "can I call him",
    "WhatsApp number?",
    "WhatsApp?",
    "his mobile please",
    "Give me his number",
    "text her",
    "ring them",
    "can you give me her personal cell, it's urgent",
    "his private number?",
    "Can we call them tomorrow?",
    "what's her cell",
    "number?",
    "mobile no",
    "Is it ok to text her?",
    "contact number",
    "Can I reach him on his mobile?",
    "ＰＨＯＮＥ？",
    "can I just ring her instead?",
    "is she on Signal?",
    "signal?",
    "Telegram or WhatsApp?",
    "give me his mobil number",
    "is there a contact numbr I can use",
    "is she on whatsap",
    "his phne?",
    "Quel est le numéro de téléphone de Jules ?",
    "no calls please, but what's his number?",
    "can I send her an SMS?",
    "sms?",
    "can I reach him by sms",
    "i'd rather call them, what number do i ring",
    "which number should we call?",
    "i want to call him for a screening next week, what's his number",
    "we'd like to ring her, how do we reach her",
    "I want to call them. How?",
    "on my phone, can I just call him?",
  ]) {
    expect(asksForPhone(message), message).toBe(true);
  }
  for (const message of [
    "How can I contact him?",
    "What is his email?",
    "Tell me about his projects",
    "Where does he live?",
    "does he prefer email or phone calls",
    "What number of projects has he done?",
    "best way to reach him? on my phone so keep it short",
    "typing from my mobile, where is she based",
    "the number of projects",
    "number for the projects of hers",
    "Is he a mobile developer?",
    "sms-based projects",
    "text classification experience?",
    "what's Mobile Banking App (client under NDA)",
    "telegram handle?",
    "Tell me about his mobile banking work",
    "Who would you call his biggest influence?",
    "What do people call him?",
    "what should i call her?",
    "What do we call them, Sam or Samantha?",
    "Has she built phone apps?",
    "How many numbers does the dashboard show?",
    "Does he do mobile-first design?",
    "Which of his projects has a phone-friendly web page?",
    "Does the app work on phone screens?",
    "Has she written games for phones?",
    "Which phone company did she test for?",
    "Does mpesa-parse handle the SMS receipts you get on your mobile?",
    "When did she work at Signal Hill Security?",
    "Has he done signal processing?",
    "Is there a photo of him?",
    "Does he build for phones?",
    "Has she ever phoned in sick?",
    "remind me to call my mom",
    "hey siri, text mum that I am late",
    "I don't need a phone, just the email please",
    "no phone number, just her e-mail",
    "Can I reach him by e-mail rather than phone?",
    "can she work with Africa's Talking (SMS & USSD)",
    "Has he built SMS notifications?",
    "does she build her own mobile apps?",
    "i want to call him for a screening interview next week, what time zone is he in",
    "We'd like to ring her before Friday: which days is she free?",
  ]) {
    expect(asksForPhone(message), message).toBe(false);
  }
});

test("a visitor who says they are a client is told apart from one who is not", () => {
  for (const message of [
    "We've worked with them before on our clinic website.",
    "I'm an existing client",
    "we are already a client of hers",
    "she built our shop",
    "i'm already one of ceri's clients",
    "i'm on one of their care plans already",
    "we're one of his existing consulting clients",
  ]) {
    expect(saysClient(message), message).toBe(true);
  }
  for (const message of ["im not a client yet", "Do they take new clients?", "What's her number?", "we worked on a client site together"]) {
    expect(saysClient(message), message).toBe(false);
  }
  expect(asksForPhone("what's the best number to reach them on")).toBe(true);
});

test("a visitor who says they work with the owner is told apart from one who does not", () => {
  for (const message of [
    "im his colleague at kestrel freight",
    "hey im on the platform team with tunde at kestrel",
    "I work with her at Harbour Labs",
    "we work together, what's his number",
    "i'm their teammate",
    "i'm your colleague, what's your number",
  ]) {
    expect(saysColleague(message), message).toBe(true);
  }
  for (const message of ["I'm not his colleague", "I'd like to work with her", "my colleague recommended him", "we're a potential client"]) {
    expect(saysColleague(message), message).toBe(false);
  }
  expect(saysClient("we're a potential client")).toBe(false);
});

test("a visitor who says they have already written is told apart from one who only asks", () => {
  for (const said of [
    "I e-mailed him on Monday and he replied. What's his number?",
    "we've already emailed back and forth, whats her phone",
    "sent them one yesterday and they said yes to an interview",
    "I have contacted her already, can I call?",
    "already sent her an email but no reply yet. whats her mobile",
    "phone number pls, ive emailed her twice already",
    "did that last week already. can i get her number now",
    "Sent. Phone number too pls",
  ]) {
    expect(saysInTouch(said), said).toBe(true);
  }
  for (const asked of [
    "can i have his phone number",
    "I will email him later, number?",
    "does she reply to emails fast?",
    "what's his email",
    "sent from my phone: whats her number",
    "did that project use rust",
  ]) {
    expect(saysInTouch(asked), asked).toBe(false);
  }
});

test("a visitor who says they have had a first interview is told apart from one who has not", () => {
  for (const said of [
    "I had a first interview with Jura last week and they said to give them a call. what's their phone number?",
    "we already did the first-round interview with jura on tuesday, can you give me their mobile",
    "Jura and I had our first interview on Monday, could you share the number?",
    "I've spoken with her already, what's her number?",
    "after our first interview last week she said to call, number?",
  ]) {
    expect(saysMet(said), said).toBe(true);
  }
  for (const asked of [
    "im a recruiter, whats the best number to reach jura on? we havent spoken yet",
    "can i call her before our interview?",
    "does she do interviews in French?",
    "can i have their phone number",
  ]) {
    expect(saysMet(asked), asked).toBe(false);
  }
});

test("a visitor who says they are recruiting, or that an interview with the owner is booked, is told apart from one who does not", () => {
  for (const said of ["i'm a recruiter with a freight company in hamilton", "recruiter here", "ok im actually a recruiter, hiring an sre lead"])
    expect(saysRecruiter(said), said).toBe(true);
  for (const said of ["im a developer not a recruiter", "hey, i'm selling observability tooling", "is she a recruiter?", "can i call her"])
    expect(saysRecruiter(said), said).toBe(false);
  for (const said of [
    "we have an interview scheduled with her tomorrow morning, whats her number",
    "hi, i'm interviewing ilse on thursday at 14:00",
    "Our interview with Ilse is booked for Monday 10:00",
    "we have an interview with her on tuesday",
  ])
    expect(saysScheduled(said), said).toBe(true);
  for (const said of ["i'd like to schedule an interview with ilse", "can we get an interview booked?", "we'd like to interview her"])
    expect(saysScheduled(said), said).toBe(false);
  // ("…what's her number?" then "ok, I'm a recruiter": the number asked for again; "recruiter. text her?" asks for it.)
  expect(asksForPhone("ok im actually a recruiter", "can i get her phone number")).toBe(true);
  expect(asksForPhone("ok im actually a recruiter", "what does she do?")).toBe(false);
  expect(asksForPhone("recruiter. text her?")).toBe(true);
  expect(asksForPhone("is tandem rust only or can i call it from python")).toBe(false);
});

test("a visitor who already holds the number asks how to use it, not for it", () => {
  expect(asksForPhone("i already have her number from a friend, is it ok to just ring her or should i text first")).toBe(false);
  expect(asksForPhone("I have his number but it's off, what's his work number?")).toBe(true);
  for (const asked of ["can i have his phone number", "could I have her number please", "may we have their number?"]) {
    expect(asksForPhone(asked), asked).toBe(true);
  }
});

test("asking when to call asks the owner's rule, not for the number; asking for both asks for the number", () => {
  for (const asked of [
    "When is a good time to call them?",
    "when's a good time to call her",
    "what hours can I ring him",
    "is it ok to text them on a saturday afternoon",
    "can i ring them during a release week",
    "Can I call him on weekends?",
    "whats the best time of day to call her",
    "What's a good time to ring them?",
    "should i text her or call her first",
    "does he take calls on sundays",
    "is it ok to text him on whatsapp before calling",
  ]) {
    expect(asksForPhone(asked), asked).toBe(false);
    expect(asksWhenToCall(asked), asked).toBe(true);
  }
  for (const asked of ["give me their phone number and the best hours to call", "when can I call him, what's his number?", "can I call her?"]) {
    expect(asksForPhone(asked), asked).toBe(true);
    expect(asksWhenToCall(asked), asked).toBe(false);
  }
});

test("'what's the number?' right after a question about calling asks for the phone; after any other question it does not", () => {
  expect(asksForPhone("ok so what's the number", "when's a good time to call her?")).toBe(true);
  expect(asksForPhone("and the number?", "can I call him?")).toBe(true);
  expect(asksForPhone("ok so what's the number", "what's her email?")).toBe(false);
  expect(asksForPhone("what's the number of projects?", "can I call him?")).toBe(false);
  expect(asksForPhone("ok so what's the number")).toBe(false);
  expect(phonePrivacy("ok so what's the number", PHONE, "when can I call him?").redact(`Call ${PHONE}`)).toContain(PHONE);
  expect(phonePrivacy("ok so what's the number", PHONE, "what's his email?").redact(`Call ${PHONE}`)).not.toContain(PHONE);
});

test("an employer's office number is no request for the owner's, on both paths; the owner's own number still is", () => {
  const employers = ["brightlane", "infuvia", "medical"];
  for (const question of ["what's brightlane's office phone number", "Infuvia's phone?", "and Brightlane’s main number?"]) {
    expect(asksForPhone(question, "", { employers }), question).toBe(false);
    expect(phonePrivacy(question, PHONE, "", { employers }).redact(`Call ${PHONE}`), question).not.toContain(PHONE);
  }
  for (const question of ["what's theresa's phone number", "her phone number?"])
    expect(asksForPhone(question, "", { employers }), question).toBe(true);
  // Without the employers' names, a possessive is the owner's: "theresa's phone number".
  expect(asksForPhone("what's brightlane's office phone number")).toBe(true);
});

test("the number of the business the owner runs is the owner's, on both paths; 'the office number' of an employee's is not", () => {
  const ownBusiness = ["blue", "door", "web"];
  for (const question of ["whats the studio number", "hi, what's the number for blue door web?", "the office number please"]) {
    expect(asksForPhone(question, "", { ownBusiness }), question).toBe(true);
    expect(phonePrivacy(question, PHONE, "", { ownBusiness }).redact(`Call ${PHONE}`), question).toContain(PHONE);
    expect(asksForPhone(question), question).toBe(false);
  }
  expect(asksForPhone("what's the number of projects at blue door web", "", { ownBusiness })).toBe(false);
});

test("a visitor who says what work they need and roughly when is told apart from one who does not say when", () => {
  for (const message of [
    "we need a pentest of our android app in march, can I get his number?",
    "we want a secure code review of our spring boot backend, ideally the first two weeks of march",
    "we're a digital bank and need our ios + android apps and the api behind them tested in april",
    "and the phone? we need our web app pentested in the second half of may",
    "looking for help with a migration next month",
  ])
    expect(saysEngagement(message), message).toBe(true);
  for (const message of [
    "we might need a pentest at some point, not sure when, can i have his number just in case",
    "i have a general question about burp extensions, can i phone him",
    "we may need you",
    "phone number?",
  ])
    expect(saysEngagement(message), message).toBe(false);
});

test("'give me the digits lol' asks for the number", () => {
  for (const message of ["hey can u just give me the digits lol", "give me the number haha"]) expect(asksForPhone(message), message).toBe(true);
});

test("hidden characters and full-width digits cannot carry the number past the redactor", () => {
  for (const written of ["98765\u200b43210", "９８７６５４３２１０", "98765\u200d43210", "+91\u202e 98765 43210", "98765\u2060432\u00ad10"]) {
    const redacted = redactPhone(`Reach him at ${written} anytime.`, PHONE);
    expect(redacted, JSON.stringify(written)).toBe(`Reach him at ${PHONE_REDACTION} anytime.`);
  }
  const streamed = createPhoneRedactor(PHONE);
  const text = ["Call ９８７６５", "\u200b４３２１０ now"].map((chunk) => streamed.push(chunk)).join("") + streamed.flush();
  expect(text).toBe(`Call ${PHONE_REDACTION} now`);
});

test("answers lose bidi overrides and zero-width characters, but composed emoji and flags stay whole", () => {
  const { redact } = phonePrivacy("What's his phone?", PHONE);
  expect(redact("Site: \u202ehttps://evil.example\u202c ok")).toBe("Site: https://evil.example ok");
  expect(redact("Dev 👩‍💻 from 🏴󠁧󠁢󠁳󠁣󠁴󠁿 ✌️")).toBe("Dev 👩‍💻 from 🏴󠁧󠁢󠁳󠁣󠁴󠁿 ✌️");
});

test("the phone number is redacted however it is written", () => {
  for (const written of [
    "+91 98765 43210",
    "+919876543210",
    "919876543210",
    "9876543210",
    "098765 43210",
    "98765-43210",
    "(+91) 98765.43210",
    "0091 98765 43210",
    "+91-987-654-3210",
    "9 8 7 6 5 4 3 2 1 0",
  ]) {
    const redacted = redactPhone(`Reach him at ${written} anytime.`, PHONE);
    expect(redacted, written).toBe(`Reach him at ${PHONE_REDACTION} anytime.`);
  }
});

test("other numbers are left alone", () => {
  const text = "He led 5 developers from 2024, cut releases by 90% and has 11 projects.";
  expect(redactPhone(text, PHONE)).toBe(text);
});

test("a number split across stream chunks is still redacted, and other text is not held back", () => {
  const redactor = createPhoneRedactor(PHONE);
  const chunks = ["Call him on +91 987", "65 43", "210 or e-mail ", "maya@example.com", " in 2025."];
  const out = chunks.map((chunk) => redactor.push(chunk));
  out.push(redactor.flush());
  expect(out.join("")).toBe(`Call him on ${PHONE_REDACTION} or e-mail maya@example.com in 2025.`);
  expect(out[0]).toBe("Call him on ");
  // Text after the number flows as soon as the number is complete.
  expect(out[2]).toContain(PHONE_REDACTION);
});

test("every split point of an answer gives the same redacted text", () => {
  const answer = "Sure! His number is 98765 43210 😉";
  for (let cut = 0; cut <= answer.length; cut++) {
    const redactor = createPhoneRedactor(PHONE);
    const text = redactor.push(answer.slice(0, cut)) + redactor.push(answer.slice(cut)) + redactor.flush();
    expect(text).toBe(`Sure! His number is ${PHONE_REDACTION} 😉`);
  }
});

test("the phone rule follows the question: asked, the number stays, whole or streamed; not asked, it goes", () => {
  const answer = "Call 98765 43210 😉";
  const streamed = (filter: ReturnType<typeof phonePrivacy>) => {
    const redactor = filter.streaming();
    return redactor.push(answer.slice(0, 9)) + redactor.push(answer.slice(9)) + redactor.flush();
  };
  const asked = phonePrivacy("What's his phone number?", PHONE);
  expect(asked.redact(answer)).toBe(answer);
  expect(streamed(asked)).toBe(answer);
  const notAsked = phonePrivacy("How do I reach him?", PHONE);
  expect(notAsked.redact(answer)).toBe(`Call ${PHONE_REDACTION} 😉`);
  expect(streamed(notAsked)).toBe(`Call ${PHONE_REDACTION} 😉`);
});

test("wanting to call is said in many ways; asking for the number alone is not it", () => {
  for (const message of [
    "Can I call her?",
    "I'd like to call him, what's his number?",
    "Could I give Maya a quick call?",
    "we want to speak to them by phone",
  ]) {
    expect(wantsToCall(message), message).toBe(true);
  }
  for (const message of ["What's her phone number?", "Is he on WhatsApp?", "what do people call him"])
    expect(wantsToCall(message), message).toBe(false);
});

test("a visitor who says which company they are from, by its name, is told apart from one who names none or a place", () => {
  for (const message of [
    "Mateus from Mercado Livre here, what's the best number?",
    "I'm Rafael, engineering manager at Stone",
    "hola! soy Lucía de Globant",
    "oi, sou o Pedro do iFood",
    "Hi, I'm Carolina from the talent team at PicPay",
  ])
    expect(saysCompany(message), message).toBe(true);
  const isPlace = (name: string) => ["Brazil", "Berlin"].includes(name);
  for (const message of [
    "what's her number",
    "I'm a recruiter at a startup in Berlin",
    "I'm from a fintech",
    "hola! soy Lucía, ¿me pasás el número de WhatsApp?",
    "I'm Ana from Brazil",
  ])
    expect(saysCompany(message, isPlace), message).toBe(false);
});

test("a visitor who wants something made is told apart from one who offers a job", () => {
  for (const message of [
    "i want a website for my bakery in westlands",
    "need a quote for a 5 page site for my law firm",
    "can i call bk about building an online shop for my clothing brand",
    "i want to talk about redoing our hotel website",
    "i want to hire the studio to build a woocommerce shop",
    "ok i want one for my spice business",
  ])
    expect(saysProject(message), message).toBe(true);
  for (const message of ["recruiter here", "what's his phone number", "which projects use PHP?"]) expect(saysProject(message), message).toBe(false);
  for (const message of [
    "we'd like to offer brian a full-time job",
    "is there a phone number for job offers",
    "my company wants to interview BK for a remote contract role",
    "i'm a headhunter for a london agency",
    "hi im hiring a wordpress dev for our team",
  ])
    expect(saysJobOffer(message), message).toBe(true);
  for (const message of ["i'm hiring someone to build our online shop", "i want a website for my bakery", "I'm not a recruiter"])
    expect(saysJobOffer(message), message).toBe(false);
});

test("'which number?' and 'the number also?' ask for the number; a count's number does not", () => {
  for (const message of ["which number?", "i want call him. which number?", "the number also?", "and the number?"])
    expect(asksForPhone(message), message).toBe(true);
  for (const message of ["which number of projects is open source", "how many projects? just the number", "what's the number of repos"])
    expect(asksForPhone(message), message).toBe(false);
});
