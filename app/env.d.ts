// The assistant's settings, beside the bindings `wrangler types` generates from wrangler.toml.
// Secrets and optional vars are not in wrangler.toml, so they are declared here (see .dev.vars.example).
declare namespace Cloudflare {
  interface Env {
    HF_TOKEN?: string;
    HF_MODEL?: string;
    HF_ENDPOINT_URL?: string;
    HF_TIMEOUT_MS?: string;
    MODEL_DAILY_LIMIT?: string;
    MODEL_BREAKER_SECONDS?: string;
    // The anonymous question log (README, "Privacy"): "off" turns it off; days kept; rows kept a day.
    QUESTION_LOG?: string;
    QUESTION_LOG_DAYS?: string;
    QUESTION_LOG_DAILY_CAP?: string;
  }
}

// The content's images as the build optimized them (scripts/images/content-images-plugin.ts).
declare module "virtual:content-pictures" {
  const pictures: Record<string, import("~/lib/picture").Picture>;
  export default pictures;
}
