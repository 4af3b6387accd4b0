import type { SkillGroup } from "./types";

/** Icons: `si:<slug>` from https://simpleicons.org, `lu:<name>` from https://lucide.dev/icons. */
export const skillGroups: SkillGroup[] = [
  {
    title: "Verification",
    items: [
      { label: "SystemVerilog", icon: "lu:file-code" },
      { label: "UVM", icon: "lu:layers" },
      { label: "SystemVerilog Assertions (SVA)", icon: "lu:check-check" },
      { label: "cocotb", icon: "lu:flask-conical" },
      { label: "Constrained-random testing", icon: "lu:shuffle" },
      { label: "Functional coverage", icon: "lu:target" },
    ],
  },
  {
    title: "Design & HDL",
    items: [
      { label: "VHDL", icon: "lu:cpu" },
      { label: "RTL design", icon: "lu:circuit-board" },
      { label: "Clock domain crossing", icon: "lu:timer" },
    ],
  },
  {
    title: "Programming & Scripting",
    items: [
      { label: "Python", icon: "si:python" },
      { label: "C++", icon: "si:cplusplus" },
      { label: "Tcl", icon: "lu:terminal" },
    ],
  },
  {
    title: "FPGA Tools & Simulators",
    items: [
      { label: "AMD Vivado", icon: "lu:microchip" },
      { label: "Intel Quartus Prime", icon: "lu:microchip" },
      { label: "Questa", icon: "lu:audio-waveform" },
      { label: "Verilator", icon: "lu:zap" },
    ],
  },
  {
    title: "CI & Version Control",
    items: [
      { label: "Git", icon: "si:git" },
      { label: "Jenkins", icon: "si:jenkins" },
      { label: "Linux", icon: "si:linux" },
    ],
  },
  {
    title: "Domains",
    items: [
      { label: "5G NR radio units", icon: "lu:radio-tower" },
      { label: "O-RAN fronthaul (eCPRI)", icon: "lu:network" },
      { label: "CT detector readout", icon: "lu:scan" },
      { label: "Wafer-stage motion control", icon: "lu:move" },
      { label: "IEC 62304 / ISO 13485", icon: "lu:shield-check" },
    ],
  },
];
