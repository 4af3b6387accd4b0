import type { Profile } from "./types";

/** A made-up owner: a platform and site-reliability engineer in Lagos, working remote for a Berlin company. */
export const profile: Profile = {
  firstName: "Tobi",
  lastName: "Adeyemi",
  initials: "TA",
  pronouns: "they",
  role: "Senior Platform Engineer",
  bio:
    "I'm Tobi (Oluwatobiloba Adeyemi on paper), a platform engineer in Lagos who keeps other people's systems boring. " +
    "I left a physics degree at the University of Lagos unfinished, went through the CodeHaven coding bootcamp in 2017 and found out " +
    "I liked servers more than web pages. Since then I've run deployments for a digital agency, built the SRE practice at a Lagos payments company " +
    "and, since 2022, worked fully remote as a Senior Platform Engineer for Kargora, a logistics company in Berlin. " +
    "I write Go and Terraform, run Kubernetes, and care a lot about SLOs, alerts that mean something and on-call rotations that let people sleep.",
  email: "tobi.adeyemi@example.com",
  phone: "+234 803 412 7765",
  location: "Lagos, Nigeria",
  cube: ["Go", "k8s", "SLO", "HCL", "p99"],
  siteUrl: "https://tobiadeyemi.example.com",
  portraits: {
    default: {
      src: "/images/tobi-portrait.jpg",
      alt: "Portrait of Tobi Adeyemi in a yellow hoodie, smiling, in front of a bookshelf in their Lagos home office",
    },
    alternate: {
      src: "/images/tobi-portrait-alt.jpg",
      alt: "Tobi Adeyemi on stage at Cloud Native Africa Summit, pointing at a Grafana dashboard on the screen behind them",
    },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/tobi-adeyemi", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/tobi-adeyemi-sre", icon: "lu:briefcase-business" },
    { label: "Mastodon profile", href: "https://hachyderm.io/@tobiadeyemi", icon: "si:mastodon" },
    { label: "Cloud Native Lagos on Meetup", href: "https://www.meetup.com/cloud-native-lagos", icon: "si:meetup" },
    { label: "Blog", href: "https://tobiadeyemi.example.com/blog", icon: "lu:pen-line" },
  ],
};
