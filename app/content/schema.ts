import * as v from "valibot";
// Relative, not "~/": vite.config.ts loads this file through the content check, before any alias exists.
import { phoneE164 } from "../lib/phone-number.server";

/**
 * The shape of everything the site says about its owner, as one Valibot schema: the build checks
 * the content folder against it (scripts/content-rules.ts turns each issue into a sentence naming
 * the file and the field), and app/content/types.ts infers the types from it, so the two never
 * drift. Each message is the end of that sentence, after the field's name.
 */

/** Checks that need the files around the content: the build passes them, the types do not. */
export interface ContentContext {
  /** What is wrong with an icon id ("si:pytroch"), or null when the icon set has it. */
  iconMistake?: (id: string) => string | null;
  /** Whether public/ has the file a path names ("/images/portrait.jpg"). */
  publicFileExists?: (src: string) => boolean;
}

const quoted = (value: unknown) => JSON.stringify(value);
const TEXT = "must be some text, not empty";
const LIST = "must be a list [ … ]";
const AT_LEAST_ONE = "must have at least one entry";

const text = () =>
  v.pipe(
    v.string(TEXT),
    v.check((value) => value.trim() !== "", TEXT),
  );
const list = <T extends v.GenericSchema>(item: T) => v.array(item, LIST);
const filledList = <T extends v.GenericSchema>(item: T) => v.pipe(list(item), v.minLength(1, AT_LEAST_ONE));

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".");
  } catch {
    return false;
  }
}

const webAddress = () => {
  const message = (issue: v.BaseIssue<unknown>) => `must be a web address (https://…), not ${quoted(issue.input)}`;
  return v.pipe(v.string(message), v.check(isWebAddress, message));
};

/** A web address, or "" for none. */
const webAddressOrEmpty = () => {
  const message = (issue: v.BaseIssue<unknown>) => `must be a web address (https://…) or "", not ${quoted(issue.input)}`;
  return v.pipe(
    v.string(message),
    v.check((value) => value === "" || isWebAddress(value), message),
  );
};

/** A web address, "" or left out for none. */
const optionalWebAddress = () => v.optional(webAddressOrEmpty());

const PHONE_SHAPE = /^\+?[\d\s\-.()]+$/;

export function contentSchema(context: ContentContext = {}) {
  /**
   * An icon from a bundled icon set, drawn from an SVG sprite built at build time: `si:<slug>` is a
   * Simple Icons brand (https://simpleicons.org), `lu:<name>` a Lucide icon (https://lucide.dev/icons).
   */
  const icon = v.pipe(
    v.custom<`si:${string}` | `lu:${string}`>(
      (value) => typeof value === "string" && /^(si|lu):/.test(value),
      (issue) => `must be "si:<name>" (https://simpleicons.org) or "lu:<name>" (https://lucide.dev/icons), not ${quoted(issue.input)}`,
    ),
    v.rawCheck(({ dataset, addIssue }) => {
      const mistake = dataset.typed ? context.iconMistake?.(dataset.value) : null;
      if (mistake) addIssue({ message: mistake });
    }),
  );

  /**
   * A file in public/ ("/images/portrait.jpg") and what it shows. JPEG, PNG or WebP of any size:
   * the build reads its width and height and makes smaller AVIF and WebP copies. SVG is served as it is.
   */
  const image = v.object(
    {
      src: v.pipe(
        v.string((issue) => `must be a path in public/ starting with "/", not ${quoted(issue.input)}`),
        v.check(
          (src) => src.startsWith("/"),
          (issue) => `must be a path in public/ starting with "/", not ${quoted(issue.input)}`,
        ),
        v.check(
          (src) => !src.startsWith("/") || /\.(jpe?g|png|webp|svg)$/i.test(src),
          (issue) => `must be a JPEG, PNG, WebP or SVG file, not ${quoted(issue.input)}`,
        ),
        v.check(
          (src) => !/^\/.*\.(jpe?g|png|webp|svg)$/i.test(src) || (context.publicFileExists?.(src) ?? true),
          (issue) => `names ${String(issue.input)}, but public${String(issue.input)} does not exist`,
        ),
      ),
      alt: text(),
    },
    "must be an image: { src, alt }",
  );

  const contactLink = v.object({
    /** Accessible name of the icon link, e.g. "GitHub profile". */
    label: text(),
    href: webAddress(),
    icon,
  });

  const profile = v.object(
    {
      firstName: text(),
      lastName: text(),
      /** Exactly two letters; the logo shrinks the first name down to these. */
      initials: v.pipe(
        v.string((issue) => `must be two letters, such as "AK", not ${quoted(issue.input)}`),
        v.regex(/^\p{L}{2}$/u, (issue) => `must be two letters, such as "AK", not ${quoted(issue.input)}`),
      ),
      /** How visitors and the assistant speak of the owner: "he" (him), "she" (her) or "they" (them). */
      pronouns: v.picklist(
        ["he", "she", "they"],
        (issue) => `must be "he", "she" or "they" (how the greeting speaks of you), not ${quoted(issue.input)}`,
      ),
      role: text(),
      bio: text(),
      email: v.pipe(
        v.string((issue) => `must be an e-mail address, not ${quoted(issue.input)}`),
        v.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, (issue) => `must be an e-mail address, not ${quoted(issue.input)}`),
      ),
      /**
       * With its country code, e.g. "+44 7700 900123" ("+44 (0)7700 900123" is fine: the national 0
       * is dropped). Leave it out to share no number: the page then has no WhatsApp link and the
       * assistant points to the e-mail.
       */
      phone: v.optional(
        v.pipe(
          v.string((issue) => `must be a phone number such as "+44 7700 900123", or left out, not ${quoted(issue.input)}`),
          v.regex(PHONE_SHAPE, (issue) => `must be a phone number such as "+44 7700 900123", or left out, not ${quoted(issue.input)}`),
          v.check(
            (phone) => !PHONE_SHAPE.test(phone) || phoneE164(phone) !== null,
            (issue) => `${quoted(issue.input)} is not a possible phone number: write it with its country code, such as "+44 7700 900123"`,
          ),
        ),
      ),
      location: text(),
      /**
       * Up to five short texts (at most 4 characters each, e.g. "SQL", "λ", "</>") for the faces of the
       * About section's cube, beside the initials. Leave it out to show the icons of your first skills.
       */
      cube: v.optional(
        v.pipe(
          filledList(
            v.pipe(
              v.string((issue) => `must be 1 to 4 characters, such as "SQL", not ${quoted(issue.input)}`),
              v.check(
                (face) => face.trim() !== "" && [...face].length <= 4,
                (issue) => `must be 1 to 4 characters, such as "SQL", not ${quoted(issue.input)}`,
              ),
            ),
          ),
          v.maxLength(5, (issue) => `has ${String(issue.received)} faces, but the cube has room for 5 beside the initials`),
        ),
      ),
      /** Where the site is deployed; used for canonical links, Open Graph and the sitemap. */
      siteUrl: webAddress(),
      portraits: v.object({ default: image, alternate: image }, "must be { default: { src, alt }, alternate: { src, alt } }"),
      /**
       * The icon links shown before the e-mail, in this order: code host, professional network,
       * X, a blog… as many as you like, or none.
       */
      links: list(contactLink),
    },
    "must be exported",
  );

  const skillItem = v.object({ label: text(), icon });

  /** One card of the Skills and Tools section, e.g. "Front-End" with its items. */
  const skillGroup = v.object({ title: text(), items: filledList(skillItem) });

  const experienceEntry = v.object({
    title: text(),
    employmentType: text(),
    company: text(),
    /** As shown to visitors, e.g. "Oct 2024 – Present". */
    date: text(),
    location: v.optional(v.string()),
    description: text(),
    /** When present the whole card links here, opening in a new tab. */
    url: optionalWebAddress(),
    /** People the owner leads in this role, if any; the assistant answers "how big is his team?" from it. */
    teamSize: v.optional(
      v.pipe(
        v.number((issue) => `must be a whole number of people, or left out, not ${quoted(issue.input)}`),
        v.integer((issue) => `must be a whole number of people, or left out, not ${quoted(issue.input)}`),
        v.minValue(1, (issue) => `must be a whole number of people, or left out, not ${quoted(issue.input)}`),
      ),
    ),
  });

  /**
   * Where one part of a project runs or is published: a name ("Vercel"), or a name with a link
   * ({ name: "tidewatch", href: "https://pypi.org/project/tidewatch/" }).
   */
  const deployTarget = v.union(
    [v.string(), v.object({ name: text(), href: optionalWebAddress() })],
    (issue) => `must be a name or { name, href }, not ${quoted(issue.input)}`,
  );

  const project = v.pipe(
    v.object({
      name: text(),
      /** The code's address on any host (GitHub, GitLab, Codeberg…), or "". */
      github: webAddressOrEmpty(),
      /** Empty when the project has no live deployment. */
      live: webAddressOrEmpty(),
      description: text(),
      stack: list(text()),
      /**
       * Where each part runs or is published, by any label: frontend, backend, database (shown "DB"),
       * domain, npm, or your own ("PyPI", "crates.io", "Docker Hub", "App Store"…).
       * "TBD", "None" or "" entries are left out of the card.
       */
      deploy: v.record(
        v.pipe(
          v.string(),
          v.check((key) => key.trim() !== "", 'needs a label, such as "PyPI"'),
        ),
        deployTarget,
        "must be { label: where, … }",
      ),
      /** A screenshot at the top of the card: a file in public/, e.g. "/images/projects/tidewatch.png". */
      image: v.optional(image),
    }),
    v.check((entry) => Boolean(entry.github || entry.live), "needs a github or a live address: the card links to one of them"),
  );

  const educationEntry = v.object({
    degree: text(),
    school: text(),
    /** As shown to visitors, e.g. "2016 – 2020". */
    years: text(),
    location: v.optional(v.string()),
  });

  /** What the owner is looking for; the assistant answers availability questions from it. */
  const availability = v.object(
    {
      /** Roles the owner would take, e.g. "Full stack developer"; empty when not looking. */
      roles: list(v.string()),
      /** Open to working remotely. */
      remote: v.boolean("must be true or false"),
      /** Open to moving for a role. */
      relocation: v.boolean("must be true or false"),
      /** Anything else a recruiter should know, in one sentence (notice period, start date…). */
      note: v.optional(v.string()),
    },
    "must be { roles: [...], remote: true or false, relocation: true or false }",
  );

  /** The fixed text the chat assistant answers from, beside the sections above. */
  const assistantProfile = v.object(
    {
      snapshot: text(),
      /** Achievements worth mentioning, one sentence each. */
      highlights: list(v.string()),
      education: list(educationEntry),
      /** Spoken languages, e.g. "English", "Tamil (native)". */
      languages: list(v.string()),
      availability,
      /** How the assistant talks: greeting style, length, emoji. */
      responseStyle: list(v.string()),
      /** What it must never share or discuss unprompted. */
      privacyRules: list(v.string()),
      /** Said when the question is outside what it knows. */
      fallbackReply: text(),
      /**
       * Your own answers to questions the content does not cover (notice period, visa, why
       * this stack): a few ways a visitor might ask, and your answer. Optional; [] is fine.
       */
      faq: v.optional(
        list(
          v.object(
            { questions: v.pipe(list(text()), v.minLength(1, "needs at least one way a visitor might ask")), answer: text() },
            'must be { questions: ["…"], answer: "…" }',
          ),
        ),
      ),
    },
    "must be exported",
  );

  return v.object({
    profile,
    skillGroups: uniqueBy(filledList(skillGroup), "title", (title) => `repeats ${quoted(title)}: each card needs its own title`),
    experience: filledList(experienceEntry),
    projects: uniqueBy(filledList(project), "name", () => "repeats another project's name: each card needs its own"),
    assistantProfile,
  });
}

/** A list whose entries must differ in one field: the second of two alike is the mistake. */
function uniqueBy<Entry extends Record<Key, unknown>, Key extends string>(
  schema: v.GenericSchema<unknown, Entry[]>,
  key: Key,
  message: (value: unknown) => string,
) {
  return v.pipe(
    schema,
    v.rawCheck<Entry[]>(({ dataset, addIssue }) => {
      // Checked even when an entry has another mistake, so that every mistake is listed at once.
      const entries: unknown = dataset.value;
      if (!Array.isArray(entries)) return;
      const seen = new Set<unknown>();
      entries.forEach((entry: Record<string, unknown>, index) => {
        const value = entry?.[key];
        if (value === undefined) return;
        if (seen.has(value)) {
          addIssue({
            message: message(value),
            path: [
              { type: "array", origin: "value", input: entries, key: index, value: entry },
              { type: "object", origin: "value", input: entry, key, value },
            ],
          });
        }
        seen.add(value);
      });
    }),
  );
}

export type ContentSchema = ReturnType<typeof contentSchema>;
