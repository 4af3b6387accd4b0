export type * from "../../../app/content/types";
