import type { ModelConfig } from "../../app/chat/server/config.server";

/** The router's model list, as `GET https://router.huggingface.co/v1/models` answers it. */
export const ROUTER_MODELS_URL = "https://router.huggingface.co/v1/models";

/** A model and the providers that serve it live today. */
export interface ServedModel {
  id: string;
  providers: string[];
}

/**
 * What the server lists: the router (or anything speaking its protocol) names each model's
 * providers; a self-hosted OpenAI-compatible server (TGI, vLLM) names only its models.
 */
export type ModelList = { kind: "router"; models: ServedModel[] } | { kind: "endpoint"; models: string[] };

/** Where the list is for a base URL, by the client library's rule for `endpointUrl`. */
export function modelsUrl(endpointUrl: string | undefined): string {
  if (!endpointUrl) return ROUTER_MODELS_URL;
  const base = endpointUrl.replace(/\/+$/, "").replace(/\/chat\/completions$/, "");
  return `${base.endsWith("/v1") ? base : `${base}/v1`}/models`;
}

function providersOf(entry: unknown): string[] | undefined {
  if (typeof entry !== "object" || entry === null || !("providers" in entry) || !Array.isArray(entry.providers)) return undefined;
  return entry.providers.flatMap((provider: unknown) => {
    if (typeof provider !== "object" || provider === null || !("provider" in provider) || typeof provider.provider !== "string") return [];
    // A provider still being set up ("staging") does not answer everyone yet.
    const status = "status" in provider ? provider.status : "live";
    return status === "live" ? [provider.provider] : [];
  });
}

/** The server's list of models, or null when it has none to give (or cannot be reached). */
export async function listModels(config: ModelConfig): Promise<ModelList | null> {
  try {
    const response = await fetch(modelsUrl(config.endpointUrl), {
      headers: { Authorization: `Bearer ${config.token}` },
      signal: AbortSignal.timeout(config.timeoutMs),
    });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    const data = typeof body === "object" && body !== null && "data" in body && Array.isArray(body.data) ? (body.data as unknown[]) : [];
    const ids = data.map((entry) => (typeof entry === "object" && entry !== null && "id" in entry ? String(entry.id) : ""));
    if (data.some((entry) => providersOf(entry) !== undefined)) {
      return { kind: "router", models: data.map((entry, i) => ({ id: ids[i] ?? "", providers: providersOf(entry) ?? [] })) };
    }
    return { kind: "endpoint", models: ids.filter(Boolean) };
  } catch {
    return null;
  }
}

/** The model id without a `:provider`, `:cheapest` or `:fastest` suffix. */
export function baseModelId(model: string): string {
  return model.replace(/:[\w.-]+$/, "");
}

/**
 * Mistral-family instruct models that some provider serves: Mixtral first (the site's spec asks
 * for one while any is served), then those with the most providers.
 */
export function servedMistralModels(models: ServedModel[], limit = 5): ServedModel[] {
  return models
    .filter(({ id, providers }) => providers.length > 0 && /(mistral|mixtral)/i.test(id) && /instruct/i.test(id))
    .sort(
      (a, b) => Number(/mixtral/i.test(b.id)) - Number(/mixtral/i.test(a.id)) || b.providers.length - a.providers.length || a.id.localeCompare(b.id),
    )
    .slice(0, limit);
}
