import type { ExperienceEntry } from "./types";

/** Newest first. A `url` turns the whole card into a link that opens in a new tab. */
export const experience: ExperienceEntry[] = [
  {
    title: "Senior Kernel Engineer",
    employmentType: "Full-time",
    company: "Blue Harbor Storage",
    date: "Mar 2021 – Present",
    location: "Kraków · Hybrid",
    description:
      "Blue Harbor Storage is a Kraków company of about 400 people that builds all-flash NVMe storage arrays. I'm one of six engineers in the kernel team, " +
      "and upstream work is part of my job: we fix things in mainline first and backport after. I work on the NVMe host and target drivers, io_uring and the " +
      "block layer. I moved the arrays' data path from libaio to io_uring with polled queues, which cut 99th-percentile read latency by 38%, and for every " +
      "release I compare our kernel path with SPDK in user space. I also benchmark ext4, XFS, Btrfs and ZFS on our arrays for the customers' sizing guides. " +
      "I test in QEMU and KVM with emulated NVMe drives and on real hardware, on x86-64 and ARM64, and trace with perf, ftrace and eBPF.",
    url: "https://blueharborstorage.example.com",
  },
  {
    title: "Embedded Linux Developer",
    employmentType: "Full-time",
    company: "Vistula Networks",
    date: "Jul 2017 – Feb 2021",
    location: "Kraków · On-site",
    description:
      "Vistula Networks is a Kraków maker of home and small-office routers, about 120 people. I maintained the Linux board support packages of its ARM64 " +
      "routers, first with Yocto and later with Buildroot, brought up new boards (U-Boot and device tree), moved the product line from kernel 4.9 to 5.10 " +
      "and cut the routers' boot time from 38 seconds to 9. I also wrote the flash storage layer, UBIFS on raw NAND and ext4 on eMMC for the newer models, " +
      "which is where I got hooked on storage. My first mainline kernel patch, a NAND driver fix, went upstream from here in 2018.",
    url: "https://vistulanetworks.example.com",
  },
  {
    title: "Junior C Developer",
    employmentType: "Full-time",
    company: "PKO Tech",
    date: "Sep 2015 – Jun 2017",
    location: "Kraków · On-site",
    description:
      "PKO Tech was the in-house IT department of a large Polish bank. I wrote and maintained C services for its payment-clearing system on x86-64 Linux " +
      "servers, and Bash scripts for the nightly batch jobs. The code was closed source, and I missed reviewing and being reviewed in public, " +
      "which is why I now only take jobs with upstream work in them.",
  },
  {
    title: "Google Summer of Code Student (Btrfs)",
    employmentType: "Open source, summer stipend",
    company: "Google Summer of Code",
    date: "May 2014 – Aug 2014",
    location: "Kraków · Remote",
    description:
      "During my MSc I spent the summer of 2014 on the Btrfs file system as a Google Summer of Code (GSoC) student, with a Btrfs developer as my mentor. " +
      "I wrote a free-space cache checker for btrfs-progs in C, my first open-source code, and learned to send patches to a mailing list with git send-email. " +
      "It was merged in btrfs-progs 3.17.",
    url: "https://summerofcode.withgoogle.com",
  },
];
