import { ChatConfigError, readChatConfig } from "../../app/lib/chat/config.server";
import { note, ok, todo, type Finding } from "./finding";
import { probeModel, type ProbeResult } from "./probe-model";
import type { Settings } from "./settings";

const TOKENS_PAGE = "https://huggingface.co/settings/tokens";
const SET_SECRET = "`npx wrangler secret put HF_TOKEN`";

/** The finding for one probe outcome, each with its fix in one sentence. */
function describeProbe(result: ProbeResult, model: string, endpoint: string | undefined): Finding {
  const where = endpoint ?? "the Hugging Face router";
  const Where = endpoint ?? "The Hugging Face router";
  switch (result.kind) {
    case "works":
      return ok(
        `The model ${model} answers through ${where} (${result.ms} ms). ` +
          `The Worker keeps its own copy of the token: set it once with ${SET_SECRET}.`,
      );
    case "bad-token":
      return todo(
        `${Where} refused HF_TOKEN (${result.status}). Create a token at ${TOKENS_PAGE} with the ` +
          `"Make calls to Inference Providers" permission, put it in .dev.vars and on the Worker (${SET_SECRET}).`,
      );
    case "no-credits":
      return todo(
        "The token's account is out of inference credits (402). Add credits or a payment method at " +
          "https://huggingface.co/settings/billing, or set HF_MODEL to a smaller model.",
      );
    case "model-not-served":
      return todo(
        endpoint
          ? `${endpoint} does not serve the model ${model} (it said: "${result.message}"). Set HF_MODEL to the model your endpoint runs.`
          : `No inference provider serves the model ${model} (the router said: "${result.message}"). ` +
              "Pick a chat model that lists an inference provider on its Hugging Face page and set HF_MODEL to its id.",
      );
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

/** The token and the model: set, and answering? */
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
  return [describeProbe(await probeModel(config), config.model, config.endpointUrl)];
}
