import type { Profile } from "./types";

/** A made-up owner: a site-reliability engineer in Toronto who started on a Manila hospital's help desk. */
export const profile: Profile = {
  firstName: "Paolo",
  lastName: "Reyes Dimaculangan",
  initials: "PD",
  pronouns: "he",
  role: "Site Reliability Engineering Lead",
  bio:
    "I'm Paolo Reyes Dimaculangan, a site-reliability engineer in Toronto who likes outages rare, short and well written up. " +
    "I was born and raised in Batangas, in the Philippines, and started my career on the IT help desk of a public hospital in Manila, " +
    "where a system going down meant a patient waiting. Since moving to Canada in 2015 I've run Linux servers for a public college, " +
    "moved a payments fintech onto Kubernetes, and now lead the SRE team at Blue Pallet Freight, keeping the tracking data of thousands of trucks flowing. " +
    "I carry the pager like everyone on my team and I write the post-mortems, blameless and on time. " +
    "Off call, I cook Batangas lomi for anyone who'll sit still long enough.",
  email: "paolo.dimaculangan@example.com",
  phone: "+1 (416) 555-0182",
  location: "Toronto, Ontario, Canada",
  cube: ["SRE", "k8s", "Go", "SLO", "TF"],
  siteUrl: "https://paolodimaculangan.example.com",
  portraits: {
    default: {
      src: "/images/paolo-reyes-dimaculangan-portrait.jpg",
      alt: "Portrait of Paolo Reyes Dimaculangan, a man with short black hair and a grey hoodie, smiling in front of a wall of Grafana dashboards",
    },
    alternate: {
      src: "/images/paolo-reyes-dimaculangan-portrait-alt.jpg",
      alt: "Paolo Reyes Dimaculangan holding a paper coffee cup beside a blue freight truck at a loading dock in Toronto",
    },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/paolo-dimaculangan", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/paolo-reyes-dimaculangan", icon: "lu:briefcase-business" },
    { label: "Blog: Blameless by Default", href: "https://paolodimaculangan.example.com/writing", icon: "lu:pen-line" },
    { label: "Mastodon", href: "https://mastodon.example.social/@paolo_oncall", icon: "si:mastodon" },
  ],
};
