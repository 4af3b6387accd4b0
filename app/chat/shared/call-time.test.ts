import { expect, test } from "vitest";
import { callInHoursOff, hoursOffSaid } from "./call-time";

const WORKING_HOURS = "8:30 am to 5:00 pm, Monday to Friday, New Zealand time";

test("a call proposed in the hours without calls is in them; one before, after, at the weekend or with no time is not", () => {
  for (const proposed of [
    "Can I call her at 10am on Tuesday?",
    "can i phone her at lunchtime on wednesday",
    "I'd like to call her this Friday at 4:45 pm, is that ok?",
    "Can I call her Monday at 9?",
    "Can I give her a call tomorrow at 11am? It's a Wednesday.",
  ])
    expect(callInHoursOff([proposed], WORKING_HOURS), proposed).toBe(true);
  for (const proposed of [
    "Could I ring her at 6:30pm on Thursday?",
    "Is it OK to call her on Saturday morning?",
    "Could I call her at 8am on Monday, before her work starts?",
    "Can I call her at 5:30pm today (a Tuesday)?",
    "Could I call her this evening around 7pm?",
    "Can I call her on Tuesday?",
    "We met in 2023 for 30 minutes. Can I call her?",
  ])
    expect(callInHoursOff([proposed], WORKING_HOURS), proposed).toBe(false);
  expect(callInHoursOff(["Can I call at 2pm on Friday?"], "9 to 1, Monday to Thursday")).toBe(false);
  expect(callInHoursOff(["Can I call at 11am on Monday?"], "9 to 1, Monday to Thursday")).toBe(true);
});

test("the hours are said in words of the assistant's own, not the rule's", () => {
  expect(hoursOffSaid(WORKING_HOURS)).toBe("on weekdays between 8:30 am and 5:00 pm, New Zealand time");
  expect(hoursOffSaid("9 to 1, Monday to Thursday")).toBe("from Monday through Thursday between 9 and 1");
  expect(hoursOffSaid("office hours")).toBe("office hours");
});
