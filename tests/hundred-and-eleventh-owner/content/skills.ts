import type { SkillGroup } from "./types";

/** Icons: `si:<slug>` from https://simpleicons.org, `lu:<name>` from https://lucide.dev/icons. */
export const skillGroups: SkillGroup[] = [
  {
    title: "Network Automation",
    items: [
      { label: "Python", icon: "si:python" },
      { label: "Ansible", icon: "si:ansible" },
      { label: "Nornir", icon: "lu:workflow" },
      { label: "NAPALM", icon: "lu:workflow" },
      { label: "Netmiko", icon: "lu:terminal" },
      { label: "Jinja2 templates", icon: "si:jinja" },
      { label: "Go (CLI tools)", icon: "si:go" },
    ],
  },
  {
    title: "Routing & Protocols",
    items: [
      { label: "BGP", icon: "lu:route" },
      { label: "OSPF", icon: "lu:route" },
      { label: "EVPN/VXLAN", icon: "lu:network" },
      { label: "MPLS L3VPN", icon: "lu:network" },
    ],
  },
  {
    title: "Network Operating Systems",
    items: [
      { label: "Cisco IOS-XE", icon: "si:cisco" },
      { label: "Juniper Junos", icon: "si:junipernetworks" },
      { label: "Arista EOS", icon: "lu:server-cog" },
    ],
  },
  {
    title: "Source of Truth & Testing",
    items: [
      { label: "NetBox (and NetBox plugins in Django)", icon: "lu:database" },
      { label: "Batfish", icon: "lu:shield-check" },
      { label: "Containerlab", icon: "lu:boxes" },
    ],
  },
  {
    title: "Cloud Networking & IaC",
    items: [
      { label: "AWS networking (VPC, Transit Gateway, Direct Connect)", icon: "lu:cloud" },
      { label: "Terraform", icon: "si:terraform" },
    ],
  },
  {
    title: "CI/CD & Tools",
    items: [
      { label: "GitLab CI", icon: "si:gitlab" },
      { label: "Git", icon: "si:git" },
      { label: "Docker", icon: "si:docker" },
      { label: "Linux", icon: "si:linux" },
    ],
  },
  {
    title: "Observability",
    items: [
      { label: "Prometheus", icon: "si:prometheus" },
      { label: "Grafana", icon: "si:grafana" },
      { label: "gNMI streaming telemetry", icon: "lu:activity" },
    ],
  },
  {
    title: "Certifications",
    items: [
      { label: "Cisco CCNP Enterprise (2019)", icon: "si:cisco" },
      { label: "Juniper JNCIA-Junos (2017)", icon: "si:junipernetworks" },
      { label: "AWS Certified Advanced Networking – Specialty (2023)", icon: "lu:award" },
    ],
  },
];
