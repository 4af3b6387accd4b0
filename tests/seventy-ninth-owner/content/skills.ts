import type { SkillGroup } from "./types";

/** Icons: `si:<slug>` from https://simpleicons.org, `lu:<name>` from https://lucide.dev/icons. */
export const skillGroups: SkillGroup[] = [
  {
    title: "Languages",
    items: [
      { label: "Ruby", icon: "si:ruby" },
      { label: "Elixir", icon: "si:elixir" },
      { label: "SQL", icon: "lu:database" },
      { label: "JavaScript", icon: "si:javascript" },
    ],
  },
  {
    title: "Web & Back End",
    items: [
      { label: "Ruby on Rails", icon: "si:rubyonrails" },
      { label: "Hotwire (Turbo & Stimulus)", icon: "lu:zap" },
      { label: "Sidekiq", icon: "lu:timer" },
      { label: "Phoenix LiveView", icon: "lu:radio" },
      { label: "RSpec", icon: "lu:flask-conical" },
    ],
  },
  {
    title: "Data",
    items: [
      { label: "PostgreSQL", icon: "si:postgresql" },
      { label: "Redis", icon: "si:redis" },
    ],
  },
  {
    title: "Infrastructure",
    items: [
      { label: "Heroku", icon: "lu:cloud" },
      { label: "Fly.io", icon: "lu:cloud-upload" },
      { label: "Terraform", icon: "si:terraform" },
      { label: "Docker", icon: "si:docker" },
      { label: "GitHub Actions", icon: "si:githubactions" },
    ],
  },
  {
    title: "Mobile",
    items: [{ label: "React Native", icon: "si:react" }],
  },
  {
    title: "Technical Leadership",
    items: [
      { label: "Architecture reviews", icon: "lu:drafting-compass" },
      { label: "Hiring first engineers", icon: "lu:users" },
      { label: "Technical due diligence", icon: "lu:search-check" },
      { label: "Roadmaps with founders", icon: "lu:map" },
    ],
  },
];
