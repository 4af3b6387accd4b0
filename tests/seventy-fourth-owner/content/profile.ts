import type { Profile } from "./types";

/** A made-up owner: an FPGA and hardware-verification engineer in Eindhoven who leads verification at a CT-detector maker. */
export const profile: Profile = {
  firstName: "Arash",
  lastName: "Karimi-Vos",
  initials: "AK",
  pronouns: "he",
  role: "Lead Verification Engineer · FPGA & Hardware Verification",
  bio:
    "I'm Arash Karimi-Vos, an FPGA and hardware-verification engineer in Eindhoven. I grew up in Shiraz, Iran, came to the Netherlands for a master's " +
    "in electrical engineering, and have spent more than twelve years since then making sure hardware does what its designers meant: first testing " +
    "wafer-stage controllers for lithography machines, then in an industrial PhD at TU/e, then on 5G radio FPGAs. Today I lead the verification team at " +
    "Still Water Imaging, where our FPGAs read out CT detectors, so a bug we miss can end up in a hospital. I write testbenches in SystemVerilog and UVM, " +
    "or in Python with cocotb when a block deserves a quicker start, and I like my nightly regressions boring and green. " +
    "Outside work I build odd FPGA instruments, such as a synthesizer that plays the quarter-tones of Persian music.",
  email: "arash.karimivos@example.com",
  phone: "+31 6 4718 2935",
  location: "Eindhoven, the Netherlands",
  cube: ["SV", "UVM", "VHDL", "Tcl", "C++"],
  siteUrl: "https://arashkarimivos.example.com",
  portraits: {
    default: {
      src: "/images/arash-karimi-vos-portrait.jpg",
      alt: "Portrait of Arash Karimi-Vos, a man with a short grey-flecked beard and dark-rimmed glasses, smiling beside a lab bench with an oscilloscope",
    },
    alternate: {
      src: "/images/arash-karimi-vos-portrait-alt.jpg",
      alt: "Arash Karimi-Vos pointing at a waveform viewer on a large monitor while talking a colleague through a failing test",
    },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/arash-karimi-vos", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/arash-karimi-vos", icon: "lu:briefcase-business" },
    { label: "Google Scholar profile", href: "https://scholar.google.com/citations?user=ArAsHkV0000AAAAJ", icon: "si:googlescholar" },
    { label: "Blog: Setup & Hold", href: "https://arashkarimivos.example.com/setup-and-hold", icon: "lu:pen-line" },
  ],
};
