import { expect, test } from "./fixtures";

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`nothing shifts while the page loads, the chat box appears and greets (${viewport.width}px)`, async ({ browser }) => {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto("/");
    // Past the chat box's appearance (1 s) and well into its greeting (2 s).
    await expect(page.getByRole("complementary", { name: "Chat with the virtual sidekick" })).toContainText("Hey there!", {
      timeout: 10_000,
    });
    const total = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts.reduce((a, b) => a + b, 0));
    expect(total).toBeLessThan(0.01);
    await context.close();
  });
}
