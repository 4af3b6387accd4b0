import type { Project } from "./types";

/**
 * Shown in this order in the carousel. `live` may be "". Deploy values of "", "TBD" or "None"
 * are left out of the card.
 */
export const projects: Project[] = [
  {
    name: "Night Shift",
    github: "https://github.com/arash-karimi-vos/night-shift",
    live: "",
    description:
      "A Jenkins pipeline and Python tool for nightly SystemVerilog and UVM regressions. It spreads thousands of random seeds across a build farm, reruns every " +
      "failing seed with waveforms dumped, groups the failures by their first UVM_ERROR message so one bug shows up as one line, and merges functional coverage " +
      "into a single trend report. I wrote the first version in my own time and brought it to Still Water Imaging, where it runs 14,000 seeds a night and cut the " +
      "nightly regression from 11 hours to 3. The open-source version works with Questa and Verilator.",
    stack: ["Python", "Jenkins", "SystemVerilog", "UVM", "Questa", "Verilator"],
    deploy: { CI: "Jenkins", simulators: "Questa, Verilator" },
  },
  {
    name: "Fronthaul Bench",
    github: "https://github.com/arash-karimi-vos/fronthaul-bench",
    live: "https://pypi.org/project/cocotb-fronthaul/",
    description:
      "Open-source cocotb bus functional models for O-RAN fronthaul: they build and check eCPRI messages and O-RAN control-plane and user-plane sections on an " +
      "AXI-Stream interface, with a scoreboard that compares IQ samples against a Python reference model. I wrote it after leaving Telvanta Networks, from the " +
      "public O-RAN specifications only, with no employer code. Install it with pip install cocotb-fronthaul; about 180 GitHub stars, and two universities use it in their courses.",
    stack: ["Python", "cocotb", "Verilator", "O-RAN", "eCPRI"],
    deploy: {
      PyPI: { name: "cocotb-fronthaul", href: "https://pypi.org/project/cocotb-fronthaul/" },
      docs: { name: "Fronthaul Bench docs", href: "https://arash-karimi-vos.github.io/fronthaul-bench/" },
    },
  },
  {
    name: "Single Source",
    github: "https://github.com/arash-karimi-vos/single-source",
    live: "",
    description:
      "A register generator: describe a block's registers once in YAML, and it writes the VHDL register file, the UVM register model, a C++ header for the " +
      "firmware team and an HTML register map. Written in Python. Every FPGA at Still Water Imaging has used it since 2023, and it ended the register mismatches " +
      "between RTL, testbench and firmware that used to cost us a day per release.",
    stack: ["Python", "YAML", "VHDL", "UVM", "C++"],
    deploy: { source: { name: "GitHub", href: "https://github.com/arash-karimi-vos/single-source" } },
  },
  {
    name: "Quarter Tone",
    github: "https://github.com/arash-karimi-vos/quarter-tone",
    live: "https://www.youtube.com/watch?v=qTone8Voice",
    description:
      "A weekend project: an eight-voice FPGA synthesizer written in VHDL for a Terasic DE10-Nano board (Intel Cyclone V), tuned to the quarter-tones of Persian " +
      "classical music so it can play the dastgah modes my father played on the setar in Shiraz. Built with Quartus; a cocotb testbench checks the pitch of every " +
      "voice against a Python model to within 1 cent. The live link is a demo video.",
    stack: ["VHDL", "Quartus", "Intel Cyclone V", "cocotb", "Python"],
    deploy: { board: "Terasic DE10-Nano", demo: { name: "Demo video on YouTube", href: "https://www.youtube.com/watch?v=qTone8Voice" } },
  },
  {
    name: "Closing the Loop (PhD thesis)",
    github: "",
    live: "https://research.tue.example.nl/closing-the-loop",
    description:
      "My PhD thesis at Eindhoven University of Technology, defended in February 2019, from an industrial PhD with Fine Line Mechatronics: how to verify the FPGA " +
      "controllers that position a lithography machine's wafer stage. It pairs constrained-random SystemVerilog and UVM testbenches with a C++ model of the stage's " +
      "mechanics in the loop, and found 23 bugs in a controller that had already passed design review. Three conference papers and one journal article came out of it.",
    stack: ["SystemVerilog", "UVM", "C++", "Questa"],
    deploy: { thesis: { name: "TU/e research portal (PDF)", href: "https://research.tue.example.nl/closing-the-loop" } },
  },
  {
    name: "Ten Thousand Seeds (DVCon Europe 2024 talk)",
    github: "",
    live: "https://dvcon-europe.example.org/2024/ten-thousand-seeds",
    description:
      "My 30-minute talk and paper at DVCon Europe 2024 in Munich, in October 2024: how we run 14,000 random seeds a night on a medical-device FPGA without drowning " +
      "in failures. Triage by first error, one-click seed replays, and coverage trends that an auditor can read. Slides and paper are on the conference site.",
    stack: ["SystemVerilog", "UVM", "Jenkins", "Python"],
    deploy: {
      paper: { name: "DVCon Europe 2024 proceedings", href: "https://dvcon-europe.example.org/2024/ten-thousand-seeds" },
      slides: { name: "Slides (PDF)", href: "https://arashkarimivos.example.com/talks/ten-thousand-seeds.pdf" },
    },
  },
  {
    name: "Verification Kitchen",
    github: "https://github.com/arash-karimi-vos/verification-kitchen",
    live: "",
    description:
      "The eight labs I wrote for the Hardware Verification minor at Kempenland University of Applied Sciences, published as open course material: from a first " +
      "SystemVerilog assertion to a full UVM environment for a UART, plus the same UART tested in cocotb, so students can compare the two. Everything runs on " +
      "the free Verilator simulator or on EDA Playground, with no licence needed.",
    stack: ["SystemVerilog", "UVM", "cocotb", "Verilator"],
    deploy: { labs: "EDA Playground", licence: "CC BY 4.0" },
  },
];
