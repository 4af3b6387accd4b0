import type { Profile } from "./types";

/**
 * A made-up owner: a Kraków Linux kernel and storage engineer who works on NVMe and io_uring upstream, keeps Fridays
 * for open-source maintainer duties and shares no phone number through the site.
 */
export const profile: Profile = {
  firstName: "Robin",
  lastName: "Nowak",
  initials: "RN",
  pronouns: "they",
  role: "Linux Kernel & Storage Engineer",
  bio:
    "I'm Robin Nowak (they/them), a Linux kernel and storage engineer in Kraków. I make fast storage faster: since 2021 I've been a Senior Kernel Engineer " +
    "at Blue Harbor Storage, working on the NVMe driver, io_uring and the block layer, and about 140 of my patches are in the mainline Linux kernel. " +
    "Before that I built embedded Linux for routers at Vistula Networks and wrote C for a bank at PKO Tech; it all started with Google Summer of Code in 2014, on Btrfs. " +
    "I work a four-day week, Monday to Thursday, and keep Fridays for my open-source maintainer work. " +
    "What I don't do: web or front-end work (I have not written CSS since 2012), management roles, closed-source-only jobs (upstream work has to be part of the job), " +
    "or on-site-only jobs outside Kraków. The quickest way to reach me is e-mail or Matrix.",
  email: "robin.nowak@example.com",
  location: "Kraków, Poland",
  cube: ["C", "NVMe", "eBPF", "Rust", "Zig"],
  siteUrl: "https://robinnowak.example.com",
  portraits: {
    default: {
      src: "/images/hundred-and-thirteenth-portrait.jpg",
      alt: "Portrait of Robin Nowak, a person with short ash-blond hair and a grey hoodie, in front of a server rack",
    },
    alternate: {
      src: "/images/hundred-and-thirteenth-portrait-alt.jpg",
      alt: "Robin Nowak on stage at Open Source Summit Europe 2023, pointing at a slide of io_uring's submission and completion rings",
    },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/robin-nowak", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/robin-nowak-example", icon: "lu:briefcase-business" },
    { label: "Matrix: @robin.nowak:matrix.org", href: "https://matrix.to/#/@robin.nowak:matrix.org", icon: "si:matrix" },
    { label: "My kernel patches on lore.kernel.org", href: "https://lore.kernel.org/all/?q=f%3Arobin.nowak%40example.com", icon: "si:linux" },
    { label: "Blog: Notes from the Block Layer", href: "https://robinnowak.example.com/blog", icon: "lu:pen-line" },
    { label: "Mastodon profile", href: "https://fosstodon.org/@robinnowak", icon: "si:mastodon" },
  ],
};
