import type { ExperienceEntry } from "./types";

/** Newest first. A `url` turns the whole card into a link that opens in a new tab. */
export const experience: ExperienceEntry[] = [
  {
    title: "Senior Back-End Engineer, Payments",
    employmentType: "Full-time",
    company: "Cowrie Rails",
    date: "Apr 2023 – Present",
    location: "Lagos · Hybrid (Tuesdays and Thursdays at the Lekki office)",
    description:
      "Cowrie Rails is a Lagos fintech that processes card and mobile money payments for about 3,000 merchants and runs a network of about 12,000 " +
      "mobile money agents. Since my promotion in April 2023 I have been the tech lead of the settlement squad of four engineers: we own Tally Clerk, " +
      "the reconciliation engine that matches about 1.8 million transactions a day against the card switch, the partner banks' settlement files and the " +
      "mobile network operators' reports. I moved end-of-day reconciliation from a six-hour batch to a Kafka stream that closes the books by 01:00, " +
      "brought unmatched transactions down from 0.9% to 0.05%, and wrote the incident process the whole engineering team now uses. " +
      "I'm on the payments on-call rota one week in five and have been incident commander for eleven major incidents.",
    url: "https://cowrierails.example.com",
    teamSize: 4,
  },
  {
    title: "Back-End Engineer, Payments",
    employmentType: "Full-time",
    company: "Cowrie Rails",
    date: "Jan 2021 – Mar 2023",
    location: "Lagos · Remote, then hybrid",
    description:
      "Joined as one of Cowrie Rails' first twelve engineers to build the mobile money side of the business. I wrote the wallet ledger and the agent " +
      "cash-in and cash-out services in Kotlin with Spring Boot on PostgreSQL, built Float Watch to warn agents before they run out of e-float, " +
      "and moved the ledger's events onto Kafka. I also wrote the first version of Tally Clerk in Go, back when reconciliation was a spreadsheet and two people.",
    url: "https://cowrierails.example.com",
  },
  {
    title: "Volunteer Mentor and Programme Lead",
    employmentType: "Volunteer",
    company: "Rise and Build Women in Tech",
    date: "Sep 2020 – Present",
    location: "Lagos · Evenings and weekends, mostly online",
    description:
      "Rise and Build is a non-profit that helps Nigerian women move into software careers. I mentor career-switchers one to one, and since 2022 " +
      "I have run First Commit, our free 12-week back-end track, with eight volunteer mentors. More than 60 women have finished the track and 19 of them " +
      "now work as engineers. I also run the monthly mock interviews, because nobody told me how a system design interview works until I was in one.",
    url: "https://riseandbuild.example.org",
    teamSize: 8,
  },
  {
    title: "Back-End Engineer",
    employmentType: "Full-time",
    company: "Crossroads Switching Services Ltd",
    date: "Jul 2018 – Dec 2020",
    location: "Lagos (Victoria Island) · On-site",
    description:
      "Crossroads is an interbank card switch: it routes ATM, POS and web card transactions between acquirers and the issuing banks. I joined from the bank " +
      "as a junior engineer and worked in Go on the ISO 8583 message path: parsing and building messages for six banks' hosts, reversal and timeout handling, " +
      "and Stand-In, the service that approves small transactions when an issuing bank's host is down. I also wrote the switch's daily settlement report " +
      "for the banks, which is where I first saw reconciliation from the other side.",
    url: "https://crossroadsswitch.example.com",
  },
  {
    title: "Settlement and Reconciliation Officer",
    employmentType: "Full-time",
    company: "First Harbour Bank Plc",
    date: "Mar 2016 – Jun 2018",
    location: "Lagos (Marina head office) · On-site",
    description:
      "In the bank's card operations unit I reconciled the ATM and POS settlement files against the general ledger every morning and chased the " +
      "'debited but not dispensed' disputes I used to apologise for at the counter. I taught myself Python and SQL in the evenings and wrote scripts that " +
      "cut the daily ATM reconciliation from five hours to forty minutes; the unit was still using them when I left.",
  },
  {
    title: "Bank Teller",
    employmentType: "Full-time",
    company: "First Harbour Bank Plc",
    date: "Oct 2014 – Feb 2016",
    location: "Lagos (Yaba branch) · On-site",
    description:
      "Cash and cheque deposits, withdrawals and transfers at the counter of one of the bank's busiest branches, next to the university. I balanced my till " +
      "to the last naira every evening and looked after the customers whose card had been debited by an ATM that gave them no cash. " +
      "It's where I learned that a payment is never just a number.",
  },
];
