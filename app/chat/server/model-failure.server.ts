import type { ModelConfig } from "./config.server";

/**
 * What a failed model call means for the owner: whether it will mend by itself, what went
 * wrong and what to do about it, in words fit for the log (never the token). The Worker's
 * breaker and the setup check (`npm run doctor`) both read failures through this module.
 */
export interface ModelFailure {
  /** A refused token, no credits, a model nobody serves: every later call would fail the same way. */
  lasting: boolean;
  /** The HTTP status, when the server answered. */
  status?: number;
  what: string;
  fix: string;
}

export const TOKENS_PAGE = "https://huggingface.co/settings/tokens";
export const BILLING_PAGE = "https://huggingface.co/settings/billing";
export const SET_SECRET = "`npx wrangler secret put HF_TOKEN`";

/** The HTTP answer an InferenceClient error carries, when the server answered at all. */
function responseOf(error: unknown): { status?: unknown; body?: unknown } | undefined {
  if (typeof error !== "object" || error === null || !("httpResponse" in error)) return undefined;
  const response = error.httpResponse;
  return typeof response === "object" && response !== null ? response : undefined;
}

export function statusOf(error: unknown): number | undefined {
  const status = responseOf(error)?.status;
  return typeof status === "number" ? status : undefined;
}

/** The server's own words: `{"error": "..."}`, OpenAI's `{"error": {"message": "..."}}` or `{"message": "..."}`. */
export function serverMessageOf(error: unknown): string {
  const body = responseOf(error)?.body;
  if (typeof body === "object" && body !== null) {
    const inner = "error" in body ? body.error : body;
    if (typeof inner === "string") return inner;
    if (typeof inner === "object" && inner !== null && "message" in inner && typeof inner.message === "string") return inner.message;
  }
  if (typeof body === "string" && body.trim()) return body.trim();
  return error instanceof Error ? error.message : String(error);
}

/** The router's answer for a model that no provider serves (or that does not exist). */
export function isModelNotServed(error: unknown): boolean {
  const status = statusOf(error);
  if (status !== 400 && status !== 404) return false;
  const body = JSON.stringify(responseOf(error)?.body ?? "");
  return body.includes("model_not_supported") || /model/i.test(serverMessageOf(error));
}

export function isTimeout(error: unknown, signal?: AbortSignal): boolean {
  const reason: unknown = signal?.aborted ? signal.reason : undefined;
  return (reason instanceof Error && reason.name === "TimeoutError") || (error instanceof Error && error.name === "TimeoutError");
}

function quote(text: string, token: string): string {
  return `"${text.slice(0, 200).replaceAll(token, "[token]")}"`;
}

/** Sorts one failed call into lasting or passing, with what the owner should do. */
export function describeModelFailure(error: unknown, signal: AbortSignal | undefined, config: ModelConfig): ModelFailure {
  const where = config.endpointUrl ?? "the Hugging Face router";
  const status = statusOf(error);
  const said = quote(serverMessageOf(error), config.token);
  if (isTimeout(error, signal)) {
    return {
      lasting: false,
      what: `${config.model} gave no answer within ${config.timeoutMs} ms`,
      fix: "If it keeps happening, pick a faster HF_MODEL or provider (`npm run doctor` lists served ones).",
    };
  }
  if (status === 401 || status === 403) {
    return {
      lasting: true,
      status,
      what: `${where} refused HF_TOKEN (${status})`,
      fix: `Create a token at ${TOKENS_PAGE} with the "Make calls to Inference Providers" permission and store it with ${SET_SECRET}.`,
    };
  }
  if (status === 402) {
    return {
      lasting: true,
      status,
      what: `the token's account has no inference credits left (402: ${said})`,
      fix: `Add credits or a payment method at ${BILLING_PAGE}, or wait for next month's included credits.`,
    };
  }
  if (isModelNotServed(error)) {
    return {
      lasting: true,
      status,
      what: config.endpointUrl
        ? `${where} does not serve ${config.model} (${status}: ${said})`
        : `no inference provider serves ${config.model} (${status}: ${said})`,
      fix: config.endpointUrl
        ? "Set HF_MODEL to the model your endpoint runs."
        : "Set HF_MODEL to a served model; `npm run doctor` lists the Mistral models that are, with the line to set.",
    };
  }
  if (status === 404) {
    return { lasting: true, status, what: `${where} answered 404 (${said})`, fix: "Check HF_ENDPOINT_URL and HF_MODEL." };
  }
  const name = error instanceof Error ? error.name : typeof error;
  return {
    lasting: false,
    ...(status === undefined ? {} : { status }),
    what: `${where} failed (${status ?? name}: ${said})`,
    fix: "Nothing to do if it passes; `npm run doctor` tries the model from your machine.",
  };
}

/** "10 minutes", "a minute", "30 seconds". */
function spoken(ms: number): string {
  const seconds = Math.round(ms / 1000);
  if (seconds % 60 === 0) return seconds === 60 ? "a minute" : `${seconds / 60} minutes`;
  return seconds === 1 ? "a second" : `${seconds} seconds`;
}

/** The owner's one log line for a failed call the visitor got an offline answer for. */
export function failureLine(failure: ModelFailure): string {
  return `chat: the model call failed: ${failure.what}; answered offline from app/content/. ${failure.fix}`;
}

/** The owner's one log line when the breaker opens. */
export function breakerLine(failure: ModelFailure, openedForMs: number): string {
  return (
    `chat: model calls paused for ${spoken(openedForMs)}, every answer offline from app/content/ meanwhile: ` +
    `${failure.lasting ? "" : "several failures in a row, the last: "}${failure.what}. ${failure.fix}`
  );
}
