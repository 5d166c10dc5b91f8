import { describe, expect, it } from "vitest";
import { claimInFrame, ownClaim } from "./claim-text.ts";

describe("the claim inside its frame", () => {
  it.each([
    ["Ich habe gelernt, dass 1 keine Primzahl ist. Stimmt das?", "1 keine primzahl ist", true],
    ["Stimmt es, dass 49 eine Quadratzahl ist?", "49 eine quadratzahl ist", true],
    ["isch das richtig, dass e Schleife öppis widerholt?", "e schleife oppis widerholt", true],
    ["Ein Byte hat 8 Bit, oder?", "ein byte hat 8 bit", true],
    ["Ich habe gehört, dass Python schwer ist.", "python schwer ist", false],
    ["Welches Game ist das beste?", "welches game ist das beste", false],
    ["Stimmt es, dass 3/4 grösser ist als 2/3?", "3/4 ist grosser als 2/3", true],
  ] as const)("«%s» → «%s», asked %s", (input, claim, asked) => {
    expect(claimInFrame(input)).toEqual({ claim, asked });
  });

  it("takes the pupil's own claim, not the one reported from someone else", () => {
    expect(ownClaim("Mein Kollege sagt, 9 ist eine Primzahl, aber ich denke, 9 ist keine Primzahl.")).toBe(
      "9 ist keine Primzahl.",
    );
    // An elliptic comparison is completed with the other value compared before.
    expect(ownClaim("Mein Kollege sagt, 0,25 ist grösser als 0,5, aber ich glaube, 0,5 ist grösser.")).toBe(
      "0,5 ist grösser als 0,25",
    );
    // A bare result goes with the task the colleague computed.
    expect(ownClaim("Mein Kollege sagt 3 + 4 · 5 = 35, aber ich glaube es gibt 23.")).toBe("3 + 4 · 5 = 23");
    expect(ownClaim("Die Lehrerin sagt, wir üben, und ich denke, das ist schwer")).toBe(
      "Die Lehrerin sagt, wir üben, und ich denke, das ist schwer",
    );
  });
});
