import type { ExperienceEntry } from "./types";

/** Newest first. A `url` turns the whole card into a link that opens in a new tab. */
export const experience: ExperienceEntry[] = [
  {
    title: "Lead Verification Engineer",
    employmentType: "Full-time",
    company: "Still Water Imaging",
    date: "Sep 2022 – Present",
    location: "Best, Noord-Brabant · Hybrid",
    description:
      "Still Water Imaging builds photon-counting CT detectors and the FPGA boards that read them out. I joined as the company's first dedicated verification " +
      "engineer and now lead a verification team of five. I built the SystemVerilog and UVM environment for the detector readout FPGA, an AMD Kintex UltraScale+ " +
      "built with Vivado, set up the nightly Jenkins regressions that run 14,000 random seeds, and brought in cocotb for the smaller blocks. Because the product " +
      "is a medical device, every requirement is traced to a test and its coverage for the IEC 62304 and ISO 13485 audits; our readout FPGA passed its 2024 " +
      "release audit with no verification findings.",
    url: "https://stillwaterimaging.example.com",
    teamSize: 5,
  },
  {
    title: "Lecturer, Hardware Verification (part-time)",
    employmentType: "Part-time",
    company: "Kempenland University of Applied Sciences",
    date: "Feb 2023 – Jun 2025",
    location: "Eindhoven · On-site, one day a week",
    description:
      "Alongside my job at Still Water Imaging I taught the Hardware Verification minor one day a week: SystemVerilog assertions, constrained-random testing, " +
      "UVM and cocotb for about 40 fourth-year electrical engineering students a year. I wrote the eight labs myself and later published them as Verification Kitchen. " +
      "I stopped after the 2024–2025 school year, when my team at Still Water Imaging grew to five.",
    url: "https://kempenland.example.nl",
  },
  {
    title: "FPGA Design and Verification Engineer",
    employmentType: "Full-time",
    company: "Telvanta Networks",
    date: "Mar 2019 – Aug 2022",
    location: "Eindhoven · Hybrid",
    description:
      "Telvanta Networks makes 5G NR radio units for mobile operators. In the radio FPGA team I designed VHDL blocks for the eCPRI fronthaul interface on AMD " +
      "Zynq UltraScale+ RFSoC devices in Vivado, and wrote the UVM testbench for the whole O-RAN fronthaul path, which found 37 bugs before the first field trial " +
      "with an operator. In 2021 I ported the fronthaul block to an Intel Agilex FPGA in Quartus for a lower-cost radio, and wrote the Tcl build scripts that let " +
      "both vendors' builds run from one Jenkins pipeline.",
    url: "https://telvanta.example.com",
  },
  {
    title: "PhD Candidate (industrial PhD)",
    employmentType: "Full-time, PhD position",
    company: "Eindhoven University of Technology (TU/e)",
    date: "September 2014 – February 2019",
    location: "Eindhoven · On-site",
    description:
      "An industrial PhD in the Electronic Systems group: the university employed me, and Fine Line Mechatronics funded the project and gave me two days a week " +
      "in its lab. I researched how to verify the FPGA controllers that position a lithography machine's wafer stage, combining constrained-random SystemVerilog " +
      "and UVM testbenches with a C++ model of the stage's mechanics in the loop. The method found 23 bugs in a controller that had already passed design review " +
      "and became my thesis, Closing the Loop. I also supervised six master's students and assisted in the digital design course.",
    url: "https://www.tue.nl",
  },
  {
    title: "Test Engineer",
    employmentType: "Full-time",
    company: "Fine Line Mechatronics",
    date: "Aug 2012 – Aug 2014",
    location: "Veldhoven · On-site",
    description:
      "Fine Line Mechatronics supplies motion-control modules for lithography machines. In my first job after my master's I wrote Python and Tcl scripts that " +
      "test FPGA-based motion-controller boards in the lab and on the production line, and turned a two-day manual board test into a 40-minute automated one. " +
      "Chasing the FPGA bugs those tests found is what made me want to do verification properly, and it led to the PhD.",
    url: "https://fineline.example.com",
  },
];
