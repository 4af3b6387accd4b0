import { expect, test } from "vitest";
import { monthRange, yearOf } from "./replies.server";

/** A month counted from year 0, as monthRange counts it. */
const month = (year: number, monthOfYear: number) => year * 12 + monthOfYear;

test("a month written without its year is in the year the period ends in", () => {
  expect(monthRange("Sep – Dec 2018")).toEqual([month(2018, 8), month(2018, 11)]);
});

test("a month written without its year that comes after the end month is in the year before", () => {
  expect(monthRange("Nov – Feb 2019")).toEqual([month(2018, 10), month(2019, 1)]);
  expect(yearOf("Nov – Feb 2019", 0)).toBe(2018);
});

test("years alone run from January to December, and a period with no year cannot be read", () => {
  expect(monthRange("2016 – 2020")).toEqual([month(2016, 0), month(2020, 11)]);
  expect(monthRange("Nov – Feb")).toBeNull();
});
