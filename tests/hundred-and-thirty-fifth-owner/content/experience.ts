import type { ExperienceEntry } from "./types";

/** Newest first. A `url` turns the whole card into a link that opens in a new tab. */
export const experience: ExperienceEntry[] = [
  {
    title: "Senior Software Developer",
    employmentType: "Full-time",
    company: "Request Stop Software",
    date: "May 2021 – Present",
    location: "Wellington · Hybrid",
    description:
      "Build the real-time arrivals engine that turns GTFS-Realtime trip updates and vehicle positions into predictions " +
      "for the apps and stop signs of three regional transit agencies; wrote the feed checks that catch a broken timetable " +
      "before it is published, and mentor the company's two junior developers.",
    url: "https://requeststop.example.com",
    teamSize: 2,
  },
  {
    title: "Part-time Tutor, Programming and Databases",
    employmentType: "Part-time",
    company: "Harbour City Polytechnic",
    date: "Feb 2020 – Nov 2023",
    location: "Wellington · Evening classes",
    description:
      "Taught two evening courses, Introduction to Programming in Python and Databases with SQL, to adults changing careers, " +
      "with exercises built on real bus timetable data.",
  },
  {
    title: "Junior Software Developer",
    employmentType: "Full-time",
    company: "Swift Fare Systems",
    date: "Feb 2019 – Apr 2021",
    location: "Wellington",
    description:
      "Worked on the back end of a contactless ticketing system in Java and Spring Boot: fare-capping rules, the tap-on and " +
      "tap-off API for card readers on buses, and the nightly reports that reconcile fares with the bus operators.",
  },
  {
    title: "Transport Planning Analyst",
    employmentType: "Full-time",
    company: "Harbour Regional Council",
    date: "Jul 2015 – Jan 2019",
    location: "Wellington",
    description:
      "Analysed bus patronage and punctuality for the council's transport planners with SQL, QGIS and Python, maintained " +
      "the region's GTFS timetable feed, and published it as open data for the first time in 2017.",
  },
  {
    title: "Bus Driver",
    employmentType: "Full-time",
    company: "Capital Coachlines",
    date: "Mar 2010 – Jun 2015",
    location: "Wellington and the Hutt Valley",
    description:
      "Drove urban bus routes across Wellington and the Hutt Valley, buddied new drivers on their first routes, and logged " +
      "the timetable problems seen from the driver's seat in what became the first spreadsheets of a data career.",
  },
];
