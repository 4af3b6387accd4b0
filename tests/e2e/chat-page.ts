import type { BrowserContext, Page } from "@playwright/test";
import { profile } from "../../app/content";
import { greeting } from "../../app/chat/client/chat-timing";
import { expect, test } from "./fixtures";

/** What the chat box greets with, for whatever owner the content describes. */
export const GREETING = greeting(profile);

export const chat = (page: Page) => page.getByRole("complementary", { name: "Chat with the virtual sidekick" });
/** The newest message, as it is typed: the last one of the conversation. */
export const reply = (page: Page) => conversation(page).locator(":scope > :last-child");
/** What screen readers hear of the answers: each one once, complete. */
export const announcements = (page: Page) => chat(page).getByRole("status");
export const input = (page: Page) => chat(page).getByPlaceholder("hi...");
export const askButton = (page: Page) => chat(page).getByRole("button", { name: "Ask", exact: true });
/** The transcript: the greeting, then each question and answer. */
export const conversation = (page: Page) => chat(page).getByRole("group", { name: "Conversation" });
/** The visitor's questions in the transcript, oldest first (each read as "You asked: …"). */
export const askedQuestions = (page: Page) => chat(page).locator("p", { hasText: "You asked:" });
export const suggestionButtons = (page: Page) => chat(page).getByRole("group", { name: "Try asking" }).getByRole("button");

/** Opens the box from its header bar when it is folded. */
export async function openChat(page: Page): Promise<void> {
  await expect(chat(page)).toBeVisible();
  if (!(await input(page).isVisible())) await chat(page).locator("summary").click();
  await expect(input(page)).toBeVisible();
}

/** A visitor of its own for the per-visitor rate limit. */
export async function asNewVisitor(context: BrowserContext): Promise<void> {
  const part = () => 1 + Math.floor(Math.random() * 250);
  await context.setExtraHTTPHeaders({ "CF-Connecting-IP": `10.${part()}.${part()}.${part()}` });
}

/**
 * Waits until the page is hydrated and has typed its greeting to the end. The visible text
 * counts: the server's copy of the greeting stays in the area, hidden, until scripts take over.
 */
export async function waitUntilGreeted(page: Page): Promise<void> {
  // Where the open box would cover a control of the owner's first screen (their contact icons, say), it starts
  // folded, and a visitor opens it.
  await expect(page.locator("aside .chat-greeting-static")).toHaveCount(0, { timeout: 15_000 });
  await openChat(page);
  await expect(reply(page)).toHaveText(GREETING, { timeout: 10_000, useInnerText: true });
  await expect(input(page)).toBeEnabled();
}

/** Types a question, sends it with Enter, and waits until its answer is typed out in full. */
export async function ask(page: Page, question: string): Promise<void> {
  const shown = async () => (await askedQuestions(page).allTextContents()).map((text) => text.replace(/\s+/g, " ").trim());
  const before = (await shown()).join("\n");
  await input(page).fill(question);
  await input(page).press("Enter");
  // The question joins the transcript as the Ask button turns unavailable, and stays: seeing it,
  // then the button available again, means the answer is complete however quickly it came. The
  // transcript changes rather than grows: once it is full, the oldest exchange makes way.
  await expect
    .poll(async () => {
      const now = await shown();
      return now.join("\n") !== before && now.at(-1) === `You asked: ${question}`;
    })
    .toBe(true);
  await expect(askButton(page)).toBeEnabled({ timeout: 15_000 });
}

/** The JSON body of the next question the page sends to the chat API. */
export function nextQuestionBody(page: Page): Promise<unknown> {
  return page
    .waitForRequest((request) => request.url().endsWith("/api/chat") && request.method() === "POST")
    .then((request) => request.postDataJSON());
}

/** The body the box sends for `question` after one earlier exchange: that exchange, then the question. */
export function followUpBody(earlier: { question: string; reply: string }, question: string) {
  return {
    messages: [
      { role: "user", content: earlier.question },
      { role: "assistant", content: earlier.reply },
      { role: "user", content: question },
    ],
  };
}

/**
 * Where the page is scrolled to, and how much of the focused element (outside the chat box) the
 * box covers, in square pixels; "off screen" while the element is not wholly on screen.
 */
export function focusedAreaUnderTheBox(page: Page): Promise<{ scrolled: number; under: number | "off screen" }> {
  return page.evaluate(() => {
    const focused = document.activeElement;
    const box = document.querySelector("aside.chat-box");
    const scrolled = window.scrollY;
    if (!focused || focused === document.body || !box || box.contains(focused)) return { scrolled, under: 0 };
    const a = focused.getBoundingClientRect();
    if (a.top < 0 || a.bottom > innerHeight) return { scrolled, under: "off screen" as const };
    const b = box.getBoundingClientRect();
    const width = Math.min(a.right, b.right) - Math.max(a.left, b.left);
    const height = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
    return { scrolled, under: width > 0 && height > 0 ? Math.round(width * height) : 0 };
  });
}

/** Tabs through the whole page once; for each focused element, waits until focus scrolling has settled. */
export async function tabThroughThePage(page: Page): Promise<number> {
  // A hundred elements or more, each watched until it rests: half a minute on a quiet machine,
  // so a busy one gets three times the usual limit rather than a timeout.
  test.slow();
  const seen = new Set<string>();
  for (let press = 0; press < 400; press++) {
    await page.keyboard.press("Tab");
    const key = await page.evaluate(() => {
      const focused = document.activeElement;
      if (!(focused instanceof HTMLElement) || focused === document.body) return null;
      focused.dataset.tabOrder ??= String(document.querySelectorAll("[data-tab-order]").length);
      return `${focused.dataset.tabOrder} ${focused.tagName} ${focused.getAttribute("aria-label") ?? focused.textContent?.trim().slice(0, 40)}`;
    });
    if (key === null) continue;
    if (seen.has(key)) break;
    seen.add(key);
    // Judged where the page comes to rest, its scroll unchanged from one try to the next: the
    // browser's smooth scroll to the element starts a frame or two after the key, so an element
    // below the screen is clear of the box only because it has not arrived yet, and a tall one
    // passes the box on its way. Watched from the test, as a page without JavaScript runs none.
    let before: number | undefined;
    await expect
      .poll(
        async () => {
          const { scrolled, under } = await focusedAreaUnderTheBox(page);
          const resting = scrolled === before;
          before = scrolled;
          return resting ? under : "still scrolling";
        },
        // Read often: two equal reads in a row are the rest, and a smooth scroll moves every frame.
        { message: `${key} is under the chat box`, intervals: [50, 100, 250] },
      )
      .toBe(0);
  }
  return seen.size;
}

/** Desktop sizes, smallest first, at one of which the box starts open for an owner's first screen. */
const DESKTOP_SIZES = [
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
  { width: 1920, height: 1080 },
] as const;

/**
 * Loads the page at the smallest desktop size where the box starts open: it starts folded wherever it
 * would cover a control of the first screen, which depends on the owner's content (the sample's at 1280×800).
 */
export async function gotoWhereBoxStartsOpen(page: Page, wait: (page: Page) => Promise<void>): Promise<{ width: number; height: number }> {
  for (const size of DESKTOP_SIZES) {
    await page.setViewportSize(size);
    await wait(page);
    // The box fades in after the page has loaded: open, its field shows within moments.
    const open = await expect(input(page))
      .toBeVisible({ timeout: 3_000 })
      .then(
        () => true,
        () => false,
      );
    if (open) return size;
  }
  throw new Error("the chat box starts folded at every desktop size: it would cover a control of the first screen at each");
}
