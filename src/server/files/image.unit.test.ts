import { describe, expect, it, vi } from "vitest";
import { jpeg, png } from "#tests/support/file-fixtures.ts";
import { acceptsImages } from "./image-capability.ts";
import { describeImage, NO_IMAGE_MODEL } from "./image-description.ts";
import { readImageInfo } from "./image-info.ts";
import { stripImageMetadata } from "./strip-image-metadata.ts";

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString("latin1");

describe("images without decoding them", () => {
  it("reads the pixel size from the PNG IHDR and the JPEG frame header", () => {
    expect(readImageInfo(png(640, 480), "png")).toEqual({ format: "png", width: 640, height: 480 });
    expect(readImageInfo(jpeg(1024, 768), "jpg")).toEqual({ format: "jpg", width: 1024, height: 768 });
  });

  it("refuses an image whose header cannot be read", () => {
    expect(() => readImageInfo(png(4, 4).subarray(0, 20), "png")).toThrow("Das Bild ist beschädigt");
    expect(() =>
      readImageInfo(Uint8Array.from([0xff, 0xd8, 0xff, 0xd9, 0, 0, 0, 0, 0, 0, 0]), "jpg"),
    ).toThrow("Das Bild ist beschädigt");
  });

  it("removes metadata (text chunks, EXIF) before an image leaves the server", () => {
    const photo = png(8, 8);
    expect(latin1(photo)).toContain("Zürich");
    const strippedPng = stripImageMetadata(photo, "png");
    expect(strippedPng && latin1(strippedPng)).not.toContain("Zürich");
    expect(strippedPng && readImageInfo(strippedPng, "png")).toEqual({ format: "png", width: 8, height: 8 });

    const strippedJpeg = stripImageMetadata(jpeg(30, 20), "jpg");
    expect(latin1(jpeg(30, 20))).toContain("GPSLatitude");
    expect(strippedJpeg && latin1(strippedJpeg)).not.toContain("GPSLatitude");
    expect(strippedJpeg && readImageInfo(strippedJpeg, "jpg")).toEqual({
      format: "jpg",
      width: 30,
      height: 20,
    });
  });
});

describe("describeImage", () => {
  it("says honestly what it knows without an image-capable model", async () => {
    const text = await describeImage(png(640, 480), "png", { describer: null });
    expect(text).toMatch(/^Bild: PNG, 640 × 480 Pixel, [\d.]+ KB\. /);
    expect(text).toContain(NO_IMAGE_MODEL);
    expect(text).not.toContain("ß");
  });

  it("adds the model's description, in Swiss spelling, from the image without metadata", async () => {
    const describer = vi.fn(
      async (_image: { bytes: Uint8Array; mediaType: string }) =>
        "Ein Arbeitsblatt: Die Strasse ist 3 km lang. Grüße\u200B!",
    );
    const text = await describeImage(jpeg(30, 20), "jpg", { describer });
    expect(text).toMatch(
      /^Bild: JPEG, 30 × 20 Pixel, [\d.]+ KB\.\nEin Arbeitsblatt: Die Strasse ist 3 km lang\. Grüsse!$/,
    );
    const sent = describer.mock.calls[0]?.[0];
    expect(sent?.mediaType).toBe("image/jpeg");
    expect(sent && latin1(sent.bytes)).not.toContain("GPSLatitude");
  });

  it("falls back to the facts when the model fails", async () => {
    const onModelError = vi.fn();
    const text = await describeImage(png(2, 2), "png", {
      describer: async () => {
        throw new Error("upstream down");
      },
      onModelError,
    });
    expect(text).toMatch(
      /^Bild: PNG, 2 × 2 Pixel, .*Der KI-Dienst konnte das Bild gerade nicht beschreiben\.$/,
    );
    expect(onModelError).toHaveBeenCalledOnce();
  });
});

describe("acceptsImages", () => {
  it.each([
    [{ provider: "offline", isOffline: true }, true, false],
    [{ provider: "openai", isOffline: false }, false, true],
    [{ provider: "anthropic", isOffline: false }, false, true],
    [{ provider: "openai-compatible", isOffline: false }, false, false],
    [{ provider: "openai-compatible", isOffline: false }, true, true],
  ] as const)("%o with AI_ACCEPTS_IMAGES=%s → %s", (models, setting, expected) => {
    expect(acceptsImages(models, setting)).toBe(expected);
  });
});
