import type { SkillGroup } from "./types";

/** Icons: `si:<slug>` from https://simpleicons.org, `lu:<name>` from https://lucide.dev/icons. */
export const skillGroups: SkillGroup[] = [
  {
    title: "Mobile (my main thing)",
    items: [
      { label: "Flutter", icon: "si:flutter" },
      { label: "Dart", icon: "si:dart" },
      { label: "Kotlin", icon: "si:kotlin" },
      { label: "Jetpack Compose", icon: "si:jetpackcompose" },
      { label: "Android Studio", icon: "si:androidstudio" },
      { label: "Firebase", icon: "si:firebase" },
    ],
  },
  {
    title: "Web, the basics",
    items: [
      { label: "HTML", icon: "si:html5" },
      { label: "CSS", icon: "si:css" },
      { label: "JavaScript", icon: "si:javascript" },
      { label: "React", icon: "si:react" },
      { label: "TypeScript", icon: "si:typescript" },
      { label: "Node.js", icon: "si:nodedotjs" },
      { label: "Express", icon: "si:express" },
    ],
  },
  {
    title: "Data & ML (mostly from class)",
    items: [
      { label: "Python", icon: "si:python" },
      { label: "pandas", icon: "si:pandas" },
      { label: "scikit-learn", icon: "si:scikitlearn" },
      { label: "Jupyter", icon: "si:jupyter" },
      { label: "SQL", icon: "lu:database" },
      { label: "PostgreSQL", icon: "si:postgresql" },
    ],
  },
  {
    title: "Payments & APIs",
    items: [
      { label: "M-Pesa Daraja API", icon: "lu:smartphone" },
      { label: "Africa's Talking (SMS & USSD)", icon: "lu:message-square" },
      { label: "REST APIs", icon: "lu:plug" },
    ],
  },
  {
    title: "How I work",
    items: [
      { label: "Git", icon: "si:git" },
      { label: "GitHub", icon: "si:github" },
      { label: "Jest", icon: "si:jest" },
      { label: "pytest", icon: "si:pytest" },
      { label: "Figma", icon: "si:figma" },
      { label: "Postman", icon: "si:postman" },
      { label: "Linux", icon: "si:linux" },
    ],
  },
];
