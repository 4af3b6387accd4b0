import type { Profile } from "./types";

/**
 * A made-up owner: a Toronto site reliability engineer at a credit union, who came up through a college
 * help desk and a web-hosting company's Linux servers, with a two-year career break in between to care
 * for her mother.
 */
export const profile: Profile = {
  firstName: "Teresita",
  lastName: "Lacsamana",
  initials: "TL",
  pronouns: "she",
  role: "Site Reliability Engineer",
  bio:
    "Hi, I'm Teresita Lacsamana, Tess to everyone who has ever shared an on-call rotation with me. I'm a Site Reliability Engineer in Toronto, " +
    "and since 2021 I've kept online and mobile banking running at Maple Street Credit Union. I started on a college help desk resetting passwords, " +
    "spent four years looking after hundreds of Linux servers at a web-hosting company, then took two years off to care for my mother before coming back " +
    "through Kubernetes and a home lab in my hall closet. I care about quiet pagers, runbooks people actually read and SLOs that mean something to the " +
    "business. I work on infrastructure, not interfaces: I don't write front-end code. Away from the keyboard I run the hosting for a food bank's website " +
    "and I'm slowly getting my French past the small-talk stage.",
  email: "tess.lacsamana@example.com",
  phone: "+1 416 555 0142",
  location: "Toronto, Ontario, Canada",
  cube: ["SRE", "K8s", "TF", "Go", "SLO"],
  siteUrl: "https://tesslacsamana.example.com",
  portraits: {
    default: {
      src: "/images/hundred-and-twenty-third-portrait.jpg",
      alt: "Portrait of Tess Lacsamana, a woman with shoulder-length black hair and round glasses, smiling on a streetcar platform in Toronto",
    },
    alternate: {
      src: "/images/hundred-and-twenty-third-portrait-alt.jpg",
      alt: "Tess Lacsamana speaking at a meetup, in front of a slide that reads Runbooks at 3 a.m.",
    },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/tess-lacsamana", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/tess-lacsamana-example", icon: "lu:briefcase-business" },
    { label: "Blog: Quiet Pager", href: "https://tesslacsamana.example.com/blog", icon: "lu:pen-line" },
    { label: "Talk video: Runbooks at 3 a.m.", href: "https://www.youtube.com/watch?v=tessrunbooks", icon: "si:youtube" },
  ],
};
