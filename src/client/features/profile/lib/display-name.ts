/** docs/product.md §2.12: the onboarding name, else the name given at sign-up, else 'Benutzer'. */
export function profileDisplayName(onboardingName: string | null | undefined, accountName: unknown): string {
  if (onboardingName?.trim()) return onboardingName.trim();
  if (typeof accountName === "string" && accountName.trim()) return accountName.trim();
  return "Benutzer";
}
