import type { ExperienceEntry } from "./types";

/** Newest first. A `url` turns the whole card into a link that opens in a new tab. */
export const experience: ExperienceEntry[] = [
  {
    title: "Senior Safety-Critical Software Engineer",
    employmentType: "Full-time (CDI)",
    company: "Long Final Avionics",
    date: "Sep 2021 – Present",
    location: "Toulouse (Blagnac) · Hybrid",
    description:
      "Long Final Avionics is a Toulouse company of about 240 people that builds flight-control computers for light aircraft and cargo drones, " +
      "and the ground-control stations that fly the drones. I joined as a software engineer on a CDI and was promoted to senior in March 2023; " +
      "since then I have led the verification tooling team of four engineers. I write the mode-logic partition of the LF-20 flight-control computer in SPARK " +
      "(Level Flight), developed to DO-178C Level A, and the MISRA C drivers under it, tested on our hardware-in-the-loop bench. I designed the core of " +
      "Holding Pattern, our ground-station software in Rust, and I built ProofTrace, the tool that links our SPARK proofs to requirements, " +
      "for which I am lead inventor on a French patent.",
    url: "https://longfinal.example.com",
    teamSize: 4,
  },
  {
    title: "Research Engineer",
    employmentType: "Fixed-term contract (CDD)",
    company: "Dependable Software Lab, Garonne School of Aeronautics",
    date: "Mar 2019 – Aug 2021",
    location: "Toulouse · On-site",
    description:
      "The Dependable Software Lab is the research lab of the Garonne School of Aeronautics, the engineering school where I did my master's. " +
      "On a fixed-term research contract I proved in SPARK a prototype of a short-term conflict alert (STCA), the radar safety net that warns controllers " +
      "when two aircraft get too close, showing it free of runtime errors and of missed alerts within its model. I co-authored two papers on it, " +
      "ported the lab's Ada teaching labs to SPARK and taught them to first-year master's students, and wrote my first Rust at the lab: " +
      "a test harness that replays recorded radar tracks.",
    url: "https://dsl.garonne-aero.example.edu",
  },
  {
    title: "Career break: retraining",
    employmentType: "Career break",
    company: "Self-directed retraining",
    date: "Sep 2018 – Feb 2019",
    location: "Toulouse",
    description:
      "Six months between the radar room and my first software job. I resigned from air traffic control in August 2018, lived on my savings, " +
      "worked full-time through the SPARK proof tutorials and the Rust book, sent my first patches to open-source Ada libraries and wrote the first " +
      "version of Squawk. It ended when the Dependable Software Lab hired me in March 2019.",
  },
  {
    title: "Air Traffic Controller (Approach)",
    employmentType: "Civil servant",
    company: "Navigation Aérienne Sud",
    date: "Sep 2010 – Aug 2018",
    location: "Toulouse-Blagnac Approach · On-site, shift work",
    description:
      "Eight years as an approach controller for Navigation Aérienne Sud, the public air navigation service for south-west France, at the Toulouse-Blagnac " +
      "approach centre: sequencing arrivals and departures for Toulouse-Blagnac and the nearby airfields, up to 38 aircraft an hour at peak, on a roster " +
      "of day, night and weekend shifts. I held approach radar and tower ratings, was an on-the-job training instructor (OJTI) from 2015 and trained " +
      "six trainee controllers, and sat on the unit's safety review board, which is where I first read software fault reports. From 2015 to 2018 " +
      "I studied for my master's in the evenings and on my days off.",
  },
];
