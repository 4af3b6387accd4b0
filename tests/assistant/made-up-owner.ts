import type { SiteContent } from "./types";

/**
 * An owner who is not the sample: the judge's and the generator's own tests run against her,
 * so they prove that nothing depends on the shipped content.
 */
export const madeUpOwner: SiteContent = {
  profile: {
    firstName: "Maya",
    lastName: "Fernandes",
    initials: "MF",
    pronouns: "she",
    role: "Backend Engineer",
    bio: "I build data-heavy web apps and the APIs behind them.",
    email: "maya@example.org",
    phone: "+44 7700 900123",
    location: "Lisbon, Portugal",
    siteUrl: "https://maya.example.org",
    portraits: {
      default: { src: "/images/maya.svg", alt: "Maya" },
      alternate: { src: "/images/maya-waving.svg", alt: "Maya waving" },
    },
    links: [
      { label: "GitHub profile", href: "https://github.com/maya-example", icon: "si:github" },
      { label: "LinkedIn profile", href: "https://www.linkedin.com/in/maya-example", icon: "lu:briefcase-business" },
      { label: "Mastodon profile", href: "https://mastodon.example/@maya", icon: "si:mastodon" },
    ],
  },
  skillGroups: [
    {
      title: "Front-End",
      items: [
        { label: "Vue", icon: "si:vuedotjs" },
        { label: "TypeScript", icon: "si:typescript" },
      ],
    },
    {
      title: "Back-End",
      items: [
        { label: "Go", icon: "si:go" },
        { label: "PostgreSQL", icon: "si:postgresql" },
        { label: "Node.js", icon: "si:nodedotjs" },
      ],
    },
    { title: "AI / ML", items: [{ label: "scikit-learn", icon: "si:scikitlearn" }] },
    {
      title: "Tools",
      items: [
        { label: "Docker", icon: "si:docker" },
        { label: "Git", icon: "si:git" },
      ],
    },
    {
      title: "Deployments",
      items: [
        { label: "AWS", icon: "lu:cloud" },
        { label: "Netlify", icon: "si:netlify" },
      ],
    },
  ],
  experience: [
    {
      title: "Senior Engineer",
      employmentType: "Full-time",
      company: "Harbour Labs",
      date: "Mar 2021 – Present",
      location: "Lisbon",
      description: "Builds the billing APIs in Go and the dashboards in Vue.",
    },
    {
      title: "Teaching Assistant",
      employmentType: "Part-time",
      company: "University of Porto",
      date: "Sep 2018 – Jun 2019",
      location: "Porto",
      description: "Taught the web programming lab to second-year students.",
    },
    {
      title: "Junior Developer",
      employmentType: "Contract",
      company: "Lisbon Code Academy",
      date: "Jan 2019 – Feb 2021",
      description: "Maintained Node.js services for the academy's course platform.",
    },
  ],
  projects: [
    {
      name: "Tide Tables",
      github: "https://github.com/maya-example/tide-tables",
      live: "https://tides.example.org",
      description: "Tide times for every harbour in Portugal.",
      stack: ["Vue", "TypeScript"],
      deploy: { frontend: "Netlify" },
    },
    {
      name: "Ledger API",
      github: "https://github.com/maya-example/ledger-api",
      live: "",
      description: "A double-entry bookkeeping API.",
      stack: ["Go", "PostgreSQL"],
      deploy: { backend: "AWS", database: "TBD" },
    },
    {
      name: "Reading List",
      github: "https://github.com/maya-example/reading-list",
      live: "https://books.example.org",
      description: "Shared reading lists for book clubs.",
      stack: ["Node.js", "PostgreSQL", "Vue"],
      deploy: { frontend: "Netlify", backend: "AWS" },
    },
  ],
  assistantProfile: {
    snapshot: "Maya is a backend engineer in Lisbon. She builds APIs in Go and the screens that use them.",
    highlights: ["She moved Harbour Labs' billing to Go."],
    education: [{ degree: "MSc Informatics", school: "University of Porto", years: "2016 – 2018" }],
    languages: ["Portuguese", "English (fluent)"],
    availability: { roles: [], remote: false, relocation: true },
    responseStyle: ["Keep every answer under twenty words please.", "Use at most one emoji per answer."],
    privacyRules: ["Give out the phone number only when a visitor explicitly asks for it."],
    fallbackReply: "That one is not on my list, ask Maya at maya@example.org",
  },
};
