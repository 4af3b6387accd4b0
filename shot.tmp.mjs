import { chromium } from "@playwright/test";
const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless","--no-sandbox","--disable-gpu","--disable-background-networking"] });
const errors = [];
for (const [name, vp, js] of [["desk", {width:1280,height:900}, true], ["mobile", {width:390,height:844}, true], ["nojs", {width:1280,height:900}, false]]) {
  const ctx = await b.newContext({ viewport: vp, javaScriptEnabled: js });
  const p = await ctx.newPage();
  p.on("console", m => { if (m.type() === "error" || m.type()==="warning") errors.push(name + ": " + m.text()); });
  p.on("pageerror", e => errors.push(name + " pageerror: " + e.message));
  await p.goto("http://127.0.0.1:8787/");
  await p.waitForTimeout(1500);
  await p.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: true });
}
console.log(errors.join("\n"));
await b.close();
