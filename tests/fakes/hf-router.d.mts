export const LEAKED_PHONE: string;

export interface RecordedRequest {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: {
    model?: string;
    max_tokens?: number;
    stream?: boolean;
    messages?: { role: string; content: string }[];
  } | null;
}

export interface FakeRouter {
  url: string;
  endpointUrl: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

/** `phone`: the number a "[leak]" answer gives away (the owner's, so redaction can be judged). */
export function startFakeRouter(options?: { port?: number; host?: string; phone?: string }): Promise<FakeRouter>;

/** The models GET /v1/models lists, each with its providers (status "live" or "staging"). */
export const MODEL_LIST: { id: string; providers: { provider: string; status: string }[] }[];
