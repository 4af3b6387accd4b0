import type { Profile } from "./types";

/** A made-up owner: a site reliability engineer of Tongan heritage in Auckland. */
export const profile: Profile = {
  firstName: "Sione",
  lastName: "Fifita",
  initials: "SF",
  pronouns: "they",
  role: "Site Reliability Engineer",
  bio:
    "Mālō e lelei! I'm Sione, a site reliability engineer in Auckland with Tongan roots. I started on the help desk of a Pasifika community trust " +
    "while I was studying, fixing printers and teaching elders to use e-mail, and I have been keeping systems running ever since: Linux servers at a university, " +
    "a Kubernetes platform for a government digital service in Wellington, and now on-call and observability for Kōtuku Airways' digital team. " +
    "I care about reliability that doesn't cost people their sleep: good alerts, clear runbooks, blameless postmortems and fair on-call rotations. " +
    "On Saturdays I run a free coding club for Pasifika high-school students.",
  email: "sione.fifita@example.com",
  phone: "+64 21 478 3921",
  location: "Auckland, New Zealand",
  cube: ["SRE", "k8s", "SLO", "Go", "</>"],
  siteUrl: "https://sionefifita.example.com",
  portraits: {
    default: {
      src: "/images/sione-portrait.jpg",
      alt: "Portrait of Sione Fifita in a navy shirt with a tapa-cloth pattern, smiling on Auckland's waterfront",
    },
    alternate: {
      src: "/images/sione-portrait-alt.jpg",
      alt: "Sione Fifita on stage with a microphone, pointing at a Grafana dashboard on the screen behind them",
    },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/sione-fifita", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/sione-fifita", icon: "lu:briefcase-business" },
    { label: "Mastodon profile", href: "https://mastodon.nz/@sionefifita", icon: "si:mastodon" },
    { label: "Blog", href: "https://sionefifita.example.com/blog", icon: "lu:pen-line" },
  ],
};
