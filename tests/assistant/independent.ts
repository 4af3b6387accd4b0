import otherOwnerJson from "./independent/other-owner.json";
import sampleOwnerJson from "./independent/sample-owner.json";
import thirdOwnerJson from "./independent/third-owner.json";
import { isWrittenFor, readFixture, type Fixture } from "./fixture";
import type { SiteContent } from "./types";

/**
 * Questions written from each owner's content alone, by someone who never saw the answerer, for
 * the sample owner, the second owner (tests/other-owner) and the third (tests/third-owner). Unlike
 * the held-out set they are tuning data: the answerer is improved on them, and the held-out set,
 * which never is, tells whether that carried over to questions nobody tuned for.
 */
const INDEPENDENT: readonly unknown[] = [sampleOwnerJson, otherOwnerJson, thirdOwnerJson];

/** The independent set written for this content, or null when there is none (an owner's own content). */
export function independentSetFor(content: SiteContent): Fixture | null {
  return INDEPENDENT.map((raw) => readFixture(raw, "independent")).find((fixture) => isWrittenFor(fixture, content)) ?? null;
}
