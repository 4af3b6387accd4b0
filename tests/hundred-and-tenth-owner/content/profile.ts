import type { Profile } from "./types";

/**
 * A made-up owner: a Sydney quantum software engineer with a PhD in physics who left a postdoc for a quantum start-up
 * in 2023, builds compilers and error-mitigation tooling for superconducting qubits, and gives public talks on the side.
 */
export const profile: Profile = {
  firstName: "Kai",
  lastName: "Nakamura-Reid",
  initials: "KN",
  pronouns: "they",
  role: "Quantum Software Engineer",
  bio:
    "I'm Dr. Kai Nakamura-Reid (they/them), a quantum software engineer in Sydney. I spent seven years in quantum information research, " +
    "with a PhD at the University of Queensland and a postdoc at the University of Sydney, before moving into industry in 2023. " +
    "At Coherent Labs I build the compiler passes and the error-mitigation tools that help noisy superconducting qubits give answers you can trust. " +
    "I maintain noisefold, an open-source Python package for zero-noise extrapolation, and paulistr, a Rust crate for fast Pauli-string algebra, " +
    "and I've had pull requests merged into the Qiskit transpiler since my IBM Research internship in 2019. " +
    "Once a month or so I explain qubits to anyone who'll listen at a Sydney library, in a talk series called Qubits for Everyone.",
  email: "kai.nakamura.reid@example.com",
  phone: "+61 491 570 156",
  location: "Sydney, New South Wales, Australia",
  cube: ["ZNE", "Rust", "Py", "|ψ⟩", "QIP"],
  siteUrl: "https://kainakamurareid.example.com",
  portraits: {
    default: {
      src: "/images/hundred-and-tenth-portrait.jpg",
      alt: "Portrait of Kai Nakamura-Reid, a person with short dark hair and wire-rimmed glasses, in a grey jumper in front of a whiteboard full of circuit diagrams",
    },
    alternate: {
      src: "/images/hundred-and-tenth-portrait-alt.jpg",
      alt: "Kai Nakamura-Reid speaking to an audience in a library reading room, with a slide showing a Bloch sphere",
    },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/kai-nakamura-reid", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/kai-nakamura-reid-example", icon: "lu:briefcase-business" },
    { label: "Google Scholar profile", href: "https://scholar.google.com/citations?user=kNRexample01", icon: "si:googlescholar" },
    { label: "ORCID", href: "https://orcid.org/0000-0002-1825-0097", icon: "si:orcid" },
    { label: "Qubits for Everyone talks", href: "https://kainakamurareid.example.com/qubits-for-everyone", icon: "lu:presentation" },
  ],
};
