import type { Profile } from "./types";

/**
 * An eleventh owner: an application-security engineer in Cape Town who now works for herself as an
 * independent consultant, takes engagements rather than jobs, and shares no phone number on the site.
 */
export const profile: Profile = {
  firstName: "Siphokazi",
  lastName: "Jali",
  initials: "SJ",
  pronouns: "she",
  role: "Application Security Consultant",
  bio:
    "I break web apps and APIs before someone else does, then help the team fix them for good. " +
    "After eight years on the security teams of an online shop, an insurer and a European SaaS company, I now run Signal Hill Security, " +
    "my own one-person consultancy in Cape Town: pentests, threat modelling and secure code review for teams anywhere.",
  email: "siphokazi@signalhill.example.co.za",
  location: "Cape Town, Western Cape, South Africa",
  cube: ["XSS", "SQLi", "SSRF", "CVE"],
  siteUrl: "https://siphokazi-jali.example.co.za",
  portraits: {
    default: { src: "/images/eleventh-portrait.jpg", alt: "Photo of Siphokazi at her desk with two laptops open" },
    alternate: { src: "/images/eleventh-portrait-alt.jpg", alt: "Photo of Siphokazi laughing on Signal Hill with Table Mountain behind her" },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/siphokazi-jali-example", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/siphokazi-jali-example", icon: "lu:briefcase-business" },
    { label: "Blog", href: "https://blog.signalhill.example.co.za", icon: "lu:rss" },
    { label: "Mastodon profile", href: "https://infosec.exchange/@sjali_example", icon: "si:mastodon" },
    { label: "HackerOne profile", href: "https://hackerone.com/sjali-example", icon: "si:hackerone" },
    { label: "Book an intro call", href: "https://cal.com/siphokazi-jali-example/intro", icon: "lu:calendar-check" },
  ],
};
