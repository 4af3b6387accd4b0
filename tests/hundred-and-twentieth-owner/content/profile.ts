import type { Profile } from "./types";

/**
 * A made-up owner: a Nairobi site reliability engineer who leads the SRE team of a mobile-payments company,
 * after DevOps at an e-commerce marketplace, systems administration at a public hospital and three years
 * as a network technician at an internet provider.
 */
export const profile: Profile = {
  firstName: "Daniel",
  lastName: "Otieno",
  initials: "DO",
  pronouns: "he",
  role: "Site Reliability Engineer",
  bio:
    "I'm Daniel Otieno, but everyone calls me Dan. I'm a Site Reliability Engineer in Nairobi with more than ten years in operations and infrastructure, " +
    "the first three of them as a network technician at Zuku, climbing onto rooftops to fix fibre and routers. Since 2022 I've been Lead SRE at Safe Harbour Pay, " +
    "a mobile-payments company, where my team keeps the payment platform on Kubernetes and AWS up and tries to make on-call bearable. " +
    "I like boring infrastructure, blameless postmortems and dashboards that actually tell you something. I'm not a front-end developer (I don't write React), " +
    "and I don't do Windows Server administration any more. Outside work I look after a small Raspberry Pi network for a rural school near Kisumu.",
  email: "dan.otieno@example.com",
  phone: "+254 711 555 203",
  location: "Nairobi, Kenya",
  cube: ["K8s", "TF", "Go", "SLO", "BGP"],
  siteUrl: "https://danotieno.example.com",
  portraits: {
    default: {
      src: "/images/hundred-and-twentieth-portrait.jpg",
      alt: "Portrait of Dan Otieno, a smiling man with short hair and a trimmed beard, in a grey hoodie on a Nairobi rooftop",
    },
    alternate: {
      src: "/images/hundred-and-twentieth-portrait-alt.jpg",
      alt: "Dan Otieno at a whiteboard covered in a timeline of an incident, pointing at a spike on a Grafana graph",
    },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/dan-otieno", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/dan-otieno-example", icon: "lu:briefcase-business" },
    { label: "Blog: Notes from the Pager", href: "https://danotieno.example.com/blog", icon: "lu:pen-line" },
    { label: "Mastodon", href: "https://hachyderm.io/@danotieno", icon: "si:mastodon" },
  ],
};
