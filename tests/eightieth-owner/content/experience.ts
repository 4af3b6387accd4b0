import type { ExperienceEntry } from "./types";

/** Newest first. A `url` turns the whole card into a link that opens in a new tab. */
export const experience: ExperienceEntry[] = [
  {
    title: "Senior Software Engineer, Low-Latency Systems",
    employmentType: "Full-time",
    company: "Halsted Point Trading",
    date: "Jan 2022 – Present",
    location: "Chicago · Hybrid",
    description:
      "Halsted Point Trading is a proprietary trading firm in Chicago: it trades its own money in futures and options on US exchanges and has no clients. " +
      "I was promoted to senior in January 2022 and have led the market-data team of three engineers since March 2024. We own the feed handlers that read " +
      "the exchanges' UDP multicast market data through DPDK kernel bypass and build the order books the trading strategies read. I work with the FPGA team " +
      "on the boundary between their hardware and our C++20 software: I don't write Verilog myself, but I agree the message layouts with them and write and test " +
      "the software side. We cut the futures feed handler's median wire-to-book latency from 2.1 microseconds to 740 nanoseconds, and in 2023 I moved our " +
      "C++ monorepo from CMake to Bazel, which took a clean CI build from 40 minutes to 9. Everything is profiled with perf and eBPF.",
    url: "https://halstedpoint.example.com",
    teamSize: 3,
  },
  {
    title: "Software Engineer",
    employmentType: "Full-time",
    company: "Halsted Point Trading",
    date: "Jul 2019 – Dec 2021",
    location: "Chicago · On-site",
    description:
      "I joined straight out of my master's, and the firm sponsored my H-1B visa. I wrote the pre-trade risk checks of the order gateway in C++17, " +
      "the in-house tool that replays captured exchange traffic into our feed handlers (the idea behind Tapedeck), and Python research tooling that pulls " +
      "tick data out of kdb+ for the quant researchers, which is where I learned my little bit of q.",
    url: "https://halstedpoint.example.com",
  },
  {
    title: "Graduate Research Assistant, Networked Systems Lab",
    employmentType: "Part-time",
    company: "Prairie Institute of Technology",
    date: "Aug 2017 – May 2019",
    location: "Champaign, Illinois · On-site",
    description:
      "Twenty hours a week in the university's networked systems lab during my M.S. I measured how long packets spend inside a Linux server, through the kernel " +
      "and through DPDK, on ordinary network cards, which became my master's thesis, Where Did the Microseconds Go?. This is where I first used kernel bypass " +
      "and wrote my first lock-free queue.",
  },
  {
    title: "Software Engineer, Payment Switch",
    employmentType: "Full-time",
    company: "Swiftrail Payments",
    date: "Mar 2015 – Jul 2017",
    location: "Lagos, Nigeria · On-site",
    description:
      "Swiftrail is a Lagos fintech whose payment switch routes card and transfer transactions between Nigerian banks, ATMs and point-of-sale terminals. " +
      "I wrote the C++ services that parse and route ISO 8583 messages, and rewrote the transaction router so the switch carried its busiest day, " +
      "1.2 million transactions on a December payday, with a median switching time under 40 milliseconds. This is where I learned to care about tail latency.",
    url: "https://swiftrail.example.com",
  },
  {
    title: "Network Engineer",
    employmentType: "Full-time",
    company: "Atlantic Wave Telecom",
    date: "Oct 2012 – Feb 2015",
    location: "Lagos, Nigeria · On-site",
    description:
      "My first job, after my NYSC service year: network engineer in the IP core team of Atlantic Wave Telecom, a mobile operator in Lagos. " +
      "I configured routers and switches, kept the MPLS backbone between Lagos and Ibadan running, and wrote Python and Bash scripts that collected " +
      "interface counters. Chasing packet loss on that network is how I got curious about what happens to a packet inside a computer.",
  },
];
