import type { Profile } from "./types";

/** A made-up owner: a contract Go backend and infrastructure engineer in Kraków who runs a one-person consultancy. */
export const profile: Profile = {
  firstName: "Sasha",
  lastName: "Bondarenko",
  initials: "SB",
  pronouns: "they",
  role: "Contract Go Backend & Infrastructure Engineer",
  bio:
    "I'm Sasha Bondarenko, a Go backend and infrastructure engineer in Kraków. I grew up in Przemyśl in a Polish-Ukrainian family and came to Kraków in 2011 to study physics, " +
    "which I never finished: a hosting company offered me a job running Linux servers and I never looked back. Since then I have kept systems running for a bank's platform team " +
    "and a logistics scale-up. In 2022 I stepped away from work for two years to care for a family member; I came back in 2024 and founded Lantern Works, my one-person consultancy, " +
    "to take contracts with teams that need Go services and cloud infrastructure that stay boring at 3 a.m. I still think like an experimentalist: measure first, then change one thing at a time.",
  email: "sasha@lanternworks.example.com",
  phone: "+48 601 482 937",
  location: "Kraków, Poland",
  cube: ["Go", "K8s", "TF", "SRE", "</>"],
  siteUrl: "https://sashabondarenko.example.com",
  portraits: {
    default: {
      src: "/images/sasha-portrait.jpg",
      alt: "Portrait of Sasha Bondarenko in a dark green hoodie, short hair, smiling, in front of the Wisła in Kraków",
    },
    alternate: {
      src: "/images/sasha-portrait-alt.jpg",
      alt: "Sasha Bondarenko on stage at Kube Days Warsaw 2025, pointing at a slide of a reconcile loop",
    },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/sashabond", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/sasha-bondarenko-go", icon: "lu:briefcase-business" },
    { label: "Lantern Works consultancy", href: "https://lanternworks.example.com", icon: "lu:lamp" },
    { label: "Blog", href: "https://sashabondarenko.example.com/blog", icon: "lu:pen-line" },
    { label: "Mastodon", href: "https://hachyderm.io/@sashabond", icon: "si:mastodon" },
  ],
};
