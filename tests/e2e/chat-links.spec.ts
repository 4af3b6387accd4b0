import { profile } from "../../app/content";
import { ask, asNewVisitor, reply, waitUntilGreeted } from "./chat-page";
import { expect, test } from "./fixtures";

test.beforeEach(async ({ context }) => asNewVisitor(context));

// The fake model quotes the question in its answer, so the question decides what the answer holds.
const QUESTION = `Docs at https://docs.example.org/guide. Mail ${profile.email}, not javascript:alert(1) or <a href="data:text/html,x">x</a>`;

test("web and e-mail addresses in an answer are links; nothing else is", async ({ page }) => {
  await page.goto("/");
  await waitUntilGreeted(page);
  await ask(page, QUESTION);
  await expect(reply(page)).toContainText(QUESTION);

  const web = reply(page).getByRole("link", { name: "https://docs.example.org/guide", exact: true });
  await expect(web).toHaveAttribute("href", "https://docs.example.org/guide");
  await expect(web).toHaveAttribute("target", "_blank");
  await expect(web).toHaveAttribute("rel", "noopener noreferrer");
  // The full stop after it is the sentence's, outside the link.
  await expect(web).toHaveText("https://docs.example.org/guide");

  const mail = reply(page).getByRole("link", { name: profile.email, exact: true });
  await expect(mail).toHaveAttribute("href", `mailto:${profile.email}`);
  await expect(mail).not.toHaveAttribute("target", /.+/);

  await expect(reply(page).getByRole("link")).toHaveCount(2);
  const schemes = await reply(page)
    .locator("a")
    .evaluateAll((links) => links.map((link) => new URL(link.getAttribute("href") ?? "").protocol));
  expect(schemes.sort()).toEqual(["https:", "mailto:"]);
});

test("an external link opens in a new tab that cannot reach back to the page", async ({ page, context }) => {
  await context.route("https://docs.example.org/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Docs</title><p>Docs" }),
  );
  await page.goto("/");
  await waitUntilGreeted(page);
  await ask(page, QUESTION);
  const popup = page.waitForEvent("popup");
  await reply(page).getByRole("link", { name: "https://docs.example.org/guide", exact: true }).click();
  const tab = await popup;
  await tab.waitForLoadState();
  expect(tab.url()).toBe("https://docs.example.org/guide");
  expect(await tab.evaluate(() => window.opener)).toBeNull();
  // The conversation is still there in the first tab.
  await expect(reply(page)).toContainText(QUESTION);
});
