import type { ExperienceEntry } from "./types";

/** Newest first. A `url` turns the whole card into a link that opens in a new tab. */
export const experience: ExperienceEntry[] = [
  {
    title: "Senior Software Engineer, Flight Operations",
    employmentType: "Full-time",
    company: "Clear Skies Software",
    date: "Sep 2022 – Present",
    location: "Toulouse · Hybrid",
    description:
      "Lead a team of four building crew-scheduling and flight-operations tools in Kotlin, Spring Boot, PostgreSQL, Kafka and React: " +
      "the roster optimiser, the disruption re-planning service and the ops-control dashboard. Cut re-planning after a disruption " +
      "from 40 minutes to under 5, and share the team's on-call rota.",
    url: "https://clearskies.example.com",
    teamSize: 4,
  },
  {
    title: "Backend Developer",
    employmentType: "Full-time",
    company: "Azur Atlantic Airlines",
    date: "Mar 2020 – Aug 2022",
    location: "Toulouse",
    description:
      "Built Kotlin and Spring Boot services for crew rostering and pairing, moved crew notifications from nightly batch files " +
      "to Kafka events, and kept the PostgreSQL queries behind the rosters of 2,000 crew members fast.",
  },
  {
    title: "Visiting Instructor, Radiotelephony",
    employmentType: "Contract",
    company: "Horizon Aviation School",
    date: "Sep 2019 – Feb 2020",
    location: "Toulouse-Lasbordes",
    description:
      "Taught air traffic control phraseology and radiotelephony to two classes of student pilots for one term, " +
      "and built Squawk Trainer so they could practise readbacks between lessons.",
  },
  {
    title: "QA Engineer",
    employmentType: "Full-time",
    company: "Swift Avionics",
    date: "Jul 2018 – Aug 2019",
    location: "Blagnac",
    description:
      "Tested flight-management display software under DO-178C: wrote requirements-based test suites in Python and pytest, " +
      "automated the regression bench in Jenkins and cut a full regression run from three days to one night.",
  },
  {
    title: "Safety Analyst",
    employmentType: "Full-time",
    company: "Occitanie Airports Authority",
    date: "Sep 2016 – Jun 2018",
    location: "Toulouse",
    description:
      "Analysed runway incursion and ground occurrence reports for the authority's safety management system, " +
      "wrote Python and pandas scripts to spot trends across four regional airports, and presented the quarterly safety reviews.",
  },
  {
    title: "Air Traffic Controller",
    employmentType: "Full-time",
    company: "DSNA, Marseille Area Control Centre",
    date: "Oct 2011 – Aug 2016",
    location: "Aix-en-Provence",
    description:
      "Controlled en-route traffic over south-east France as a fully rated area controller on radar and planning positions, " +
      "and wrote small scripts for the ops room that started the move into software.",
  },
];
