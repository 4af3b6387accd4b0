import type { Page } from "@playwright/test";
import { FAKE_URL } from "../../playwright.config";
import {
  announcements,
  ask,
  askButton,
  askedQuestions,
  asNewVisitor,
  chat,
  conversation,
  GREETING,
  gotoWhereBoxStartsOpen,
  input,
  openChat,
  reply,
  waitUntilGreeted,
} from "./chat-page";
import { expect, test } from "./fixtures";
import { gotoInteractive } from "./helpers";

test.beforeEach(async ({ context }) => asNewVisitor(context));

/** The questions the page has sent to the chat API so far. */
function countQuestions(page: Page) {
  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/api/chat") && request.method() === "POST") sent.push(request.postData() ?? "");
  });
  return sent;
}

test("a visitor who types while the greeting is being typed keeps every letter, and focus", async ({ page }) => {
  const typed = "hello there, what does he do";
  await gotoWhereBoxStartsOpen(page, gotoInteractive);
  // Start as soon as the greeting's first character is on screen.
  await page.waitForFunction(() => (document.querySelector("aside [aria-label=Conversation]")?.lastElementChild?.textContent ?? "") !== "");
  await input(page).focus();
  await input(page).evaluate((field: HTMLInputElement, greeting) => {
    const duringGreeting: boolean[] = [];
    (window as unknown as { duringGreeting: boolean[] }).duringGreeting = duringGreeting;
    const area = document.querySelector("aside [aria-label=Conversation]")?.lastElementChild;
    field.addEventListener("keydown", () => duringGreeting.push(area?.textContent !== greeting));
  }, GREETING);
  await page.keyboard.type(typed);
  await expect(input(page)).toHaveValue(typed);
  await expect(input(page)).toBeFocused();
  await expect(reply(page)).toHaveText(GREETING);
  // Some of those keys came while the greeting was still being typed.
  expect(await page.evaluate(() => (window as unknown as { duringGreeting: boolean[] }).duringGreeting.some(Boolean))).toBe(true);
});

test("while an answer comes, focus stays in the field, a second question is kept and not sent, and goes once the answer is complete", async ({
  page,
  request,
}, testInfo) => {
  const sent = countQuestions(page);
  await page.goto("/");
  await waitUntilGreeted(page);
  await page.evaluate(() => {
    const lost: string[] = [];
    (window as unknown as { focusLost: string[] }).focusLost = lost;
    document.addEventListener("focusout", (event) => {
      if (!(event.relatedTarget instanceof Element)) lost.push((event.target as Element).tagName);
    });
  });
  const key = `${testInfo.testId}-${Date.now()}`;
  await input(page).fill(`Tell me a long story [hold:${key}]`);
  await input(page).press("Enter");
  await expect(reply(page)).toHaveText(/^w0 w1 /, { timeout: 10_000 });
  await expect(askButton(page)).toBeDisabled();
  await expect(input(page)).toBeFocused();

  await page.keyboard.type("And the second one?");
  await page.keyboard.press("Enter");
  await expect(chat(page)).toContainText("your question is kept");
  await expect(input(page)).toHaveValue("And the second one?");
  expect(sent).toHaveLength(1);

  expect((await request.post(`${FAKE_URL}/__release?key=${key}`)).ok()).toBe(true);
  await expect(askButton(page)).toBeEnabled({ timeout: 15_000 });
  await expect(chat(page)).not.toContainText("your question is kept");
  await expect(input(page)).toBeFocused();
  expect(await page.evaluate(() => (window as unknown as { focusLost: string[] }).focusLost)).toEqual([]);

  await input(page).press("Enter");
  await expect(askedQuestions(page).last()).toHaveText("You asked: And the second one?");
  expect(sent).toHaveLength(2);
});

test("screen readers hear each answer once, complete, not a character at a time", async ({ page }) => {
  await page.goto("/");
  await waitUntilGreeted(page);
  await announcements(page).evaluate((status) => {
    const heard: string[] = [];
    (window as unknown as { heard: string[] }).heard = heard;
    new MutationObserver(() => heard.push(status.textContent ?? "")).observe(status, { childList: true, subtree: true, characterData: true });
  });
  await ask(page, "Tell me slowly [slow]");
  const answer = (await reply(page).textContent()) ?? "";
  expect(answer.split(" ").length).toBeGreaterThan(20);
  await expect(announcements(page)).toHaveText(answer);
  const heard = await page.evaluate(() => (window as unknown as { heard: string[] }).heard.filter((text) => text !== ""));
  expect(heard).toEqual([answer]);
  // The typed area itself is in no live region.
  expect(await reply(page).evaluate((area) => area.closest("[aria-live], [role=status], [role=log], [role=alert]"))).toBeNull();
});

test.describe("under reduced motion, at 200 % zoom", () => {
  test.use({ reducedMotion: "reduce", viewport: { width: 640, height: 450 } });

  test("a new answer longer than the visible log is shown from its start", async ({ page }) => {
    await gotoInteractive(page);
    await openChat(page);
    await ask(page, "What were you told? [echo-context]");
    const [log, newest, question] = await Promise.all([
      conversation(page).boundingBox(),
      reply(page).boundingBox(),
      askedQuestions(page).last().boundingBox(),
    ]);
    if (!log || !newest || !question) throw new Error("The conversation is not on screen.");
    expect(newest.height, "the answer is longer than the log").toBeGreaterThan(log.height);
    // Its question is at the top of the log and the answer starts inside it.
    expect(question.y).toBeGreaterThanOrEqual(log.y - 1);
    expect(newest.y).toBeGreaterThan(log.y);
    expect(newest.y).toBeLessThan(log.y + log.height - 16);
  });
});
