import { describe, expect, it } from "vitest";
import { zipEntryNames } from "./zipNames";

const file = (originalName: string, deliveryRound = 1) => ({ originalName, deliveryRound });

describe("zipEntryNames", () => {
  it("keeps the uploaded names of one round as they are", () => {
    expect(zipEntryNames([file("roof.jpg"), file("Été à Québec.mp4")])).toEqual([
      "roof.jpg",
      "Été à Québec.mp4",
    ]);
  });

  it("numbers repeated names, ignoring case as the disks they land on do", () => {
    expect(
      zipEntryNames([file("IMG_0001.JPG"), file("img_0001.jpg"), file("IMG_0001.JPG")]),
    ).toEqual(["IMG_0001.JPG", "img_0001 (2).jpg", "IMG_0001 (3).JPG"]);
  });

  it("puts each round in its own folder when there are several", () => {
    expect(zipEntryNames([file("a.jpg", 1), file("a.jpg", 2)])).toEqual([
      "Round 1/a.jpg",
      "Round 2/a.jpg",
    ]);
  });

  it("never lets a name make folders, climb out or vanish", () => {
    expect(zipEntryNames([file("../../etc/passwd"), file(".."), file("a\u0000b\\c.txt")])).toEqual([
      ".._.._etc_passwd",
      "file",
      "ab_c.txt",
    ]);
  });
});
