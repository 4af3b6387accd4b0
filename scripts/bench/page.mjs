// npm run bench:page — Lighthouse against the built worker in workerd, side by side with a bare
// Remix page (scripts/bench/bare/: one heading, the same versions, Worker logic and headers), in the
// browser chromium.mjs picks. BENCH_RUNS (at least 5) mobile runs of each, taken alternately (default
// throttling: slow 4G, 4x CPU slowdown), then one desktop run of each. Prints medians of the category
// scores, the Core Web Vitals and the bytes transferred, our page's ratios to the bare page, and
// whether the goals hold.
import { execFileSync } from "node:child_process";
import { CHROMIUM_FLAGS, resolveChromium } from "../chromium.mjs";
import { buildBarePage } from "./bare/build.mjs";
import { median, serveWorker } from "./serve.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 8781);
const BARE_PORT = Number(process.env.BENCH_BARE_PORT ?? PORT + 1);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
// Relative to the project's root, where npm runs this; a path without spaces also survives Windows' shell.
const BARE_CONFIG = "scripts/bench/bare/wrangler.toml";
const CHROME_FLAGS = CHROMIUM_FLAGS.join(" ");

/** What our page must reach beside the bare one. */
const GOALS = { lcpRatio: 1.1, lcpMs: 1150, tbtMs: 50 };

if (!Number.isInteger(RUNS) || RUNS < 5) {
  console.error(`BENCH_RUNS must be a whole number of at least 5 (it is "${process.env.BENCH_RUNS}"): fewer runs give no useful median.`);
  process.exit(1);
}
const browser = resolveChromium();
if ("error" in browser) {
  console.error(browser.error);
  process.exit(1);
}

/** A failure worth one sentence, not a stack trace. */
class BenchError extends Error {}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART) on a busy machine: such a run is taken again. */
const ATTEMPTS = 3;

function lighthouse(url, preset) {
  for (let attempt = 1; ; attempt++) {
    try {
      return lighthouseOnce(url, preset);
    } catch (error) {
      const reason = /Runtime error encountered: ([^\n]+)/.exec(String(error.stderr ?? ""))?.[1] ?? error.message.split("\n")[0];
      if (attempt === ATTEMPTS) throw new BenchError(`Lighthouse failed ${ATTEMPTS} times on ${url}: ${reason}`);
      process.stderr.write(`Lighthouse failed on ${url} (${reason}); trying again\n`);
    }
  }
}

function lighthouseOnce(url, preset) {
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
  console.log(`  ${label} (${count > 1 ? `median of ${count} runs` : "1 run"})`);
  console.log(`    scores        performance ${r.performance} · accessibility ${r.accessibility} · best practices ${r.bestPractices} · SEO ${r.seo}`);
  console.log(
    `    FCP ${(r.fcpMs / 1000).toFixed(2)} s · LCP ${(r.lcpMs / 1000).toFixed(2)} s · TBT ${Math.round(r.tbtMs)} ms · CLS ${r.cls.toFixed(3)} · Speed Index ${(r.speedIndexMs / 1000).toFixed(2)} s`,
  );
  console.log(
    `    transferred   JS ${(r.jsBytes / 1024).toFixed(1)} KB · CSS ${(r.cssBytes / 1024).toFixed(1)} KB · HTML ${(r.htmlBytes / 1024).toFixed(1)} KB · images ${(r.imageBytes / 1024).toFixed(1)} KB`,
  );
}

/** Ours divided by the bare page's; a bare value of 0 (TBT often is) has no ratio. */
function ratio(ours, bare) {
  return bare > 0 ? ours / bare : null;
}

function formatRatio(value) {
  return value === null ? "n/a (bare page 0)" : `${value.toFixed(2)}×`;
}

const scoresAll100 = (r) => r.performance === 100 && r.accessibility === 100 && r.bestPractices === 100 && r.seo === 100;

if (buildBarePage() !== 0) {
  console.error("The bare page did not build (see above).");
  process.exit(1);
}
// One after the other: two wrangler starts at once would compete for the CPU and the ports they pick.
const ours = await serveWorker({ port: PORT });
let bare;
try {
  bare = await serveWorker({ port: BARE_PORT, config: BARE_CONFIG });
  const pages = { ours: `${ours.url}/`, bare: `${bare.url}/` };
  // One warm-up request each so the edge cache holds the page, as it would for real visitors.
  for (const url of Object.values(pages)) await (await fetch(url)).arrayBuffer();
  const mobile = { ours: [], bare: [] };
  // Alternately, so whatever else the machine does in the meantime weighs on both pages alike.
  for (let i = 0; i < RUNS; i++) {
    for (const page of ["ours", "bare"]) {
      mobile[page].push(summarise(lighthouse(pages[page])));
      process.stderr.write(`mobile run ${i + 1}/${RUNS} (${page}) done\n`);
    }
  }
  const desktop = { ours: summarise(lighthouse(pages.ours, "desktop")), bare: summarise(lighthouse(pages.bare, "desktop")) };
  const mobileMedians = { ours: medians(mobile.ours), bare: medians(mobile.bare) };

  console.log("\nLighthouse, mobile (Moto G Power emulation, slow 4G, 4x CPU slowdown)");
  print("ours", mobileMedians.ours, RUNS);
  print("bare Remix page", mobileMedians.bare, RUNS);
  console.log("\nLighthouse, desktop preset");
  print("ours", desktop.ours, 1);
  print("bare Remix page", desktop.bare, 1);

  const ratios = {
    lcp: ratio(mobileMedians.ours.lcpMs, mobileMedians.bare.lcpMs),
    fcp: ratio(mobileMedians.ours.fcpMs, mobileMedians.bare.fcpMs),
    tbt: ratio(mobileMedians.ours.tbtMs, mobileMedians.bare.tbtMs),
  };
  const ourRuns = [...mobile.ours, desktop.ours];
  const maxTbtMs = Math.max(...ourRuns.map((run) => run.tbtMs));
  const maxCls = Math.max(...ourRuns.map((run) => run.cls));
  console.log("\nOurs / bare (mobile medians)");
  console.log(`  LCP ${formatRatio(ratios.lcp)} · FCP ${formatRatio(ratios.fcp)} · TBT ${formatRatio(ratios.tbt)}`);
  console.log(
    `  our TBT, every run: max ${Math.round(maxTbtMs)} ms (mobile ${mobile.ours.map((run) => Math.round(run.tbtMs)).join(", ")}; desktop ${Math.round(desktop.ours.tbtMs)})`,
  );

  const goals = [
    [`LCP ratio ≤ ${GOALS.lcpRatio.toFixed(2)}`, ratios.lcp !== null && ratios.lcp <= GOALS.lcpRatio, formatRatio(ratios.lcp)],
    [`our LCP ≤ ${(GOALS.lcpMs / 1000).toFixed(2)} s`, mobileMedians.ours.lcpMs <= GOALS.lcpMs, `${(mobileMedians.ours.lcpMs / 1000).toFixed(2)} s`],
    [`our TBT ≤ ${GOALS.tbtMs} ms in every run`, maxTbtMs <= GOALS.tbtMs, `max ${Math.round(maxTbtMs)} ms`],
    ["our CLS 0 in every run", maxCls === 0, `max ${maxCls.toFixed(3)}`],
    ["100 in all four categories, mobile (medians)", scoresAll100(mobileMedians.ours), "see above"],
    ["100 in all four categories, desktop", scoresAll100(desktop.ours), "see above"],
  ];
  console.log("\nGoals");
  for (const [goal, holds, measured] of goals) console.log(`  ${holds ? "✓ holds " : "✗ misses"}  ${goal} (${measured})`);
} catch (error) {
  if (!(error instanceof BenchError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  bare?.stop();
  ours.stop();
}
