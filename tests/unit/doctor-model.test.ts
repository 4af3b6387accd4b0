import { createServer as createHttpServer } from "node:http";
import { createServer, type Server } from "node:net";
import { afterAll, beforeAll, beforeEach, expect, test } from "vitest";
import { DEFAULT_MODEL } from "../../app/chat/server/config.server";
import { checkModel } from "../../scripts/doctor/model-checks";
import type { Settings } from "../../scripts/doctor/settings";
import { MODEL_LIST, startFakeRouter, type FakeRouter } from "../fakes/hf-router.mjs";

/** The setup check's model probe, against the local fake of the router in each state it can find. */

let fake: FakeRouter;
let silent: Server;
let silentUrl = "";
let busy: Server;
let busyUrl = "";
let closedUrl = "";

function urlOf(server: Server): string {
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("The test server has no port.");
  return `http://127.0.0.1:${address.port}/v1`;
}

/** A port that was free a moment ago and has nothing listening on it now. */
async function closedPort(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = urlOf(server);
  await new Promise((resolve) => server.close(resolve));
  return url;
}

beforeAll(async () => {
  fake = await startFakeRouter();
  // Accepts connections and never answers: a hung endpoint.
  silent = createServer(() => {});
  await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
  silentUrl = urlOf(silent);
  // Answers every request with an overloaded provider's 503.
  busy = createHttpServer((_request, response) => {
    response.writeHead(503, { "Content-Type": "application/json" });
    response.end(JSON.stringify({ error: "The provider is overloaded, please retry later." }));
  });
  await new Promise<void>((resolve) => busy.listen(0, "127.0.0.1", resolve));
  busyUrl = urlOf(busy);
  closedUrl = await closedPort();
});
beforeEach(() => {
  fake.requests.length = 0;
});
afterAll(async () => {
  await fake.close();
  silent.close();
  busy.close();
});

function settings(env: Settings["env"], tokenSource: NonNullable<Settings["sources"]["HF_TOKEN"]> = ".dev.vars"): Settings {
  return {
    env,
    sources: env.HF_TOKEN === undefined ? {} : { HF_TOKEN: tokenSource },
    customDomain: false,
    questionLog: { bound: false, setting: undefined },
  };
}

const completions = () => fake.requests.filter((request) => request.path.endsWith("/chat/completions"));
const served = (id: string) =>
  MODEL_LIST.find((model) => model.id === id)
    ?.providers.filter((p) => p.status === "live")
    .map((p) => p.provider) ?? [];

test("a working token and model: the model list, one request for a single token, reported as working with its providers", async () => {
  const findings = await checkModel(settings({ HF_TOKEN: "hf_works", HF_ENDPOINT_URL: fake.endpointUrl, HF_MODEL: "org/served" }));
  expect(findings).toHaveLength(1);
  expect(findings[0]?.level).toBe("ok");
  expect(findings[0]?.text).toContain("The model org/served answers");
  expect(findings[0]?.text).toContain(`served by ${served("org/served").join(", ")}`);
  expect(findings[0]?.text).toContain("npx wrangler secret put HF_TOKEN");
  expect(completions()).toHaveLength(1);
  expect(completions()[0]?.body).toMatchObject({ model: "org/served", max_tokens: 1 });
  expect(completions()[0]?.headers.authorization).toBe("Bearer hf_works");
  expect(fake.requests.filter((request) => request.method === "GET").map((request) => request.path)).toEqual(["/v1/models"]);
});

test("a refused token (401) is to do, with where to make a new one", async () => {
  const [finding] = await checkModel(settings({ HF_TOKEN: "bad", HF_ENDPOINT_URL: fake.endpointUrl }));
  expect(finding?.level).toBe("todo");
  expect(finding?.text).toContain("refused HF_TOKEN (401)");
  expect(finding?.text).toContain("https://huggingface.co/settings/tokens");
  expect(finding?.text).not.toContain("Bearer");
});

test("an account without credits (402) is to do, explained plainly: credits, where to add them, and that visitors still get answers", async () => {
  const [finding] = await checkModel(settings({ HF_TOKEN: "hf_broke", HF_ENDPOINT_URL: fake.endpointUrl }));
  expect(finding?.level).toBe("todo");
  expect(finding?.text).toContain("no inference credits left (402)");
  expect(finding?.text).toContain("https://huggingface.co/settings/billing");
  expect(finding?.text).toContain("visitors still get answers");
});

test("a model no provider serves is to do, quoting the router and listing the served Mistral instruct models with the line to set", async () => {
  const [finding] = await checkModel(settings({ HF_TOKEN: "hf_works", HF_ENDPOINT_URL: fake.endpointUrl, HF_MODEL: "org/not-served" }));
  expect(finding?.level).toBe("todo");
  expect(finding?.text).toContain("No inference provider serves the model org/not-served");
  expect(finding?.text).toContain("is not supported by any provider you have enabled");
  const mistral = MODEL_LIST.filter(({ id }) => /mistral/i.test(id) && /instruct/i.test(id));
  for (const { id } of mistral) {
    // Listed when a provider serves it live; a provider still in staging does not count.
    expect(finding?.text.includes(`${id} (`), id).toBe(served(id).length > 0);
  }
  expect(finding?.text).not.toContain("meta-llama");
  // The one with the most providers first, with the exact line to set and the provider suffixes.
  const [best] = mistral.filter(({ id }) => served(id).length > 0).sort((a, b) => served(b.id).length - served(a.id).length);
  expect(finding?.text).toContain(`\`HF_MODEL=${best?.id}\``);
  expect(finding?.text).toContain(`\`HF_MODEL=${best?.id}:${served(best?.id ?? "")[0]}\``);
  expect(finding?.text).toContain(":cheapest");
});

test("when the default Mixtral is not served any more, the doctor says so first, then what to set", async () => {
  const [finding] = await checkModel(settings({ HF_TOKEN: "hf_retired_mixtral", HF_ENDPOINT_URL: fake.endpointUrl }));
  expect(finding?.level).toBe("todo");
  expect(finding?.text.startsWith(`The default model, ${DEFAULT_MODEL}, is no longer served`)).toBe(true);
  expect(finding?.text).toMatch(/`HF_MODEL=mistralai\/[^`]+`/);
});

test("an endpoint nobody listens on is unreachable, and says which setting to check", async () => {
  const [finding] = await checkModel(settings({ HF_TOKEN: "hf_works", HF_ENDPOINT_URL: closedUrl }));
  expect(finding?.level).toBe("todo");
  expect(finding?.text).toContain(`${closedUrl} could not be reached`);
  expect(finding?.text).toContain("ECONNREFUSED");
  expect(finding?.text).toContain("HF_ENDPOINT_URL");
});

test("an endpoint that never answers is unreachable once HF_TIMEOUT_MS has passed", async () => {
  const [finding] = await checkModel(settings({ HF_TOKEN: "hf_works", HF_ENDPOINT_URL: silentUrl, HF_TIMEOUT_MS: "200" }));
  expect(finding?.level).toBe("todo");
  expect(finding?.text).toContain("no answer within 200 ms");
});

test("any other failure (an overloaded provider's 503) is to do, with the status and the server's words", async () => {
  const [finding] = await checkModel(settings({ HF_TOKEN: "hf_works", HF_ENDPOINT_URL: busyUrl }));
  expect(finding?.level).toBe("todo");
  expect(finding?.text).toContain("did not answer the test question (503)");
  expect(finding?.text).toContain("The provider is overloaded");
});

test("no token: a note (the site works offline) saying how to set one, and no request", async () => {
  const [finding] = await checkModel(settings({ HF_ENDPOINT_URL: fake.endpointUrl }));
  expect(finding?.level).toBe("note");
  expect(finding?.text).toContain("No HF_TOKEN in .dev.vars or the environment");
  expect(finding?.text).toContain("npx wrangler secret put HF_TOKEN");
  expect(fake.requests).toHaveLength(0);
});

test("a token written in wrangler.toml is to do: it is committed", async () => {
  const [finding] = await checkModel(settings({ HF_TOKEN: "hf_works", HF_ENDPOINT_URL: fake.endpointUrl }, "wrangler.toml"));
  expect(finding?.level).toBe("todo");
  expect(finding?.text).toContain("HF_TOKEN is written in wrangler.toml");
  expect(fake.requests).toHaveLength(0);
});

test("a setting the Worker would refuse is to do, in the Worker's own words", async () => {
  const [finding] = await checkModel(settings({ HF_TOKEN: "hf_works", HF_TIMEOUT_MS: "soon" }));
  expect(finding?.level).toBe("todo");
  expect(finding?.text).toContain("HF_TIMEOUT_MS must be a whole number");
});
