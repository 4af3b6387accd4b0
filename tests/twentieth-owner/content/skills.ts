import type { SkillGroup } from "./types";

/** Icons: `si:<slug>` from https://simpleicons.org, `lu:<name>` from https://lucide.dev/icons. */
export const skillGroups: SkillGroup[] = [
  {
    title: "Back-End (my old day job)",
    items: [
      { label: "Go", icon: "si:go" },
      { label: "Python", icon: "si:python" },
      { label: "Ruby on Rails", icon: "si:rubyonrails" },
      { label: "Django", icon: "si:django" },
      { label: "PostgreSQL", icon: "si:postgresql" },
      { label: "Redis", icon: "si:redis" },
      { label: "SQLite", icon: "si:sqlite" },
    ],
  },
  {
    title: "Testing & QA (where I started)",
    items: [
      { label: "Playwright", icon: "lu:flask-conical" },
      { label: "Selenium", icon: "si:selenium" },
      { label: "pytest", icon: "si:pytest" },
      { label: "Cypress", icon: "si:cypress" },
      { label: "k6", icon: "si:k6" },
      { label: "Postman", icon: "si:postman" },
      { label: "TypeScript", icon: "si:typescript" },
    ],
  },
  {
    title: "Just Enough Front-End",
    items: [
      { label: "htmx", icon: "si:htmx" },
      { label: "Hotwire", icon: "lu:zap" },
      { label: "Alpine.js", icon: "si:alpinedotjs" },
      { label: "Tailwind CSS", icon: "si:tailwindcss" },
      { label: "JavaScript", icon: "si:javascript" },
    ],
  },
  {
    title: "Shipping & Infra",
    items: [
      { label: "Docker", icon: "si:docker" },
      { label: "Hetzner", icon: "si:hetzner" },
      { label: "Render", icon: "si:render" },
      { label: "AWS", icon: "lu:cloud" },
      { label: "GitHub Actions", icon: "si:githubactions" },
      { label: "Cloudflare", icon: "si:cloudflare" },
      { label: "Linux", icon: "si:linux" },
    ],
  },
  {
    title: "Running the Business",
    items: [
      { label: "Stripe", icon: "si:stripe" },
      { label: "Plausible Analytics", icon: "lu:chart-line" },
      { label: "Buttondown", icon: "lu:mail" },
      { label: "Transistor", icon: "lu:mic" },
      { label: "Figma", icon: "si:figma" },
    ],
  },
];
