import type { ExperienceEntry } from "./types";

/** Newest first. A `url` turns the whole card into a link that opens in a new tab. */
export const experience: ExperienceEntry[] = [
  {
    title: "Medical Imaging Software Engineer",
    employmentType: "Full-time",
    company: "Clear Slice",
    date: "Feb 2022 – Present",
    location: "Leuven · Hybrid, three days a week in the office",
    description:
      "Clear Slice is a Leuven company of about 140 people that makes software for reading CT and MRI scans; its main product, Clear Slice Reader, " +
      "is a CE-marked class IIa medical device used by radiologists in hospitals across Belgium, the Netherlands and France. I'm one of nine engineers " +
      "on the Reader team. I write C++20 with Qt and VTK for the 3D viewer (multiplanar reconstruction, volume rendering, measurements), look after " +
      "the DICOM import that reads studies from the hospital's PACS, and built LiverPlan 3D and the BlurFlag plugin on top of it. Everything builds " +
      "with CMake on Linux and Windows workstations through Jenkins; I also wrote the small internal page that shows our nightly test results. " +
      "I write my part of the IEC 62304 documentation that the MDR audits ask for, and I visit the hospitals when something only goes wrong on their scanners.",
    url: "https://clearslice.example.com",
  },
  {
    title: "Part-time Lecturer, Imaging Informatics",
    employmentType: "Part-time (one afternoon a week)",
    company: "UCLL (UC Leuven-Limburg)",
    date: "Sep 2023 – Present",
    location: "Leuven · On campus",
    description:
      "One afternoon a week I teach the imaging informatics course of the third year of UCLL's bachelor in medical imaging, the programme I graduated from: " +
      "DICOM, PACS, HL7 messages between the hospital's systems, and what happens to a scan after the radiographer presses send. About 45 students " +
      "take it each year; they practise with Slice Trainer, the teaching tool I wrote for the course.",
  },
  {
    title: "Software Engineer, Research PACS",
    employmentType: "Full-time",
    company: "Sint-Rembert University Hospital",
    date: "Sep 2019 – Jan 2022",
    location: "Antwerp · On-site",
    description:
      "I was one of two engineers on Kluis, the hospital's in-house research PACS: an archive of about 2.3 million anonymised CT, MRI and PET studies " +
      "that 40 research groups used for their studies. I wrote its DICOM router in C++, the Python tools researchers used to query and export studies, " +
      "and the anonymisation on export that later became dicom-scrub; I also set up its first Jenkins builds. In 2021 the hospital decided to replace Kluis " +
      "with a vendor system, a commercial vendor neutral archive; I spent my last six months migrating the studies to it and then moved to Clear Slice.",
  },
  {
    title: "Junior C++ Developer",
    employmentType: "Full-time",
    company: "Sonara Medical",
    date: "Sep 2017 – Aug 2019",
    location: "Eindhoven, the Netherlands · On-site",
    description:
      "Sonara Medical makes cart-based ultrasound machines for hospitals. It was my first job as a developer, straight after my postgraduate year: " +
      "I wrote C++ (C++14, later C++17) for the measurement tools on the machine's touch screen (distances, areas, the fetal biometry tables) with Qt, " +
      "fixed bugs in the DICOM export to the hospital's PACS, and learned what unit tests, code review and a release under design controls look like.",
  },
  {
    title: "Radiographer (CT and MRI)",
    employmentType: "Full-time",
    company: "AZ Dijlevallei",
    date: "Sep 2011 – Aug 2016",
    location: "Mechelen · On-site, shifts",
    description:
      "Five years as a radiographer (medical imaging technologist) in the radiology department of a general hospital: I took the CT and MRI scans myself, " +
      "from trauma CTs in the emergency department to hour-long MRI examinations, on day shifts, weekend shifts and night shifts. I positioned patients, " +
      "chose and adapted the protocols, injected contrast and sent the images to the PACS. It's where I learned how often a scan has to be redone " +
      "because the patient moved, and how much a good viewer helps at 3 a.m.",
  },
];
