// npm run bench:load — reliability under load, on loopback, bounded in time.
// 1. 60 s of mixed traffic against the built worker in workerd: page views (cache hits and
//    forced renders), a static file, the 404 page and chat posts answered by the fake model.
//    Each chat post is a new visitor (its own CF-Connecting-IP), which lifts the per-visitor
//    limit for the test's own keys; one visitor also sends 15 questions to see intended 429s.
// 2. Faults while pages keep being served: the fake model failing (500/503/402/429), hanging
//    past the timeout, dropping the stream halfway and answering malformed JSON. Each visitor
//    must get the right error within the timeout + 1 s, and the pages must keep coming.
// 3. The question log's cost (question-log.mjs): the chat's median with the log on and off.
// Prints requests/s, p99, errors and workerd's memory at the start and the end.
import { execFileSync } from "node:child_process";
import autocannon from "autocannon";
import { startFakeRouter } from "../../tests/fakes/hf-router.mjs";
import { benchQuestionLog } from "./question-log.mjs";
import { serveWorker } from "./serve.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 8784);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 60);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const TIMEOUT_MS = 3000;

function workerdMemoryMb(groupId) {
  // `ps` and process groups are POSIX: elsewhere the figure is left out.
  if (process.platform === "win32") return Number.NaN;
  const lines = execFileSync("ps", ["-eo", "pgid=,rss=,comm="]).toString().trim().split("\n");
  const kb = lines
    .map((line) => line.trim().split(/\s+/))
    .filter(([pgid, , comm]) => Number(pgid) === groupId && comm === "workerd")
    .reduce((sum, [, rss]) => sum + Number(rss), 0);
  return kb / 1024;
}

function run(options) {
  return new Promise((resolve, reject) => autocannon(options, (error, result) => (error ? reject(error) : resolve(result))));
}

let visitor = 0;
const nextIp = () => {
  visitor++;
  return `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`;
};

const fake = await startFakeRouter();
const server = await serveWorker({
  port: PORT,
  vars: {
    HF_TOKEN: "hf_loadtest",
    HF_ENDPOINT_URL: fake.endpointUrl,
    HF_TIMEOUT_MS: String(TIMEOUT_MS),
    MODEL_DAILY_LIMIT: "100000000",
    // Every fault is seen on its own here; `npm run bench:chat` measures the breaker.
    MODEL_BREAKER_SECONDS: "0",
  },
});
const group = server.pid;
try {
  const html = await (await fetch(`${server.url}/`)).text();
  const asset = /\/assets\/entry\.client-[\w-]+\.js/.exec(html)?.[0] ?? "/favicon.svg";
  const memoryStart = workerdMemoryMb(group);
  // Control: static files only, which run none of the site's code, to tell the runtime's own
  // memory growth under load from anything the site's code might keep.
  const control = await run({ url: `${server.url}/favicon.svg`, connections: CONNECTIONS, duration: 15 });
  const memoryAfterControl = workerdMemoryMb(group);

  // 1. Mixed load.
  let renders = 0;
  const statuses = {};
  const chatBody = JSON.stringify({ message: "What does he build?" });
  const mixed = await run({
    url: server.url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    requests: [
      { method: "GET", path: "/" },
      { method: "GET", path: "/", setupRequest: (req) => ({ ...req, path: `/?render=${renders++}` }) },
      { method: "GET", path: asset },
      { method: "GET", path: "/no-such-page" },
      {
        method: "POST",
        path: "/api/chat",
        setupRequest: (req) => ({
          ...req,
          headers: { "Content-Type": "application/json", Accept: "application/json", "CF-Connecting-IP": nextIp() },
          body: chatBody,
        }),
      },
    ],
  }).then((result) => result);
  // autocannon counts by class; 404s are the 404 page, intended.
  Object.assign(statuses, { "2xx": mixed["2xx"], "4xx": mixed["4xx"], "5xx": mixed["5xx"], errors: mixed.errors, timeouts: mixed.timeouts });

  const memoryAfterMixed = workerdMemoryMb(group);

  // One visitor over its limit: intended 429s.
  const limited = [];
  const ip = nextIp();
  for (let i = 0; i < 15; i++) {
    const response = await fetch(`${server.url}/api/chat`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": ip },
      body: chatBody,
    });
    await response.arrayBuffer();
    limited.push(response.status);
  }

  // 2. Faults under load.
  const background = run({ url: `${server.url}/`, connections: 8, duration: 25 });
  const faults = [];
  const OFFLINE = "offline answer";
  const KEPT = "first words kept, a note";
  const expected = {
    "[500]": OFFLINE,
    "[503]": OFFLINE,
    "[402]": OFFLINE,
    "[429]": OFFLINE,
    "[malformed]": OFFLINE,
    "[hang]": OFFLINE,
    "[drop]": KEPT,
  };
  for (let round = 0; round < 3; round++) {
    for (const [marker, want] of Object.entries(expected)) {
      const stream = marker === "[drop]";
      const started = performance.now();
      const response = await fetch(`${server.url}/api/chat`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: stream ? "text/event-stream" : "application/json", "CF-Connecting-IP": nextIp() },
        body: JSON.stringify({ message: `Tell me a long story ${marker}` }),
      });
      const body = await response.text();
      const elapsed = performance.now() - started;
      const answered = response.status === 200 && (stream ? body.includes("event: done") : Boolean(JSON.parse(body).reply));
      const got = !answered ? `no answer (${response.status})` : stream ? (body.includes("Ask me again") ? KEPT : "stream without note") : OFFLINE;
      faults.push({ marker, want, got, elapsed, ok: got === want && elapsed <= TIMEOUT_MS + 1000 });
    }
  }
  const underFaults = await background;
  const memoryEnd = workerdMemoryMb(group);

  console.log(`\nMixed load: ${CONNECTIONS} connections for ${DURATION_S} s (pages, forced renders, a static file, the 404 page, chat posts)`);
  console.log(
    `  requests ${mixed.requests.total} · ${mixed.requests.average.toFixed(0)} req/s · p50 ${mixed.latency.p50} ms · p99 ${mixed.latency.p99} ms · max ${mixed.latency.max} ms`,
  );
  console.log(`  status classes ${JSON.stringify(statuses)} (4xx are the 404 page's intended answers)`);
  console.log(`  one visitor sending 15 questions in a row: ${limited.join(" ")}`);
  console.log(`\nFaults of the model while pages are served (${faults.length} faulty questions, timeout ${TIMEOUT_MS} ms)`);
  for (const marker of Object.keys(expected)) {
    const rows = faults.filter((f) => f.marker === marker);
    const times = rows.map((f) => f.elapsed);
    console.log(
      `  ${marker.padEnd(12)} expected ${String(expected[marker]).padEnd(13)} got ${[...new Set(rows.map((f) => f.got))].join(", ").padEnd(13)} max ${Math.max(...times).toFixed(0)} ms ${rows.every((f) => f.ok) ? "ok" : "FAILED"}`,
    );
  }
  console.log(
    `  pages meanwhile: ${underFaults.requests.total} requests, ${underFaults["2xx"]} 2xx, ${underFaults.non2xx} other, ${underFaults.errors} errors, p99 ${underFaults.latency.p99} ms`,
  );
  const afterMixed = memoryAfterMixed;
  console.log(
    `\nworkerd memory: ${memoryStart.toFixed(0)} MB at the start; +${(memoryAfterControl - memoryStart).toFixed(0)} MB after ${control.requests.total} static-file requests (control, no site code); ` +
      `+${(afterMixed - memoryAfterControl).toFixed(0)} MB after the ${mixed.requests.total} mixed requests; ${memoryEnd.toFixed(0)} MB at the end`,
  );
  const failed = statuses["5xx"] + statuses.errors + statuses.timeouts + underFaults.errors + underFaults.non2xx + faults.filter((f) => !f.ok).length;
  console.log(failed === 0 ? "result: no errors besides the intended 404s and 429s" : `result: ${failed} unexpected outcomes`);
  process.exitCode = failed === 0 ? 0 : 1;
} finally {
  server.stop();
  await fake.close();
}

// 3. The question log, on two fresh copies of the worker beside it.
if (!(await benchQuestionLog(PORT + 1))) process.exitCode = 1;
