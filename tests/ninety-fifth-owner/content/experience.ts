import type { ExperienceEntry } from "./types";

/** Newest first. A `url` turns the whole card into a link that opens in a new tab. */
export const experience: ExperienceEntry[] = [
  {
    title: "Lead Creative Technologist",
    employmentType: "Full-time",
    company: "Half Light Room",
    date: "Mar 2022 – Present",
    location: "Berlin · On-site, with travel for installs",
    description:
      "Half Light Room is a Berlin studio of 14 people that makes light and interactive installations for museums, brands and festivals across Europe. " +
      "I joined as a senior creative technologist and have led the creative technology team since January 2024: four creative technologists who build " +
      "everything that runs on a computer or a microcontroller in our work. I prototype in TouchDesigner and three.js, write the final pieces in " +
      "TouchDesigner, Unity or openFrameworks, wire up the Arduino sensors and the DMX and Art-Net lighting, and travel with the crew to install and tune " +
      "each piece on site. Here I made the light installation Afterglow, the Groove Lines web experience for Ostwind Records and Caretaker, " +
      "the dashboard that watches over all our running installations.",
    url: "https://halflightroom.example.com",
    teamSize: 4,
  },
  {
    title: "Freelance Creative Technologist",
    employmentType: "Self-employed",
    company: "Freelance",
    date: "Sep 2019 – Feb 2022",
    location: "Lisbon and Magdeburg · Remote and on site",
    description:
      "Two and a half years on my own, alongside my master's in Magdeburg. My two biggest clients were Museu do Atlântico, a science museum in Porto, " +
      "for which I built the Shoal Mirror kiosk and two smaller interactive exhibits about tides and plankton, and Ondas Festival, a music festival " +
      "in Ericeira, for which I made the projection-mapped main stage visuals with MadMapper and TouchDesigner for the 2019 and 2021 editions. " +
      "I also started my open-source shader toolkit fragkit in this period.",
  },
  {
    title: "WebGL Developer",
    employmentType: "Full-time",
    company: "Maré Digital",
    date: "Jul 2016 – Aug 2019",
    location: "Lisbon · On-site",
    description:
      "Maré Digital is a digital agency in Lisbon. I was one of two WebGL developers there, building three.js campaign sites and 3D product " +
      "configurators for brands, with GLSL shaders for the effects and Blender for the models. The work I'm proudest of: a 3D configurator for a " +
      "Portuguese cork-sneaker brand that ran smoothly on cheap phones, and a WebGL annual report for a Lisbon energy company. " +
      "This is where JavaScript and shaders became my everyday tools.",
    url: "https://maredigital.example.com",
  },
  {
    title: "Lighting Technician",
    employmentType: "Full-time",
    company: "Teatro Vale Formoso",
    date: "Sep 2014 – Jun 2016",
    location: "Porto · On-site",
    description:
      "My first job after art school, at a 400-seat theatre in Porto. I rigged and focused the lights, ran the lighting desk for about 120 " +
      "performances a season and learned DMX properly. In the evenings I started wiring Arduino boards to the theatre's old dimmers, which is " +
      "how light turned into code for me.",
    url: "https://teatrovaleformoso.example.com",
  },
];
