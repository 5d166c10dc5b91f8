import type { Db } from "#server/db/client.ts";
import type { Networks } from "#server/lib/networks.ts";
import { limitKey, type SharedLimit, sharedLimit } from "#server/limits/shared-limit.ts";
import { authErrors } from "./auth-errors.ts";

// The embedded auth's limits (decision 052, README "A school behind one address"), counted in
// the database so every instance enforces the same ones:
// - per address: generous budgets for sign-ins, refreshes, sign-ups and profile changes, and for
//   failed sign-ins without a known device; school networks get SCHOOL_NETWORK_FACTOR times each;
// - per account and source: 10 guesses per 15 minutes, with growing delays after the third
//   failure. The source is the browser's device cookie for the account when it shows one
//   (device-cookie.ts), otherwise "any device it never signed in on": a classmate's guesses
//   stop the classmate, while the owner still signs in on their own device.

const FIVE_MINUTES = 5 * 60_000;
const FIFTEEN_MINUTES = 15 * 60_000;
/** GoTrue's and OWASP's order of magnitude: guesses per account and source per 15 minutes. */
export const GUESSES_PER_SOURCE = 10;
/** Failures before the delays start, and the longest delay (1 s, 2 s, 4 s, … up to 1 min). */
const FREE_FAILURES = 3;
const MAX_DELAY_MS = 60_000;

export type SignInLimitSettings = {
  signinsPerAddress: number;
  refreshesPerAddress: number;
  signupsPerAddress: number;
  failedSigninsPerAddress: number;
  userUpdatesPerAddress: number;
  schoolNetworks: Networks;
  schoolNetworkFactor: number;
};

/** The operator's settings (env.ts, README); profile changes keep a fixed budget. */
export function signInLimitSettings(env: {
  AUTH_SIGNINS_PER_ADDRESS: number;
  AUTH_REFRESHES_PER_ADDRESS: number;
  AUTH_SIGNUPS_PER_ADDRESS: number;
  AUTH_FAILED_SIGNINS_PER_ADDRESS: number;
  SCHOOL_NETWORKS: Networks;
  SCHOOL_NETWORK_FACTOR: number;
}): SignInLimitSettings {
  return {
    signinsPerAddress: env.AUTH_SIGNINS_PER_ADDRESS,
    refreshesPerAddress: env.AUTH_REFRESHES_PER_ADDRESS,
    signupsPerAddress: env.AUTH_SIGNUPS_PER_ADDRESS,
    failedSigninsPerAddress: env.AUTH_FAILED_SIGNINS_PER_ADDRESS,
    userUpdatesPerAddress: 30,
    schoolNetworks: env.SCHOOL_NETWORKS,
    schoolNetworkFactor: env.SCHOOL_NETWORK_FACTOR,
  };
}

/** Where a sign-in comes from: the client's address and the device id its cookie proves. */
export type SignInSource = { address: string; device: string | null };

/** One password check under way: report its outcome. */
export type Guess = { failed(): Promise<void>; succeeded(): Promise<void> };

export function signInLimits(db: Db, settings: SignInLimitSettings) {
  /** A budget per address, and the same times the factor for school networks. */
  const perAddress = (name: string, points: number, windowMs: number) => {
    const normal = sharedLimit(db, { name, points, windowMs });
    const school = sharedLimit(db, {
      name: `${name}-school`,
      points: points * settings.schoolNetworkFactor,
      windowMs,
    });
    return (address: string): [SharedLimit, string] => [
      settings.schoolNetworks.has(address) ? school : normal,
      limitKey(address),
    ];
  };
  const signins = perAddress("signin-address", settings.signinsPerAddress, FIVE_MINUTES);
  const refreshes = perAddress("refresh-address", settings.refreshesPerAddress, FIVE_MINUTES);
  const signups = perAddress("signup-address", settings.signupsPerAddress, FIVE_MINUTES);
  const updates = perAddress("update-address", settings.userUpdatesPerAddress, FIVE_MINUTES);
  const failures = perAddress("failed-address", settings.failedSigninsPerAddress, FIFTEEN_MINUTES);
  const guesses = sharedLimit(db, { name: "guesses", points: GUESSES_PER_SOURCE, windowMs: FIFTEEN_MINUTES });
  // Zero points: a key here is refused only while a delay blocks it.
  const delays = sharedLimit(db, { name: "guess-delay", points: 0, windowMs: FIFTEEN_MINUTES });

  async function spend([limit, key]: [SharedLimit, string]) {
    const decision = await limit.consume(key);
    if (!decision.allowed) throw authErrors.rateLimited(decision.retryAfterMs);
  }

  const sourceKey = (account: string, device: string | null) =>
    device ? limitKey("device", account, device) : limitKey("account", account);

  return {
    signUp: (address: string) => spend(signups(address)),
    refresh: (address: string) => spend(refreshes(address)),
    userUpdate: (address: string) => spend(updates(address)),

    /**
     * Before a password is checked: refuses while the source waits out a delay or has used its
     * guesses, else reserves one guess. `address` null: a check that is no sign-in (the current
     * password in a profile change), which spends no address budget.
     */
    async beginGuess(
      account: string,
      source: { address: string | null; device: string | null },
    ): Promise<Guess> {
      const key = sourceKey(account, source.device);
      const untrusted = !source.device && source.address !== null;
      if (untrusted && source.address) {
        const [limit, addressKey] = failures(source.address);
        const failed = await limit.peek(addressKey);
        if (!failed.allowed) throw authErrors.rateLimited(failed.retryAfterMs);
      }
      const delay = await delays.peek(key);
      if (!delay.allowed) throw authErrors.rateLimited(delay.retryAfterMs);
      const reserved = await guesses.consume(key);
      if (!reserved.allowed) throw authErrors.rateLimited(reserved.retryAfterMs);
      // Only a sign-in that is really checked spends the address's budget: refused guesses cost
      // the school nothing, so a pupil hammering one account cannot lock out the building.
      if (source.address !== null) {
        try {
          await spend(signins(source.address));
        } catch (refusal) {
          await guesses.giveBack(key);
          throw refusal;
        }
      }
      return {
        async failed() {
          const failedSoFar = reserved.used;
          if (failedSoFar >= FREE_FAILURES) {
            await delays.block(key, Math.min(1000 * 2 ** (failedSoFar - FREE_FAILURES), MAX_DELAY_MS));
          }
          if (untrusted && source.address) {
            const [limit, addressKey] = failures(source.address);
            await limit.consume(addressKey);
          }
        },
        // The right password: the guess was none. The count of wrong ones stays, so an owner's
        // success never hands a guesser a fresh set of guesses.
        succeeded: () => guesses.giveBack(key),
      };
    },
  };
}
export type SignInLimits = ReturnType<typeof signInLimits>;
