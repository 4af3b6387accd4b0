import type { ExperienceEntry } from "./types";

/** Newest first. A `url` turns the whole card into a link that opens in a new tab. */
export const experience: ExperienceEntry[] = [
  {
    title: "Research Assistant (Swahili speech and text NLP)",
    employmentType: "Part-time",
    company: "LughaLab – AI Lab, School of Computing, Kilimani University",
    date: "Sep 2024 – Present",
    location: "Nairobi · On-site",
    description:
      "LughaLab is the School of Computing's AI lab for African languages. I joined as a part-time research assistant in my third year, " +
      "about 15 hours a week alongside my classes (I paused it during my internship at Spark Pesa). On the text side I built Hisia, " +
      "the Swahili and Sheng sentiment dataset and model, and wrote the KaribuNLP 2026 workshop paper about it as first author. " +
      "On the speech side I work on Sauti Yetu, a corpus of about 200 hours of transcribed Swahili speech from radio call-in shows and read speech: " +
      "I built its Django annotation backend for the 30 transcribers and trained its first speech-recognition baselines with PyTorch and Hugging Face Transformers. " +
      "The corpus is funded by a research grant that runs until December 2026, and I've committed to seeing its public release through, " +
      "which is why I can start a full-time job in January 2027.",
    url: "https://lughalab.example.org",
  },
  {
    title: "Volunteer Mentor",
    employmentType: "Volunteer",
    company: "Binti Code Club",
    date: "Mar 2023 – Present",
    location: "Nairobi · On-site, Saturday mornings",
    description:
      "Binti Code Club runs free Saturday coding classes for secondary-school girls in Nairobi's Eastlands. I mentor a group of about 12 girls each term, " +
      "teaching Python from the first print statement to small projects of their own, including USSD quiz games built on the Africa's Talking sandbox. " +
      "More than 40 girls have come through my group, and four of them have gone on to study computing at university.",
    url: "https://binticode.example.org",
  },
  {
    title: "Teaching Assistant, CSC 111 Introduction to Programming",
    employmentType: "Part-time (paid)",
    company: "School of Computing, Kilimani University",
    date: "Jan 2025 – Apr 2026",
    location: "Nairobi · On-site",
    description:
      "A paid teaching-assistant post for CSC 111 Introduction to Programming, the first-year Python course, in two January–April semesters (2025 and 2026). " +
      "I ran two lab sessions a week for about 120 students, marked assignments and held office hours on Thursday afternoons. " +
      "I also wrote an autograder for the weekly labs that runs the students' code in Docker against pytest tests, " +
      "which cut the course team's marking time by about half.",
  },
  {
    title: "Software Engineering Intern",
    employmentType: "Internship",
    company: "Spark Pesa",
    date: "May 2025 – Oct 2025",
    location: "Nairobi · Hybrid",
    description:
      "Spark Pesa is a Nairobi mobile-money company whose wallet app and USSD menu let about 350,000 small traders take payments and send money, on top of M-Pesa. " +
      "For six months, an extended version of the university's industrial attachment between my third and fourth year, I was an intern on the payments team " +
      "of six engineers, working in Python, Django, PostgreSQL, Celery and Redis. I built the reconciliation job that matches M-Pesa Daraja callbacks " +
      "against the company's ledger every 15 minutes, which cut the finance team's manual reconciliation from about three hours a day to twenty minutes, " +
      "added Redis-based rate limiting to the USSD gateway, and wrote the on-call runbook for failed payouts.",
    url: "https://sparkpesa.example.com",
  },
];
