import type { IconId, Profile, SkillGroup } from "~/content/types";

export type CubeFace = { kind: "text"; text: string } | { kind: "icon"; icon: IconId };

/** A cube has six faces: the initials, then five more. */
const OTHER_FACES = 5;

/**
 * The cube's faces: the owner's initials, then `profile.cube` when the owner wrote it, else
 * the icons of the first skills, so the cube says what this owner works with. Short lists
 * repeat around the cube.
 */
export function cubeFaces(profile: Pick<Profile, "initials" | "cube">, skillGroups: readonly SkillGroup[]): CubeFace[] {
  const chosen: CubeFace[] = profile.cube?.length
    ? profile.cube.map((text) => ({ kind: "text", text }))
    : skillGroups.flatMap((group) => group.items).map((item) => ({ kind: "icon", icon: item.icon }));
  const others = chosen.length ? Array.from({ length: OTHER_FACES }, (_, index) => chosen[index % chosen.length] as CubeFace) : [];
  return [{ kind: "text", text: profile.initials }, ...others];
}
