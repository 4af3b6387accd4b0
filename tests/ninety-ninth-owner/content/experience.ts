import type { ExperienceEntry } from "./types";

/** Newest first. A `url` turns the whole card into a link that opens in a new tab. */
export const experience: ExperienceEntry[] = [
  {
    title: "Senior Developer",
    employmentType: "Permanent, part-time (four days a week, 0.8 FTE)",
    company: "Open Digital Services Wales",
    date: "Sep 2022 – Present",
    location: "Cardiff · Hybrid",
    description:
      "Open Digital Services Wales (Gwasanaethau Digidol Agored Cymru, ODSW) is the Welsh public body that builds shared digital services for the Welsh Government " +
      "and the 22 Welsh councils. I'm the lead developer on the team behind Apply for a Free Bus Pass, a bilingual service every Welsh council uses: about " +
      "60,000 applications a year, and the average application now takes 7 minutes instead of 24 on the old PDF form. It's Ruby on Rails with Stimulus, " +
      "PostgreSQL and Redis, running on AWS ECS and RDS, with basic Terraform and GitHub Actions. I line-manage three developers on a multidisciplinary team " +
      "of eleven, pair with our user researchers every week, run the screen-reader testing, and started Ffurflen, our open-source bilingual form builder.",
    url: "https://odsw.example.com",
    teamSize: 3,
  },
  {
    title: "Developer",
    employmentType: "Full-time",
    company: "Aelwyd Housing Trust",
    date: "Jul 2020 – Aug 2022",
    location: "Cardiff · Remote",
    description:
      "Aelwyd Housing Trust is a housing charity with about 6,000 homes for rent across south Wales. I was one of two developers in a small digital team. " +
      "I built the online repairs-reporting service for tenants in Python and Django with PostgreSQL, bilingual and tested with tenants who use screen readers, " +
      "which took the share of repairs reported online from 15% to 58% in its first year. I also moved our apps from one ageing server into Docker containers on AWS.",
    url: "https://aelwyd-trust.example.org",
  },
  {
    title: "Junior Developer",
    employmentType: "Full-time",
    company: "Cwtch Creative",
    date: "Jan 2019 – Jun 2020",
    location: "Cardiff · On-site",
    description:
      "Cwtch Creative is a small Cardiff web agency that builds websites for charities, arts organisations and Welsh-language publishers. My first developer job " +
      "after the bootcamp: I built Ruby on Rails sites and their bilingual content editing, wrote a lot of HTML and Sass, and made my first React component, " +
      "an interactive timeline for a museum exhibition. It's where I learned accessibility properly, after a blind user emailed us about a broken menu.",
    url: "https://cwtchcreative.example.com",
  },
  {
    title: "Chemistry Teacher",
    employmentType: "Full-time",
    company: "Ysgol Gyfun Cwm Eithin",
    date: "Sep 2013 – Jul 2018",
    location: "Caerphilly · On-site",
    description:
      "A Welsh-medium secondary school for 11 to 18 year olds. I taught chemistry and general science through Welsh, from Year 7 up to A level, and was in charge " +
      "of Key Stage 4 science for my last two years. I started the school's Code Club in 2016 and wrote my first Python scripts to mark our lab-practical quizzes, " +
      "which is how I found out I liked building things for people even more than teaching.",
  },
];
