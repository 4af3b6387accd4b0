import { InferenceClient } from "@huggingface/inference";
import type { ChatConfig } from "../../app/chat/server/config.server";
import { isModelNotServed, serverMessageOf, statusOf } from "../../app/chat/server/model-failure.server";

type ModelConfig = Extract<ChatConfig, { mode: "model" }>;

/** What one tiny chat-completions request says about the model settings. */
export type ProbeResult =
  | { kind: "works"; ms: number }
  | { kind: "bad-token"; status: number }
  | { kind: "no-credits" }
  | { kind: "model-not-served"; message: string }
  | { kind: "unreachable"; reason: string }
  | { kind: "failed"; status?: number; message: string };

const NETWORK_ERRORS: Record<string, string> = {
  ECONNREFUSED: "nothing answers at that address",
  ENOTFOUND: "the host name could not be looked up",
  EAI_AGAIN: "the host name could not be looked up",
  ECONNRESET: "the connection was cut",
  ETIMEDOUT: "the connection timed out",
};

/** Why a request never got an answer: the network error, or the timeout. */
function networkReason(error: unknown, timeoutMs: number): string | undefined {
  if (!(error instanceof Error)) return undefined;
  if (error.name === "TimeoutError" || error.name === "AbortError") return `no answer within ${timeoutMs} ms`;
  if (error instanceof TypeError) {
    const cause = error.cause;
    const code = typeof cause === "object" && cause !== null && "code" in cause ? String(cause.code) : undefined;
    if (code === undefined) return cause instanceof Error ? `${error.message}: ${cause.message}` : error.message;
    return `${NETWORK_ERRORS[code] ?? "a network error"}: ${code}`;
  }
  return undefined;
}

/**
 * Asks the configured model for a single token (max_tokens 1), as the Worker would ask it,
 * and sorts the outcome into what the owner has to do about it.
 */
export async function probeModel(config: ModelConfig): Promise<ProbeResult> {
  const client = new InferenceClient(
    config.token,
    config.endpointUrl ? { endpointUrl: config.endpointUrl, retry_on_error: false } : { retry_on_error: false },
  );
  const started = Date.now();
  try {
    await client.chatCompletion(
      { model: config.model, messages: [{ role: "user", content: "Reply with OK." }], max_tokens: 1 },
      { signal: AbortSignal.timeout(config.timeoutMs), retry_on_error: false },
    );
    return { kind: "works", ms: Date.now() - started };
  } catch (error) {
    const status = statusOf(error);
    // Never repeat the token, whatever the server echoed.
    const message = serverMessageOf(error).replaceAll(config.token, "[token]");
    if (status === undefined) {
      const reason = networkReason(error, config.timeoutMs);
      return reason ? { kind: "unreachable", reason } : { kind: "failed", message };
    }
    if (status === 401 || status === 403) return { kind: "bad-token", status };
    if (status === 402) return { kind: "no-credits" };
    if (isModelNotServed(error)) return { kind: "model-not-served", message };
    return { kind: "failed", status, message };
  }
}
