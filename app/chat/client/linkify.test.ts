import { describe, expect, test } from "vitest";
import { profile, projects } from "~/content";
import { linkify, type TextPart } from "./linkify";

const links = (text: string) => linkify(text).filter((part) => part.kind === "link");
const joined = (parts: TextPart[]) => parts.map((part) => part.text).join("");

describe("linkify", () => {
  test("plain text is one text part, and empty text no part", () => {
    expect(linkify("No links here, just text 😉")).toEqual([{ kind: "text", text: "No links here, just text 😉" }]);
    expect(linkify("")).toEqual([]);
  });

  test("a web address becomes an external link between the text around it", () => {
    expect(linkify("See https://example.com/docs?page=2#top for more")).toEqual([
      { kind: "text", text: "See " },
      { kind: "link", text: "https://example.com/docs?page=2#top", href: "https://example.com/docs?page=2#top", external: true },
      { kind: "text", text: " for more" },
    ]);
  });

  test("an e-mail address becomes a mailto link that stays in the page", () => {
    expect(linkify(`Write to ${profile.email}.`)).toEqual([
      { kind: "text", text: "Write to " },
      { kind: "link", text: profile.email, href: `mailto:${profile.email}`, external: false },
      { kind: "text", text: "." },
    ]);
    expect(links("mailto:someone@example.org")).toEqual([
      { kind: "link", text: "mailto:someone@example.org", href: "mailto:someone@example.org", external: false },
    ]);
  });

  test("an address starting with www. links over https", () => {
    expect(links("try www.example.com/x")).toEqual([{ kind: "link", text: "www.example.com/x", href: "https://www.example.com/x", external: true }]);
  });

  test.each([
    ["a full stop", "Visit https://example.com.", "https://example.com"],
    ["a comma", "https://example.com/a, and more", "https://example.com/a"],
    ["a question mark", "Is it https://example.com/b?", "https://example.com/b"],
    ["an exclamation mark and emoji", "https://example.com/c! 🎉", "https://example.com/c"],
    ["brackets around it", "(see https://example.com/d)", "https://example.com/d"],
    ["quotes around it", `"https://example.com/e"`, "https://example.com/e"],
    ["markdown bold", "**https://example.com/f**", "https://example.com/f"],
    ["an ellipsis", "https://example.com/g…", "https://example.com/g"],
  ])("trailing punctuation stays outside the link: %s", (_, text, address) => {
    const parts = linkify(text);
    expect(links(text).map((part) => part.text)).toEqual([address]);
    expect(joined(parts)).toBe(text);
  });

  test("brackets that belong to the address stay in it", () => {
    const text = "https://en.wikipedia.org/wiki/Remix_(software).";
    expect(links(text).map((part) => part.text)).toEqual(["https://en.wikipedia.org/wiki/Remix_(software)"]);
  });

  test.each([
    ["javascript:", "javascript:alert(document.cookie)"],
    ["javascript: in capitals", "JAVASCRIPT:alert(1)"],
    ["data:", "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="],
    ["vbscript:", "vbscript:msgbox(1)"],
    ["file:", "file:///etc/passwd"],
    ["ftp:", "ftp://example.com/file"],
    ["a scheme-relative address", "//evil.example/x"],
    ["a scheme alone", "https:// and http://"],
    ["a host without a dot", "http://intranet/x"],
  ])("%s never becomes a link", (_, text) => {
    expect(links(text)).toEqual([]);
    expect(joined(linkify(text))).toBe(text);
  });

  test("markup in the text stays text; only the address inside it becomes a link", () => {
    const text = `<a href="javascript:alert(1)">x</a> <img src=x onerror="alert(1)"> <a href="https://evil.example/p">link</a>`;
    const parts = linkify(text);
    expect(joined(parts)).toBe(text);
    expect(links(text)).toEqual([{ kind: "link", text: "https://evil.example/p", href: "https://evil.example/p", external: true }]);
  });

  test("a link to a javascript: address hidden behind an https prefix is still an https link", () => {
    for (const part of links("https://example.com/?next=javascript:alert(1)")) {
      expect(new URL(part.href).protocol).toBe("https:");
    }
  });

  test("several links in one answer, each in order", () => {
    const project = projects.find((entry) => entry.github) ?? projects[0];
    if (!project) throw new Error("The content lists no project.");
    const text = `Code: ${project.github} · mail ${profile.email} · site ${profile.siteUrl}`;
    expect(links(text).map((part) => part.href)).toEqual([new URL(project.github).href, `mailto:${profile.email}`, new URL(profile.siteUrl).href]);
    expect(joined(linkify(text))).toBe(text);
  });

  test("the parts always join back into the text", () => {
    const samples = [
      "Mixed: a@b.co, https://x.example/(y)), www.z.example; done.",
      "http://x.example/a'b' and `https://y.example/c`",
      "no@tld and @alone and user@ and https://",
    ];
    for (const text of samples) expect(joined(linkify(text))).toBe(text);
  });
});

test("an address with user info stays text: its text could name one place while the link goes to another", () => {
  for (const text of ["http://javascript:alert(1)@x.co/", "https://user@evil.example/login", "https://user:pass@evil.example"]) {
    expect(
      linkify(`see ${text} now`).filter((part) => part.kind === "link"),
      text,
    ).toEqual([]);
  }
});
