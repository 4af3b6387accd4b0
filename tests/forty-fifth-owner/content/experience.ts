import type { ExperienceEntry } from "./types";

/** Newest first. A `url` turns the whole card into a link that opens in a new tab. */
export const experience: ExperienceEntry[] = [
  {
    title: "Senior Mainframe Modernization Engineer",
    employmentType: "Full-time",
    company: "Lanakila Pacific Bank",
    date: "Jan 2023 – Present",
    location: "Honolulu · Hybrid",
    description:
      "Lanakila Pacific Bank is a regional bank with 34 branches across Hawaii and Guam. I lead the Deposits Modernization squad of five engineers, " +
      "moving the bank's COBOL batch systems to Java services and event streams with the strangler fig pattern. " +
      "Highlights: moved deposit posting from the nightly batch to Kafka event streams, so balances in the mobile app update within seconds instead of the next morning; " +
      "retired 47 of the 112 nightly COBOL batch jobs; cut the nightly batch window from six and a half hours to under three; " +
      "and built a change-data-capture pipeline that carries DB2 changes through IBM MQ into Kafka. " +
      "The new services are Spring Boot on AWS (Amazon ECS on Fargate, Amazon MSK), with all infrastructure in Terraform.",
    url: "https://lanakilapacific.example.com",
    teamSize: 5,
  },
  {
    title: "Mainframe Modernization Engineer",
    employmentType: "Full-time",
    company: "Lanakila Pacific Bank",
    date: "Mar 2021 – Dec 2022",
    location: "Honolulu · Hybrid",
    description:
      "Joined the bank's first modernization team. I mapped all 112 nightly batch jobs and the datasets they pass between them, " +
      "wrote the bank's first Spring Boot service (interest accrual), and ran it side by side with the COBOL program for 90 days until the outputs matched to the cent. " +
      "Highlights: built a golden-file regression harness for batch jobs that cut regression testing from three days to 45 minutes, " +
      "and wrote the copybook parser that later became my open-source project copybook2json.",
    url: "https://lanakilapacific.example.com",
  },
  {
    title: "COBOL/CICS Developer",
    employmentType: "Full-time",
    company: "Prairie Shield Mutual Insurance",
    date: "Jun 2017 – Feb 2021",
    location: "Omaha, Nebraska · Remote from Honolulu",
    description:
      "Maintained the auto and home policy-administration system in COBOL, CICS, DB2 and VSAM for a mainland mutual insurer, working remotely from Honolulu " +
      "and starting at 4 a.m. Hawaii time to overlap with the team in Omaha. " +
      "Highlights: rewrote the premium-billing batch, cutting its run time from four hours to 70 minutes; migrated 14 VSAM files to DB2 tables; " +
      "built CICS screens used by 600 call-centre agents; and wrote REXX tools that generated JCL for test runs.",
    url: "https://prairieshield.example.com",
  },
  {
    title: "Mainframe Operator (Night Shift)",
    employmentType: "Full-time",
    company: "Hawaii State Enterprise Data Center",
    date: "Sep 2013 – May 2017",
    location: "Kapolei, Oahu · On-site",
    description:
      "Worked the 10 p.m. to 6 a.m. shift at the state government's data centre, watching the overnight batch for payroll, tax and motor-vehicle systems on z/OS: " +
      "JES2 console, restarting abended jobs, tape mounts and calling on-call programmers. I learned JCL by reading the jobs that failed. " +
      "Highlights: wrote REXX execs that automated the morning console report, saving about an hour every shift, " +
      "and finished my computer science degree by day while working nights.",
  },
  {
    title: "Computer Lab Assistant",
    employmentType: "Part-time",
    company: "Leeward Community College",
    date: "Aug 2010 – May 2012",
    location: "Pearl City, Oahu · On-site",
    description:
      "Part-time job, 15 hours a week, while studying for my associate degree: helped students in the open computer lab with Java homework and spreadsheets, " +
      "re-imaged the lab's 60 PCs every semester and ran a weekly drop-in tutoring hour for the intro programming course.",
  },
  {
    title: "Founder and Lead Instructor",
    employmentType: "Volunteer",
    company: "Hoʻokele Code",
    date: "Jan 2019 – Present",
    location: "Waianae, Oahu",
    description:
      "Founded and teach Hoʻokele Code, a free Saturday-morning coding class for Native Hawaiian youth aged 12 to 17 at a community centre in Waianae. " +
      "Students learn Python on Raspberry Pi kits and build projects about their own place, like a tide and fishing calendar. " +
      "More than 140 students so far, with six volunteer mentors.",
    url: "https://hookelecode.example.org",
  },
];
