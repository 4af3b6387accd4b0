import type { Profile } from "../../app/content/types";
import { note, ok, todo, type Finding } from "./finding";

/** The owner the repository ships with: their name or address left anywhere means the content is not yours yet. */
export const SAMPLE_OWNER = { name: "Arun Kumar", email: "arun.kumar@example.com" };

/** Host names reserved for examples (RFC 2606): nothing real lives there. */
const PLACEHOLDER_HOST = /\b(?:[\w-]+\.)*example\.(?:com|net|org)\b/i;

export interface Content {
  profile: Profile;
  [name: string]: unknown;
}

/** Every string in the content, with where it is, e.g. ["projects[2].live", "https://..."]. */
function* strings(value: unknown, path: string): Generator<[string, string]> {
  if (typeof value === "string") yield [path, value];
  else if (Array.isArray(value)) for (const [i, item] of value.entries()) yield* strings(item, `${path}[${i}]`);
  else if (value !== null && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) yield* strings(item, path ? `${path}.${key}` : key);
  }
}

function listed(paths: string[], most = 4): string {
  const shown = paths.slice(0, most).join(", ");
  return paths.length > most ? `${shown} and ${paths.length - most} more` : shown;
}

/** What in app/content/ still belongs to the sample, or is a placeholder. */
export function checkContent(content: Content): Finding[] {
  const all = [...strings(content, "")];
  const findings: Finding[] = [];

  const { firstName, lastName } = content.profile;
  const sample = [["profile.firstName", `${firstName} ${lastName}`] as [string, string], ...all].filter(
    ([, text]) => text.includes(SAMPLE_OWNER.name) || text.toLowerCase().includes(SAMPLE_OWNER.email),
  );
  if (sample.length > 0) {
    findings.push(
      todo(
        `app/content/ still describes the sample owner, ${SAMPLE_OWNER.name} (in ${listed(sample.map(([path]) => path))}). ` +
          "Put your own name, e-mail, links, experience and projects in the files of app/content/.",
      ),
    );
  }

  const placeholders = all.filter(([path, text]) => path !== "profile.siteUrl" && PLACEHOLDER_HOST.test(text));
  if (placeholders.length > 0) {
    findings.push(
      todo(
        `${placeholders.length} ${placeholders.length === 1 ? "address points" : "addresses point"} at example.com, ` +
          `which visitors cannot reach (${listed(placeholders.map(([path]) => path))}). ` +
          "Replace them with your real ones in app/content/, or leave the field empty where the type allows it.",
      ),
    );
  }

  if (sample.length === 0 && placeholders.length === 0) findings.push(ok("app/content/ holds your own content."));
  findings.push(checkSiteUrl(content.profile.siteUrl));
  return findings;
}

function checkSiteUrl(siteUrl: string): Finding {
  let host: string;
  try {
    host = new URL(siteUrl).hostname;
  } catch {
    return todo(
      `siteUrl in app/content/profile.ts is "${siteUrl}", which is not a web address. Set it to your site's address, e.g. https://your-name.dev.`,
    );
  }
  if (PLACEHOLDER_HOST.test(host) || host === "localhost" || host === "127.0.0.1") {
    return todo(
      `siteUrl in app/content/profile.ts is still ${siteUrl}. Set it to the address the site will have ` +
        "(your custom domain, or `https://edge-portfolio.<your-subdomain>.workers.dev`): canonical links, " +
        "link previews and the sitemap are built from it.",
    );
  }
  if (host.endsWith(".workers.dev")) {
    return note(
      `siteUrl is on workers.dev (${host}), where the edge cache stores nothing and every visit renders the page. ` +
        "A custom domain fixes that: see `routes` in wrangler.toml.",
    );
  }
  return ok(`siteUrl is ${siteUrl}.`);
}

/** The licence names whoever holds the copyright: the sample owner's name there is not yours. */
export function checkLicense(licenseText: string | null): Finding[] {
  if (licenseText?.includes(SAMPLE_OWNER.name)) {
    return [note(`LICENSE still names ${SAMPLE_OWNER.name} as the copyright holder: put your own name there.`)];
  }
  return [];
}
