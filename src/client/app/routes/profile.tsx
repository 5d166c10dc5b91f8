import { useNavigate, useSearchParams } from "react-router";
import { useAuth } from "#client/features/auth/hooks/use-auth.ts";
import { useConfirmedSignOut } from "#client/features/auth/hooks/use-confirmed-sign-out.ts";
import { useRole } from "#client/features/auth/hooks/use-role.ts";
import { useUser } from "#client/features/auth/hooks/use-user.ts";
import { setLoginNotice } from "#client/features/auth/lib/login-notice.ts";
import { ClassMembershipCard } from "#client/features/classes/components/class-membership-card.tsx";
import { useOnboarding } from "#client/features/onboarding/api/get-onboarding.ts";
import { AccountActions } from "#client/features/profile/components/account-actions.tsx";
import { LearningProfileCard } from "#client/features/profile/components/learning-profile-card.tsx";
import { MyDataCard } from "#client/features/profile/components/my-data-card.tsx";
import { ProfileDetails } from "#client/features/profile/components/profile-details.tsx";
import { profileDisplayName } from "#client/features/profile/lib/display-name.ts";
import { readLearningProfile } from "#client/features/profile/lib/learning-profile.ts";
import { usePageTitle } from "#client/lib/use-page-title.ts";
import { gradeLabel, schoolTypeLabel } from "#shared/domain/school.ts";

const PROFILE_SIGN_OUT_CONFIRM = "Möchtest du dich wirklich abmelden?";
export const ACCOUNT_DELETED_NOTICE = "Dein Konto wurde gelöscht.";

/**
 * Profil (/profil), docs/product.md §2.12. The shell has loaded the onboarding state already.
 * Below the spec's boxes: «Meine Klassen» for pupils (issue 20) and «Meine Daten» (issue 18,
 * docs/decisions/050-data-rights.md).
 */
export default function ProfileRoute() {
  usePageTitle("Mein Profil");
  const user = useUser();
  const onboarding = useOnboarding(user.id).data?.onboarding ?? null;
  const signOut = useConfirmedSignOut(PROFILE_SIGN_OUT_CONFIRM);
  const learningProfile = readLearningProfile(onboarding?.answers);
  const { signOut: signOutNow } = useAuth();
  const navigate = useNavigate();
  const isPupil = useRole() === "pupil";
  // The join code's QR code opens /profil?klasse=CODE (src/client/features/classes).
  const [search] = useSearchParams();

  // The account is gone on the server (its auth sessions too), so signing out here only forgets
  // the local session; it is not asked again and a failure does not keep the pupil here.
  const afterAccountDeleted = async () => {
    setLoginNotice(ACCOUNT_DELETED_NOTICE);
    try {
      await signOutNow();
    } catch (error) {
      console.warn("Signing out after the account was deleted failed.", error);
    }
    navigate("/login", { replace: true });
  };

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 dark:text-white">Mein Profil</h1>
      <ProfileDetails
        name={profileDisplayName(onboarding?.name, user.user_metadata?.name)}
        email={user.email ?? ""}
        isTeacher={!isPupil}
        memberSince={user.created_at}
        schoolType={schoolTypeLabel(onboarding?.schoolType)}
        grade={onboarding ? gradeLabel(onboarding.grade) : "Nicht angegeben"}
      />
      {learningProfile && <LearningProfileCard {...learningProfile} />}
      {isPupil && <ClassMembershipCard initialCode={search.get("klasse") ?? ""} />}
      <AccountActions onSignOut={() => void signOut()} />
      <MyDataCard userId={user.id} onAccountDeleted={afterAccountDeleted} />
    </div>
  );
}
