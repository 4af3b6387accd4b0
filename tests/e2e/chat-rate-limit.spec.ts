import { ask, asNewVisitor, reply, waitUntilGreeted } from "./chat-page";
import { expect, test } from "./fixtures";
import { withTimeLeftInRateWindow } from "../rate-window";

test.beforeEach(async ({ context }) => asNewVisitor(context));

test("asking too fast: the reply is the server's own sentence, not the generic error", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await page.goto("/");
  await waitUntilGreeted(page);
  // Spend this visitor's quota until the server refuses, and note what it says, all in one window of the limiter's
  // clock: a quota spent at the end of a minute starts again at the next, and the last question is then rightly answered.
  await withTimeLeftInRateWindow(60, 30);
  let refusal: unknown;
  for (let question = 0; question < 30 && refusal === undefined; question++) {
    const response = await page.request.post("/api/chat", {
      data: { message: `Question ${question}` },
      headers: { Accept: "application/json" },
    });
    if (response.status() === 429) refusal = ((await response.json()) as { error?: unknown }).error;
  }
  if (typeof refusal !== "string") throw new Error("The server never refused a question.");
  expect(refusal).not.toBe("Sorry, something went wrong.");

  await ask(page, "One more question?");
  await expect(reply(page)).toHaveText(refusal);
  // Not a failure of the site: nothing is logged as one.
  expect(errors.filter((text) => text.includes("Chat request failed"))).toEqual([]);
});
