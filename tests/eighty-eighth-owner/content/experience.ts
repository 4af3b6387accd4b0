import type { ExperienceEntry } from "./types";

/** Newest first. A `url` turns the whole card into a link that opens in a new tab. */
export const experience: ExperienceEntry[] = [
  {
    title: "Founder and Web Developer",
    employmentType: "Self-employed",
    company: "Blue Door Web",
    date: "Sep 2011 – Present",
    location: "Cahersiveen, County Kerry · Studio and remote",
    description:
      "I set up Blue Door Web in September 2011, the week after I left teaching, in the front room of our house; it now has its own small office " +
      "on the main street with a blue door, hence the name. My daughter Aoife joined me as a partner in 2019, so we are a studio of two: she does most " +
      "of the design in Figma and I do most of the building. We make WordPress, WooCommerce and Shopify sites for tourism and hospitality businesses " +
      "around Kerry (B&Bs, surf schools, cafés, a distillery, a community centre), write custom themes and plugins in PHP, run accessibility audits " +
      "against WCAG 2.2, look after SEO and Matomo analytics, and host about 60 client sites on our managed WordPress hosting. " +
      "More than 140 sites since 2011.",
    url: "https://bluedoorweb.example.com",
    teamSize: 2,
  },
  {
    title: "Evening Course Tutor",
    employmentType: "Part-time",
    company: "Iveragh Adult Learning Centre",
    date: "Sep 2013 – May 2019",
    location: "Cahersiveen · Tuesday evenings",
    description:
      "Taught Your Business Online, a ten-week evening course on building and running a WordPress site, to about 15 local business owners a term: " +
      "B&B owners, farmers selling online, a potter, a fishing-boat skipper. Several of them went on to become clients of the studio. " +
      "I stopped when Aoife joined the studio and the work grew.",
  },
  {
    title: "Teacher of Mathematics and Computer Science",
    employmentType: "Full-time",
    company: "Coláiste an Chnoic",
    date: "Sep 1991 – Jun 2011",
    location: "Killorglin, County Kerry · On-site",
    description:
      "Twenty years at a community college of about 600 students. I taught Leaving Certificate higher-level maths and the school's computer studies " +
      "classes, set up its first computer room in 1996, built the school's first website in 1998 and coached student teams for the Young Scientist " +
      "exhibition. Head of the maths department from 2004 to 2011. I left in 2011 to build websites full-time, but I still teach every client " +
      "how to run their own site.",
  },
  {
    title: "Junior COBOL Programmer",
    employmentType: "Full-time",
    company: "Liffey Savings Bank",
    date: "Sep 1988 – Aug 1990",
    location: "Dublin · On-site",
    description:
      "My first job, straight out of UCC: writing and maintaining COBOL batch programs for the bank's current-account system on an IBM mainframe, " +
      "with JCL for the overnight runs. It taught me to test carefully, because a bug meant somebody's wages did not arrive. " +
      "After two years in Dublin I went back to Cork to train as a teacher.",
  },
];
