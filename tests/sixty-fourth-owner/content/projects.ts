import type { Project } from "./types";

/**
 * Shown in this order in the carousel. `live` may be "". Deploy values of "", "TBD" or "None"
 * are left out of the card.
 */
export const projects: Project[] = [
  {
    name: "Level Flight",
    github: "",
    live: "https://longfinal.example.com/lf-20",
    description:
      "The mode-logic partition of Long Final's LF-20 flight-control computer: it decides which control law is active (manual, altitude hold, " +
      "return-to-home, autoland) and when to hand control back to the pilot or the drone operator. About 30,000 lines of SPARK, proved free of runtime " +
      "errors with GNATprove and with its key safety properties proved too, developed to DO-178C Level A with DO-333 credit for the proofs. " +
      "It runs on a dual-core ARM Cortex-R5 under an ARINC 653 partitioned RTOS. The code is private, so this links to the product page.",
    stack: ["Ada", "SPARK", "GNATprove", "ARINC 653", "ARM Cortex-R"],
    deploy: { "flight-control computer": "LF-20", certification: "DO-178C Level A" },
  },
  {
    name: "Holding Pattern",
    github: "",
    live: "https://longfinal.example.com/ground-station",
    description:
      "Long Final's ground-control station software, which lets one operator supervise up to twelve cargo drones at once; I designed its core. " +
      "It is named after the racetrack pattern aircraft fly while waiting: when a drone loses its datalink or its landing site is not clear, " +
      "Holding Pattern puts it into a hold and queues it for the operator. Written in Rust with Tokio, it speaks MAVLink over two redundant datalinks " +
      "and stores every flight log in PostgreSQL. The code is private.",
    stack: ["Rust", "Tokio", "MAVLink", "PostgreSQL", "Linux"],
    deploy: { "ground station": "Rugged Linux laptops", "flight logs": "PostgreSQL" },
  },
  {
    name: "Squawk",
    github: "https://github.com/maelle-castagne/squawk",
    live: "https://crates.io/crates/squawk-decode",
    description:
      "An open-source no_std Rust crate that decodes Mode S and ADS-B messages from raw 1090 MHz frames: identity (the squawk code), altitude, " +
      "position and velocity. No heap allocation and no panics, checked by fuzzing with cargo-fuzz, so it runs on microcontrollers as well as servers. " +
      "Named after the four-digit transponder code controllers ask pilots to set. MIT or Apache-2.0 licensed, about 900 GitHub stars " +
      "and about 40,000 downloads on crates.io.",
    stack: ["Rust", "ADS-B", "cargo-fuzz"],
    deploy: {
      "crates.io": { name: "squawk-decode", href: "https://crates.io/crates/squawk-decode" },
      docs: { name: "docs.rs", href: "https://docs.rs/squawk-decode" },
    },
  },
  {
    name: "Flight Strips",
    github: "https://github.com/maelle-castagne/flight-strips",
    live: "https://alire.ada.dev/crates/flight_strips",
    description:
      "An Alire package of SPARK-proved bounded data structures for embedded Ada: ring buffers, FIFO queues and fixed-capacity maps with no dynamic " +
      "allocation, proved free of runtime errors and against their contracts with GNATprove. Named after the paper strips controllers use to track " +
      "each flight. Apache-2.0 licensed.",
    stack: ["Ada", "SPARK", "GNATprove", "Alire"],
    deploy: { Alire: { name: "flight_strips", href: "https://alire.ada.dev/crates/flight_strips" } },
  },
  {
    name: "Runway Lights",
    github: "https://github.com/maelle-castagne/runway-lights",
    live: "",
    description:
      "A teaching kit: an STM32 Nucleo board drives the approach lights and the PAPI (the four lights that tell a pilot whether they are too high " +
      "or too low) of a model runway, from a small Ada/SPARK program under the Ravenscar profile with a thin C layer for the board's drivers. " +
      "Students flash it in the Tour de piste workshops and then try to break its proofs. Code and hardware files are on GitHub; about 25 kits built so far.",
    stack: ["Ada", "SPARK", "C", "STM32", "Ravenscar profile"],
    deploy: { hardware: "STM32 Nucleo board" },
  },
  {
    name: "Tour de piste",
    github: "https://github.com/tour-de-piste/ateliers",
    live: "https://tourdepiste.example.org",
    description:
      "Free Saturday-morning workshops in Toulouse, which I started in 2022, for air-traffic controllers, pilots and aircraft mechanics who want " +
      "to move into safety-critical software. The name is French for the circuit, the practice loop pilots fly around an airfield. Ten sessions per cohort: " +
      "Ada, SPARK proof, C under MISRA rules and how to read DO-178C. Three cohorts so far, 41 participants, 9 of whom now work in avionics software. " +
      "Hosted at a fablab in Toulouse; the materials are on GitHub.",
    stack: ["Ada", "SPARK", "C"],
    deploy: { workshops: "Fablab in Toulouse", materials: "GitHub" },
  },
  {
    name: "Say Again? (Critical Code Days 2024 talk)",
    github: "",
    live: "https://criticalcodedays.example.com/2024/say-again",
    description:
      'My 40-minute talk, in English, at the Critical Code Days 2024 conference in Bordeaux in May 2024. "Say again?" is what a controller asks ' +
      "when a message was garbled: the talk compares readback and hearback on the radio with contracts and proof in SPARK, and tells how a conflict " +
      "alert that went silent for 40 seconds in 2016 made me leave the radar room for proof tools. The recording and the slides are online.",
    stack: ["SPARK", "Ada"],
    deploy: {
      recording: "YouTube",
      slides: { name: "Speaker Deck", href: "https://speakerdeck.com/maellecastagne/say-again" },
    },
  },
  {
    name: "ProofTrace (patent FR 3 127 406 B1)",
    github: "",
    live: "https://patents.example.com/FR3127406B1",
    description:
      "An internal DO-178C tool at Long Final, and the French patent FR 3 127 406 B1 (granted in 2024) on which I am lead inventor with two colleagues. " +
      "ProofTrace links each GNATprove proof result to the low-level requirement it verifies, and writes the traceability matrix and the DO-333 " +
      "verification evidence that certification authorities review, so a changed requirement flags exactly the proofs to redo. Qualified under DO-330 " +
      "as a verification tool, it cut the time to prepare a certification review from about three weeks to four days. The code is private.",
    stack: ["Python", "SPARK", "GNATprove", "DO-178C", "DO-330"],
    deploy: { patent: { name: "FR 3 127 406 B1", href: "https://patents.example.com/FR3127406B1" } },
  },
];
