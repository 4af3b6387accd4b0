import type { SkillGroup } from "./types";

/** Icons: `si:<slug>` from https://simpleicons.org, `lu:<name>` from https://lucide.dev/icons. */
export const skillGroups: SkillGroup[] = [
  {
    title: "Languages",
    items: [
      { label: "C++ (C++17 and C++20)", icon: "si:cplusplus" },
      { label: "Python", icon: "si:python" },
    ],
  },
  {
    title: "Imaging & 3D Visualisation",
    items: [
      { label: "VTK", icon: "lu:box" },
      { label: "ITK", icon: "lu:scan" },
      { label: "Qt", icon: "si:qt" },
      { label: "OpenGL (a little)", icon: "si:opengl" },
      { label: "PyTorch (inference only, not training)", icon: "si:pytorch" },
    ],
  },
  {
    title: "Medical Standards & Regulation",
    items: [
      { label: "DICOM", icon: "lu:file-scan" },
      { label: "HL7 v2 (a little)", icon: "lu:arrow-left-right" },
      { label: "IEC 62304 (medical device software)", icon: "lu:shield-check" },
      { label: "EU MDR (Medical Device Regulation)", icon: "lu:scale" },
    ],
  },
  {
    title: "Build & Tooling",
    items: [
      { label: "CMake", icon: "si:cmake" },
      { label: "Git", icon: "si:git" },
      { label: "Jenkins", icon: "si:jenkins" },
      { label: "Linux", icon: "si:linux" },
    ],
  },
  {
    title: "Clinical Background",
    items: [
      { label: "CT and MRI scanning (five years as a radiographer)", icon: "lu:activity" },
      { label: "PACS and radiology workflows", icon: "lu:hospital" },
    ],
  },
];
