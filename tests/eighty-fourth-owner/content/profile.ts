import type { Profile } from "./types";

/**
 * A made-up owner: a former intensive-care nurse who retrained and now writes the firmware of
 * infusion pumps at a Munich medical-device maker; on parental leave until the end of February 2027.
 */
export const profile: Profile = {
  firstName: "Theresa",
  lastName: "Wallner",
  initials: "TW",
  pronouns: "she",
  role: "Embedded Firmware Engineer, Medical Devices",
  bio:
    "I'm Theresa Wallner, an embedded firmware engineer in Munich. For eight years I was an intensive-care nurse at Isartal University Hospital, " +
    "setting up infusion pumps at three in the morning and silencing their alarms, until I wanted to build the devices rather than babysit them. " +
    "I studied medical engineering alongside my shifts, retrained in embedded systems, and now write the C and C++ firmware of infusion pumps " +
    "at Infuvia Medical under IEC 62304. I'm on parental leave until the end of February 2027 and open to new roles from March 2027, ideally 30 hours a week.",
  email: "theresa.wallner@example.com",
  phone: "+49 151 2384 7719",
  location: "Munich, Germany",
  cube: ["C", "C++", "RTOS", "ARM", "BLE"],
  siteUrl: "https://theresawallner.example.com",
  portraits: {
    default: {
      src: "/images/eighty-fourth-portrait.jpg",
      alt: "Portrait of Theresa Wallner, a woman with a dark blonde braid and a grey cardigan, smiling at a workbench with an oscilloscope",
    },
    alternate: {
      src: "/images/eighty-fourth-portrait-alt.jpg",
      alt: "Theresa Wallner holding an infusion pump with its casing open, a debug probe clipped to the circuit board",
    },
  },
  links: [
    { label: "GitHub profile", href: "https://github.com/theresa-wallner", icon: "si:github" },
    { label: "LinkedIn profile", href: "https://www.linkedin.com/in/theresa-wallner-example", icon: "lu:briefcase-business" },
    { label: "Blog: Spätdienst", href: "https://theresawallner.example.com/blog", icon: "lu:pen-line" },
    { label: "Mastodon", href: "https://mastodon.example.social/@theresa_fw", icon: "si:mastodon" },
  ],
};
