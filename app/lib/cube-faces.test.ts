import { expect, test } from "vitest";
import type { SkillGroup } from "~/content/types";
import { cubeFaces } from "./cube-faces";

const skills: SkillGroup[] = [
  {
    title: "Data",
    items: [
      { label: "Python", icon: "si:python" },
      { label: "PyTorch", icon: "si:pytorch" },
    ],
  },
  { title: "Ops", items: [4, 5, 6, 7].map((n) => ({ label: `Tool ${n}`, icon: `lu:dice-${n}` as const })) },
];

test("without profile.cube the faces are the initials and the icons of the first five skills", () => {
  expect(cubeFaces({ initials: "MF" }, skills)).toEqual([
    { kind: "text", text: "MF" },
    { kind: "icon", icon: "si:python" },
    { kind: "icon", icon: "si:pytorch" },
    { kind: "icon", icon: "lu:dice-4" },
    { kind: "icon", icon: "lu:dice-5" },
    { kind: "icon", icon: "lu:dice-6" },
  ]);
});

test("profile.cube replaces the skills, and a short list goes around the cube again", () => {
  expect(cubeFaces({ initials: "MF", cube: ["SQL", "λ"] }, skills).map((face) => (face.kind === "text" ? face.text : face.icon))).toEqual([
    "MF",
    "SQL",
    "λ",
    "SQL",
    "λ",
    "SQL",
  ]);
});

test("one skill fills every face after the initials", () => {
  const one = [{ title: "Go", items: [{ label: "Go", icon: "si:go" as const }] }];
  expect(cubeFaces({ initials: "GO" }, one).slice(1)).toEqual(Array(5).fill({ kind: "icon", icon: "si:go" }));
});
