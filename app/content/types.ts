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

/**
 * A file in public/ ("/images/portrait.jpg") and what it shows. JPEG, PNG or WebP of any size:
 * the build reads its width and height and makes smaller AVIF and WebP copies. SVG is served as it is.
 */
export interface Image {
  src: string;
  alt: string;
}

export interface ContactLink {
  /** Accessible name of the icon link, e.g. "GitHub profile". */
  label: string;
  href: string;
  icon: IconId;
}

/** How visitors and the assistant speak of the owner: "he" (him), "she" (her) or "they" (them). */
export type Pronouns = "he" | "she" | "they";

export interface Profile {
  firstName: string;
  lastName: string;
  /** Exactly two letters; the logo shrinks the first name down to these. */
  initials: string;
  pronouns: Pronouns;
  role: string;
  bio: string;
  email: string;
  /**
   * International format with country code, e.g. "+91 98765 43210". Leave it out to share no
   * number: the page then has no WhatsApp link and the assistant points to the e-mail.
   */
  phone?: string;
  location: string;
  /**
   * Up to five short texts (at most 4 characters each, e.g. "SQL", "λ", "</>") for the faces of the
   * About section's cube, beside the initials. Leave it out to show the icons of your first skills.
   */
  cube?: string[];
  /** Where the site is deployed; used for canonical links, Open Graph and the sitemap. */
  siteUrl: string;
  portraits: { default: Image; alternate: Image };
  /**
   * The icon links shown before the e-mail, in this order: code host, professional network,
   * X, a blog… as many as you like, or none.
   */
  links: ContactLink[];
}

export interface SkillItem {
  label: string;
  icon: IconId;
}

/** One card of the Skills and Tools section, e.g. "Front-End" with its items. */
export interface SkillGroup {
  title: string;
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
  /** People the owner leads in this role, if any; the assistant answers "how big is his team?" from it. */
  teamSize?: number;
}

/**
 * Where one part of a project runs or is published: a name ("Vercel"), or a name with a link
 * ({ name: "tidewatch", href: "https://pypi.org/project/tidewatch/" }).
 */
export type DeployTarget = string | { name: string; href?: string };

export interface Project {
  name: string;
  github: string;
  /** Empty when the project has no live deployment. */
  live: string;
  description: string;
  stack: string[];
  /**
   * Where each part runs or is published, by any label: frontend, backend, database (shown "DB"),
   * domain, npm, or your own ("PyPI", "crates.io", "Docker Hub", "App Store"…).
   * "TBD", "None" or "" entries are left out of the card.
   */
  deploy: Record<string, DeployTarget>;
  /** A screenshot at the top of the card: a file in public/, e.g. "/images/projects/tidewatch.png". */
  image?: Image;
}

export interface EducationEntry {
  degree: string;
  school: string;
  /** As shown to visitors, e.g. "2016 – 2020". */
  years: string;
  location?: string;
}

/** What the owner is looking for; the assistant answers availability questions from it. */
export interface Availability {
  /** Roles the owner would take, e.g. "Full stack developer"; empty when not looking. */
  roles: string[];
  /** Open to working remotely. */
  remote: boolean;
  /** Open to moving for a role. */
  relocation: boolean;
  /** Anything else a recruiter should know, in one sentence (notice period, start date…). */
  note?: string;
}

/** The fixed text the chat assistant answers from, beside the sections above. */
export interface AssistantProfile {
  snapshot: string;
  /** Achievements worth mentioning, one sentence each. */
  highlights: string[];
  education: EducationEntry[];
  /** Spoken languages, e.g. "English", "Tamil (native)". */
  languages: string[];
  availability: Availability;
  /** How the assistant talks: greeting style, length, emoji. */
  responseStyle: string[];
  /** What it must never share or discuss unprompted. */
  privacyRules: string[];
  /** Said when the question is outside what it knows. */
  fallbackReply: string;
}

/** Everything the site says about its owner: the shape of this folder's index. */
export interface SiteContent {
  profile: Profile;
  skillGroups: SkillGroup[];
  experience: ExperienceEntry[];
  projects: Project[];
  assistantProfile: AssistantProfile;
}
