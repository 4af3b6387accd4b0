import type { ExperienceEntry } from "./types";

/** Newest first. A `url` turns the whole card into a link that opens in a new tab. */
export const experience: ExperienceEntry[] = [
  {
    title: "Quantum Software Engineer",
    employmentType: "Full-time",
    company: "Coherent Labs",
    date: "Mar 2023 – Present",
    location: "Sydney · Hybrid",
    description:
      "Coherent Labs is a Sydney start-up of about 30 people that builds compilers and error-mitigation tooling for superconducting qubits. " +
      "I joined in March 2023, when I left academia. I work on the compiler's qubit routing and gate-scheduling passes, written in Rust with " +
      "Python bindings, which cut the two-qubit gate count of our benchmark circuits by about 18%. I also built the error-mitigation module " +
      "(zero-noise extrapolation and probabilistic error cancellation) that customers run on IBM Quantum machines and on AWS Braket, " +
      "and I set up the nightly hardware benchmarks in Docker and GitHub Actions.",
    url: "https://coherentlabs.example.com",
  },
  {
    title: "Postdoctoral Research Fellow",
    employmentType: "Full-time",
    company: "The University of Sydney",
    date: "Feb 2020 – Feb 2023",
    location: "Sydney · On campus",
    description:
      "A research-only postdoc in the quantum information group of the School of Physics. I studied how to characterise and mitigate noise on " +
      "superconducting processors: learned noise models for probabilistic error cancellation, ran experiments on IBM Quantum and Rigetti devices " +
      "through AWS Braket, and wrote a GPU density-matrix simulator in C++ and CUDA to check the results. Seven of my papers come from these years, " +
      "and I started noisefold here. I co-supervised two honours students.",
    url: "https://www.sydney.edu.au",
  },
  {
    title: "PhD Candidate in Quantum Information",
    employmentType: "Full-time (PhD scholarship)",
    company: "The University of Queensland",
    date: "Mar 2016 – Jan 2020",
    location: "Brisbane · On campus",
    description:
      "My PhD in the School of Mathematics and Physics, on error mitigation for near-term quantum processors. I developed gate-folding methods " +
      "for zero-noise extrapolation and tested them on cloud quantum hardware, with simulations in Julia and Python. The work is in my thesis, " +
      "Taming the Noise, and in four papers, including one in Physical Review A in 2019.",
    url: "https://www.uq.edu.au",
  },
  {
    title: "Quantum Research Intern",
    employmentType: "Internship (12 weeks)",
    company: "IBM Research",
    date: "Jun 2019 – Aug 2019",
    location: "Yorktown Heights, New York, USA · On-site",
    description:
      "A 12-week summer internship at the IBM Thomas J. Watson Research Center, in the team behind Qiskit. I wrote a noise-aware qubit layout pass " +
      "for the Qiskit transpiler, which picks the physical qubits with the lowest error rates for a circuit; it was my first merged pull request " +
      "to Qiskit, and I've kept contributing since.",
    url: "https://research.ibm.com",
  },
  {
    title: "Physics Tutor (first-year physics)",
    employmentType: "Part-time, casual",
    company: "The University of Queensland",
    date: "Feb 2017 – Nov 2019",
    location: "Brisbane · On campus",
    description:
      "Alongside my PhD I ran weekly tutorials for first-year physics courses (mechanics, and electricity and magnetism), about 25 students a " +
      "tutorial, and marked assignments and exams.",
    url: "https://www.uq.edu.au",
  },
];
