import type { ExperienceEntry, Project, SkillGroup } from "~/content";
import { deployKeyLabel, isPublicationKey, shownDeployEntries } from "~/lib/deploy-line";
import { isCurrentDate } from "../facts/owner-facts";
import { projectUses, type Knowledge, type Outlet, type Tech } from "./knowledge.server";
import { hasPhrase, joinList, normalize, saidOf, squash, unique } from "./text.server";
import type { UnknownTarget } from "./mentions.server";
import { KINDS, LINK_PLATFORMS, type KnownTech, type TechKind } from "./vocabulary.server";

/**
 * The sentences the offline answerer says, each built from the owner's content alone.
 * Style: playful, one short sentence where possible, at most one emoji.
 */

const EMOJI = /\p{Extended_Pictographic}/u;

/** Adds the emoji unless the text already has one: never more than one per answer. */
function withEmoji(text: string, emoji: string): string {
  return EMOJI.test(text) ? text : `${text} ${emoji}`;
}

/** "A, B, C and 2 more". */
function someOf(items: readonly string[], max: number): string {
  if (items.length <= max) return joinList(items);
  return `${items.slice(0, max).join(", ")} and ${items.length - max} more`;
}

function squashName(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, "");
}

const article = (noun: string) => (/^[aeiou]/i.test(noun) ? "an" : "a");
export const capitalised = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

export function isCurrent(entry: ExperienceEntry): boolean {
  return isCurrentDate(entry.date);
}

/** "since Oct 2024" for a current role, "(May 2019 – Aug 2019)" for a past one. */
function period(entry: ExperienceEntry): string {
  if (isCurrent(entry)) {
    const start = entry.date.split(/\s+[–—-]\s+|\s+to\s+/)[0]?.trim();
    return start ? `since ${start}` : `(${entry.date})`;
  }
  return `(${entry.date})`;
}

const MONTHS = "jan feb mar apr may jun jul aug sep oct nov dec".split(" ");

/** A period as the content shows it ("Mar 2024 – Present", "2016 – 2020"): its first and last month, counted from year 0; "Present" is now. */
export function monthRange(date: string): [number, number] | null {
  const [from, to = from] = date.split(/\s+[–—-]\s+|\s+to\s+/).map((end, index) => {
    if (/present|now|current|today/i.test(end)) return new Date().getFullYear() * 12 + new Date().getMonth();
    const year = /\d{4}/.exec(end)?.[0];
    const month = MONTHS.indexOf(end.trim().slice(0, 3).toLowerCase());
    // A year alone runs from its January to its December.
    return year ? Number(year) * 12 + (month >= 0 ? month : index * 11) : null;
  });
  return from != null && to != null ? [from, to] : null;
}

function isInternship(entry: ExperienceEntry): boolean {
  return /\b(intern|internship|trainee|apprentice)/i.test(`${entry.employmentType} ${entry.title}`);
}

/** Where code lives: a profile link to one of these is "his code". */
export const CODE_HOSTS = /github|gitlab|bitbucket|codeberg|sourcehut|sr\.ht/i;
/** A name that is a code host itself ("GitHub"), not a product of one ("GitHub Actions"). */
export const isCodeHost = (name: string) => new RegExp(`^(?:${CODE_HOSTS.source})$`, "i").test(name);

export function replies(knowledge: Knowledge) {
  const { assistantProfile, projects, experience, skillGroups } = knowledge.content;
  const { owner } = knowledge;
  const first = owner.firstName;

  /**
   * The profile links a question names by their platform ("GitLab", "blog", "X") or host. A name
   * of one or two letters counts only as a platform would be asked for: "on X", "X profile".
   */
  function namedLinks(question: string) {
    return links.filter((link) => {
      const host = /^https?:\/\/(?:www\.)?([^./]+)/.exec(link.href)?.[1] ?? "";
      const platform = normalize(link.label.replace(/\s*\b(?:profile|page|account)$/i, "")).trim();
      const words = normalize(`${link.label} ${host}`)
        .trim()
        .split(" ")
        .filter((word) => word.length > 2 && word !== "profile");
      if (words.some((word) => hasPhrase(question, word))) return true;
      if (platform.length > 2) return hasPhrase(question, platform);
      return new RegExp(`\\s(?:on ${platform}|${platform} (?:profile|account|handle|link))\\s`).test(question);
    });
  }
  const { email, links } = owner.contact;
  const fallback = () => assistantProfile.fallbackReply;

  const inSkills = (tech: Tech) => tech.groups.length > 0;
  const usersOf = (tech: Tech) => projects.filter((project) => projectUses(project, tech));

  /** Owner technologies of a kind, listed ones first in the order of the skill cards. */
  const techsOfKind = (kind: TechKind) => knowledge.techs.filter((tech) => tech.kinds.has(kind));

  /** The owner's technology closest to one they do not list (sharing the most kinds). */
  const nearest = (other: KnownTech): Tech | undefined => {
    let best = knowledge.techs.find((tech) => inSkills(tech) && other.near?.some((name) => tech.keys.has(squash(name))));
    if (best) return best;
    let bestScore = 0;
    for (const tech of knowledge.techs.filter(inSkills)) {
      const score = other.kinds.filter((kind) => tech.kinds.has(kind)).length;
      if (score > bestScore) {
        best = tech;
        bestScore = score;
      }
    }
    return best;
  };

  /** A sentence of the owner's content that names the phrase, if any ("REST endpoints in Express"). */
  const factMentioning = (phrases: readonly string[]) =>
    knowledge.factDocs.find((fact) => phrases.some((phrase) => hasPhrase(fact.normalized, phrase)));

  /** The content's sentence sharing a word with a phrase the question asks about ("edge computing" → "edge deployments"). */
  const factAbout = (phrase: string) => {
    const [best] = knowledge.facts.search(phrase, { prefix: false, fuzzy: false });
    return best ? knowledge.factDocs.find((fact) => fact.id === best.id) : undefined;
  };

  /** Where a project is published, as "Docker Hub (https://…)", optionally only on the outlets named. */
  const publishedOn = (project: Project, only: readonly Outlet[] = knowledge.outlets) =>
    only.flatMap((outlet) =>
      outlet.items.filter((item) => item.project === project).map((item) => `${outlet.label} as ${item.name}${item.href ? ` (${item.href})` : ""}`),
    );
  const noteOf = (project: Project) => assistantProfile.highlights.find((line) => hasPhrase(normalize(line), project.name));

  const describeProject = (project: Project) => {
    const where = project.live ? `try it at ${project.live}` : `the code is at ${project.github}`;
    const published = publishedOn(project);
    const note = noteOf(project);
    return `${project.name}: ${project.description} Built with ${joinList(project.stack)}; ${where}${published.length ? `; it's on ${joinList(published)}` : ""}${note ? `. ${saidOf(first, note)}` : ""}`;
  };

  const deployParts = (project: Project) =>
    shownDeployEntries(project.deploy)
      .filter(([key]) => key !== "domain" && !isPublicationKey(key))
      .map(([key, value]) => `${value} (${deployKeyLabel(key).toLowerCase() === "db" ? "database" : deployKeyLabel(key).toLowerCase()})`);

  const entryLine = (entry: ExperienceEntry) => `${entry.title} at ${entry.company} ${period(entry)}`;
  const describeEntry = (entry: ExperienceEntry) =>
    `${first} ${isCurrent(entry) ? "is" : "was"} ${entry.title} at ${entry.company} (${[entry.employmentType, entry.date, entry.location].filter(Boolean).join(", ")}). ${entry.description}`;
  const entryMentions = (entry: ExperienceEntry, tech: Tech) =>
    tech.normalizedPhrases.some((phrase) => normalize(`${entry.title} ${entry.description}`).includes(phrase));
  const during = (period: string, year: number) => {
    const range = monthRange(period);
    return range !== null && range[0] <= year * 12 + 11 && range[1] >= year * 12;
  };
  const monthsIn = (entry: ExperienceEntry) => {
    const range = monthRange(entry.date);
    return range ? range[1] - range[0] : 0;
  };

  return {
    fallback,
    greeting: () => `Hey there! 👋 Ask me anything about ${first}: skills, projects, experience or how to reach out.`,
    thanks: () => `Anytime! 😊 Anything else you'd like to know about ${first}?`,
    bye: () => `Bye for now! 👋 You can always write to ${first} at ${email}.`,
    identity: () =>
      `I'm ${first}'s virtual sidekick 😉, a little assistant that knows this portfolio inside out. Ask me about ${first}'s skills, projects or experience!`,
    /** "Tell me about yourself": who is answering, and about whom. */
    introduction: () =>
      withEmoji(`I'm ${first}'s virtual sidekick, here to answer for ${first}. In short: ${assistantProfile.snapshot.trim()}`, "😎"),
    pronouns: () => {
      return `${first} uses ${owner.pronouns.set} pronouns 🙂`;
    },
    /** The page's introduction in the owner's words: the sentence about `topic` ("weekends"), or all of it; null when none is. */
    ownWords: (topic?: string) => {
      const said = topic ? owner.bio.split(/(?<=[.!?])\s+/).find((sentence) => hasPhrase(normalize(sentence), topic)) : owner.bio.trim();
      return said ? withEmoji(`In ${first}'s own words: "${said}"`, "💬") : null;
    },
    refusal: () => `Nice try 😄 I only answer questions about ${first}'s work: skills, projects, experience and how to reach out.`,
    keepItFriendly: () => `Let's keep it friendly 🙂 Ask me anything about ${first}'s skills, projects or experience.`,

    /** `calling`: the visitor says they want to call, which some owners ask for before giving the number. */
    phone: (calling: boolean) => {
      const { phone, phoneRule } = owner.contact;
      if (!phone) return `${first} doesn't share a phone number here; e-mail works best: ${email} ✉️`;
      if (phoneRule.onlyToCallers && !calling)
        return `${first} gives the number to visitors who'd like to call; for anything else, e-mail works best: ${email} ✉️`;
      const note = phoneRule.messageFirst ? ` (${first} prefers a message before a call: ${email})` : "";
      return `You can call or WhatsApp ${first} on ${phone}${note} 📱`;
    },
    email: () => `${first}'s e-mail is ${email} ✉️`,
    contact: (hire: boolean) =>
      hire ? `Love that! E-mail ${first} at ${email} or press 'Hire Me!' on the page 🚀` : `The best way to reach ${first} is e-mail: ${email} ✉️`,
    resume: () => `There's no résumé file on the site, but you can ask ${first} for one at ${email} 📄`,

    /** Links: the ones the question names, or all of them; an honest note for a platform not listed. */
    links: (question: string, wantsCode: boolean) => {
      const named = namedLinks(question);
      const codeHost = links.find((link) => CODE_HOSTS.test(link.href));
      if (wantsCode && codeHost && named.length === 0) return `${first}'s code lives on ${codeHost.href} 💻`;
      if (named.length > 0) return withEmoji(named.map((link) => `${first}'s ${link.label}: ${link.href}`).join("; "), "🔗");
      const all = links.map((link) => `${link.label.replace(/ profile$/i, "")} (${link.href})`);
      const platform = Object.keys(LINK_PLATFORMS).find((name) => hasPhrase(question, name));
      if (platform) return `${first} doesn't list ${LINK_PLATFORMS[platform] ?? platform} here; find ${first} on ${joinList(all)} 🔗`;
      if (["website", "site", "portfolio"].some((word) => hasPhrase(question, word))) {
        return `You're on it! ${first}'s site is ${owner.contact.siteUrl}, and ${first} is also on ${joinList(all)} 🔗`;
      }
      return `Find ${first} on ${joinList(all)} 🔗`;
    },

    location: () => `${first} is based in ${owner.location} 📍`,
    remote: () => {
      const { remote, relocation } = assistantProfile.availability;
      const base = `based in ${owner.location}`;
      const { note } = assistantProfile.availability;
      const where = note && /remote|hybrid|on.?site|office/i.test(note) ? ` ${note}` : "";
      if (remote) return `Yes! ${first} is open to remote work 🌍 (${base}${relocation ? ", and open to relocating too" : ""}).${where}`;
      return `${first} isn't looking for remote work; ${first} is ${base}${relocation ? " and open to relocating" : ""} 📍${where}`;
    },
    relocation: () => {
      const { relocation, remote, note } = assistantProfile.availability;
      // The owner's own note says where to, when it does.
      const where = note && /relocat/i.test(note) ? `. ${note}` : "";
      if (relocation) return `Yes, ${first} is open to relocating from ${owner.location}${remote ? ", and to remote work too" : ""}${where} ✈️`;
      return `${first} isn't looking to relocate from ${owner.location}${remote ? ", but is open to remote work" : ""} 📍`;
    },
    /** `kind`: a kind of work asked about ("freelance"), said honestly when neither the roles nor the note name it. */
    availability: (kind?: string) => {
      const { roles, note, remote, relocation } = assistantProfile.availability;
      const unnamed =
        kind && !normalize(`${roles.join(" ")} ${note ?? ""}`).includes(normalize(kind).trim().slice(0, 6))
          ? `${capitalised(kind)} work isn't mentioned on the site, but `
          : "";
      if (roles.length === 0) return `${first} isn't looking for a new role right now, but you can still say hi at ${email} 👋`;
      const ways = [remote && "remote", relocation && "relocation"].filter(Boolean);
      const open = ways.length ? ` (open to ${joinList(ways as string[])})` : "";
      return `${unnamed}${first} is open to ${joinList(roles)} roles${open} 🚀${note ? ` ${note}` : ""}`;
    },
    /** The role before (1) or after (-1) one, the experience being newest first; or an honest none. */
    besideRole: (entry: ExperienceEntry, step: 1 | -1) => {
      const next = experience[experience.indexOf(entry) + step];
      if (next) return describeEntry(next);
      if (step === -1 && isCurrent(entry)) return `${entryLine(entry)} is ${first}'s current role 💼`;
      return `The site doesn't list a role ${step === 1 ? "before" : "after"} ${entryLine(entry)} 💼`;
    },
    /** The first or the longest role on the site. */
    rankedRole: (rank: "first" | "longest") => {
      const entry = rank === "first" ? experience.at(-1) : [...experience].sort((a, b) => monthsIn(b) - monthsIn(a))[0];
      return entry ? describeEntry(entry) : fallback();
    },
    /** The roles that overlap a year ("in 2019"). */
    rolesIn: (year: number) => experience.filter((entry) => during(entry.date, year)),
    studiedIn: (year: number) => assistantProfile.education.some((entry) => during(entry.years, year)),
    describeEntry,
    entryMentions,
    /**
     * The roles whose employment type is of a kind ("freelance", "part time"), or an honest none;
     * `now`: whether the current role is of that kind ("is she a contractor?").
     */
    rolesOfType: (kind: string, now: boolean, either: boolean) => {
      const stem = normalize(kind).trim().slice(0, 6);
      const ofKind = (entry: ExperienceEntry) => normalize(entry.employmentType).includes(stem);
      const current = experience.find(isCurrent);
      if (now && current)
        return `${either ? "" : ofKind(current) ? "Yes: " : "No: "}${first} is ${current.title} at ${current.company} (${current.employmentType}) 💼`;
      const matching = experience.filter(ofKind);
      if (matching.length > 0) return `Yes: ${matching.map(describeEntry).join(" ")}`;
      const kinds = joinList(unique(experience.map((entry) => entry.employmentType.toLowerCase())));
      return experience.length > 0 ? `None of ${first}'s roles on the site is ${kind} work: they are ${kinds} 💼` : fallback();
    },
    startDate: () => {
      const { note } = assistantProfile.availability;
      return note ? withEmoji(note, "🗓️") : fallback();
    },

    /** `missing`: what was asked and is not listed ("certifications"), said before what is. */
    education: (missing?: string) => {
      const entries = assistantProfile.education;
      if (entries.length === 0) return fallback();
      const studied = entries.map((e) => `${e.degree} at ${e.school} (${e.years})`);
      const text = `${first} studied ${joinList(studied)} 🎓`;
      return missing ? `${capitalised(missing)} ${/s$/.test(missing) ? "aren't" : "isn't"} listed on ${first}'s site, but ${text}` : text;
    },
    /** Does every study listed lead to a degree (so a question about school before university has no answer)? */
    onlyDegrees: () =>
      assistantProfile.education.every((entry) =>
        /\b(?:b|m|ph|d)\.?\s?[a-z]{0,4}\.?(?:\s|$)|bachelor|master|doctor|degree|diploma/i.test(entry.degree),
      ),

    /** Spoken languages; `named` are the languages the question names ("Does he speak French?"). */
    spokenLanguages: (named: readonly string[]) => {
      const spoken = assistantProfile.languages;
      if (spoken.length === 0) return fallback();
      const all = `${first} speaks ${joinList(spoken)}`;
      if (named.length === 0) return `${all} 🗣️`;
      const speaks = (language: string) => spoken.some((entry) => hasPhrase(normalize(entry), language));
      const yes = named.filter(speaks);
      const no = named.filter((language) => !speaks(language));
      if (no.length === 0) return `Yes! ${all} 🗣️`;
      return `${joinList(no, "or")} ${no.length > 1 ? "aren't" : "isn't"} among ${first}'s languages${yes.length ? `, but ${joinList(yes)} ${yes.length > 1 ? "are" : "is"}` : ""}: ${first} speaks ${joinList(spoken)} 🗣️`;
    },
    programmingLanguages: (alsoSpoken: boolean) => {
      const coded = techsOfKind("language").map((tech) => tech.name);
      const codes = coded.length ? `${first} codes in ${joinList(coded)}` : `${first} doesn't list programming languages`;
      const speaks = alsoSpoken && assistantProfile.languages.length ? ` and speaks ${joinList(assistantProfile.languages)}` : "";
      return `${codes}${speaks} ⌨️`;
    },

    internship: () => {
      const internships = experience.filter(isInternship);
      if (internships.length === 0) return `${first} doesn't list an internship; ${first}'s experience: ${joinList(experience.map(entryLine))}.`;
      return withEmoji(
        internships
          .map((entry) => `${first} interned at ${entry.company}${entry.location ? ` in ${entry.location}` : ""} as ${entry.title} (${entry.date})`)
          .join("; "),
        "🎒",
      );
    },
    team: () => {
      const led = experience.find((entry) => entry.teamSize);
      if (led) {
        const verb = isCurrent(led) ? "leads" : "led";
        return `${first} ${verb} a team of ${led.teamSize} as ${led.title} at ${led.company} ${period(led)} 👥`;
      }
      const lead = experience.find((entry) => /lead|manager|head|director|principal/i.test(entry.title));
      if (lead) return `${first} is ${lead.title} at ${lead.company} ${period(lead)}; the team's size isn't listed 👥`;
      return fallback();
    },
    current: () => {
      const current = owner.experience.find((entry) => entry.current);
      if (!current) {
        const latest = experience[0];
        return latest ? `${first}'s most recent role: ${entryLine(latest)} 💼` : `${first} is a ${owner.role} 💼`;
      }
      const details = [current.employmentType, current.location].filter(Boolean).join(", ");
      // The page's heading says what the owner is; the job title says where.
      const role = hasPhrase(normalize(current.title), owner.role) ? "" : `${article(owner.role)} ${owner.role}, currently `;
      return `${first} is ${role}${current.title} at ${current.company} ${period(current)}${details ? ` (${details})` : ""} 💼`;
    },
    experience: (count: boolean) => {
      if (experience.length === 0) return `${first} is a ${owner.role} 💼`;
      const companies = unique(experience.map((entry) => entry.company));
      const lead = count ? `${first} has worked at ${companies.length} compan${companies.length === 1 ? "y" : "ies"}: ` : `${first}'s experience: `;
      return `${lead}${joinList(experience.map(entryLine))} 💼`;
    },
    /** A company the visitor names that is not in the experience. */
    notAnEmployer: (company: string) => `${company} isn't in ${first}'s experience; ${first} has been ${joinList(experience.map(entryLine))} 💼`,

    /** One company's entry; `aspect` picks what the question wants of it. */
    entry: (entry: ExperienceEntry, aspect: "when" | "where" | "role" | "team" | "link" | "describe") => {
      const was = isCurrent(entry) ? "is" : "was";
      switch (aspect) {
        case "when":
          return `${first} ${was} ${entry.title} at ${entry.company} ${isCurrent(entry) ? period(entry) : `from ${entry.date}`} 🗓️`;
        case "where":
          return entry.location
            ? `${first}'s role at ${entry.company} ${was} in ${entry.location} 📍`
            : `The location of ${first}'s role at ${entry.company} isn't listed.`;
        case "role":
          return `At ${entry.company}, ${first} ${was} ${entry.title} (${entry.employmentType}, ${entry.date}): ${entry.description}`;
        case "team":
          return entry.teamSize
            ? `${first} ${isCurrent(entry) ? "leads" : "led"} a team of ${entry.teamSize} at ${entry.company} 👥`
            : `The team size at ${entry.company} isn't listed.`;
        case "link":
          return entry.url ? `${entry.company}'s website: ${entry.url} 🔗` : `The site doesn't list a website for ${entry.company} 🤔`;
        case "describe":
          return describeEntry(entry);
      }
    },
    /** Whether a company's entry mentions a technology ("Did he use React at Brightlane?"). */
    entryUses: (entry: ExperienceEntry, tech: { name: string; phrases: readonly string[] }) => {
      const described = tech.phrases.some((phrase) => hasPhrase(normalize(`${entry.title} ${entry.description}`), phrase));
      return described
        ? `Yes! At ${entry.company}: ${entry.description}`
        : `${first}'s ${entry.company} entry doesn't mention ${tech.name}; it says: ${entry.description}`;
    },

    /** `named`: the places of publication the question names ("is it on Google Play?"). */
    project: (project: Project, aspect: "stack" | "demo" | "code" | "deploy" | "published" | "when" | "describe", named: readonly Outlet[] = []) => {
      switch (aspect) {
        case "stack":
          return `${project.name} is built with ${joinList(project.stack)} 🛠️`;
        case "demo":
          return project.live
            ? `Yes! Try ${project.name} live at ${project.live} 🚀`
            : `${project.name} has no live demo yet, but its code is at ${project.github} 💻`;
        case "code":
          return project.github
            ? `${project.name}'s code is on ${project.github} 💻`
            : `${project.name}'s code isn't public, but you can try it at ${project.live} 🚀`;
        case "deploy": {
          const parts = deployParts(project);
          const published = shownDeployEntries(project.deploy).filter(([key]) => isPublicationKey(key));
          const domain = shownDeployEntries(project.deploy).find(([key]) => key === "domain")?.[1];
          const sentences = [
            parts.length
              ? `${project.name} runs on ${joinList(parts)}`
              : project.live
                ? `Where ${project.name} runs isn't listed, but it's live at ${project.live}`
                : `${project.name} isn't deployed anywhere yet; its code is at ${project.github}`,
            ...published.map(([key, name]) => `it's published on ${key === "npm" ? "npm" : deployKeyLabel(key)} as ${name}`),
            domain ? `its domain is ${domain}` : "",
          ].filter(Boolean);
          return withEmoji(sentences.join("; "), "☁️");
        }
        case "published": {
          const on = publishedOn(project, named.length ? named : knowledge.outlets);
          if (on.length) return `${project.name} is on ${joinList(on)} 📦`;
          const where = named.length
            ? joinList(
                named.map((outlet) => outlet.label),
                "or",
              )
            : "any store or registry";
          return `${project.name} isn't published on ${where}, but ${project.live ? `you can try it at ${project.live}` : `its code is at ${project.github}`} 🙂`;
        }
        case "when":
          return `The site doesn't say when ${project.name} was built, but you can ${project.live ? `try it at ${project.live}` : `see its code at ${project.github}`} 🙂`;
        case "describe":
          return withEmoji(describeProject(project), "🚀");
      }
    },
    /** "Does it use React?" about one project. */
    projectUses: (project: Project, tech: Tech) => {
      const npm = shownDeployEntries(project.deploy).find(([key]) => key === "npm")?.[1];
      if (npm && tech.keys.has("npm")) return `Yes! ${project.name} is published on npm as ${npm} 📦`;
      return projectUses(project, tech)
        ? `Yes! ${project.name} uses ${tech.name}: its stack is ${joinList(project.stack)} ✅`
        : `${project.name} doesn't use ${tech.name}; its stack is ${joinList(project.stack)} 🛠️`;
    },
    projectsBrief: (list: readonly Project[]) => withEmoji(list.map((project) => `${project.name}: ${project.description}`).join(" "), "🚀"),

    projectList: (count: boolean) => {
      const names = projects.map((project) => project.name);
      if (count) return `${first} has ${projects.length} project${projects.length === 1 ? "" : "s"} on the site: ${someOf(names, 12)} 🚀`;
      return `${first} has built ${someOf(names, 12)} 🚀 Ask me about any of them!`;
    },
    bestProject: () => {
      const highlighted =
        projects.find((project) => assistantProfile.highlights.some((line) => hasPhrase(normalize(line), project.name))) ?? projects[0];
      if (!highlighted) return fallback();
      return withEmoji(`${first} doesn't rank them, but a highlight is ${describeProject(highlighted)}`, "🌟");
    },
    liveProjects: (among: readonly Project[] = projects) => {
      const live = among.filter((project) => project.live);
      if (live.length === 0) return `None of ${first}'s projects has a live demo yet; their code is on GitHub 💻`;
      return `You can try ${live.length} of them live: ${joinList(live.map((project) => `${project.name} (${project.live})`))} 🚀`;
    },
    /** The projects published on the places named ("what's on crates.io?"). */
    publishedProjects: (named: readonly Outlet[]) =>
      withEmoji(
        named
          .map((outlet) => {
            if (outlet.items.length === 0) return `${outlet.label} isn't listed for any of ${first}'s projects`;
            const names = joinList(outlet.items.map((item) => item.project.name));
            return `${names} ${outlet.items.length > 1 ? "are" : "is"} on ${outlet.label}: ${joinList(outlet.items.map((item) => item.href ?? item.name))}`;
          })
          .join("; "),
        "📦",
      ),
    /** Of the projects listed, those without a live demo or public code. */
    lacking: (among: readonly Project[], aspect: "demo" | "code") => {
      const without = among.filter((project) => !(aspect === "demo" ? project.live : project.github));
      const what = aspect === "demo" ? "live demo" : "public code";
      if (without.length === 0) return `All of them have ${what} 🚀`;
      return `${joinList(without.map((project) => project.name))} ${without.length > 1 ? "have" : "has"} no ${what} 🤔`;
    },
    npmProjects: () => {
      const published = projects
        .map((project) => [project, shownDeployEntries(project.deploy).find(([key]) => key === "npm")?.[1]] as const)
        .filter((pair): pair is readonly [Project, string] => typeof pair[1] === "string");
      if (published.length === 0) return fallback();
      return withEmoji(published.map(([project, name]) => `${project.name} is published on npm as ${name}`).join("; "), "📦");
    },

    skills: () => {
      const parts = skillGroups.map(
        (group) =>
          `${group.title} (${someOf(
            group.items.map((item) => item.label),
            3,
          ).replace(/ and \d+ more$/, ", …")})`,
      );
      return `${first} works across ${joinList(parts)} 🛠️`;
    },

    /** A skill card, or every technology of a kind. `yes` answers "does he…?" questions. */
    kind: (kind: TechKind | null, groups: readonly SkillGroup[], yes: boolean) => {
      // A card named by the question ("Tools") unless the kind asked is narrower than the card ("testing tools").
      const named = groups.find((g) => kind === null || knowledge.groupKinds.get(g)?.has(kind));
      const group = named ?? skillGroups.find((g) => kind !== null && knowledge.groupKinds.get(g)?.has(kind));
      const listed = group ? group.items.map((item) => item.label) : [];
      // Beside the card, the technologies of the kind that only the projects name; without a card, all of them.
      const more = kind
        ? unique(
            techsOfKind(kind)
              .filter((tech) => !group || !inSkills(tech))
              .map((tech) => tech.name),
          )
        : [];
      const emoji = kind ? KINDS[kind].emoji : "🛠️";
      if (listed.length === 0 && more.length === 0) {
        return `${kind ? capitalised(KINDS[kind].label) : "That"} isn't listed on ${first}'s profile; ${first} works across ${joinList(skillGroups.map((g) => g.title))} 🤔`;
      }
      const lead = yes ? "Yes! " : "";
      if (listed.length === 0) return `${lead}For ${KINDS[kind ?? "tool"].label}, ${first} has used ${someOf(more, 8)} ${emoji}`;
      const extra = more.length ? `, and ${first}'s projects also use ${someOf(more, 5)}` : "";
      return `${lead}${first}'s ${group?.title} kit: ${joinList(listed)}${extra} ${emoji}`;
    },
    projectsOfKind: (kind: TechKind) => {
      const users = projects.filter((project) => techsOfKind(kind).some((tech) => projectUses(project, tech)));
      if (users.length === 0) return `None of ${first}'s projects lists ${KINDS[kind].label} in its stack 🤔`;
      return `${first}'s projects with ${KINDS[kind].label}: ${joinList(users.map((p) => p.name))} ${KINDS[kind].emoji}`;
    },

    /** "Does he know X?" for the owner's technologies, others, and unknown things. */
    knows: (techs: readonly Tech[], others: readonly KnownTech[], unknown: readonly UnknownTarget[], count: boolean, yesNo: boolean) => {
      const yes = yesNo ? "Yes! " : "";
      const sentences: string[] = [];
      for (const tech of techs) {
        const users = usersOf(tech).map((project) => project.name);
        const groups = joinList(tech.groups.map((g) => g.title));
        if (count) sentences.push(`${users.length} of ${first}'s projects use ${tech.name}${users.length ? `: ${joinList(users)}` : ""}`);
        else if (inSkills(tech) && users.length) {
          sentences.push(`${yes}${tech.name} is in ${first}'s ${groups} skills, and ${first} used it in ${someOf(users, 3)}`);
        } else if (inSkills(tech)) sentences.push(`${yes}${tech.name} is in ${first}'s ${groups} skills`);
        else sentences.push(`${yes}${first} used ${tech.name} in ${someOf(users, 3)}`);
      }
      for (const other of others) {
        const fact = factMentioning([other.name, ...(other.aliases ?? []).filter((alias) => alias.length > 3)]);
        if (fact) {
          sentences.push(`${first}'s profile mentions ${other.name}: ${fact.answer}`);
          continue;
        }
        const close = nearest(other);
        sentences.push(`${other.name} isn't listed on ${first}'s profile${close ? `; the closest is ${close.name}` : ""}`);
      }
      for (const { text, near } of unknown) {
        const fact = factMentioning([text]) ?? (near.length === 0 ? factAbout(text) : undefined);
        const name = `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
        const related = near.length ? `, but ${joinList(near.map((tech) => tech.name))} ${near.length > 1 ? "are" : "is"}` : "";
        if (fact) sentences.push(fact.answer);
        else sentences.push(`${name} isn't listed on ${first}'s profile${related}`);
      }
      // Several technologies asked together ("React and Stripe"): the role that used them all, if one did.
      const together = techs.length > 1 ? experience.find((entry) => techs.every((tech) => entryMentions(entry, tech))) : undefined;
      if (together) sentences.push(`Together at ${together.company}: ${together.description}`);
      const notListed = sentences.some((sentence) => sentence.includes("isn't listed"));
      return withEmoji(sentences.join(". ").replace(/\.\./g, "."), notListed ? "🤔" : "✅");
    },
    /** Which projects use each technology. */
    projectsUsing: (techs: readonly Tech[], others: readonly KnownTech[], unknown: readonly UnknownTarget[]) => {
      const sentences: string[] = [];
      for (const tech of techs) {
        const users = usersOf(tech).map((project) => project.name);
        if (users.length) sentences.push(`${tech.name} shows up in ${joinList(users)}`);
        else if (inSkills(tech))
          sentences.push(`None of the projects on the site lists ${tech.name}, though it's in ${first}'s ${tech.groups[0]?.title} skills`);
        else sentences.push(`None of the projects on the site lists ${tech.name}`);
      }
      for (const name of [...others.map((other) => other.name), ...unknown.map((target) => target.text)]) {
        sentences.push(`None of ${first}'s projects uses ${name}, and it isn't listed on ${first}'s profile`);
      }
      return withEmoji(sentences.join(". "), "🚀");
    },

    fullName: () => `${first}'s full name is ${owner.fullName} 😊`,
    /** Is this technology also one of the profile's link platforms ("GitHub")? */
    namedLinks,
    isLinkPlatform: (name: string) =>
      links.some(
        (link) =>
          normalize(`${link.label} ${link.href}`).includes(` ${normalize(name).trim()} `) ||
          link.href.toLowerCase().includes(squashName(name)) ||
          // "GitHub?" of an owner whose code is on GitLab: asked for the code host, whichever it is.
          (isCodeHost(name) && CODE_HOSTS.test(link.href)),
      ),
    /** "Is he front-end or back-end?" when the content has both. */
    bothKinds: (kinds: readonly TechKind[]) => {
      const parts = kinds.map((kind) => {
        const group = skillGroups.find((g) => knowledge.groupKinds.get(g)?.has(kind));
        const items = group ? group.items.map((item) => item.label) : techsOfKind(kind).map((tech) => tech.name);
        return [kind, items] as const;
      });
      const has = parts.filter(([, items]) => items.length > 0);
      if (has.length === 0) return fallback();
      const listed = has.map(([kind, items]) => `${KINDS[kind].label} (${someOf(items, 3)})`);
      return `${has.length === parts.length ? "Both! " : ""}${first} is a ${owner.role} working on ${joinList(listed)} 🛠️`;
    },
    isRole: (yesNo: boolean) => {
      const current = experience.find(isCurrent);
      const now = current ? `, currently ${current.title} at ${current.company}` : "";
      return `${yesNo ? "Yes! " : ""}${first} is a ${owner.role}${now} 😎`;
    },
    whyHire: () => {
      const lines = assistantProfile.highlights.slice(0, 2).map((line) => saidOf(first, line).replace(/\.$/, ""));
      return withEmoji(`${lines.join("; ")}. Say hi at ${email}!`, "🚀");
    },
    about: () => {
      const snapshot = assistantProfile.snapshot.trim();
      // The role as the page's heading says it, unless the snapshot already does.
      const intro = hasPhrase(normalize(snapshot), normalize(owner.role).trim())
        ? snapshot
        : `${owner.fullName} is ${article(owner.role)} ${owner.role}. ${snapshot}`;
      return withEmoji(intro, "😎");
    },
    highlights: () => {
      const lines = assistantProfile.highlights.slice(0, 3).map((line) => line.replace(/\.$/, ""));
      if (lines.length === 0) return fallback();
      return withEmoji(`Some highlights: ${lines.join("; ")}.`, "🌟");
    },
  };
}

export type Replies = ReturnType<typeof replies>;
