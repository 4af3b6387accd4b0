import { expect, test as base } from "@playwright/test";

/**
 * Every browser test runs with a watch on the Content-Security-Policy: any violation the
 * page reports (a blocked script, style or request) fails the test that caused it.
 */
export const test = base.extend<{ serverUp: boolean; cspViolations: string[] }>({
  // `wrangler dev` has exited at a run's start (an empty "[ERROR]"); scripts/e2e-server.mjs starts it again within
  // seconds. A test, or its retry, begins once the server answers, so a restart costs time, not a result. A server
  // that stays down is still a failure: after the wait the test runs and meets it.
  serverUp: [
    async ({ baseURL }, use) => {
      const until = Date.now() + 30_000;
      let answered = false;
      while (!answered && Date.now() < until) {
        answered = await fetch(`${baseURL ?? ""}/`, { method: "HEAD" }).then(
          () => true,
          () => false,
        );
        if (!answered) await new Promise((resolve) => setTimeout(resolve, 250));
      }
      await use(answered);
    },
    { auto: true },
  ],
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      await page.exposeFunction("__reportCspViolation", (text: string) => violations.push(text));
      await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) => {
          const report = (window as unknown as { __reportCspViolation?: (text: string) => void }).__reportCspViolation;
          report?.(`${event.violatedDirective} blocked ${event.blockedURI || "inline"} at ${event.sourceFile}:${event.lineNumber}`);
        });
      });
      page.on("console", (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      await use(violations);
      expect(violations, "Content-Security-Policy violations").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
