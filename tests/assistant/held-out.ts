import otherOwnerJson from "./held-out/other-owner.json";
import sampleOwnerJson from "./held-out/sample-owner.json";
import { isWrittenFor, readFixture, type Fixture } from "./fixture";
import type { SiteContent } from "./types";

/**
 * Questions written from `app/content/` alone, by someone who never saw the answerer or the
 * tuning set, for the sample owner and the second owner (tests/other-owner). They measure the
 * answerer and are never used to change it: a held-out question that is used to change it
 * becomes tuning data, and a new held-out set is written. This is the fifth such set; the
 * first four are tuning data now (tests/assistant/independent-11/, independent-12/, independent-15/ and independent-31/).
 */
const HELD_OUT: readonly unknown[] = [sampleOwnerJson, otherOwnerJson];

/** The held-out set written for this content, or null when there is none (an owner's own content). */
export function heldOutFor(content: SiteContent): Fixture | null {
  return HELD_OUT.map((raw) => readFixture(raw, "held-out")).find((fixture) => isWrittenFor(fixture, content)) ?? null;
}
