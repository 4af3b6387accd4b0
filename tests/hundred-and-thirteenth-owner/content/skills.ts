import type { SkillGroup } from "./types";

/** Icons: `si:<slug>` from https://simpleicons.org, `lu:<name>` from https://lucide.dev/icons. */
export const skillGroups: SkillGroup[] = [
  {
    title: "Languages",
    items: [
      { label: "C (every day since 2015)", icon: "si:c" },
      { label: "Rust (Rust-for-Linux experiments)", icon: "si:rust" },
      { label: "Zig (hobby OS)", icon: "si:zig" },
      { label: "Python (tooling)", icon: "si:python" },
      { label: "Bash", icon: "si:gnubash" },
    ],
  },
  {
    title: "Kernel & Storage",
    items: [
      { label: "NVMe (host and target drivers)", icon: "lu:hard-drive" },
      { label: "io_uring", icon: "lu:refresh-cw" },
      { label: "Linux block layer", icon: "si:linux" },
      { label: "SPDK (user-space comparison)", icon: "lu:zap" },
    ],
  },
  {
    title: "File Systems",
    items: [
      { label: "ext4", icon: "lu:folder-tree" },
      { label: "Btrfs", icon: "lu:copy" },
      { label: "XFS", icon: "lu:database" },
      { label: "ZFS (benchmarking and debugging)", icon: "lu:layers" },
    ],
  },
  {
    title: "Tracing & Performance",
    items: [
      { label: "eBPF", icon: "lu:activity" },
      { label: "libbpf (CO-RE)", icon: "lu:file-code" },
      { label: "bpftrace", icon: "lu:terminal" },
      { label: "perf", icon: "lu:gauge" },
      { label: "ftrace", icon: "lu:waypoints" },
      { label: "fio", icon: "lu:timer" },
    ],
  },
  {
    title: "Virtualisation & Testing",
    items: [
      { label: "QEMU (emulated NVMe drives)", icon: "si:qemu" },
      { label: "KVM", icon: "lu:server" },
      { label: "blktests", icon: "lu:test-tube" },
    ],
  },
  {
    title: "Embedded Linux",
    items: [
      { label: "Yocto", icon: "lu:package" },
      { label: "Buildroot", icon: "lu:hammer" },
      { label: "U-Boot and device tree", icon: "lu:microchip" },
    ],
  },
  {
    title: "Architectures",
    items: [
      { label: "x86-64", icon: "lu:cpu" },
      { label: "ARM64", icon: "si:arm" },
      { label: "RISC-V", icon: "si:riscv" },
    ],
  },
  {
    title: "Upstream Workflow",
    items: [
      { label: "Git", icon: "si:git" },
      { label: "git send-email", icon: "lu:mail" },
      { label: "Mailing lists (LKML, linux-nvme, io-uring)", icon: "lu:message-square" },
      { label: "Patch review", icon: "lu:git-pull-request" },
    ],
  },
];
