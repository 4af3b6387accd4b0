/** Everything the site says about its owner. Edit the files in this folder to make it yours. */
export { profile } from "./profile";
export { skillGroups } from "./skills";
export { experience } from "./experience";
export { projects } from "./projects";
export { assistantProfile } from "./assistant";
export type * from "./types";
