// The content's types, where these files find them once copied into app/content/.
export type * from "../../../app/content/types";
