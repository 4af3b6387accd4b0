import type { ExperienceEntry } from "./types";

/** Newest first. A `url` turns the whole card into a link that opens in a new tab. */
export const experience: ExperienceEntry[] = [
  {
    title: "Lead Modernization Engineer",
    employmentType: "Full-time",
    company: "Wadsworth Mutual Insurance",
    date: "Jan 2021 – Present",
    location: "Hartford, Connecticut · Hybrid (3 days a week in the office)",
    description:
      "Wadsworth Mutual is a property and casualty insurer with about 2.3 million policies, headquartered in Hartford. I lead the team of seven engineers " +
      "behind Harbor, the program that moves the nightly policy batch off the mainframe: about 1,400 JCL jobs that renew, rate and bill policies. " +
      "We rewrite one job stream at a time in Java 17 with Spring Batch, run it in containers on Amazon ECS (Fargate), orchestrate it with AWS Step Functions, " +
      "keep the files in Amazon S3 and build the infrastructure with Terraform and Jenkins. Every stream runs in parallel with the mainframe until Twin Run, " +
      "our Python reconciliation tool, shows the outputs match. So far 380 jobs, the renewal and billing streams, run on AWS. I still read and change COBOL " +
      "every week: the old programs have to be understood before they can be moved, and changed so they can run side by side with the new ones.",
    url: "https://wadsworthmutual.example.com",
    teamSize: 7,
  },
  {
    title: "Volunteer Instructor",
    employmentType: "Volunteer",
    company: "Second Watch Coding",
    date: "Sep 2018 – Present",
    location: "Hartford, Connecticut · Tuesday evenings",
    description:
      "Second Watch Coding is a Hartford non-profit that teaches programming to military veterans for free. I teach Watchstander to Developer, " +
      "a 12-week evening course in Python and Git for about 15 veterans a cohort, and I take the Spanish-language help sessions for students who'd rather " +
      "work through a problem in Spanish. More than 120 veterans have finished the course since 2018, and about 30 of them now work in tech.",
    url: "https://secondwatchcoding.example.org",
  },
  {
    title: "Senior Mainframe Developer",
    employmentType: "Full-time",
    company: "Wadsworth Mutual Insurance",
    date: "Mar 2014 – Dec 2020",
    location: "Hartford, Connecticut · On-site",
    description:
      "Joined Wadsworth Mutual to work on the policy administration system: COBOL batch under z/OS and JCL, CICS screens for the underwriters, DB2 and VSAM for the data. " +
      "I owned the nightly renewal cycle, brought it from 6 hours 10 minutes down to 4 hours 50 minutes by reworking its DB2 access and sort steps, " +
      "and in 2019 ran the pilot that moved the first small job stream, the policy document index, to Java on AWS. That pilot became Harbor.",
    url: "https://wadsworthmutual.example.com",
  },
  {
    title: "Programmer Analyst, later Senior Programmer Analyst",
    employmentType: "Full-time",
    company: "Tryon Street Bank",
    date: "Jun 2002 – Feb 2014",
    location: "Charlotte, North Carolina · On-site",
    description:
      "Tryon Street Bank is a regional bank in Charlotte. I started there in 1997 as a night-shift computer operator in the data center while I studied, " +
      "and moved to development when I graduated. For twelve years I wrote and maintained COBOL, JCL and CICS programs for the deposit and loan systems on DB2 and VSAM, " +
      "wrote REXX tools that checked JCL and job schedules before each release, and was on the team that moved the bank onto a new core banking platform in 2009. " +
      "Promoted to Senior Programmer Analyst in 2008.",
  },
  {
    title: "Sonar Technician (Surface), Petty Officer First Class",
    employmentType: "Military service",
    company: "US Navy",
    date: "Jul 1989 – Jul 1997",
    location: "Norfolk, Virginia and at sea",
    description:
      "Eight years as a sonar technician on surface ships out of Norfolk, including three deployments to the Mediterranean and the Persian Gulf. " +
      "I operated and repaired the ship's hull-mounted sonar and its computers, and ran a work center of six sailors. Troubleshooting a sonar at three in the morning " +
      "taught me most of what I know about debugging. Honorably discharged as a Petty Officer First Class (STG1).",
  },
];
