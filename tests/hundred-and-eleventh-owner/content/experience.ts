import type { ExperienceEntry } from "./types";

/** Newest first. A `url` turns the whole card into a link that opens in a new tab. */
export const experience: ExperienceEntry[] = [
  {
    title: "Network Automation Engineer",
    employmentType: "Contract, 4 days a week",
    company: "Northwind Edge",
    date: "Apr 2024 – Present",
    location: "Remote from Belo Horizonte",
    description:
      "Northwind Edge is a Dutch cloud company, based in Rotterdam, that runs edge data centres in seven European cities. I work on its network automation " +
      "team on a contract, four days a week, fully remote from Belo Horizonte. I moved the data-centre fabric (EVPN/VXLAN on Arista EOS, with a BGP underlay) " +
      "to NetBox as the source of truth, with Nornir and NAPALM pushing the configs; I built the Batfish pre-change checks that every change goes through in " +
      "GitLab CI; I wrote the Terraform for the AWS Transit Gateway links to customers' clouds; and I built Grafana dashboards on Prometheus and gNMI telemetry. " +
      "Changes that used to need a night maintenance window now go out in the afternoon through a pipeline. No on-call: that was agreed from day one. " +
      "The contract runs until the end of February 2027.",
    url: "https://northwindedge.example.nl",
  },
  {
    title: "Career break",
    employmentType: "Career break",
    company: "Caring for my mother",
    date: "Apr 2022 – Mar 2024",
    location: "Belo Horizonte",
    description:
      "I took two years off to care for my mother full-time while she recovered from a long illness. It was the right call and I'd make it again; she's well now, " +
      "and I came back to work in April 2024. I kept my hands on the keyboard when I could: I passed the AWS Certified Advanced Networking – Specialty in 2023, " +
      "wrote the first version of my Ansible collection for branch routers, and started setting up Wi-Fi for community kitchens as a volunteer.",
  },
  {
    title: "Senior Network Engineer",
    employmentType: "Full-time",
    company: "Banco Horizonte",
    date: "Apr 2019 – Mar 2022",
    location: "Belo Horizonte · On-site, hybrid from 2020",
    description:
      "Banco Horizonte is a mid-sized Brazilian bank headquartered in Belo Horizonte, with about 280 branches across Minas Gerais. I led a team of four network " +
      "engineers that ran the branch WAN and the bank's two data centres. We replaced every branch router with Cisco IOS-XE routers on two carrier links, with BGP " +
      "to the carriers and OSPF inside, and I wrote the bank's first Ansible playbooks, which cut a branch router's setup from half a day of console work to about " +
      "20 minutes. I was also on the on-call rotation, one week in four, which is why I don't do on-call any more.",
    url: "https://bancohorizonte.example.com.br",
    teamSize: 4,
  },
  {
    title: "Network Engineer",
    employmentType: "Full-time",
    company: "Vale Net",
    date: "Mar 2015 – Mar 2019",
    location: "Belo Horizonte · On-site",
    description:
      "Vale Net is a regional internet provider in Minas Gerais with about 40,000 fibre and radio customers. I ran its backbone: BGP with two upstream providers " +
      "and at the IX.br internet exchange in São Paulo, OSPF, and MPLS L3VPN for business customers, all on Juniper MX routers running Junos. I wrote my first " +
      "Python scripts here, with Netmiko, to back up every router's config each night and check it for mistakes, and I studied for the JNCIA-Junos (2017) " +
      "and the CCNP Enterprise (2019) between night shifts.",
    url: "https://valenet.example.com.br",
  },
  {
    title: "Help-Desk Technician",
    employmentType: "Full-time",
    company: "Vale Net",
    date: "Feb 2013 – Feb 2015",
    location: "Belo Horizonte · On-site",
    description:
      "My first job: answering customers' calls about their internet, talking them through modem and Wi-Fi problems and sending out field technicians. " +
      "I spent my breaks with the network team asking questions, built a home lab out of second-hand Cisco routers, and was promoted to network engineer " +
      "in March 2015.",
    url: "https://valenet.example.com.br",
  },
];
