import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, resolveChromium } from "./scripts/chromium.mjs";

const PORT = Number(process.env.E2E_PORT ?? 8799);
const FAKE_PORT = Number(process.env.E2E_FAKE_PORT ?? PORT - 10);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
/** The fake model service's request log, for tests that check what reached it. */
export const FAKE_URL = `http://127.0.0.1:${FAKE_PORT}`;

// A canary token for this run: tests prove it never reaches the browser. Set once here,
// inherited by the test workers.
process.env.E2E_CANARY ??= `hf_canary${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`;
// The server's local state (the daily model budget, the question log), fresh for every run and
// apart from `npm start`'s; set here so the test workers read the same folder.
process.env.E2E_STATE ??= join(tmpdir(), `portfolio-e2e-${process.pid}`);
/** Where the local question log of this run lives (`npm run questions -- --persist-to`). */
export const STATE_DIR = process.env.E2E_STATE;

// Playwright's own Chromium needs no path. With none found, Playwright's own launch error says
// what to install (`npm run test:browser` checks first and says it more plainly).
const browser = resolveChromium();
if ("error" in browser && process.env.CHROMIUM_PATH) {
  // A wrong path set on purpose: the sentence alone, not a stack trace from loading this file.
  console.error(browser.error);
  process.exit(1);
}
const chromium = {
  args: CHROMIUM_FLAGS,
  ...("path" in browser && browser.source !== "playwright" ? { executablePath: browser.path } : {}),
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  // The local `wrangler dev` runtime has exited mid-run (an empty "[ERROR]", nothing in its log);
  // scripts/e2e-server.mjs starts it again, every test waits for it to answer (tests/e2e/fixtures.ts),
  // and the one test that was running then gets one more try. Playwright reports such a test as
  // flaky, so a retry is seen, never hidden.
  retries: 1,
  // Limits that catch a hang, not a slow machine: tests assert order and outcome, and a
  // shared two-core machine under load can run them at half speed or less.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: [["list"]],
  use: {
    baseURL: BASE_URL,
    launchOptions: chromium,
    trace: "off",
  },
  projects: [{ name: "desktop", use: { ...devices["Desktop Chrome"], launchOptions: chromium } }],
  webServer: [
    {
      // The outside model service is the one thing faked: a local server speaking its protocol.
      command: `node tests/fakes/hf-router.mjs ${FAKE_PORT}`,
      url: `${FAKE_URL}/__requests`,
      reuseExistingServer: false,
      timeout: 10_000,
    },
    {
      // The built worker in workerd, as `npm start` serves it (the test script builds first),
      // with a token and the fake as the model endpoint, the question log's tables created
      // first; started again, with the reason logged, should `wrangler dev` exit mid-run.
      // Quoted: a temporary folder's path may have spaces (a Windows user name).
      command: `node scripts/e2e-server.mjs ${PORT} ${FAKE_URL} "${STATE_DIR}"`,
      url: BASE_URL,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_LOG: "warn" },
    },
  ],
});
