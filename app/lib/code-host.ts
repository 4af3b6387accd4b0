import type { IconId } from "~/content/types";

/** Where a project's code can live, as its button says it. */
const CODE_HOSTS: { host: string; label: string; icon: IconId }[] = [
  { host: "github.com", label: "GitHub", icon: "si:github" },
  { host: "gitlab.com", label: "GitLab", icon: "si:gitlab" },
  { host: "bitbucket.org", label: "Bitbucket", icon: "si:bitbucket" },
  { host: "codeberg.org", label: "Codeberg", icon: "si:codeberg" },
  { host: "sr.ht", label: "SourceHut", icon: "si:sourcehut" },
];

/** The code button of a project card: named after the host ("GitHub", "GitLab"…), or "Code" elsewhere. */
export function codeHostOf(url: string): { label: string; icon: IconId } {
  let hostname = "";
  try {
    hostname = new URL(url).hostname.toLowerCase();
  } catch {
    // Not an address: the plain "Code" button; the content check names the mistake at build.
  }
  const known = CODE_HOSTS.find(({ host }) => hostname === host || hostname.endsWith(`.${host}`));
  return known ? { label: known.label, icon: known.icon } : { label: "Code", icon: "lu:code" };
}
