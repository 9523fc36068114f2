import { describe, expect, it } from "vitest";
import { installVariant, type InstallSituation } from "./installRules";

const fresh: InstallSituation = {
  offered: false,
  promptShown: false,
  installed: false,
  standalone: false,
  iosSafari: false,
};

describe("installVariant", () => {
  it("shows nothing until the browser offers installation", () => {
    expect(installVariant(fresh)).toBeNull();
    expect(installVariant({ ...fresh, offered: true })).toBe("prompt");
  });

  it("never shows again once answered, once installed, or inside the installed app", () => {
    const offered = { ...fresh, offered: true, iosSafari: true };
    expect(installVariant({ ...offered, promptShown: true })).toBeNull();
    expect(installVariant({ ...offered, installed: true })).toBeNull();
    expect(installVariant({ ...offered, standalone: true })).toBeNull();
  });

  it("shows Safari's Add to Home Screen steps on iPhone and iPad, where nothing is offered", () => {
    expect(installVariant({ ...fresh, iosSafari: true })).toBe("ios");
    expect(installVariant({ ...fresh, iosSafari: true, standalone: true })).toBeNull();
    expect(installVariant({ ...fresh, iosSafari: true, promptShown: true })).toBeNull();
  });
});
