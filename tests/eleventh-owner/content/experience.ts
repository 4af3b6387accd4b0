import type { ExperienceEntry } from "./types";

/** Newest first. */
export const experience: ExperienceEntry[] = [
  {
    title: "Founder & Application Security Consultant",
    employmentType: "Self-employed",
    company: "Signal Hill Security",
    date: "Mar 2022 – Present",
    location: "Cape Town · Remote and on-site",
    description:
      "My own consultancy. I run web and API penetration tests, threat modelling workshops and secure code reviews for fintech, " +
      "health and SaaS teams in South Africa, Europe and North America, and set up SAST and DAST pipelines (Semgrep and OWASP ZAP in CI) " +
      "so the same bugs don't come back. Clients stay under NDA, so the write-ups stay private.",
    url: "https://signalhill.example.co.za",
  },
  {
    title: "Part-time Lecturer, Secure Software Development",
    employmentType: "Part-time",
    company: "University of the Western Cape",
    date: "Feb 2020 – Present",
    location: "Bellville, Cape Town",
    description:
      "Teach the third-year secure software development module one semester a year: OWASP Top 10, threat modelling and code review, " +
      "with hands-on labs on Leaky Spaza, the deliberately vulnerable shop I built for the course.",
  },
  {
    title: "Product Security Lead",
    employmentType: "Full-time",
    company: "Kestrel Payroll",
    date: "Jun 2019 – Feb 2022",
    location: "Remote · Amsterdam, Netherlands",
    description:
      "Led product security for a payroll and HR SaaS used by 3,000 European companies: threat-modelled every new feature with its team, " +
      "wrote custom Semgrep rules for the Go and TypeScript codebases, triaged more than 400 reports for our HackerOne bug bounty programme " +
      "and led the incident response when an API key leaked through a public repository.",
    url: "https://kestrelpayroll.example.nl",
    teamSize: 2,
  },
  {
    title: "Application Security Analyst",
    employmentType: "Full-time",
    company: "Protea Mutual Insurance",
    date: "Feb 2016 – May 2019",
    location: "Cape Town · On-site",
    description:
      "Pentested the claims portal, the broker APIs and the mobile app before each release, reviewed Java and .NET code for injection and " +
      "access-control bugs, added OWASP ZAP scans to the release pipeline and took my turn on the incident response rota.",
  },
  {
    title: "Junior Security Engineer",
    employmentType: "Full-time",
    company: "Karoo Cart",
    date: "Jan 2014 – Jan 2016",
    location: "Cape Town · On-site",
    description:
      "Ran vulnerability scans and my first penetration tests on an online shop's checkout, helped close the findings of our PCI DSS audit " +
      "and was part of the response team when a card-skimming script turned up on the payment page.",
  },
  {
    title: "IT Helpdesk Technician",
    employmentType: "Full-time",
    company: "Mowbray Business Services",
    date: "Jan 2012 – Dec 2013",
    location: "Cape Town",
    description:
      "Reset passwords, imaged laptops and kept the printers of forty small businesses running. Spotting a phishing campaign " +
      "aimed at our clients' bookkeepers is what pulled me into security.",
  },
];
