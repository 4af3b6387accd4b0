import { DEFAULT_DAILY_MODEL_CALLS } from "./quotas.server";

/**
 * The chat's configuration, read once from the Worker's environment and checked, so a
 * typo gives one clear message instead of failing on every question.
 */
export const DEFAULT_MODEL = "mistralai/Mixtral-8x7B-Instruct-v0.1";
/** A hung upstream ends the request after this long (the whole completion, first byte to last). */
const MODEL_TIMEOUT_MS = 20_000;
const MAX_TIMEOUT_MS = 25_000;
const BREAKER_SECONDS = 600;
const MAX_BREAKER_SECONDS = 86_400;

export interface ChatEnv {
  /** Hugging Face access token (a Worker secret). Without it the assistant answers offline. */
  HF_TOKEN?: string;
  /** Model id on the Hugging Face Hub. */
  HF_MODEL?: string;
  /** Base URL of an OpenAI-compatible chat-completions server to use instead of the HF router. */
  HF_ENDPOINT_URL?: string;
  /** How long one answer may take, in milliseconds (default 20000, at most 25000). */
  HF_TIMEOUT_MS?: string;
  /** Model calls allowed per day for the whole site (default 500); past it, answers are offline. */
  MODEL_DAILY_LIMIT?: string;
  /** How long a model that cannot answer (refused token, no credits, not served) is left alone, in seconds (default 600; 0: never). */
  MODEL_BREAKER_SECONDS?: string;
}

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

function optional(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

export function readChatConfig(env: ChatEnv): ChatConfig {
  const model = optional(env.HF_MODEL) ?? DEFAULT_MODEL;
  if (!/^[\w.-]+(\/[\w.:-]+)?$/.test(model)) {
    throw new ChatConfigError(`HF_MODEL must be a model id such as "${DEFAULT_MODEL}".`);
  }
  const endpointUrl = optional(env.HF_ENDPOINT_URL);
  if (endpointUrl !== undefined) {
    let url: URL;
    try {
      url = new URL(endpointUrl);
    } catch {
      throw new ChatConfigError("HF_ENDPOINT_URL must be an absolute http(s) URL, such as https://example.endpoints.huggingface.cloud/v1.");
    }
    if (url.protocol !== "https:" && url.protocol !== "http:") {
      throw new ChatConfigError("HF_ENDPOINT_URL must use http or https.");
    }
  }
  const timeoutText = optional(env.HF_TIMEOUT_MS);
  const timeoutMs = timeoutText === undefined ? MODEL_TIMEOUT_MS : Number(timeoutText);
  if (!Number.isInteger(timeoutMs) || timeoutMs < 100 || timeoutMs > MAX_TIMEOUT_MS) {
    throw new ChatConfigError(`HF_TIMEOUT_MS must be a whole number of milliseconds from 100 to ${MAX_TIMEOUT_MS}.`);
  }
  const limitText = optional(env.MODEL_DAILY_LIMIT);
  const dailyLimit = limitText === undefined ? DEFAULT_DAILY_MODEL_CALLS : Number(limitText);
  if (!Number.isInteger(dailyLimit) || dailyLimit < 0) {
    throw new ChatConfigError("MODEL_DAILY_LIMIT must be a whole number of model calls per day (0 turns the model off).");
  }
  const breakerText = optional(env.MODEL_BREAKER_SECONDS);
  const breakerSeconds = breakerText === undefined ? BREAKER_SECONDS : Number(breakerText);
  if (!Number.isInteger(breakerSeconds) || breakerSeconds < 0 || breakerSeconds > MAX_BREAKER_SECONDS) {
    throw new ChatConfigError(`MODEL_BREAKER_SECONDS must be a whole number of seconds from 0 (never pause the model) to ${MAX_BREAKER_SECONDS}.`);
  }
  const token = optional(env.HF_TOKEN);
  if (token === undefined) return { mode: "offline", model };
  // Never echo the value: only its shape is described.
  if (/\s/.test(token)) throw new ChatConfigError("HF_TOKEN must not contain spaces or line breaks.");
  const base = { mode: "model", token, model, timeoutMs, dailyLimit, breakerMs: breakerSeconds * 1000 } as const;
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
