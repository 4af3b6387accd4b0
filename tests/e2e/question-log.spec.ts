import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { assistantProfile } from "../../app/content";
import { STATE_DIR } from "../../playwright.config";
import { ask, asNewVisitor, chat, reply, waitUntilGreeted } from "./chat-page";
import { expect, test } from "./fixtures";

/** The owner's loop: a question asked in the browser is in `npm run questions`, the unanswered ones on top. */

const run = promisify(execFile);
const questions = (...args: string[]) =>
  run(process.execPath, ["scripts/questions.mjs", "--persist-to", STATE_DIR, ...args], { env: { ...process.env, WRANGLER_SEND_METRICS: "false" } });

test.beforeEach(async ({ context }) => asNewVisitor(context));

test("a question asked in the chat box is in npm run questions, the unanswered ones above the rest", async ({ page }) => {
  // The marker makes the wordings this test's own; "[500]" makes the fake model fail, so the offline assistant answers.
  const marker = `${test.info().workerIndex}${Date.now().toString(36).replace(/\d/g, "")}`;
  const unanswered = `What salary does he expect? [500] ${marker}`;
  const answered = `What are his skills? ${marker}`;
  await page.goto("/");
  await waitUntilGreeted(page);
  await expect(chat(page).getByText(/Questions are kept \d+ days, without who asked, to improve the answers\./)).toBeVisible();
  await ask(page, unanswered);
  await expect(reply(page)).toHaveText(assistantProfile.fallbackReply, { useInnerText: true });
  await ask(page, answered);

  await expect
    .poll(async () => JSON.parse((await questions("--json")).stdout) as { unanswered: { wordings: string[] }[] }, { timeout: 20_000 })
    .toMatchObject({ unanswered: expect.arrayContaining([expect.objectContaining({ wordings: expect.arrayContaining([unanswered]) })]) });
  const report = JSON.parse((await questions("--json")).stdout) as { unanswered: { wordings: string[] }[]; days: { asked: number }[] };
  expect(report.unanswered.flatMap((group) => group.wordings)).not.toContain(answered);
  expect(report.days[0]?.asked).toBeGreaterThanOrEqual(2);
  const printed = (await questions()).stdout;
  expect(printed.indexOf(unanswered)).toBeGreaterThan(-1);
  expect(printed.indexOf(unanswered)).toBeLessThan(printed.indexOf("Questions per day"));
});
