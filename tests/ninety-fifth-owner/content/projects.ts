import type { Project } from "./types";

/**
 * Shown in this order in the carousel. `live` may be "". Deploy values of "", "TBD" or "None"
 * are left out of the card.
 */
export const projects: Project[] = [
  {
    name: "Afterglow",
    github: "",
    live: "https://halflightroom.example.com/work/afterglow",
    description:
      "A room-sized generative light installation I made at Half Light Room in 2023. 96 LED bars hang from the ceiling of a dark room, and the light " +
      "drifts slowly across them like the last light after sunset; when people walk in, floor sensors on Arduino boards pull the glow towards them. " +
      "TouchDesigner generates the patterns and sends them over Art-Net to DMX nodes that drive the LEDs. It opened in Berlin in 2023 and toured to " +
      "Rotterdam and Kraków in 2024: about 60,000 visitors in all.",
    stack: ["TouchDesigner", "Arduino", "DMX", "Art-Net", "LED bars"],
    deploy: {
      venue: "Berlin 2023, Rotterdam and Kraków 2024",
      video: { name: "Vimeo", href: "https://vimeo.com/tomasfk/afterglow" },
    },
  },
  {
    name: "Groove Lines",
    github: "",
    live: "https://groovelines.example.com",
    description:
      "A browser WebGL experience for the Berlin record label Ostwind Records, made at Half Light Room for the label's tenth anniversary compilation " +
      "in 2022. Each of the twelve tracks becomes a glowing groove you fly along: three.js renders the scene, my own GLSL shaders draw the grooves " +
      "and the Web Audio API analyses the music as it plays, so the tunnel breathes with the bass. It runs in any modern browser, phones included. " +
      "It was an Awwwards Site of the Day in November 2022.",
    stack: ["three.js", "GLSL", "Web Audio API", "TypeScript", "Blender"],
    deploy: { frontend: "Static hosting", domain: "groovelines.example.com" },
  },
  {
    name: "fragkit",
    github: "https://github.com/tomas-fk/fragkit",
    live: "https://fragkit.example.org",
    description:
      "My open-source shader toolkit on npm, started in 2020 while I was freelancing. It is a library of GLSL pieces I kept rewriting for every job: " +
      "noise functions, signed distance fields, colour palettes and post-processing passes such as bloom and film grain, written in TypeScript so they " +
      "drop into three.js or plain WebGL. MIT licensed, about 1,300 GitHub stars and around 4,000 downloads a week. Install it with npm install fragkit.",
    stack: ["TypeScript", "GLSL", "WebGL", "three.js"],
    deploy: {
      npm: { name: "fragkit", href: "https://www.npmjs.com/package/fragkit" },
      docs: { name: "fragkit.example.org", href: "https://fragkit.example.org" },
    },
  },
  {
    name: "Shoal Mirror",
    github: "",
    live: "https://museudoatlantico.example.pt/shoal-mirror",
    description:
      "An interactive kiosk I built as a freelancer for Museu do Atlântico, the science museum in Porto, in 2020. A Kinect depth camera reads the " +
      "silhouette of whoever stands in front of a large screen, and a shoal of about 2,000 sardines gathers around them, scatters when they move fast " +
      "and shows how real shoals dodge predators. Written in C++ with openFrameworks, on a single PC inside the kiosk. It has run every day since 2020 " +
      "and more than 300,000 visitors have played with it.",
    stack: ["openFrameworks", "C++", "Kinect", "GLSL"],
    deploy: { venue: "Museu do Atlântico, Porto" },
  },
  {
    name: "Weather",
    github: "https://github.com/tomas-fk/weather",
    live: "https://weather.tomasfk.example.com",
    description:
      "A personal generative audiovisual piece from 2024 that turns live Berlin weather into sound and image. A small Node.js server fetches the " +
      "Deutscher Wetterdienst open data every ten minutes; p5.js draws the wind, rain and cloud in the browser, and a Max for Live device turns the " +
      "same readings into MIDI for an Ableton Live set. The web version runs around the clock, and I've played it live twice at a Berlin club night.",
    stack: ["p5.js", "Node.js", "Max for Live", "Ableton Live", "JavaScript"],
    deploy: { frontend: "Static hosting", backend: "Small VPS", domain: "weather.tomasfk.example.com" },
  },
  {
    name: "Caretaker",
    github: "https://github.com/tomas-fk/caretaker",
    live: "",
    description:
      "The dashboard I built at Half Light Room in 2023 to watch over our installations once they are out in the world. Every installation's computer " +
      "sends a heartbeat each minute with its frame rate, temperatures and projector hours to a Node.js server that keeps them in SQLite, and a React " +
      "dashboard shows what is running and e-mails the team when something stops. It looks after 11 installations in five countries. Open source, MIT licensed.",
    stack: ["React", "Node.js", "SQLite", "TypeScript"],
    deploy: { backend: "Small VPS", database: "SQLite" },
  },
];
