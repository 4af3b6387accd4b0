import otherOwnerJson from "./held-out/other-owner.json";
import sampleOwnerJson from "./held-out/sample-owner.json";
import otherOwnerJson2 from "./held-out-2/other-owner.json";
import sampleOwnerJson2 from "./held-out-2/sample-owner.json";
import { isWrittenFor, readFixture, type Fixture } from "./fixture";
import type { SiteContent } from "./types";

/**
 * Questions written from `app/content/` alone, by someone who never saw the answerer or the
 * tuning set, for the sample owner and the second owner (tests/other-owner). They measure the
 * answerer and are never used to change it: a held-out question that is used to change it
 * becomes tuning data, and a new held-out set is written.
 */
const HELD_OUT: readonly unknown[] = [sampleOwnerJson, otherOwnerJson];

/** A second held-out set (tests/assistant/held-out-2/), written the same way after ten rounds of tuning, measured only. */
const HELD_OUT_2: readonly unknown[] = [sampleOwnerJson2, otherOwnerJson2];

/** Both held-out sets written for this content, as one, or null when there is none (an owner's own content). */
export function heldOutFor(content: SiteContent): Fixture | null {
  const sets = [...HELD_OUT.map((raw) => readFixture(raw, "held-out")), ...HELD_OUT_2.map((raw) => readFixture(raw, "held-out-2"))].filter(
    (fixture) => isWrittenFor(fixture, content),
  );
  const [first] = sets;
  return first ? { ...first, cases: sets.flatMap((fixture) => fixture.cases) } : null;
}
