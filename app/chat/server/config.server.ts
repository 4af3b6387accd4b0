import * as v from "valibot";
import { DEFAULT_DAILY_MODEL_CALLS } from "./quotas.server";

/**
 * The chat's configuration, read once from the Worker's environment and checked against one
 * schema, so a typo gives one clear message instead of failing on every question.
 */
export const DEFAULT_MODEL = "mistralai/Mixtral-8x7B-Instruct-v0.1";
/** A hung upstream ends the request after this long (the whole completion, first byte to last). */
const MODEL_TIMEOUT_MS = 20_000;
const MAX_TIMEOUT_MS = 25_000;
const BREAKER_SECONDS = 600;
const MAX_BREAKER_SECONDS = 86_400;

/** A setting as the environment gives it: trimmed, and left out when blank. */
const setting = () =>
  v.pipe(
    // A default (""), so the output always has the key; blank means "not set" either way.
    v.optional(v.string(), ""),
    v.transform((value) => value.trim() || undefined),
  );

/** A whole number within bounds, or `fallback` when the setting is left out; `message` otherwise. */
const wholeNumber = (fallback: number, min: number, max: number, message: string) =>
  v.pipe(
    setting(),
    v.transform((text) => (text === undefined ? fallback : Number(text))),
    v.check((value) => Number.isInteger(value) && value >= min && value <= max, message),
  );

function protocolOf(value: string): string | null {
  try {
    return new URL(value).protocol;
  } catch {
    return null;
  }
}

const EnvSchema = v.object({
  /** Model id on the Hugging Face Hub. */
  HF_MODEL: v.pipe(
    setting(),
    v.transform((model) => model ?? DEFAULT_MODEL),
    v.regex(/^[\w.-]+(\/[\w.:-]+)?$/, `HF_MODEL must be a model id such as "${DEFAULT_MODEL}".`),
  ),
  /** Base URL of an OpenAI-compatible chat-completions server to use instead of the HF router. */
  HF_ENDPOINT_URL: v.pipe(
    setting(),
    v.check(
      (url) => url === undefined || protocolOf(url) !== null,
      "HF_ENDPOINT_URL must be an absolute http(s) URL, such as https://example.endpoints.huggingface.cloud/v1.",
    ),
    v.check((url) => url === undefined || ["https:", "http:"].includes(protocolOf(url) ?? "https:"), "HF_ENDPOINT_URL must use http or https."),
  ),
  /** How long one answer may take, in milliseconds (default 20000, at most 25000). */
  HF_TIMEOUT_MS: wholeNumber(
    MODEL_TIMEOUT_MS,
    100,
    MAX_TIMEOUT_MS,
    `HF_TIMEOUT_MS must be a whole number of milliseconds from 100 to ${MAX_TIMEOUT_MS}.`,
  ),
  /** Model calls allowed per day for the whole site (default 500); past it, answers are offline. */
  MODEL_DAILY_LIMIT: wholeNumber(
    DEFAULT_DAILY_MODEL_CALLS,
    0,
    Number.MAX_SAFE_INTEGER,
    "MODEL_DAILY_LIMIT must be a whole number of model calls per day (0 turns the model off).",
  ),
  /** How long a model that cannot answer (refused token, no credits, not served) is left alone, in seconds (default 600; 0: never). */
  MODEL_BREAKER_SECONDS: wholeNumber(
    BREAKER_SECONDS,
    0,
    MAX_BREAKER_SECONDS,
    `MODEL_BREAKER_SECONDS must be a whole number of seconds from 0 (never pause the model) to ${MAX_BREAKER_SECONDS}.`,
  ),
  /** Hugging Face access token (a Worker secret). Without it the assistant answers offline. Never echoed: only its shape is described. */
  HF_TOKEN: v.pipe(
    setting(),
    v.check((token) => token === undefined || !/\s/.test(token), "HF_TOKEN must not contain spaces or line breaks."),
  ),
});

/** The settings the Worker reads, as its environment gives them (strings, any of them missing). */
export type ChatEnv = v.InferInput<typeof EnvSchema>;

export type ModelConfig = {
  mode: "model";
  token: string;
  model: string;
  endpointUrl?: string;
  timeoutMs: number;
  dailyLimit: number;
  breakerMs: number;
};
export type ChatConfig = ModelConfig | { mode: "offline"; model: string };

export class ChatConfigError extends Error {
  override name = "ChatConfigError";
}

export function readChatConfig(env: ChatEnv): ChatConfig {
  // The first mistake, in the order above: one sentence, as the log and the doctor say it.
  const result = v.safeParse(EnvSchema, env, { abortEarly: true });
  if (!result.success) throw new ChatConfigError(result.issues[0].message);
  const { HF_MODEL: model, HF_ENDPOINT_URL: endpointUrl, HF_TIMEOUT_MS: timeoutMs, MODEL_DAILY_LIMIT: dailyLimit, HF_TOKEN: token } = result.output;
  if (token === undefined) return { mode: "offline", model };
  const base = { mode: "model", token, model, timeoutMs, dailyLimit, breakerMs: result.output.MODEL_BREAKER_SECONDS * 1000 } as const;
  return endpointUrl ? { ...base, endpointUrl } : base;
}

/** Read and checked once per environment (an isolate keeps its env across requests). */
const configs = new WeakMap<object, ChatConfig | ChatConfigError>();
let toldOffline = false;

/**
 * The configuration of this environment. A bad setting is told once, in the log, and
 * throws the same ChatConfigError for every question after it.
 */
export function chatConfig(env: ChatEnv): ChatConfig {
  const known = configs.get(env);
  if (known instanceof ChatConfigError) throw known;
  if (known) return known;
  let config: ChatConfig;
  try {
    config = readChatConfig(env);
  } catch (error) {
    if (error instanceof ChatConfigError) {
      console.error(`chat: configuration: ${error.message}`);
      configs.set(env, error);
    }
    throw error;
  }
  configs.set(env, config);
  if (config.mode === "offline" && !toldOffline) {
    toldOffline = true;
    console.info("chat: no HF_TOKEN configured; the assistant answers offline from app/content/.");
  }
  return config;
}
