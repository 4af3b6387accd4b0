import { expect, test } from "vitest";
import { correctSpelling } from "./spelling.server";
import { normalize } from "./text.server";

test("a typo in a word the rules ask with is read as that word; a word of the content is left alone", () => {
  expect(correctSpelling(normalize("is she famliiar with pandas"), new Set())).toContain(" familiar ");
  expect(correctSpelling(normalize("where was it depolyed"), new Set())).toContain(" deployed ");
  expect(correctSpelling(normalize("the famliiar app"), new Set(["famliiar"]))).toContain(" famliiar ");
});
