import { describe, expect, it } from "vitest";
import { DIMENSIONS } from "#shared/domain/learning-profile.ts";
import { readLearningProfile } from "./learning-profile.ts";

const dimensions = Object.fromEntries(DIMENSIONS.map((d, i) => [d, i / 10 - 0.5]));

describe("readLearningProfile", () => {
  it("is null without a learning_profile object", () => {
    expect(readLearningProfile(undefined)).toBeNull();
    expect(readLearningProfile({})).toBeNull();
    expect(readLearningProfile({ learning_profile: "Augenmensch" })).toBeNull();
  });

  it("reads what the quiz stores", () => {
    expect(
      readLearningProfile({
        learning_profile: {
          primarySignature: "Teamplayer",
          signatures: ["Teamplayer", "Augenmensch"],
          dimensions,
        },
      }),
    ).toEqual({ primarySignature: "Teamplayer", signatures: ["Teamplayer", "Augenmensch"], dimensions });
  });

  it("takes the first signature as the main one, and clamps values into [-1, 1]", () => {
    const profile = readLearningProfile({
      learning_profile: { signatures: [{ name: "Planer" }], dimensions: { ...dimensions, VIS: 4 } },
    });
    expect(profile?.primarySignature).toBe("Planer");
    expect(profile?.dimensions?.VIS).toBe(1);
  });

  it("shows no dimensions unless all 12 are numbers", () => {
    const { FB: _dropped, ...eleven } = dimensions;
    expect(readLearningProfile({ learning_profile: { dimensions: eleven } })?.dimensions).toBeNull();
    expect(
      readLearningProfile({ learning_profile: { dimensions: { ...dimensions, SOC: "hoch" } } })?.dimensions,
    ).toBeNull();
  });
});
