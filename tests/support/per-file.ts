import { afterAll, beforeAll } from "vitest";
import { startFakeOpenAIServer } from "../mocks/fake-openai-server.ts";
import type { FakeServerOptions, FakeUpstream } from "../mocks/fake-upstream.ts";
import { createTestApp, type TestApp, type TestAppOptions, type TestEnv } from "./test-app.ts";

/**
 * A resource shared by the tests of one file: started in beforeAll, stopped in afterAll (vitest
 * runs after-hooks in reverse order, so what is declared later, and may use what came before,
 * stops first). The handle is taken at module level and read inside the tests; reading it
 * before beforeAll has run throws.
 */
export function perFile<T extends object>(start: () => Promise<T>, stop: (value: T) => Promise<unknown>): T {
  let value: T | undefined;
  beforeAll(async () => {
    value = await start();
  });
  afterAll(async () => {
    if (value) await stop(value);
  });
  const current = (): T => {
    if (!value) throw new Error("perFile: the resource exists only inside the file's tests");
    return value;
  };
  return new Proxy({} as T, {
    get(_, key) {
      const target = current();
      const member = Reflect.get(target, key);
      return typeof member === "function" ? member.bind(target) : member;
    },
    set: (_, key, member) => Reflect.set(current(), key, member),
  });
}

/** The real app on a fresh database for the tests of one file. `env` as a function is read in beforeAll. */
export function testAppPerFile(env: TestEnv | (() => TestEnv) = {}, options: TestAppOptions = {}): TestApp {
  return perFile(
    () => createTestApp(typeof env === "function" ? env() : env, options),
    (app) => app.close(),
  );
}

/** A local fake OpenAI-compatible server for the tests of one file. */
export function fakeOpenAIPerFile(options?: FakeServerOptions): FakeUpstream {
  return perFile(
    () => startFakeOpenAIServer(options),
    (upstream) => upstream.close(),
  );
}

/** The real app with `model` served by `upstream` as its OpenAI-compatible provider, for one file. */
export function hostedTestAppPerFile(upstream: FakeUpstream, model: string, env: TestEnv = {}): TestApp {
  return testAppPerFile(() => ({
    AI_PROVIDER: "openai-compatible",
    AI_BASE_URL: upstream.baseURL,
    AI_MODEL: model,
    ...env,
  }));
}
