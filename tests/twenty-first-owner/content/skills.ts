import type { SkillGroup } from "./types";

/** Icons: `si:<slug>` from https://simpleicons.org, `lu:<name>` from https://lucide.dev/icons. */
export const skillGroups: SkillGroup[] = [
  {
    title: "Back End",
    items: [
      { label: "PHP", icon: "si:php" },
      { label: "Laravel", icon: "si:laravel" },
      { label: "Go", icon: "si:go" },
      { label: "REST APIs", icon: "lu:webhook" },
      { label: "PHPUnit", icon: "lu:test-tube" },
      { label: "Pest", icon: "lu:bug" },
    ],
  },
  {
    title: "Front End",
    items: [
      { label: "Vue.js", icon: "si:vuedotjs" },
      { label: "JavaScript", icon: "si:javascript" },
      { label: "TypeScript", icon: "si:typescript" },
      { label: "Inertia.js", icon: "si:inertia" },
      { label: "Tailwind CSS", icon: "si:tailwindcss" },
      { label: "HTML", icon: "si:html5" },
      { label: "CSS", icon: "si:css" },
    ],
  },
  {
    title: "Data & Payments",
    items: [
      { label: "MySQL", icon: "si:mysql" },
      { label: "Redis", icon: "si:redis" },
      { label: "M-Pesa (Daraja API)", icon: "lu:smartphone" },
      { label: "Stripe", icon: "si:stripe" },
      { label: "Mollie", icon: "lu:credit-card" },
    ],
  },
  {
    title: "Shipping Code",
    items: [
      { label: "Git", icon: "si:git" },
      { label: "GitHub Actions", icon: "si:githubactions" },
      { label: "Docker", icon: "si:docker" },
      { label: "Laravel Forge", icon: "lu:server" },
      { label: "DigitalOcean", icon: "si:digitalocean" },
      { label: "Linux", icon: "si:linux" },
    ],
  },
  {
    title: "Teaching & People",
    items: [
      { label: "Explaining hard things simply", icon: "lu:lightbulb" },
      { label: "Mentoring juniors", icon: "lu:users" },
      { label: "Curriculum design", icon: "lu:notebook-pen" },
      { label: "Workshops and talks", icon: "lu:presentation" },
    ],
  },
];
