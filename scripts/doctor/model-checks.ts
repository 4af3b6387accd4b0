import { ChatConfigError, DEFAULT_MODEL, readChatConfig, type ModelConfig } from "../../app/chat/server/config.server";
import { BILLING_PAGE, SET_SECRET, TOKENS_PAGE } from "../../app/chat/server/model-failure.server";
import { note, ok, todo, type Finding } from "./finding";
import { probeModel, type ProbeResult } from "./probe-model";
import type { Settings } from "./settings";
import { baseModelId, listModels, servedMistralModels, type ModelList } from "./served-models";

/** A Mistral instruct model seen with a live inference provider; the doctor checks it for real. */
export const RECOMMENDED_MODEL = { id: "mistralai/Mistral-Small-3.2-24B-Instruct-2506", checked: "2026-11-24" } as const;

const SET_MODEL = "in .dev.vars, and for the Worker in wrangler.toml under [vars] (then `npm run deploy`)";

/** What to set instead of a model nobody serves, from the router's own list when there is one. */
function alternatives(list: ModelList | null): string {
  if (list?.kind === "endpoint") {
    return list.models.length > 0 ? `It serves: ${list.models.slice(0, 5).join(", ")}. Set HF_MODEL to one of them ${SET_MODEL}.` : "";
  }
  const served = list ? servedMistralModels(list.models) : [];
  const suffixes = "A suffix picks the provider: `:<provider>` (as listed), `:cheapest` or `:fastest`.";
  if (served.length > 0) {
    const [first] = served;
    return (
      `Mistral instruct models served today: ${served.map(({ id, providers }) => `${id} (${providers.join(", ")})`).join("; ")}. ` +
      `Set one ${SET_MODEL}: \`HF_MODEL=${first?.id}\`, or \`HF_MODEL=${first?.id}:${first?.providers[0]}\` for that provider. ${suffixes}`
    );
  }
  return (
    `${list ? "The router lists no Mistral instruct model with a live provider today. " : ""}` +
    `Try \`HF_MODEL=${RECOMMENDED_MODEL.id}\` (seen served on ${RECOMMENDED_MODEL.checked}) ${SET_MODEL}, or any chat model ` +
    `whose Hugging Face page lists an inference provider. ${suffixes} To check a model by hand, open ` +
    "https://router.huggingface.co/v1/models/<model id>: its `providers` are the ones serving it."
  );
}

/** The finding for one probe outcome, each with its fix. */
function describeProbe(result: ProbeResult, config: ModelConfig, list: ModelList | null): Finding {
  const { model, endpointUrl: endpoint } = config;
  const where = endpoint ?? "the Hugging Face router";
  const Where = endpoint ?? "The Hugging Face router";
  switch (result.kind) {
    case "works": {
      const served = list?.kind === "router" ? list.models.find(({ id }) => id === baseModelId(model))?.providers : undefined;
      return ok(
        `The model ${model} answers through ${where} (${result.ms} ms)${served?.length ? `, served by ${served.join(", ")}` : ""}. ` +
          `The Worker keeps its own copy of the token: set it once with ${SET_SECRET}.`,
      );
    }
    case "bad-token":
      return todo(
        `${Where} refused HF_TOKEN (${result.status}). Create a token at ${TOKENS_PAGE} with the ` +
          `"Make calls to Inference Providers" permission, put it in .dev.vars and on the Worker (${SET_SECRET}).`,
      );
    case "no-credits":
      return todo(
        "HF_TOKEN's account has no inference credits left (402). Each Hugging Face account gets a small amount of " +
          "inference credit a month, which a busy site uses up fast; after it, calls need pre-paid credits or a PRO plan. " +
          `Add credits or a payment method at ${BILLING_PAGE}. Until then visitors still get answers from app/content/, and ` +
          "the site pauses model calls for 10 minutes at a time (MODEL_BREAKER_SECONDS) instead of failing on every question.",
      );
    case "model-not-served": {
      // The router, or a server speaking its protocol (its list names providers).
      const router = !endpoint || list?.kind === "router";
      const retiredDefault =
        router && baseModelId(model) === DEFAULT_MODEL ? `The default model, ${DEFAULT_MODEL}, is no longer served by any inference provider. ` : "";
      const refusal = router
        ? `No inference provider serves the model ${model} (${endpoint ?? "the router"} said: "${result.message}"). `
        : `${endpoint} does not serve the model ${model} (it said: "${result.message}"). `;
      return todo(`${retiredDefault}${refusal}${alternatives(list)}`.trim());
    }
    case "unreachable":
      return todo(
        endpoint
          ? `${endpoint} could not be reached (${result.reason}). Check HF_ENDPOINT_URL and that the endpoint is running.`
          : `The Hugging Face router could not be reached (${result.reason}). Check this machine's internet connection and try again.`,
      );
    case "failed":
      return todo(
        `${Where} did not answer the test question${result.status ? ` (${result.status})` : ""}: "${result.message}". ` +
          "Try again in a minute; if it keeps failing, try another HF_MODEL.",
      );
  }
}

/** The token and the model: set, served, and answering? */
export async function checkModel(settings: Settings): Promise<Finding[]> {
  if (settings.sources.HF_TOKEN === "wrangler.toml") {
    return [
      todo(
        "HF_TOKEN is written in wrangler.toml, which is committed and public in your fork. Delete it there, " +
          `create a new token at ${TOKENS_PAGE} (the old one is exposed) and store it with ${SET_SECRET}.`,
      ),
    ];
  }
  let config;
  try {
    config = readChatConfig(settings.env);
  } catch (error) {
    if (error instanceof ChatConfigError) return [todo(`${error.message} The Worker would refuse this setting.`)];
    throw error;
  }
  if (config.mode === "offline") {
    return [
      note(
        "No HF_TOKEN in .dev.vars or the environment, so the model was not tried; without one the assistant answers " +
          `from app/content/ alone. To use the model, create a token at ${TOKENS_PAGE} ("Make calls to Inference ` +
          `Providers"), put \`HF_TOKEN=hf_...\` in .dev.vars, run this check again, and store it on the Worker with ${SET_SECRET}.`,
      ),
    ];
  }
  const [list, probe] = await Promise.all([listModels(config), probeModel(config)]);
  return [describeProbe(probe, config, list)];
}
