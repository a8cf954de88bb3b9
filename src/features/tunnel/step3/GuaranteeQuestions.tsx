import { Icon, Link, Stack, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { ExternalLink } from "lucide-react";
import { type ReactNode, useId } from "react";
import type { GuaranteeView } from "../../../../machines/guarantees.selectors.ts";
import {
  GUARANTOR_INCOME_MULTIPLE,
  type GuaranteeKind,
  type GuaranteesEvent,
} from "../../../../machines/guarantees.ts";
import type { Locale } from "../../../config/index.ts";
import { RadioChoices } from "../../../forms/fields/RadioChoices.tsx";
import { requiredMessage } from "../../../forms/rules.ts";
import { InlineNotice } from "../frame/InlineNotice.tsx";
import { dataProtectionHref, guarantorHelpHref } from "../tunnelHrefs.ts";
import { guaranteeKindLabels } from "./guarantorOptions.ts";

type GuaranteeQuestionsProps = {
  view: GuaranteeView;
  send: (event: GuaranteesEvent) => void;
  locale: Locale;
};

/** A link that opens in a new tab, saying so in its name. */
function NewTabLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" color="brand.fg">
      {children}
      <Icon aria-hidden="true" boxSize="3.5">
        <ExternalLink />
      </Icon>
    </Link>
  );
}

/**
 * Step 3's questions, driven by the `guarantees` machine (spec 2 and 4): is a guarantor needed,
 * which kind (without "none" for young workers and young independents), or, without one, the
 * scholarship question; the notices of Garantme / Visale and of "no guarantor"; the links to
 * the data-protection rules and to the help article on finding a guarantor.
 */
export function GuaranteeQuestions({ view, send, locale }: GuaranteeQuestionsProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const yesNo = [
    { value: "oui", label: t`Oui` },
    { value: "non", label: t`Non` },
  ];
  const required = i18n._(requiredMessage);
  const { oneGuarantor, eachOfTwoGuarantors } = GUARANTOR_INCOME_MULTIPLE;
  const errorOf = (question: GuaranteeView["missingAnswer"]) =>
    view.missingAnswer === question ? required : undefined;
  return (
    <Stack gap="5">
      <RadioChoices
        name="hasGuarantor"
        label={t`Avez-vous besoin d'un garant ?`}
        required
        options={yesNo}
        value={view.hasGuarantor}
        onChange={(answer) =>
          send({ type: "answerGuarantorNeeded", answer: answer === "oui" ? "oui" : "non" })
        }
        error={errorOf("hasGuarantor")}
        errorId={`${id}hasGuarantor`}
      />
      {view.offeredKinds.length > 0 && (
        <RadioChoices
          name="guarantees"
          label={t`Quel type de garantie ?`}
          required
          options={view.offeredKinds.map((kind) => ({
            value: kind,
            label: i18n._(guaranteeKindLabels[kind]),
          }))}
          value={view.shownKind}
          onChange={(kind) => send({ type: "chooseKind", kind: kind as GuaranteeKind })}
          error={errorOf("guarantees")}
          errorId={`${id}guarantees`}
        />
      )}
      {view.hasGuarantor === "oui" && (
        <Text fontSize="sm">
          <Trans>
            Vos garants doivent percevoir des revenus nets mensuels d'au moins {oneGuarantor} fois
            le loyer charges comprises ({eachOfTwoGuarantors} fois chacun s'ils sont deux).
          </Trans>{" "}
          <NewTabLink href={guarantorHelpHref(locale)}>
            <Trans>Comment trouver un garant ? (nouvel onglet)</Trans>
          </NewTabLink>
        </Text>
      )}
      {view.asksScholarship && (
        <RadioChoices
          name="isBoursier"
          label={t`Êtes-vous boursier ?`}
          required
          options={yesNo}
          value={view.isBoursier}
          onChange={(answer) =>
            send({ type: "answerScholarship", answer: answer === "oui" ? "oui" : "non" })
          }
          error={errorOf("isBoursier")}
          errorId={`${id}isBoursier`}
        />
      )}
      {view.showsCertificateNotice && (
        <InlineNotice role="status" tone="info" actions={null}>
          <Trans>
            Vous déposerez votre certificat d'éligibilité (Garantme ou Visale) à l'étape 4, « Vos
            documents ».
          </Trans>
        </InlineNotice>
      )}
      {view.showsNoGuarantorNotice && (
        <InlineNotice role="status" tone="info" actions={null}>
          <Trans>
            Sans garantie, nous ne pouvons pas étudier votre demande. Choisissez un ou deux garants,
            Garantme ou Visale pour continuer.
          </Trans>
        </InlineNotice>
      )}
      <Text fontSize="sm">
        <Trans>
          Les informations sur vos garants servent uniquement à l'étude de votre demande.
        </Trans>{" "}
        <NewTabLink href={dataProtectionHref(locale)}>
          <Trans>Protection des données personnelles (nouvel onglet)</Trans>
        </NewTabLink>
      </Text>
    </Stack>
  );
}
