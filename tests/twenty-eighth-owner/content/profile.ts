import type { Profile } from "./types";

/** A made-up owner: an application-security engineer in Stockholm. */
export const profile: Profile = {
  firstName: "Zeina",
  lastName: "Haddad",
  initials: "ZH",
  pronouns: "she",
  role: "Application Security Engineer",
  bio:
    "I break software for a living so that people's health and money data stays safe. I started as a backend Java developer at a bank, " +
    "moved into its security team, spent three and a half years as a penetration tester, and today I'm the AppSec lead of a health-tech scale-up. " +
    "Born in Beirut, at home in Stockholm since 2013, and still happiest reading code with Burp Suite open beside it.",
  email: "zeina.haddad@example.com",
  phone: "+46 73 618 42 07",
  location: "Stockholm, Sweden",
  cube: ["OSCP", "CVE", "CTF", "XSS", "</>"],
  siteUrl: "https://zeinahaddad.example.com",
  portraits: {
    default: {
      src: "/images/zeina-portrait.jpg",
      alt: "Portrait of Zeina Haddad in a dark green jacket, smiling",
    },
    alternate: {
      src: "/images/zeina-portrait-alt.jpg",
      alt: "Zeina Haddad laughing at a laptop covered in CTF stickers",
    },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/zhaddad-sec", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/zeinahaddad-appsec", icon: "lu:briefcase-business" },
    { label: "Mastodon profile", href: "https://infosec.exchange/@zeinahaddad", icon: "si:mastodon" },
    { label: "Security blog", href: "https://zeinahaddad.example.com/blog", icon: "lu:rss" },
  ],
};
