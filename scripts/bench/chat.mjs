// npm run bench:chat — the Worker's overhead on a streamed answer. The fake model service
// sends its first token after 300 ms, then 20 tokens a second (its "[slow]" behaviour).
// For each run: time from POST to the first byte and to the last byte of the answer, asked
// through the Worker (POST /api/chat) and straight to the fake; the difference is what the
// Worker adds (validation, rate limit, prompt, redaction, re-encoding).
import { startFakeRouter } from "../../tests/fakes/hf-router.mjs";
import { median, percentile, serveWorker } from "./serve.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 8783);
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const QUESTION = "Tell me about his projects [slow]";

async function timed(url, init) {
  const started = performance.now();
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  const reader = response.body.getReader();
  let firstByte = NaN;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (Number.isNaN(firstByte) && value.byteLength > 0) firstByte = performance.now() - started;
  }
  return { firstByte, lastByte: performance.now() - started };
}

const fake = await startFakeRouter();
const server = await serveWorker({ port: PORT, vars: { HF_TOKEN: "hf_bench", HF_ENDPOINT_URL: fake.endpointUrl } });
try {
  const viaWorker = [];
  const direct = [];
  for (let i = 0; i < RUNS; i++) {
    viaWorker.push(
      await timed(`${server.url}/api/chat`, {
        method: "POST",
        // A new visitor each run, so the per-visitor rate limit does not interfere.
        headers: { "Content-Type": "application/json", Accept: "text/event-stream", "CF-Connecting-IP": `10.99.0.${i + 1}` },
        body: JSON.stringify({ message: QUESTION }),
      }),
    );
    direct.push(
      await timed(`${fake.endpointUrl}/chat/completions`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Authorization: "Bearer hf_bench" },
        body: JSON.stringify({
          model: "mistralai/Mixtral-8x7B-Instruct-v0.1",
          stream: true,
          max_tokens: 512,
          messages: [{ role: "user", content: QUESTION }],
        }),
      }),
    );
    process.stderr.write(`run ${i + 1}/${RUNS}\n`);
  }
  const row = (label, runs) => {
    const first = runs.map((r) => r.firstByte);
    const last = runs.map((r) => r.lastByte);
    return `${label.padEnd(26)}first byte median ${median(first).toFixed(1)} ms (p90 ${percentile(first, 90).toFixed(1)}) · last byte median ${median(last).toFixed(1)} ms (p90 ${percentile(last, 90).toFixed(1)})`;
  };
  console.log(`\nStreamed answer of 60 tokens, fake upstream: 300 ms to the first token, then 20 tokens/s; ${RUNS} runs each`);
  console.log(row("through the Worker", viaWorker));
  console.log(row("straight to the fake", direct));
  const overhead = (pick) => median(viaWorker.map((r, i) => pick(r) - pick(direct[i])));
  console.log(`Worker overhead (median of per-run differences): first byte ${overhead((r) => r.firstByte).toFixed(1)} ms · last byte ${overhead((r) => r.lastByte).toFixed(1)} ms (goal ≤ 20 ms)`);
} finally {
  server.stop();
  await fake.close();
}
