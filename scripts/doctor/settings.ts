import { join } from "node:path";
import type { ChatEnv } from "../../app/chat/server/config.server";

const KEYS = ["HF_TOKEN", "HF_MODEL", "HF_ENDPOINT_URL", "HF_TIMEOUT_MS", "MODEL_DAILY_LIMIT"] as const satisfies readonly (keyof ChatEnv)[];

type Source = "the environment" | ".dev.vars" | "wrangler.toml";

export interface Settings {
  /** The assistant's settings as the Worker would see them on this machine. */
  env: ChatEnv;
  /** Where each setting came from. */
  sources: Partial<Record<keyof ChatEnv, Source>>;
  /** Whether wrangler.toml routes the Worker to a custom domain (the edge cache needs one). */
  customDomain: boolean;
  /** The question log: whether wrangler.toml binds its database (QUESTIONS), and QUESTION_LOG as set. */
  questionLog: { bound: boolean; setting: string | undefined };
}

/**
 * Reads the settings the way `wrangler dev` hands them to the Worker: [vars] from wrangler.toml,
 * overridden by .dev.vars (or .env when there is no .dev.vars). A variable set in this process's
 * environment wins over both, so `HF_TOKEN=hf_... npm run doctor` checks a token before saving it.
 */
export async function readSettings(root: string, processEnv: Record<string, string | undefined> = process.env): Promise<Settings> {
  // Wrangler's own readers, so nothing here can disagree with it; loaded on demand (it takes seconds).
  const { unstable_getVarsForDev, unstable_readConfig } = await import("wrangler");
  const config = unstable_readConfig({ config: join(root, "wrangler.toml") }, { hideWarnings: true });
  const vars = unstable_getVarsForDev(config.configPath, undefined, config.vars, undefined, true);
  const env: ChatEnv = {};
  const sources: Settings["sources"] = {};
  for (const key of KEYS) {
    const fromProcess = processEnv[key];
    const binding = vars[key];
    if (fromProcess !== undefined && fromProcess !== "") {
      env[key] = fromProcess;
      sources[key] = "the environment";
    } else if (binding !== undefined) {
      env[key] = typeof binding.value === "string" ? binding.value : JSON.stringify(binding.value);
      sources[key] = binding.type === "secret_text" ? ".dev.vars" : "wrangler.toml";
    }
  }
  const routes: unknown[] = config.routes ?? [];
  const customDomain = routes.some(
    (route) => typeof route === "object" && route !== null && "custom_domain" in route && route.custom_domain === true,
  );
  const bound = (config.d1_databases ?? []).some((database: { binding?: string }) => database.binding === "QUESTIONS");
  const logSetting = processEnv.QUESTION_LOG || vars.QUESTION_LOG?.value;
  return { env, sources, customDomain, questionLog: { bound, setting: typeof logSetting === "string" ? logSetting : undefined } };
}
