/**
 * The shapes of everything the site says about its owner. Edit the values in
 * the sibling files; these types keep a typo from reaching visitors.
 */

/**
 * An icon from a bundled icon set, drawn from an SVG sprite built at build time:
 * `si:<slug>` is a Simple Icons brand (https://simpleicons.org), `lu:<name>` a Lucide icon
 * (https://lucide.dev/icons). Unknown names fail the build with a clear message.
 */
export type IconId = `si:${string}` | `lu:${string}`;

export interface Image {
  src: string;
  alt: string;
  width: number;
  height: number;
}

export interface ContactLink {
  /** Accessible name of the icon link, e.g. "GitHub profile". */
  label: string;
  href: string;
  icon: IconId;
}

export interface Profile {
  firstName: string;
  lastName: string;
  /** Exactly two letters; the logo shrinks the first name down to these. */
  initials: string;
  role: string;
  bio: string;
  email: string;
  /** International format with country code, e.g. "+91 98765 43210". */
  phone: string;
  location: string;
  /** Where the site is deployed; used for canonical links, Open Graph and the sitemap. */
  siteUrl: string;
  portraits: { default: Image; alternate: Image };
  links: {
    codeHost: ContactLink;
    professionalNetwork: ContactLink;
    photoSocial: ContactLink;
  };
}

export interface SkillItem {
  label: string;
  icon: IconId;
}

export interface SkillGroup {
  title: "Front-End" | "Back-End" | "AI / ML" | "Tools" | "Deployments";
  items: SkillItem[];
}

export interface ExperienceEntry {
  title: string;
  employmentType: string;
  company: string;
  /** As shown to visitors, e.g. "Oct 2024 – Present". */
  date: string;
  location?: string;
  description: string;
  /** When present the whole card links here, opening in a new tab. */
  url?: string;
}

export const DEPLOY_KEYS = ["frontend", "backend", "database", "domain", "npm"] as const;
export type DeployKey = (typeof DEPLOY_KEYS)[number];

export interface Project {
  name: string;
  github: string;
  /** Empty when the project has no live deployment. */
  live: string;
  description: string;
  stack: string[];
  /** Where each part runs; "TBD", "None" or "" entries are left out of the card. */
  deploy: Partial<Record<DeployKey, string>>;
}

export interface EducationEntry {
  degree: string;
  school: string;
  years: string;
}

/** The fixed text the chat assistant answers from, beside the sections above. */
export interface AssistantProfile {
  snapshot: string;
  highlights: string[];
  education: EducationEntry[];
  basics: string[];
  /** How the assistant talks: greeting style, length, emoji. */
  responseStyle: string[];
  /** What it must never share or discuss unprompted. */
  privacyRules: string[];
  /** Said when the question is outside what it knows. */
  fallbackReply: string;
}
