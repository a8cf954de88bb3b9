import { Box, Button, Container, Heading, Link, List, Text } from "@chakra-ui/react";
import type { MessageDescriptor } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { accessibilityAudit, brand } from "../../config/index.ts";
import { pageTitles } from "../../routes/pageTitles.ts";
import { PageHead } from "../../shared/PageHead.tsx";
import { useContactDialog } from "../contact/index.ts";
import { SupportPhoneLink } from "../page/SupportPhoneLink.tsx";
import { conformanceLevel, conformanceRate } from "./conformance.ts";
import {
  auditEnvironments,
  auditedSample,
  auditTools,
  conformanceStates,
  knownGaps,
} from "./statementContent.ts";

function Section({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <Box as="section" aria-labelledby={id} mt="10">
      <Heading as="h2" id={id} size={{ base: "xl", md: "2xl" }} mb="4">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

function MessageList({ items }: { items: readonly MessageDescriptor[] }) {
  const { i18n } = useLingui();
  return (
    <List.Root ps="6" gap="1">
      {items.map((item) => (
        <List.Item key={item.id}>{i18n._(item)}</List.Item>
      ))}
    </List.Root>
  );
}

/** The accessibility statement, after the RGAA 4.1.2 statement model. */
export default function AccessibilityStatementPage() {
  const { t, i18n } = useLingui();
  const contact = useContactDialog();
  const title = i18n._(pageTitles.accessibility);
  const level = i18n._(conformanceStates[conformanceLevel()]);
  const rate = conformanceRate();
  const { conformingCriteria, applicableCriteria, rgaaVersion } = accessibilityAudit;
  const auditDate = i18n.date(new Date(`${accessibilityAudit.date}T12:00:00Z`), {
    dateStyle: "long",
  });
  return (
    <Container as="article" maxW="3xl" py={{ base: "8", md: "12" }}>
      <PageHead title={title} />
      <Heading as="h1" size={{ base: "2xl", md: "3xl" }} mb="6">
        {title}
      </Heading>
      <Text>
        <Trans>
          {brand.name} s'engage à rendre son site accessible, conformément à l'article 47 de la loi
          n° 2005-102 du 11 février 2005 et à la directive européenne sur l'accessibilité des
          produits et services (2019/882). Cette déclaration s'applique au site {brand.name}.
        </Trans>
      </Text>

      <Section id="a11y-state" title={t`État de conformité`}>
        <Text>
          <Trans>
            Le site {brand.name} est {level} avec le référentiel général d'amélioration de
            l'accessibilité (RGAA), version {rgaaVersion}.
          </Trans>
        </Text>
      </Section>

      <Section id="a11y-results" title={t`Résultats des tests`}>
        <Text>
          <Trans>
            L'audit de conformité réalisé par l'équipe {brand.name} le {auditDate} révèle que {rate}{" "}
            % des critères du RGAA {rgaaVersion} applicables sont respectés ({conformingCriteria}{" "}
            sur {applicableCriteria}).
          </Trans>
        </Text>
      </Section>

      <Section id="a11y-gaps" title={t`Contenus non accessibles`}>
        <Heading as="h3" size="md" mb="2">
          <Trans>Non-conformités</Trans>
        </Heading>
        <MessageList items={knownGaps} />
        <Heading as="h3" size="md" mt="6" mb="2">
          <Trans>Dérogations pour charge disproportionnée</Trans>
        </Heading>
        <Text>
          <Trans>Aucune.</Trans>
        </Text>
        <Heading as="h3" size="md" mt="6" mb="2">
          <Trans>Contenus non soumis à l'obligation d'accessibilité</Trans>
        </Heading>
        <Text>
          <Trans>Aucun.</Trans>
        </Text>
      </Section>

      <Section id="a11y-method" title={t`Établissement de cette déclaration d'accessibilité`}>
        <Text mb="4">
          <Trans>Cette déclaration a été établie le {auditDate}.</Trans>
        </Text>
        <Heading as="h3" size="md" mb="2">
          <Trans>Technologies utilisées pour la réalisation du site</Trans>
        </Heading>
        <Text>HTML5, CSS, JavaScript, WAI-ARIA</Text>
        <Heading as="h3" size="md" mt="6" mb="2">
          <Trans>Environnement de test</Trans>
        </Heading>
        <MessageList items={auditEnvironments} />
        <Heading as="h3" size="md" mt="6" mb="2">
          <Trans>Outils pour évaluer l'accessibilité</Trans>
        </Heading>
        <MessageList items={auditTools} />
        <Heading as="h3" size="md" mt="6" mb="2">
          <Trans>Pages du site ayant fait l'objet de la vérification de conformité</Trans>
        </Heading>
        <MessageList items={auditedSample} />
      </Section>

      <Section id="a11y-contact" title={t`Retour d'information et contact`}>
        <Text mb="4">
          <Trans>
            Si vous n'arrivez pas à accéder à un contenu ou à un service, vous pouvez nous contacter
            pour être orienté vers une alternative accessible ou obtenir le contenu sous une autre
            forme.
          </Trans>
        </Text>
        <Box display="flex" flexWrap="wrap" gap="4" alignItems="center">
          <Button onClick={contact.open} colorPalette="brand">
            <Trans>Nous contacter</Trans>
          </Button>
          <SupportPhoneLink />
        </Box>
      </Section>

      <Section id="a11y-recourse" title={t`Voies de recours`}>
        <Text mb="4">
          <Trans>
            Si vous constatez un défaut d'accessibilité vous empêchant d'accéder à un contenu ou à
            une fonctionnalité du site, que vous nous le signalez et que vous ne parvenez pas à
            obtenir une réponse de notre part, vous êtes en droit de faire parvenir vos doléances ou
            une demande de saisine au Défenseur des droits. Plusieurs moyens sont à votre
            disposition :
          </Trans>
        </Text>
        <List.Root ps="6" gap="2">
          <List.Item>
            <Link href="https://formulaire.defenseurdesdroits.fr/" color="brand.fg">
              <Trans>Écrire un message au Défenseur des droits</Trans>
            </Link>
          </List.Item>
          <List.Item>
            <Link href="https://www.defenseurdesdroits.fr/carte-des-delegues" color="brand.fg">
              <Trans>Contacter le délégué du Défenseur des droits dans votre région</Trans>
            </Link>
          </List.Item>
          <List.Item>
            <Trans>Appeler le 09 69 39 00 00</Trans>
          </List.Item>
          <List.Item>
            <Trans>
              Envoyer un courrier par la poste (gratuit, ne pas mettre de timbre) : Défenseur des
              droits, Libre réponse 71120, 75342 Paris CEDEX 07
            </Trans>
          </List.Item>
        </List.Root>
      </Section>
    </Container>
  );
}
