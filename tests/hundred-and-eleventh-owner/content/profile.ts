import type { Profile } from "./types";

/**
 * A made-up owner: a self-taught network automation engineer in Belo Horizonte who went from an internet provider's
 * help desk to a bank's senior network engineer, took a two-year career break to care for her mother, and now automates
 * a Dutch cloud company's network, remotely, four days a week.
 */
export const profile: Profile = {
  firstName: "Luíza",
  lastName: "Conceição",
  initials: "LC",
  pronouns: "she",
  role: "Network Automation Engineer (NetDevOps)",
  bio:
    "I'm Luíza Conceição, Lu to most people, a network automation engineer in Belo Horizonte, Brazil. I started in 2013 on the help desk of Vale Net, " +
    "a regional internet provider, and learned networks on the job from there. I'm self-taught and I don't have a university degree: I have certifications " +
    "(Cisco CCNP Enterprise, Juniper JNCIA-Junos and AWS Advanced Networking) and more than ten years of networks. After six years at Vale Net and three as a " +
    "senior network engineer at Banco Horizonte, I took two years off to care for my mother, and since 2024 I've been automating the data-centre network of " +
    "Northwind Edge, a Dutch cloud company, four days a week and fully remote. I write Python, Ansible and a bit of Go so that network changes become boring: " +
    "tested, reviewed and rolled out by a pipeline instead of typed into a console at 2 a.m. " +
    "What I don't do any more: on-call rotations (no pager duty, no night shifts), help-desk or end-user support roles, or full office roles. " +
    "I work remotely, or hybrid in Belo Horizonte.",
  email: "luiza.conceicao@example.com",
  phone: "+55 31 99876 5432",
  location: "Belo Horizonte, Minas Gerais, Brazil",
  cube: ["BGP", "Py", "YAML", "Go", "EVPN"],
  siteUrl: "https://luizaconceicao.example.com",
  portraits: {
    default: {
      src: "/images/hundred-and-eleventh-portrait.jpg",
      alt: "Portrait of Luíza Conceição, a woman with curly dark hair tied up and a green headset around her neck, smiling in front of a rack of network switches",
    },
    alternate: {
      src: "/images/hundred-and-eleventh-portrait-alt.jpg",
      alt: "Luíza Conceição on a stepladder, fixing a Wi-Fi access point to the wall of a community kitchen in Belo Horizonte",
    },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/luiza-conceicao", icon: "si:github" },
    { label: "GitLab profile", href: "https://gitlab.com/luiza-conceicao", icon: "si:gitlab" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/luiza-conceicao-example", icon: "lu:briefcase-business" },
    { label: "Ansible Galaxy namespace", href: "https://galaxy.ansible.com/ui/namespaces/luizac/", icon: "si:ansible" },
    { label: "Blog: Boring Changes", href: "https://luizaconceicao.example.com/blog", icon: "lu:pen-line" },
  ],
};
