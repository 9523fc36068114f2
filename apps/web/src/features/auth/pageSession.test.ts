import { jsonForScriptElement, PAGE_SESSION_ELEMENT_ID } from "@skyhire/shared";
import { describe, expect, it } from "vitest";
import { takePageSession } from "./pageSession";

/** A document as the server sends a signed-in page, with `text` in the session element. */
function pageWith(text: string | null): Document {
  const doc = document.implementation.createHTMLDocument("page");
  if (text !== null) {
    const element = doc.createElement("script");
    element.type = "application/json";
    element.id = PAGE_SESSION_ELEMENT_ID;
    element.textContent = text;
    doc.body.append(element);
  }
  return doc;
}

const answer = {
  user: { id: "u1", email: "dana@example.com", firstName: "</script>Dana", userType: "client" },
  profile: null,
  clientProfile: { id: "c1", companyName: "Skyline Realty" },
  linkedAccounts: [],
};

describe("takePageSession", () => {
  it("reads the session the server wrote, once", () => {
    const doc = pageWith(jsonForScriptElement(answer));
    const session = takePageSession(doc);
    expect(session?.user).toEqual(answer.user);
    expect(session?.clientProfile).toEqual(answer.clientProfile);
    expect(doc.getElementById(PAGE_SESSION_ELEMENT_ID)).toBeNull();
    expect(takePageSession(doc)).toBeUndefined();
  });

  it("leaves the app to ask when there is none, or it cannot be read", () => {
    expect(takePageSession(pageWith(null))).toBeUndefined();
    expect(takePageSession(pageWith("{not json"))).toBeUndefined();
    expect(takePageSession(pageWith('{"user":null}'))).toBeUndefined();
  });
});
