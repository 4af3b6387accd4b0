import { expect, test } from "./fixtures";

test("dark is the default; the toggle switches to light and the choice survives a reload", async ({ page }) => {
  await page.goto("/");
  const html = page.locator("html");
  await expect(html).toHaveClass("dark");
  await page.getByRole("button", { name: "Switch to light theme" }).click();
  await expect(html).toHaveClass("light");
  await expect(page.getByRole("button", { name: "Switch to dark theme" })).toBeVisible();
  await expect.poll(async () => (await page.context().cookies()).find((c) => c.name === "theme")?.value).toBe("light");
  await page.reload();
  await expect(html).toHaveClass("light");
});

test("a reload never paints the wrong theme first: the server sends the chosen class", async ({ page, context }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Switch to light theme" }).click();
  await expect(page.locator("html")).toHaveClass("light");
  await expect.poll(async () => (await context.cookies()).some((c) => c.value === "light")).toBe(true);
  // The raw HTML, before any script could run, already carries the light class and colours.
  const response = await page.request.get("/");
  expect(await response.text()).toMatch(/<html lang="en" class="light"/);
  // And the first paint of a reload is light: record the class as soon as <html> exists.
  await page.addInitScript(() => {
    // The parser inserts <html> with its attributes in one step; note the class it arrives with.
    new MutationObserver((_, observer) => {
      if (!document.documentElement) return;
      (window as unknown as { firstClass: string }).firstClass = document.documentElement.className;
      observer.disconnect();
    }).observe(document, { childList: true });
  });
  await page.reload();
  expect(await page.evaluate(() => (window as unknown as { firstClass: string }).firstClass)).toBe("light");
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).toBe("rgb(248, 250, 252)");
});

test("the spotlight turns a dark, low-opacity colour in the light theme", async ({ page, context }) => {
  await context.addCookies([{ name: "theme", value: "light", url: "http://127.0.0.1" }]);
  await page.goto("/");
  const image = await page.getByTestId("spotlight").evaluate((el) => getComputedStyle(el).backgroundImage);
  expect(image).toMatch(/rgba\(15, 23, 42, 0\.12\)/);
});

test("the 404 page has the toggle too, and it brings the visitor back to the same page", async ({ page }) => {
  await page.goto("/somewhere/else");
  await page.getByRole("button", { name: "Switch to light theme" }).click();
  await expect(page.locator("html")).toHaveClass("light");
  await expect(page).toHaveURL(/\/somewhere\/else$/);
});

test("the choice is saved at the click: a reload at once, before the server has answered, keeps it", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("html")).toHaveClass("dark");
  // The request that would save it never completes, as when a reload cancels it.
  await page.route("**/theme", (route) => route.abort());
  await page.getByRole("button", { name: "Switch to light theme" }).click();
  await expect(page.locator("html")).toHaveClass("light");
  await page.reload();
  await expect(page.locator("html")).toHaveClass("light");
  await page.getByRole("button", { name: "Switch to dark theme" }).click();
  await page.reload();
  await expect(page.locator("html")).toHaveClass("dark");
});
