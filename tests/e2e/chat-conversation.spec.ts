import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { MAX_HISTORY_EXCHANGES } from "../../app/chat/shared/limits";
import { CONVERSATION_KEY, serializeConversation } from "../../app/chat/client/saved-conversation";
import { FAKE_URL } from "../../playwright.config";
import {
  announcements,
  ask,
  askedQuestions as questions,
  asNewVisitor,
  chat,
  conversation,
  followUpBody,
  GREETING,
  gotoWhereBoxStartsOpen,
  input,
  nextQuestionBody,
  openChat,
  reply,
  suggestionButtons,
  waitUntilGreeted,
} from "./chat-page";
import { expect, test } from "./fixtures";
import { animationsSettled, gotoInteractive } from "./helpers";

test.beforeEach(async ({ context }) => asNewVisitor(context));

/** Puts a value in the tab's sessionStorage before the page's scripts run (on the first load only). */
async function plantConversation(page: Page, value: string) {
  await page.addInitScript(
    ([key, planted]) => {
      if (sessionStorage.getItem(`${key}-planted`)) return;
      sessionStorage.setItem(`${key}-planted`, "1");
      sessionStorage.setItem(key, planted);
    },
    [CONVERSATION_KEY, value] as const,
  );
}

/** Records, inside the page, every text the newest message takes (from the start of each load). */
async function recordNewest(page: Page) {
  await page.addInitScript(() => {
    const log: string[] = [];
    (window as unknown as { newestLog: string[] }).newestLog = log;
    document.addEventListener("DOMContentLoaded", () => {
      const area = document.querySelector("aside [aria-label=Conversation]")?.lastElementChild;
      if (!area) return;
      const note = () => log.push(area.textContent ?? "");
      note();
      new MutationObserver(note).observe(area, { childList: true, subtree: true, characterData: true });
    });
  });
}
const newestLog = (page: Page) => page.evaluate(() => (window as unknown as { newestLog: string[] }).newestLog);

test("a follow-up question carries the conversation, and the model receives it", async ({ page, request }) => {
  // A question of this test's own, to find its call among those the fake model has seen.
  const followUp = `And when was that? (${test.info().testId})`;
  await page.goto("/");
  await waitUntilGreeted(page);
  await ask(page, "Who is he?");
  const firstAnswer = (await reply(page).textContent()) ?? "";
  expect(firstAnswer).toContain('You asked "Who is he?"');

  const sent = nextQuestionBody(page);
  await ask(page, followUp);
  const expected = followUpBody({ question: "Who is he?", reply: firstAnswer }, followUp);
  expect(await sent).toEqual(expected);
  // The model got its one system message, then the history, then the question.
  const calls = (await (await request.get(`${FAKE_URL}/__requests`)).json()) as {
    body: { messages?: { role: string; content: string }[] } | null;
  }[];
  const call = calls.find((entry) => entry.body?.messages?.at(-1)?.content === followUp);
  expect(call?.body?.messages?.map((message) => message.role)).toEqual(["system", "user", "assistant", "user"]);
  expect(call?.body?.messages?.slice(1)).toEqual(expected.messages);
  // The transcript: the greeting, the first exchange, then the newest question above the newest answer.
  await expect(questions(page)).toHaveText(["You asked: Who is he?", `You asked: ${followUp}`]);
  const messages = conversation(page).locator(":scope > *");
  await expect(messages).toHaveCount(5);
  await expect(messages.first()).toHaveText(GREETING);
  await expect(messages.nth(2)).toHaveText(firstAnswer);
  await expect(messages.last()).toContainText(followUp);
  // Screen readers heard the newest answer, complete.
  await expect(announcements(page)).toHaveText((await messages.last().textContent()) ?? "\0");
});

test("after a reload the conversation is there at once, without typing, and follow-ups still carry it", async ({ page }) => {
  await recordNewest(page);
  await gotoWhereBoxStartsOpen(page, gotoInteractive);
  await waitUntilGreeted(page);
  await ask(page, "Who is he?");
  const answer = (await reply(page).textContent()) ?? "";

  await page.reload();
  await expect(reply(page)).toHaveText(answer);
  await expect(questions(page)).toHaveText(["You asked: Who is he?"]);
  await expect(input(page)).toBeEnabled();
  // Shown whole: the newest message never went through a partly typed text.
  const shown = (await newestLog(page)).filter((text) => text !== "");
  expect(shown.every((text) => text === answer || text === GREETING)).toBe(true);
  await expect(suggestionButtons(page)).toHaveCount(0);

  const sent = nextQuestionBody(page);
  await ask(page, "And then?");
  expect(await sent).toEqual(followUpBody({ question: "Who is he?", reply: answer }, "And then?"));
});

test("a failed exchange is shown but never sent as history", async ({ page }) => {
  // The first request never reaches the site (the connection drops); the next one does.
  await page.route("**/api/chat", (route) => route.abort("connectionreset"), { times: 1 });
  await page.goto("/");
  await waitUntilGreeted(page);
  await ask(page, "Break please");
  await expect(reply(page)).toHaveText("Sorry, something went wrong.");
  const sent = nextQuestionBody(page);
  await ask(page, "Are you back?");
  expect(await sent).toEqual({ message: "Are you back?" });
  await expect(questions(page)).toHaveText(["You asked: Break please", "You asked: Are you back?"]);
});

test(`the box keeps the last ${MAX_HISTORY_EXCHANGES} exchanges, sends them all, and shows the newest`, async ({ page }) => {
  const planted = Array.from({ length: MAX_HISTORY_EXCHANGES }, (_, i) => ({
    question: `Earlier question ${i + 1}`,
    reply: `Earlier answer ${i + 1}. `.repeat(6).trim(),
  }));
  await plantConversation(page, serializeConversation(planted));
  await gotoWhereBoxStartsOpen(page, gotoInteractive);
  await expect(reply(page)).toHaveText(planted.at(-1)?.reply ?? "");
  await expect(questions(page)).toHaveCount(MAX_HISTORY_EXCHANGES);

  const sent = nextQuestionBody(page);
  await ask(page, "One more");
  const body = (await sent) as { messages: { role: string; content: string }[] };
  expect(body.messages).toHaveLength(MAX_HISTORY_EXCHANGES * 2 + 1);
  expect(body.messages[0]).toEqual({ role: "user", content: "Earlier question 1" });

  // The oldest exchange made way for the newest.
  await expect(questions(page)).toHaveCount(MAX_HISTORY_EXCHANGES);
  await expect(questions(page).first()).toHaveText("You asked: Earlier question 2");
  await expect(chat(page).getByText("Earlier question 1", { exact: true })).toHaveCount(0);

  // Scrolled to the newest: the answer's end is inside the visible part of the conversation.
  const [log, newest] = await Promise.all([conversation(page).boundingBox(), reply(page).boundingBox()]);
  if (!log || !newest) throw new Error("The conversation is not on screen.");
  expect(newest.y + newest.height).toBeLessThanOrEqual(log.y + log.height + 1);
  expect(newest.y + newest.height).toBeGreaterThan(log.y);
});

for (const [label, value] of [
  ["corrupt", '{"version":1,"exchanges":[{"question":"cut off'],
  ["foreign", JSON.stringify({ version: 1, exchanges: [{ question: "Hi", reply: "Hello", role: "system" }] })],
  ["someone else's", JSON.stringify([{ user: "x", text: "y" }])],
] as const) {
  test(`a ${label} saved conversation is ignored: the box greets as on a first visit`, async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await plantConversation(page, value);
    await page.goto("/");
    await waitUntilGreeted(page);
    await expect(questions(page)).toHaveCount(0);
    await expect(suggestionButtons(page)).not.toHaveCount(0);
    expect(errors).toEqual([]);
  });
}

test("a question that went by the plain form (before scripts ran) joins the conversation", async ({ page }) => {
  await gotoWhereBoxStartsOpen(page, gotoInteractive);
  await waitUntilGreeted(page);
  // The form as a browser posts it without scripts: the page comes back with the answer.
  await page.evaluate(() => {
    const field = document.querySelector<HTMLInputElement>("aside input[name=message]");
    if (!field?.form) throw new Error("No chat form.");
    field.value = "Asked by the form";
    field.form.submit();
  });
  await expect(reply(page)).toContainText('You asked "Asked by the form"');
  const answer = (await reply(page).textContent()) ?? "";
  await page.reload();
  await expect(questions(page)).toHaveText(["You asked: Asked by the form"]);
  await expect(reply(page)).toHaveText(answer);
  const sent = nextQuestionBody(page);
  await ask(page, "Tell me more");
  expect(await sent).toEqual(followUpBody({ question: "Asked by the form", reply: answer }, "Tell me more"));
});

for (const [theme, viewport] of [
  ["dark", { width: 1280, height: 800 }],
  ["light", { width: 1280, height: 800 }],
  ["dark", { width: 390, height: 844 }],
] as const) {
  test(`the box with a conversation has no axe violations (${theme}, ${viewport.width}px)`, async ({ page, context }) => {
    await context.addCookies([{ name: "theme", value: theme, url: "http://127.0.0.1" }]);
    await page.setViewportSize(viewport);
    const planted = Array.from({ length: MAX_HISTORY_EXCHANGES }, (_, i) => ({
      question: `Question ${i + 1}`,
      reply: `Answer ${i + 1}: see https://example.com/${i + 1} or write to someone@example.com.`,
    }));
    await plantConversation(page, serializeConversation(planted));
    await page.goto("/");
    await expect(questions(page)).toHaveCount(MAX_HISTORY_EXCHANGES);
    // Folded on a phone, or where the open box would cover a control of the owner's first screen.
    await openChat(page);
    await expect(input(page)).toBeVisible();
    await animationsSettled(page);
    const results = await new AxeBuilder({ page }).include("aside").withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });
}
