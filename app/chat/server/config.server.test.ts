import { expect, test } from "vitest";
import { ChatConfigError, DEFAULT_MODEL, readChatConfig } from "./config.server";

test("without a token the assistant answers offline", () => {
  expect(readChatConfig({})).toEqual({ mode: "offline", model: DEFAULT_MODEL });
  expect(readChatConfig({ HF_TOKEN: "  " })).toEqual({ mode: "offline", model: DEFAULT_MODEL });
});

test("a token, a model and an endpoint are read and trimmed", () => {
  expect(readChatConfig({ HF_TOKEN: " hf_abc ", HF_MODEL: "org/model-7B", HF_ENDPOINT_URL: "http://127.0.0.1:9/v1" })).toEqual({
    mode: "model",
    token: "hf_abc",
    model: "org/model-7B",
    endpointUrl: "http://127.0.0.1:9/v1",
    timeoutMs: 20_000,
    dailyLimit: 500,
    breakerMs: 600_000,
  });
  expect(readChatConfig({ HF_TOKEN: "hf_abc", MODEL_BREAKER_SECONDS: "0" })).toMatchObject({ breakerMs: 0 });
  expect(readChatConfig({ HF_TOKEN: "hf_abc", MODEL_DAILY_LIMIT: "3" })).toMatchObject({ dailyLimit: 3 });
  expect(readChatConfig({ HF_TOKEN: "hf_abc", HF_TIMEOUT_MS: "1500" })).toMatchObject({ timeoutMs: 1500 });
});

test("bad values get a clear message that never contains the token", () => {
  expect(() => readChatConfig({ HF_ENDPOINT_URL: "not a url" })).toThrow(ChatConfigError);
  expect(() => readChatConfig({ HF_ENDPOINT_URL: "ftp://example.com" })).toThrow(/http or https/);
  expect(() => readChatConfig({ HF_MODEL: "a model with spaces" })).toThrow(/HF_MODEL/);
  expect(() => readChatConfig({ HF_TIMEOUT_MS: "60000" })).toThrow(/HF_TIMEOUT_MS/);
  expect(() => readChatConfig({ HF_TIMEOUT_MS: "soon" })).toThrow(/HF_TIMEOUT_MS/);
  expect(() => readChatConfig({ MODEL_DAILY_LIMIT: "-1" })).toThrow(/MODEL_DAILY_LIMIT/);
  expect(() => readChatConfig({ MODEL_BREAKER_SECONDS: "ten" })).toThrow(/MODEL_BREAKER_SECONDS/);
  expect(() => readChatConfig({ MODEL_BREAKER_SECONDS: "-5" })).toThrow(/MODEL_BREAKER_SECONDS/);
  try {
    readChatConfig({ HF_TOKEN: "hf_secret value" });
    expect.unreachable();
  } catch (error) {
    expect(String(error)).toMatch(/HF_TOKEN/);
    expect(String(error)).not.toContain("hf_secret");
  }
});

test("settings are checked by one schema in a fixed order: the first wrong one is the sentence", () => {
  expect(() => readChatConfig({ HF_MODEL: "two words", HF_TIMEOUT_MS: "soon" })).toThrow(
    new ChatConfigError(`HF_MODEL must be a model id such as "${DEFAULT_MODEL}".`),
  );
  expect(() => readChatConfig({ HF_ENDPOINT_URL: "not a url", MODEL_DAILY_LIMIT: "-1" })).toThrow(
    "HF_ENDPOINT_URL must be an absolute http(s) URL, such as https://example.endpoints.huggingface.cloud/v1.",
  );
  expect(() => readChatConfig({ HF_TOKEN: "hf_abc", MODEL_DAILY_LIMIT: "2.5" })).toThrow(
    "MODEL_DAILY_LIMIT must be a whole number of model calls per day (0 turns the model off).",
  );
});
