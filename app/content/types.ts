/**
 * The shapes of everything the site says about its owner, inferred from the schema the build
 * checks the content with (./schema.ts, where each field is described). Edit the values in the
 * sibling files; these types keep a typo from reaching visitors.
 */
import type { InferOutput } from "valibot";
import type { ContentSchema } from "./schema";

/** Everything the site says about its owner: the shape of this folder's index. */
export type SiteContent = InferOutput<ContentSchema>;

export type Profile = SiteContent["profile"];
export type Pronouns = Profile["pronouns"];
export type Image = Profile["portraits"]["default"];
export type ContactLink = Profile["links"][number];
/** `si:<slug>` (https://simpleicons.org) or `lu:<name>` (https://lucide.dev/icons). */
export type IconId = ContactLink["icon"];

/** One card of the Skills and Tools section, e.g. "Front-End" with its items. */
export type SkillGroup = SiteContent["skillGroups"][number];
export type SkillItem = SkillGroup["items"][number];

export type ExperienceEntry = SiteContent["experience"][number];

export type Project = SiteContent["projects"][number];
export type DeployTarget = Project["deploy"][string];

/** The fixed text the chat assistant answers from, beside the sections above. */
export type AssistantProfile = SiteContent["assistantProfile"];
export type EducationEntry = AssistantProfile["education"][number];
export type Availability = AssistantProfile["availability"];
