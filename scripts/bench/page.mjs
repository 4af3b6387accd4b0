// npm run bench:page — Lighthouse against the built worker in workerd: 5 mobile runs
// (default throttling: slow 4G, 4x CPU slowdown) and 1 desktop run, in the browser chromium.mjs picks.
// Prints medians of the category scores, the Core Web Vitals and the bytes transferred.
import { execFileSync } from "node:child_process";
import { CHROMIUM_FLAGS, resolveChromium } from "../chromium.mjs";
import { median, serveWorker } from "./serve.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 8781);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const CHROME_FLAGS = CHROMIUM_FLAGS.join(" ");
const browser = resolveChromium();
if ("error" in browser) {
  console.error(browser.error);
  process.exit(1);
}

function lighthouse(url, preset) {
  const args = [
    "lighthouse",
    url,
    "--output=json",
    "--output-path=stdout",
    "--quiet",
    "--only-categories=performance,accessibility,best-practices,seo",
    `--chrome-flags=${CHROME_FLAGS}`,
  ];
  if (preset) args.push(`--preset=${preset}`);
  const json = execFileSync("npx", args, {
    env: { ...process.env, CHROME_PATH: browser.path },
    maxBuffer: 64 * 1024 * 1024,
    shell: process.platform === "win32",
    timeout: 120_000,
  });
  return JSON.parse(json.toString());
}

function summarise(report) {
  const audit = (id) => report.audits[id]?.numericValue ?? NaN;
  const items = report.audits["resource-summary"]?.details?.items ?? [];
  const bytes = (type) => items.find((item) => item.resourceType === type)?.transferSize ?? 0;
  return {
    performance: report.categories.performance.score * 100,
    accessibility: report.categories.accessibility.score * 100,
    bestPractices: report.categories["best-practices"].score * 100,
    seo: report.categories.seo.score * 100,
    fcpMs: audit("first-contentful-paint"),
    lcpMs: audit("largest-contentful-paint"),
    tbtMs: audit("total-blocking-time"),
    cls: audit("cumulative-layout-shift"),
    speedIndexMs: audit("speed-index"),
    jsBytes: bytes("script"),
    cssBytes: bytes("stylesheet"),
    htmlBytes: bytes("document"),
    imageBytes: bytes("image"),
  };
}

function medians(runs) {
  const keys = Object.keys(runs[0]);
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))]));
}

function print(label, result, count) {
  const r = result;
  console.log(`\n${label} (median of ${count} run${count > 1 ? "s" : ""})`);
  console.log(`  scores        performance ${r.performance} · accessibility ${r.accessibility} · best practices ${r.bestPractices} · SEO ${r.seo}`);
  console.log(
    `  FCP ${(r.fcpMs / 1000).toFixed(2)} s · LCP ${(r.lcpMs / 1000).toFixed(2)} s · TBT ${Math.round(r.tbtMs)} ms · CLS ${r.cls.toFixed(3)} · Speed Index ${(r.speedIndexMs / 1000).toFixed(2)} s`,
  );
  console.log(
    `  transferred   JS ${(r.jsBytes / 1024).toFixed(1)} KB · CSS ${(r.cssBytes / 1024).toFixed(1)} KB · HTML ${(r.htmlBytes / 1024).toFixed(1)} KB · images ${(r.imageBytes / 1024).toFixed(1)} KB`,
  );
}

const server = await serveWorker({ port: PORT });
try {
  const url = `${server.url}/`;
  // One warm-up request so the edge cache holds the page, as it would for real visitors.
  await (await fetch(url)).arrayBuffer();
  const mobile = [];
  for (let i = 0; i < RUNS; i++) {
    mobile.push(summarise(lighthouse(url)));
    process.stderr.write(`mobile run ${i + 1}/${RUNS} done\n`);
  }
  const desktop = summarise(lighthouse(url, "desktop"));
  print("Lighthouse, mobile (Moto G Power emulation, slow 4G, 4x CPU slowdown)", medians(mobile), RUNS);
  print("Lighthouse, desktop preset", desktop, 1);
} finally {
  server.stop();
}
