// The hundred-and-thirty-eighth owner's whole content, as app/content/index.ts exports the sample's.
import type { SiteContent } from "./types";
import { assistantProfile } from "./assistant";
import { experience } from "./experience";
import { profile } from "./profile";
import { projects } from "./projects";
import { skillGroups } from "./skills";

export const hundredAndThirtyEighthOwner: SiteContent = { profile, skillGroups, experience, projects, assistantProfile };
