import type { Profile } from "./types";

/**
 * A made-up owner: a cloud solutions architect in Lagos who works mostly in pre-sales and customer architecture
 * at a cloud-hosting company, after DevOps at a fintech and systems administration at a telecom.
 */
export const profile: Profile = {
  firstName: "Sunday",
  lastName: "Okafor",
  initials: "SO",
  pronouns: "he",
  role: "Cloud Solutions Architect",
  bio:
    "I'm Sunday Okafor, a cloud solutions architect in Lagos. Since 2022 I've been a Senior Solutions Architect at Clear Sky Cloud, " +
    "where I spend most of my time in pre-sales and customer architecture: I sit with a customer's engineers, work out what they actually need, " +
    "design it on AWS or Google Cloud, and build the proof of concept myself. I design systems, I don't carry a quota. " +
    "Before that I was a DevOps engineer at Paystack, running payments infrastructure on Kubernetes, and a systems administrator at MTN Nigeria. " +
    "I started out teaching ICT to secondary school students in Enugu during my youth service, and I still love explaining hard things simply. " +
    "I co-organise the Lagos Cloud Meetup and I maintain Groundwork, an open-source library of Terraform modules for landing zones.",
  email: "sunday.okafor@example.com",
  phone: "+234 803 555 0142",
  location: "Lagos, Nigeria",
  cube: ["AWS", "GCP", "TF", "K8s", "Go"],
  siteUrl: "https://sundayokafor.example.com",
  portraits: {
    default: {
      src: "/images/hundred-and-twelfth-portrait.jpg",
      alt: "Portrait of Sunday Okafor, a smiling man with a short beard in a navy shirt, in front of a whiteboard covered in architecture diagrams",
    },
    alternate: {
      src: "/images/hundred-and-twelfth-portrait-alt.jpg",
      alt: "Sunday Okafor speaking on stage at AWS Community Day Nigeria 2024, in front of a slide of two cloud regions",
    },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/sundayokafor", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/sunday-okafor-example", icon: "lu:briefcase-business" },
    { label: "Book a 30-minute call (Calendly)", href: "https://calendly.com/sunday-okafor/30min", icon: "si:calendly" },
    { label: "Lagos Cloud Meetup", href: "https://www.meetup.com/lagos-cloud-meetup", icon: "si:meetup" },
    { label: "Field notes (blog)", href: "https://sundayokafor.example.com/notes", icon: "lu:pen-line" },
  ],
};
