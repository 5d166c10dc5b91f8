import { afterEach, beforeEach, vi } from "vitest";
import { setAccessTokenProvider } from "#client/lib/api-client.ts";

/** Every API call in the suite carries a test token; stubbed globals (fetch) are undone after each test. */
export function withTestApiToken() {
  beforeEach(() => setAccessTokenProvider(async () => "test-token"));
  afterEach(() => {
    vi.unstubAllGlobals();
    setAccessTokenProvider(async () => null);
  });
}
