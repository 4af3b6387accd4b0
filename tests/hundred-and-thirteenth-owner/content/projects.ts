import type { Project } from "./types";

/**
 * Shown in this order in the carousel. `live` may be "". Deploy values of "", "TBD" or "None"
 * are left out of the card.
 */
export const projects: Project[] = [
  {
    name: "Upstream Linux kernel work (NVMe and io_uring)",
    github: "https://git.kernel.org/pub/scm/linux/kernel/git/torvalds/linux.git/log/?qt=author&q=robin.nowak%40example.com",
    live: "https://lore.kernel.org/all/?q=f%3Arobin.nowak%40example.com",
    description:
      "About 140 of my patches have been merged in the mainline Linux kernel since 2018, most of them in the NVMe host driver and io_uring: NVMe passthrough " +
      "over io_uring, polled-queue fixes, multipath error handling, and smaller fixes in the block layer and ext4. My Signed-off-by is on every one of them, " +
      "and my Reviewed-by is on about 300 patches from other people. It all goes the old way: git send-email to the linux-nvme and io-uring mailing lists, " +
      "with LKML in copy, after testing in QEMU with emulated NVMe drives. Since 2024 I'm listed as a reviewer (R:) for NVMe passthrough in the kernel's " +
      "MAINTAINERS file.",
    stack: ["C", "NVMe", "io_uring", "Git", "git send-email", "QEMU", "KVM", "ftrace", "perf"],
    deploy: {
      mainline: {
        name: "Linux kernel (mainline)",
        href: "https://git.kernel.org/pub/scm/linux/kernel/git/torvalds/linux.git/log/?qt=author&q=robin.nowak%40example.com",
      },
      archive: { name: "Patches on lore.kernel.org", href: "https://lore.kernel.org/all/?q=f%3Arobin.nowak%40example.com" },
    },
  },
  {
    name: "latscope",
    github: "https://github.com/robin-nowak/latscope",
    live: "",
    description:
      "An open-source eBPF tool that follows every block I/O from io_uring submission through the block layer and the NVMe driver to completion, and shows " +
      "where the time went as per-stage latency histograms in the terminal. The tracing side is C with libbpf and CO-RE, so one binary runs on any kernel from " +
      "5.15; the front end is Python. I prototyped it in bpftrace in 2022. It's GPL-2.0, has about 1,900 GitHub stars and is packaged in Fedora and Debian. " +
      "I maintain it on Fridays.",
    stack: ["C", "eBPF", "libbpf", "Python", "bpftrace"],
    deploy: {
      PyPI: { name: "latscope", href: "https://pypi.org/project/latscope/" },
      packages: "Fedora and Debian",
    },
  },
  {
    name: "ferroblk",
    github: "https://github.com/robin-nowak/ferroblk",
    live: "",
    description:
      "A Rust-for-Linux experiment from 2024: a RAM-backed block device driver written in Rust on the kernel's Rust block-layer bindings, to see what Rust " +
      "costs and buys in a hot I/O path. In fio runs in a QEMU/KVM virtual machine it gets within 3% of the IOPS of the C null_blk driver. It's an " +
      "out-of-tree experiment, not merged and not meant for production; I posted it as an RFC to the rust-for-linux mailing list.",
    stack: ["Rust", "C", "QEMU", "KVM", "fio"],
    deploy: { status: "Out-of-tree experiment (RFC on the rust-for-linux list)" },
  },
  {
    name: "io_uring for storage people (talk)",
    github: "https://github.com/robin-nowak/io-uring-for-storage-people",
    live: "https://robinnowak.example.com/talks/io-uring-for-storage-people",
    description:
      "My 40-minute talk at Open Source Summit Europe 2023 in Bilbao, Spain, in September 2023: io_uring explained for people who think in IOPS and tail " +
      "latency. It walks from plain synchronous reads and libaio to io_uring's submission and completion rings, registered buffers, polled I/O and NVMe " +
      "passthrough, with fio and bpftrace demos run live in a QEMU virtual machine. The slides and demo scripts are on GitHub and the recording is on my site.",
    stack: ["io_uring", "C", "NVMe", "fio", "bpftrace", "QEMU"],
    deploy: {
      recording: { name: "Recording and slides", href: "https://robinnowak.example.com/talks/io-uring-for-storage-people" },
    },
  },
  {
    name: "pierogi-os",
    github: "https://github.com/robin-nowak/pierogi-os",
    live: "",
    description:
      "My hobby: a tiny operating system for the StarFive VisionFive 2 RISC-V board, written in Zig with a little RISC-V assembly for the boot code. " +
      "It boots from OpenSBI, sets up Sv39 paging, runs a preemptive round-robin scheduler and a serial shell, and reads files from the SD card through a " +
      "tiny read-only FAT32 driver. It also runs on QEMU's virt machine. About 9,000 lines, MIT licensed, written in the evenings for fun.",
    stack: ["Zig", "RISC-V", "QEMU"],
    deploy: { boards: "VisionFive 2 and QEMU virt" },
  },
];
