import { Box, Heading } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import type { Locale } from "../../../config/index.ts";
import { formatDate } from "../../../i18n/format.ts";
import { DurationText } from "./DurationText.tsx";
import type { StayBlockView } from "./stayBlock.ts";

function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <>
      <Box as="dt" color="fg.muted" fontSize="sm">
        {label}
      </Box>
      <Box as="dd" fontWeight="semibold" mb="2">
        {children}
      </Box>
    </>
  );
}

/** The stay summary block (spec 2): arrival date and duration, or the contract start date. */
export function StayBlock({ view, locale }: { view: StayBlockView; locale: Locale }) {
  const date = (value: string | null) => (value ? formatDate(value, locale) : "—");
  return (
    <Box as="section" aria-labelledby="tunnel-stay-title" borderWidth="1px" borderRadius="lg" p="4">
      <Heading as="h2" size="md" mb="3" id="tunnel-stay-title">
        <Trans>Votre séjour</Trans>
      </Heading>
      <dl>
        {view.kind === "leaseStart" ? (
          <Fact label={<Trans>Date de début du contrat</Trans>}>{date(view.date)}</Fact>
        ) : (
          <>
            <Fact
              label={
                view.kind === "wanted" ? (
                  <Trans>Date d'arrivée souhaitée</Trans>
                ) : (
                  <Trans>Date d'arrivée</Trans>
                )
              }
            >
              {date(view.arrivalDate)}
            </Fact>
            <Fact
              label={
                view.kind === "wanted" ? (
                  <Trans>Durée souhaitée</Trans>
                ) : (
                  <Trans>Durée du séjour</Trans>
                )
              }
            >
              <DurationText months={view.months} />
            </Fact>
          </>
        )}
      </dl>
    </Box>
  );
}
