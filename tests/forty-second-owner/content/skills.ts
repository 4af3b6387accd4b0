import type { SkillGroup } from "./types";

/** Icons: `si:<slug>` from https://simpleicons.org, `lu:<name>` from https://lucide.dev/icons. */
export const skillGroups: SkillGroup[] = [
  {
    title: "Elixir & Phoenix",
    items: [
      { label: "Elixir", icon: "si:elixir" },
      { label: "Phoenix", icon: "si:phoenixframework" },
      { label: "Phoenix LiveView", icon: "lu:zap" },
      { label: "Ecto", icon: "lu:database" },
      { label: "ExUnit", icon: "lu:check-check" },
    ],
  },
  {
    title: "Ruby & Rails",
    items: [
      { label: "Ruby", icon: "si:ruby" },
      { label: "Ruby on Rails", icon: "si:rubyonrails" },
      { label: "RSpec", icon: "lu:flask-conical" },
    ],
  },
  {
    title: "Data & the Browser",
    items: [
      { label: "PostgreSQL", icon: "si:postgresql" },
      { label: "JavaScript", icon: "si:javascript" },
      { label: "Tailwind CSS", icon: "si:tailwindcss" },
      { label: "Accessibility basics (WCAG)", icon: "lu:accessibility" },
    ],
  },
  {
    title: "Shipping",
    items: [
      { label: "Docker", icon: "si:docker" },
      { label: "Fly.io", icon: "si:flydotio" },
      { label: "GitHub Actions", icon: "si:githubactions" },
      { label: "Git", icon: "si:git" },
    ],
  },
  {
    title: "Teaching & Communication",
    items: [
      { label: "Classroom teaching", icon: "lu:school" },
      { label: "Explaining technical ideas", icon: "lu:lightbulb" },
      { label: "Curriculum design", icon: "lu:book-open" },
      { label: "Public speaking", icon: "lu:mic" },
      { label: "Mentoring", icon: "lu:users" },
    ],
  },
];
