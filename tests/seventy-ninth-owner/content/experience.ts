import type { ExperienceEntry } from "./types";

/** Newest first. A `url` turns the whole card into a link that opens in a new tab. */
export const experience: ExperienceEntry[] = [
  {
    title: "Fractional CTO & Ruby on Rails Consultant",
    employmentType: "Self-employed",
    company: "Contrarregra, Lda. (my own company)",
    date: "Feb 2022 – Present",
    location: "Lisbon · Remote, with client visits in Europe",
    description:
      "Since selling Ensaio I've worked as a fractional CTO: the technical lead of an early-stage startup that can't yet use, or afford, a full-time one. " +
      "I take two or three clients at a time on a day rate, usually one or two days a week each, for at least three months. The work is architecture and " +
      "code reviews, hiring the first engineers, moving infrastructure onto Terraform, technical due diligence before funding rounds, and a roadmap the founders " +
      "can explain to investors. So far I've worked with seven startups in Portugal, Spain, the Netherlands and Sweden. Right now I work with two: Maré in Lisbon " +
      "and Fjärran in Stockholm. Earlier clients include Tessel in Amsterdam, an energy-audit start-up, where I ran the technical due diligence for its seed round " +
      "and hired its first two engineers. Most of the work is remote; I visit each client in person about once a month.",
  },
  {
    title: "Founder & CTO",
    employmentType: "Founder",
    company: "Ensaio",
    date: "Jun 2015 – Jan 2022",
    location: "Lisbon · On-site",
    description:
      'I founded Ensaio (Portuguese for "rehearsal") to replace the paper calendars and phone calls that rehearsal studios ran on. Bands book and pay for a room ' +
      "by the hour; studio owners get a shared calendar, payments through Stripe and a door code for each booking. I wrote the first version alone in Ruby on Rails " +
      "and PostgreSQL on Heroku and grew the company to a team of four developers. By the sale it listed about 420 rehearsal rooms in 13 cities in Portugal and Spain " +
      "and took around 3,000 bookings a week. Backline Group, a chain of rehearsal studios based in Madrid, bought Ensaio in October 2021, and I stayed three months " +
      "to hand it over.",
    url: "https://ensaio.example.com",
    teamSize: 4,
  },
  {
    title: "Ruby on Rails Developer",
    employmentType: "Full-time",
    company: "Pardal Studio",
    date: "Oct 2013 – May 2015",
    location: "Lisbon · On-site",
    description:
      "My first job as a developer, at a small Lisbon web agency with cultural clients. I built and maintained Ruby on Rails apps for a music festival's ticketing, " +
      "two museum collection sites and a dance school's class bookings, and learned testing with RSpec, PostgreSQL and deploying to Heroku from two senior developers " +
      "who were patient with a sound engineer's questions.",
  },
  {
    title: "Sound Engineer",
    employmentType: "Full-time",
    company: "Teatro da Pólvora",
    date: "Sep 2009 – Sep 2013",
    location: "Lisbon · On-site and on tour",
    description:
      "Resident sound engineer at a 300-seat theatre in Lisbon. I designed and mixed the sound for about 40 productions and toured with the company in Spain, " +
      "mostly Madrid and Barcelona, which is where my Spanish comes from. From 2011 I taught myself Ruby on night buses home after shows, first to write a small " +
      "tool that turned the director's notes into sound cue sheets, and found I liked building the tools more than running the desk.",
  },
];
