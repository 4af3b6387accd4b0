// Synthesises public/sounds/sword.wav: a short metallic "shing" of a blade leaving its sheath.
// A swept noise burst gives the scrape, a few inharmonic sine partials give the ring.
// Deterministic (seeded noise), so re-running it produces the same bytes.
import { writeFileSync } from "node:fs";

const SAMPLE_RATE = 22050;
const DURATION_S = 0.55;
const length = Math.floor(SAMPLE_RATE * DURATION_S);

let seed = 42;
function noise() {
  seed = (seed * 1664525 + 1013904223) >>> 0;
  return seed / 2 ** 31 - 1;
}

const partials = [
  { freq: 2637, gain: 0.32, decay: 5 },
  { freq: 3951, gain: 0.22, decay: 7 },
  { freq: 5274, gain: 0.14, decay: 9 },
  { freq: 7040, gain: 0.08, decay: 12 },
];

const samples = new Float32Array(length);
let highPassed = 0;
let previous = 0;
for (let i = 0; i < length; i++) {
  const t = i / SAMPLE_RATE;
  // Scrape: high-passed noise, swelling for 60 ms and fading by 250 ms.
  const raw = noise();
  highPassed = 0.85 * (highPassed + raw - previous);
  previous = raw;
  const scrapeEnvelope = Math.min(t / 0.06, 1) * Math.exp(-Math.max(t - 0.06, 0) * 18);
  // Ring: starts as the scrape peaks, with a slight vibrato like a flexing blade.
  const ringEnvelope = t < 0.05 ? 0 : Math.min((t - 0.05) / 0.01, 1);
  let ring = 0;
  for (const p of partials) {
    const wobble = 1 + 0.004 * Math.sin(2 * Math.PI * 7 * t);
    ring += p.gain * Math.exp(-(t - 0.05) * p.decay) * Math.sin(2 * Math.PI * p.freq * wobble * t);
  }
  samples[i] = 0.45 * highPassed * scrapeEnvelope + ringEnvelope * ring;
}

// Fade the last 20 ms so the file ends without a click.
const fade = Math.floor(0.02 * SAMPLE_RATE);
for (let i = 0; i < fade; i++) samples[length - 1 - i] *= i / fade;

const peak = samples.reduce((max, s) => Math.max(max, Math.abs(s)), 0);
const data = Buffer.alloc(length * 2);
samples.forEach((s, i) => data.writeInt16LE(Math.round((s / peak) * 0.8 * 32767), i * 2));

const header = Buffer.alloc(44);
header.write("RIFF", 0);
header.writeUInt32LE(36 + data.length, 4);
header.write("WAVE", 8);
header.write("fmt ", 12);
header.writeUInt32LE(16, 16); // fmt chunk size
header.writeUInt16LE(1, 20); // PCM
header.writeUInt16LE(1, 22); // mono
header.writeUInt32LE(SAMPLE_RATE, 24);
header.writeUInt32LE(SAMPLE_RATE * 2, 28); // byte rate
header.writeUInt16LE(2, 32); // block align
header.writeUInt16LE(16, 34); // bits per sample
header.write("data", 36);
header.writeUInt32LE(data.length, 40);

const out = new URL("../public/sounds/sword.wav", import.meta.url);
writeFileSync(out, Buffer.concat([header, data]));
console.log(`Wrote ${out.pathname} (${44 + data.length} bytes)`);
