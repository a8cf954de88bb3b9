import { Box, Link, Stack, Text } from "@chakra-ui/react";
import type { MessageDescriptor } from "@lingui/core";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { MouseEvent } from "react";
import {
  type ChangesToMake as Changes,
  type ChangesOfStep,
  type ReopenableStep,
  requestedChangeKey,
} from "../../../../machines/followUp.selectors.ts";
import type { Locale } from "../../../config/index.ts";
import { tunnelStepHref } from "../../../routes/tunnelSteps.ts";
import { stepLabels } from "../stepLabels.ts";
import { concernLabel, teamReasonLabel } from "./teamReasons.ts";

type ChangesToMakeProps = {
  changes: Changes;
  locale: Locale;
  /** Opens the steps again at this step (the follow-up's `reopenForChanges`). */
  onOpenStep: (step: ReopenableStep) => void;
};

/** A plain click opens the step in place; a click meant for a new tab or window follows the link. */
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

function StepChanges({
  group,
  locale,
  onOpenStep,
}: {
  group: ChangesOfStep;
  locale: Locale;
  onOpenStep: (step: ReopenableStep) => void;
}) {
  const { i18n } = useLingui();
  const words = (label: MessageDescriptor | string) =>
    typeof label === "string" ? label : i18n._(label);
  const stepName = group.step === null ? "" : i18n._(stepLabels[group.step]);
  const stepNumber = group.step ?? 0;
  const headingId = `changes-step-${group.step ?? "other"}`;
  const opens = group.opens;
  return (
    <Box as="li" aria-labelledby={headingId}>
      <Text as="h4" id={headingId} fontWeight="semibold" mb="1">
        {group.step === null ? (
          <Trans>Autres points</Trans>
        ) : (
          <Trans>
            Étape {stepNumber} : {stepName}
          </Trans>
        )}
      </Text>
      <Stack as="ul" gap="1" ps="5" mb="2" listStyleType="disc">
        {group.reasons.map((reason) => {
          const concern = concernLabel(reason);
          const label = words(teamReasonLabel(reason.code, reason.label));
          const concernWords = concern ? i18n._(concern) : "";
          return (
            <li key={requestedChangeKey(reason)}>
              {concern ? (
                <>
                  <Text as="span" fontWeight="semibold">
                    <Trans>{concernWords} :</Trans>
                  </Text>{" "}
                  {label}
                </>
              ) : (
                label
              )}
            </li>
          );
        })}
      </Stack>
      {opens !== null && (
        <Link
          href={tunnelStepHref(opens, locale)}
          color="brand.fg"
          fontWeight="semibold"
          textDecoration="underline"
          onClick={(event) => {
            if (!isPlainClick(event)) return;
            event.preventDefault();
            onOpenStep(opens);
          }}
        >
          <Trans>
            Modifier l'étape {stepNumber} : {stepName}
          </Trans>
        </Link>
      )}
    </Box>
  );
}

/**
 * What the team asked to change in a file sent back (the follow-up's `changesToMake`): the
 * reasons under the step each concerns, each step 2 to 4 with a link that opens it again, and the
 * team's own message. The count is said politely when it shows (the page may move here as it
 * follows the team's decision).
 */
export function ChangesToMake({ changes, locale, onOpenStep }: ChangesToMakeProps) {
  const count = changes.steps.reduce((total, group) => total + group.reasons.length, 0);
  const text = changes.text;
  return (
    <Box as="section" aria-labelledby="changes-heading" mb="4" data-testid="changes-to-make">
      <Text as="h3" id="changes-heading" fontSize="lg" fontWeight="semibold" mb="1">
        <Trans>Ce que l'équipe vous demande de modifier</Trans>
      </Text>
      <Text role="status" mb="3">
        {count > 0 ? (
          <Plural
            value={count}
            one="L'équipe vous demande # modification."
            other="L'équipe vous demande # modifications."
          />
        ) : (
          <Trans>Le courriel de l'équipe vous dit ce qu'il faut modifier.</Trans>
        )}
      </Text>
      {count > 0 && (
        <Stack as="ul" gap="4" listStyleType="none" aria-labelledby="changes-heading" mb="3">
          {changes.steps.map((group) => (
            <StepChanges
              key={group.step ?? "other"}
              group={group}
              locale={locale}
              onOpenStep={onOpenStep}
            />
          ))}
        </Stack>
      )}
      {text && (
        <Box>
          <Text as="h4" fontWeight="semibold" mb="1">
            <Trans>Le message de l'équipe</Trans>
          </Text>
          <Text as="blockquote" whiteSpace="pre-line" borderStartWidth="3px" ps="3">
            {text}
          </Text>
        </Box>
      )}
    </Box>
  );
}
