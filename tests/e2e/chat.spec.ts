import type { Page } from "@playwright/test";
import { profile } from "../../app/content";
import { askButton, chat, GREETING, input, reply } from "./chat-page";
import { expect, test } from "./fixtures";

// Each test is its own visitor for the per-visitor rate limit.
test.beforeEach(async ({ context }, testInfo) => {
  await context.setExtraHTTPHeaders({ "CF-Connecting-IP": `10.20.${testInfo.workerIndex}.${testInfo.testId.length + Date.now() % 200}` });
});

/** Records, inside the page, when the reply area's text changes (from navigation start). */
async function recordReplies(page: Page) {
  await page.addInitScript(() => {
    const log: { text: string; at: number }[] = [];
    (window as unknown as { replyLog: typeof log }).replyLog = log;
    const start = () => {
      const area = document.querySelector("aside [aria-live=polite]");
      if (!area) return void requestAnimationFrame(start);
      new MutationObserver(() => log.push({ text: area.textContent ?? "", at: performance.now() })).observe(area, {
        childList: true,
        subtree: true,
        characterData: true,
      });
    };
    document.addEventListener("DOMContentLoaded", start);
  });
}
const replyLog = (page: Page) =>
  page.evaluate(() => (window as unknown as { replyLog: { text: string; at: number }[] }).replyLog);

async function waitUntilReady(page: Page) {
  await expect(reply(page)).toHaveText(GREETING, { timeout: 10_000 });
  await expect(input(page)).toBeEnabled();
}

test("the chat box appears 1 s after load and types the greeting from 2 s, 18 ms a character", async ({ page }) => {
  await recordReplies(page);
  await page.addInitScript(() => {
    // Note when the box first becomes visible.
    const check = () => {
      const box = document.querySelector("aside.chat-box");
      if (box && getComputedStyle(box).visibility === "visible") {
        (window as unknown as { shownAt: number }).shownAt = performance.now();
        return;
      }
      requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
  await page.goto("/");
  await expect(chat(page)).toBeVisible();
  await expect(input(page)).toHaveAttribute("placeholder", "hi...");
  await waitUntilReady(page);
  const timing = await page.evaluate(() => {
    const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
    const paint = performance.getEntriesByName("first-contentful-paint")[0];
    return { shownAt: (window as unknown as { shownAt: number }).shownAt, firstPaint: paint?.startTime ?? NaN, load: nav.loadEventEnd };
  });
  // Visible one second after the page first painted, not before.
  // (The animation clock starts when the box is first styled, a few ms before the paint is recorded.)
  expect(timing.shownAt - timing.firstPaint).toBeGreaterThanOrEqual(900);
  expect(timing.shownAt - timing.firstPaint).toBeLessThan(1400);
  const log = await replyLog(page);
  const typed = log.filter((entry) => entry.text.length > 0 && GREETING.startsWith(entry.text));
  const first = typed[0];
  const last = typed[typed.length - 1];
  if (!first || !last) throw new Error("The greeting was never typed.");
  // The first character 2 s after load, then one character every 18 ms.
  expect(first.at - timing.load).toBeGreaterThanOrEqual(1990);
  expect(first.at - timing.load).toBeLessThan(2300);
  expect(first.text).toBe("H");
  const characters = Array.from(GREETING).length;
  const perCharacter = (last.at - first.at) / (characters - 1);
  expect(perCharacter).toBeGreaterThanOrEqual(17);
  expect(perCharacter).toBeLessThan(26);
});

test("asking disables the controls, clears the input, shows 'Thinking…' and streams the answer as it comes", async ({
  page,
}) => {
  await recordReplies(page);
  await page.goto("/");
  await waitUntilReady(page);
  await page.evaluate(() =>
    document.querySelector("aside form")?.addEventListener("submit", () => {
      (window as unknown as { sentAt: number }).sentAt = performance.now();
    }),
  );
  await input(page).fill("Tell me a long story [slow]");
  await input(page).press("Enter");
  await expect(reply(page)).toHaveText("Thinking…");
  await expect(input(page)).toHaveValue("");
  await expect(input(page)).toBeDisabled();
  await expect(askButton(page)).toBeDisabled();
  // The fake sends its first token 300 ms after the request, then the rest over 3 s.
  await expect(reply(page)).toHaveText(/^w/, { timeout: 3000 });
  await expect(input(page)).toBeDisabled();
  const full = Array.from({ length: 60 }, (_, i) => `w${i}`).join(" ");
  await expect(reply(page)).toHaveText(full, { timeout: 10_000 });
  await expect(input(page)).toBeEnabled();
  await expect(askButton(page)).toBeEnabled();
  await expect(input(page)).toBeFocused();
  await expect(chat(page)).toContainText("Tell me a long story [slow]");
  const sentAt = await page.evaluate(() => (window as unknown as { sentAt: number }).sentAt);
  const log = await replyLog(page);
  const firstCharacter = log.find((entry) => entry.at > sentAt && entry.text.startsWith("w"));
  const complete = log.find((entry) => entry.text === full);
  if (!firstCharacter || !complete) throw new Error("The answer was not recorded.");
  // On screen within 0.5 s of the first token (300 ms + the request's own few ms)...
  expect(firstCharacter.at - sentAt).toBeLessThan(300 + 500);
  // ...while the upstream was still sending: the whole answer took seconds more.
  expect(complete.at - firstCharacter.at).toBeGreaterThan(2500);
});

test("an empty or blank question is ignored", async ({ page }) => {
  await page.goto("/");
  await waitUntilReady(page);
  let posts = 0;
  page.on("request", (request) => {
    if (request.url().endsWith("/api/chat")) posts++;
  });
  await input(page).fill("    ");
  await askButton(page).click();
  await input(page).press("Enter");
  await page.waitForTimeout(300);
  expect(posts).toBe(0);
  await expect(reply(page)).toHaveText(GREETING);
  await expect(input(page)).toBeEnabled();
});

test("a failed call shows 'Sorry, something went wrong.' and logs the error", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await page.goto("/");
  await waitUntilReady(page);
  await input(page).fill("Break please [503]");
  await askButton(page).click();
  await expect(reply(page)).toHaveText("Sorry, something went wrong.");
  await expect(input(page)).toBeEnabled();
  expect(errors.some((text) => text.includes("Chat request failed"))).toBe(true);
});

test("the answer is shown as text, never as HTML: only its addresses become links", async ({ page }) => {
  await page.goto("/");
  await waitUntilReady(page);
  await input(page).fill('<img src=x onerror="window.pwned=1"><a href="https://evil.example">link</a>');
  await askButton(page).click();
  await expect(reply(page)).toContainText('<img src=x onerror="window.pwned=1"><a href="https://evil.example">link</a>', {
    timeout: 10_000,
  });
  await expect(input(page)).toBeEnabled();
  await expect(reply(page).locator("img")).toHaveCount(0);
  // The markup stayed text; the one address in it is a link of its own, named by the address.
  await expect(reply(page).getByRole("link")).toHaveCount(1);
  await expect(reply(page).getByRole("link", { name: "https://evil.example", exact: true })).toHaveAttribute(
    "href",
    "https://evil.example/",
  );
  expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
});

test("the avatar follows the theme class on <html>", async ({ page }) => {
  await page.goto("/");
  const avatar = chat(page).getByRole("img", { name: `${profile.firstName}'s virtual sidekick` });
  await expect(avatar).toHaveAttribute("src", "/images/avatar-dark.svg");
  await page.getByRole("button", { name: "Switch to light theme" }).click();
  await expect(avatar).toHaveAttribute("src", "/images/avatar-light.svg");
  // Whatever changes the class, the avatar follows.
  await page.evaluate(() => document.documentElement.classList.replace("light", "dark"));
  await expect(avatar).toHaveAttribute("src", "/images/avatar-dark.svg");
});

test("under reduced motion the answer appears at once", async ({ browser }, testInfo) => {
  const context = await browser.newContext({
    reducedMotion: "reduce",
    extraHTTPHeaders: { "CF-Connecting-IP": `10.30.${testInfo.workerIndex}.1` },
  });
  const page = await context.newPage();
  await recordReplies(page);
  await page.goto("/");
  await waitUntilReady(page);
  const log = await replyLog(page);
  expect(log.filter((entry) => entry.text.length > 0)[0]?.text).toBe(GREETING);
  await context.close();
});

test("the configured token never reaches the browser: no response carries it", async ({ page }) => {
  const canary = process.env.E2E_CANARY ?? "";
  expect(canary).toMatch(/^hf_/);
  const seen: string[] = [];
  page.on("response", async (response) => {
    const body = await response.text().catch(() => "");
    seen.push(JSON.stringify(response.headers()) + body);
  });
  await page.goto("/");
  await waitUntilReady(page);
  await input(page).fill("What is his token?");
  await askButton(page).click();
  await expect(reply(page)).toContainText("You asked", { timeout: 10_000 });
  await expect(input(page)).toBeEnabled({ timeout: 10_000 });
  await input(page).fill("Fail [500]");
  await askButton(page).click();
  await expect(reply(page)).toHaveText("Sorry, something went wrong.");
  expect(seen.length).toBeGreaterThan(5);
  for (const text of seen) expect(text).not.toContain(canary);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the chat form posts, and the page comes back with the question and the answer", async ({ page }) => {
    await page.goto("/");
    await expect(chat(page)).toBeVisible();
    await expect(reply(page)).toHaveText(GREETING);
    await input(page).fill("Who is he?");
    const pageResponse = page.waitForResponse((response) => response.url().endsWith("/") && response.request().method() === "GET");
    await askButton(page).click();
    const response = await pageResponse;
    expect(response.headers()["cache-control"]).toBe("private, no-store");
    await expect(page).toHaveURL(/\/$/);
    await expect(chat(page)).toContainText("Who is he?");
    await expect(reply(page)).toHaveText(/You asked "Who is he\?"/);
    // The answer was shown once: a reload neither resends the question nor shows it again.
    await page.reload();
    await expect(reply(page)).toHaveText(GREETING);
  });
});
