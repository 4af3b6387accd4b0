import type { Profile } from "./types";

/** A made-up owner: a Rust systems engineer in Warsaw. */
export const profile: Profile = {
  firstName: "Michał",
  lastName: "Szczęsny",
  initials: "MS",
  pronouns: "he",
  role: "Rust Systems Engineer",
  bio:
    "I build storage engines: the part of a database that decides how bytes reach the disk and whether they survive a crash. " +
    "I write Rust on Ticklake, an open-source time-series database, from Warsaw, after four years of low-latency C++ in trading " +
    "and three years of Java before that. In the evenings I send patches to Rust tooling, tinker with a toy database " +
    "and reach for the soldering iron.",
  email: "michal.szczesny@example.com",
  phone: "+48 512 873 406",
  location: "Warsaw, Poland",
  cube: ["Rs", "C++", "WAL", "LSM", "µs"],
  siteUrl: "https://michalszczesny.example.com",
  portraits: {
    default: {
      src: "/images/michal-portrait.jpg",
      alt: "Portrait of Michał Szczęsny in a grey hoodie, smiling, with a bookshelf behind him",
    },
    alternate: {
      src: "/images/michal-portrait-alt.jpg",
      alt: "Michał Szczęsny soldering a small green circuit board at his desk",
    },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/mszczesny", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/michal-szczesny", icon: "lu:briefcase-business" },
    { label: "Mastodon profile", href: "https://hachyderm.io/@mszczesny", icon: "si:mastodon" },
    { label: "crates.io profile", href: "https://crates.io/users/mszczesny", icon: "si:rust" },
    { label: "Blog", href: "https://michalszczesny.example.com/blog", icon: "lu:rss" },
  ],
};
