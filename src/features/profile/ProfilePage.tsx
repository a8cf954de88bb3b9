import { Container, Heading, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useMatch } from "@tanstack/react-router";
import type { UserDetails } from "../../api/user.ts";
import { pageTitles } from "../../routes/pageTitles.ts";
import { PageHead } from "../../shared/PageHead.tsx";
import { usePageData } from "../../shared/pageData.ts";
import { ConsentsSection } from "./ConsentsSection.tsx";
import { DeviceSessionsSection } from "./DeviceSessionsSection.tsx";
import { EmailSection } from "./EmailSection.tsx";
import { LanguageSection } from "./LanguageSection.tsx";
import { useOpenedAfterLanguageSave } from "./languageSwitchState.ts";
import type { loadPage } from "./loadProfilePage.ts";
import { PasswordSection } from "./PasswordSection.tsx";
import { PhoneSection } from "./PhoneSection.tsx";
import { ProfileSectionScope } from "./ProfileSectionScope.tsx";
import { SignInPrompt } from "./SignInPrompt.tsx";

export { loadPage } from "./loadProfilePage.ts";

/**
 * The profile page (public spec 2.4): email, password, phone, language and communication
 * consents, each its own small form with its own save button and confirmation. It needs a
 * signed-in account; anyone else is asked to sign in.
 */
export default function ProfilePage() {
  const { i18n } = useLingui();
  const data = usePageData<typeof loadPage>();
  // The French and English pages are two routes; the router keeps this component mounted from
  // one to the other, so the sections are keyed by route to start afresh in the other language.
  const routeId = useMatch({ strict: false, select: (match) => match.routeId });
  const title = i18n._(pageTitles.profile);
  return (
    <Container maxW="3xl" py={{ base: "8", md: "12" }}>
      <PageHead title={title} />
      <Heading as="h1" size={{ base: "2xl", md: "3xl" }} mb="6">
        {title}
      </Heading>
      {data.signedIn ? <ProfileSections key={routeId} user={data.user} /> : <SignInPrompt />}
    </Container>
  );
}

function ProfileSections({ user }: { user: UserDetails }) {
  const { t } = useLingui();
  const openedAfterLanguageSave = useOpenedAfterLanguageSave();
  return (
    <Stack gap="6">
      <Text>{t`Chaque rubrique s'enregistre séparément, avec son propre bouton.`}</Text>
      <ProfileSectionScope saved={user}>
        <EmailSection saved={user} />
      </ProfileSectionScope>
      <ProfileSectionScope saved={user}>
        <PasswordSection />
      </ProfileSectionScope>
      <ProfileSectionScope saved={user}>
        <PhoneSection saved={user} />
      </ProfileSectionScope>
      <ProfileSectionScope saved={user} arrivedAfterSave={openedAfterLanguageSave}>
        <LanguageSection saved={user} />
      </ProfileSectionScope>
      <ProfileSectionScope saved={user}>
        <ConsentsSection saved={user} />
      </ProfileSectionScope>
      <DeviceSessionsSection />
    </Stack>
  );
}
