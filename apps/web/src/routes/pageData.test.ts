import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { PAGE_DATA_ELEMENT_ID } from "@skyhire/shared";
import { takePageData } from "./pageData";

function pageWithData(text: string): Document {
  const doc = document.implementation.createHTMLDocument();
  doc.body.innerHTML = `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${text}</script><div id="root"></div>`;
  return doc;
}

describe("the data a page was drawn with", () => {
  it("goes into the cache under its keys, and out of the document", () => {
    const queryClient = new QueryClient();
    const doc = pageWithData('[[["/api/jobs","j1"],{"title":"Roof survey"}]]');
    takePageData(queryClient, doc);
    expect(queryClient.getQueryData(["/api/jobs", "j1"])).toEqual({ title: "Roof survey" });
    expect(doc.getElementById(PAGE_DATA_ELEMENT_ID)).toBeNull();
  });

  it("is left alone when it cannot be read: the page asks the API itself", () => {
    for (const text of ["{not json", '{"a":1}', '[["/api/jobs", 1]]']) {
      const queryClient = new QueryClient();
      takePageData(queryClient, pageWithData(text));
      expect(queryClient.getQueryCache().getAll()).toEqual([]);
    }
  });
});
