import type { Project } from "./types";

/**
 * Shown in this order in the carousel. `live` may be "". Deploy values of "", "TBD" or "None"
 * are left out of the card.
 */
export const projects: Project[] = [
  {
    name: "luizac.branch_routers",
    github: "https://github.com/luiza-conceicao/ansible-branch-routers",
    live: "https://galaxy.ansible.com/ui/repo/published/luizac/branch_routers/",
    description:
      "An open-source Ansible collection that builds and pushes the whole config of a branch router from NetBox data: interfaces, the two WAN links, " +
      "BGP to the carriers, OSPF inside, ACLs and SNMP. It supports Cisco IOS-XE and Juniper SRX firewalls running Junos, checks for drift before it " +
      "changes anything and can roll a branch back to its last good config. I wrote the first version during my career break in 2023, from what I'd " +
      "learned at Banco Horizonte, but from scratch and with none of the bank's code. GPL-3.0, on Ansible Galaxy, with about 38,000 downloads.",
    stack: ["Ansible", "Python", "Jinja2", "NetBox", "Cisco IOS-XE", "Junos"],
    deploy: {
      "Ansible Galaxy": { name: "luizac.branch_routers", href: "https://galaxy.ansible.com/ui/repo/published/luizac/branch_routers/" },
    },
  },
  {
    name: "netbox-maintenance-windows",
    github: "https://github.com/luiza-conceicao/netbox-maintenance-windows",
    live: "",
    description:
      "A NetBox plugin, written in Python and Django, that tracks carriers' maintenance windows. It reads the providers' maintenance e-mails, links each " +
      "window to the circuits it touches and shows which sites will lose a link and whether they still have a backup one. It adds a page and a REST API " +
      "to NetBox, plus a calendar feed for the team. I started it for Northwind Edge, and the company let me open-source it in 2025. " +
      "Apache-2.0, on PyPI, for NetBox 4.",
    stack: ["Python", "Django", "NetBox", "PostgreSQL"],
    deploy: {
      PyPI: { name: "netbox-maintenance-windows", href: "https://pypi.org/project/netbox-maintenance-windows/" },
    },
  },
  {
    name: "bgpdiff",
    github: "https://github.com/luiza-conceicao/bgpdiff",
    live: "",
    description:
      "A command-line tool in Go that shows what a change really does to BGP. Give it two configs, before and after, from Cisco IOS-XE, Junos or Arista EOS: " +
      "it reads both into one vendor-neutral model and prints the difference in neighbours, route maps and policies, prefix lists and communities, instead " +
      "of a line-by-line text diff. It's a single binary, so it drops into any CI job. MIT licensed, about 900 GitHub stars.",
    stack: ["Go", "BGP", "Cisco IOS-XE", "Junos", "Arista EOS"],
    deploy: { binaries: "GitHub Releases" },
  },
  {
    name: "Preflight",
    github: "https://gitlab.com/luiza-conceicao/preflight",
    live: "",
    description:
      "A pre-change validation pipeline for GitLab CI that checks every network change before it reaches a device. When someone opens a merge request " +
      "with new configs, Batfish builds a model of the whole network and the pipeline checks that every BGP session still comes up, that the EVPN/VXLAN " +
      "fabric keeps its routes, that nothing customers need becomes unreachable and that the ACLs still block what they should. Risky changes then go " +
      "through a Containerlab lab of Arista cEOS switches, and the results land as a comment on the merge request. This is the public, cleaned-up version " +
      "of the pipeline I built at Northwind Edge, where no change goes out without it.",
    stack: ["Batfish", "Python", "GitLab CI", "Containerlab", "Docker", "EVPN/VXLAN", "Arista EOS"],
    deploy: { CI: "GitLab CI template" },
  },
  {
    name: "terraform-aws-tgw-hub",
    github: "https://github.com/luiza-conceicao/terraform-aws-tgw-hub",
    live: "https://registry.terraform.io/modules/luiza-conceicao/tgw-hub/aws",
    description:
      "A Terraform module for a hub-and-spoke network on AWS: one AWS Transit Gateway, a route table per environment, the VPC attachments, and a " +
      "Direct Connect gateway with BGP to the routers in your own data centre, so the routing between them lives in code. I wrote it after my AWS " +
      "Advanced Networking certification, and a version of it runs at Northwind Edge. MIT licensed, on the Terraform Registry.",
    stack: ["Terraform", "AWS Transit Gateway", "AWS Direct Connect", "BGP"],
    deploy: {
      "Terraform Registry": { name: "luiza-conceicao/tgw-hub/aws", href: "https://registry.terraform.io/modules/luiza-conceicao/tgw-hub/aws" },
    },
  },
  {
    name: "Wi-Fi nas Cozinhas",
    github: "",
    live: "https://wifinascozinhas.example.org",
    description:
      "A volunteer project: free Wi-Fi for the community kitchens (cozinhas solidárias) of Belo Horizonte, which serve free meals every day. Since 2023, " +
      "with a small group of volunteers, I've set up Wi-Fi in 14 kitchens, on donated routers running OpenWrt, each linked back by a WireGuard tunnel, " +
      "with the configs pushed by Ansible and Prometheus and Grafana watching every link. The kitchens use it for their rosters and donations, and people " +
      "waiting for a meal use it to look for work and call their families. The how-to is written in Portuguese so that other cities can copy it.",
    stack: ["OpenWrt", "WireGuard", "Ansible", "Prometheus", "Grafana"],
    deploy: { site: { name: "wifinascozinhas.example.org", href: "https://wifinascozinhas.example.org" } },
  },
];
