import { describe, expect, it } from "vitest";
import { roleOf } from "./role.ts";

describe("roleOf", () => {
  it("reads the teacher role from app_metadata and takes anything else for a pupil", () => {
    expect(roleOf({ app_metadata: { provider: "email", role: "teacher" } })).toBe("teacher");
    expect(roleOf({ app_metadata: { provider: "email", role: "pupil" } })).toBe("pupil");
    expect(roleOf({ app_metadata: { provider: "email" } })).toBe("pupil");
    expect(roleOf({ app_metadata: { role: "admin" } })).toBe("pupil");
    expect(roleOf(null)).toBe("pupil");
  });
});
