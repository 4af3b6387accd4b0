import { InferenceClient } from "@huggingface/inference";
import type { ModelConfig } from "./config.server";
import { MAX_TOKENS } from "../shared/limits";
import type { ChatMessage } from "./prompt.server";

/** A call that succeeded with nothing to say: for the visitor, as much a failure as any other. */
export class EmptyAnswerError extends Error {
  override name = "EmptyAnswerError";
}

function client(config: ModelConfig): InferenceClient {
  // retry_on_error would retry a 503 at once and without end: a Worker must not loop on the owner's credits.
  return new InferenceClient(
    config.token,
    config.endpointUrl ? { endpointUrl: config.endpointUrl, retry_on_error: false } : { retry_on_error: false },
  );
}

function request(config: ModelConfig, messages: ChatMessage[]) {
  // Plain copies: the library's message type is an open record.
  return { model: config.model, messages: messages.map(({ role, content }) => ({ role, content })), max_tokens: MAX_TOKENS };
}

export function modelSignal(config: ModelConfig): AbortSignal {
  return AbortSignal.timeout(config.timeoutMs);
}

/** The whole answer at once: the first choice's message content. */
export async function completeAnswer(config: ModelConfig, messages: ChatMessage[], signal: AbortSignal): Promise<string> {
  const output = await client(config).chatCompletion(request(config, messages), { signal, retry_on_error: false });
  const content = output.choices[0]?.message?.content;
  if (typeof content !== "string" || content.trim() === "") throw new EmptyAnswerError("The model sent an empty answer.");
  return content;
}

/** The answer as it is generated, one text delta at a time. */
export async function* streamAnswer(config: ModelConfig, messages: ChatMessage[], signal: AbortSignal): AsyncGenerator<string> {
  const stream = client(config).chatCompletionStream(request(config, messages), { signal, retry_on_error: false });
  for await (const chunk of stream) {
    const delta = chunk.choices?.[0]?.delta?.content;
    if (typeof delta === "string" && delta !== "") yield delta;
  }
}
