// With a Supabase project the password hashes live there, not here: deleting the account asks
// the project's GoTrue whether the password is right, by the sign-in it offers any client
// (POST /auth/v1/token?grant_type=password, with the anon key as supabase-js sends it). The
// session it returns is not used. The Supabase account itself is deleted by the operator
// (README, "Pupils' data"): Lernfunke holds no service-role key.
export function supabasePasswordCheck(supabaseUrl: string, anonKey: string) {
  const url = new URL("/auth/v1/token?grant_type=password", supabaseUrl);
  return async (email: string, password: string): Promise<boolean> => {
    const response = await fetch(url, {
      method: "POST",
      headers: { apikey: anonKey, "content-type": "application/json" },
      body: JSON.stringify({ email, password }),
      signal: AbortSignal.timeout(10_000),
    });
    await response.body?.cancel();
    return response.ok;
  };
}
