// npm run bench:server — load on loopback against the built worker in workerd (wrangler dev),
// bounded in time: requests/s and p50/p99 latency for the home page on a cache miss (forced
// render) and a cache hit, a static asset and the 404 page; then the render time measured
// inside the worker (its Server-Timing header) over 1,000 renders.
import autocannon from "autocannon";
import { median, percentile, serveWorker } from "./serve.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 8782);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const RENDERS = Number(process.env.BENCH_RENDERS ?? 1000);

function load(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION_S }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

const server = await serveWorker({ port: PORT });
try {
  const home = `${server.url}/`;
  const html = await (await fetch(home)).text(); // warms the edge cache
  const smallAsset = /\/assets\/entry\.client-[\w-]+\.js/.exec(html)?.[0];
  // The icon sprite is the static file closest in size to the page (about 44 KB vs 54 KB).
  const similarAsset = /\/assets\/icon-sprite-[\w-]+\.svg/.exec(html)?.[0];
  const htmlBytes = new TextEncoder().encode(html).byteLength;
  const assetBytes = async (path) => (await (await fetch(`${server.url}${path}`)).arrayBuffer()).byteLength;
  const scenarios = [
    ["/ cache miss (forced render)", `${server.url}/?render=1`, htmlBytes],
    ["/ cache hit", home, htmlBytes],
    ["static asset, similar size (icon sprite)", `${server.url}${similarAsset}`, await assetBytes(similarAsset)],
    ["static asset, small (entry.client.js)", `${server.url}${smallAsset}`, await assetBytes(smallAsset)],
    ["404 page", `${server.url}/no-such-page`, 0],
  ];
  const rows = [];
  for (const [label, url, bytes] of scenarios) {
    const result = await load(url);
    const expectedStatus = label === "404 page" ? "4xx" : "2xx";
    const good = expectedStatus === "2xx" ? result["2xx"] : result["4xx"];
    rows.push({
      label: bytes ? `${label}, ${(bytes / 1024).toFixed(0)} KB` : label,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      mean: result.latency.average,
      errors: result.errors + result.timeouts + (result.requests.total - good),
    });
    process.stderr.write(`${label}: done\n`);
  }

  const timings = [];
  for (let i = 0; i < RENDERS; i++) {
    const response = await fetch(`${server.url}/?render=${i}`);
    await response.arrayBuffer();
    const duration = /render;dur=([\d.]+)/.exec(response.headers.get("Server-Timing") ?? "")?.[1];
    if (duration) timings.push(Number(duration));
  }

  console.log(`\nLoad: ${CONNECTIONS} connections for ${DURATION_S} s each, on loopback, against wrangler dev (workerd)`);
  console.log(
    "scenario".padEnd(56) + "req/s".padStart(9) + "p50 ms".padStart(9) + "p99 ms".padStart(9) + "mean ms".padStart(10) + "errors".padStart(8),
  );
  for (const row of rows) {
    console.log(
      row.label.padEnd(56) +
        row.rps.toFixed(0).padStart(9) +
        String(row.p50).padStart(9) +
        String(row.p99).padStart(9) +
        row.mean.toFixed(2).padStart(10) +
        String(row.errors).padStart(8),
    );
  }
  const hit = rows[1];
  const ratio = (row) => `mean ${(hit.mean / row.mean).toFixed(2)}x, p50 ${(hit.p50 / Math.max(row.p50, 1)).toFixed(2)}x`;
  console.log(`\ncached HTML vs static asset latency (goal ≤ 1.2): similar-size asset ${ratio(rows[2])}; small asset ${ratio(rows[3])}`);
  console.log(
    `render time inside the worker over ${timings.length} renders: median ${median(timings).toFixed(2)} ms, p99 ${percentile(timings, 99).toFixed(2)} ms (goal: median ≤ 3 ms)`,
  );
} finally {
  server.stop();
}
