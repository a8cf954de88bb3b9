import { Box, Grid, Stack } from "@chakra-ui/react";
import type { ReactNode } from "react";
import type { ProgressItem, ProgressStep } from "../../../../machines/wizard.selectors.ts";
import type { FormStep } from "../../../../machines/wizard.ts";
import type { DossierInfo } from "../../../api/dossierSchemas.ts";
import type { Locale } from "../../../config/index.ts";
import { hidesSummary } from "../dossierStatus.ts";
import type { TunnelContent } from "../tunnelContent.ts";
import { BookingRecap } from "./BookingRecap.tsx";
import { HelpPanel } from "./HelpPanel.tsx";
import { HowToBook } from "./HowToBook.tsx";
import { helpColumnView, showsColumnHelpPanel } from "./helpColumn.ts";
import { StayBlock } from "./StayBlock.tsx";
import { showsBookingRecap, stayBlockView } from "./stayBlock.ts";
import { TunnelFaq } from "./TunnelFaq.tsx";
import { TunnelHeader } from "./TunnelHeader.tsx";
import { TunnelLinks } from "./TunnelLinks.tsx";
import { TunnelProgress } from "./TunnelProgress.tsx";
import { TunnelTitle } from "./TunnelTitle.tsx";

export type TunnelFrameProps = {
  locale: Locale;
  step: ProgressStep;
  progress: readonly ProgressItem[];
  onJumpToStep?: ((step: FormStep) => void) | undefined;
  /** The countdown and "Reprendre plus tard", shown in the header before step 5. */
  headerExtras?: ReactNode;
  content: TunnelContent;
  /** The dossier as last loaded; null when none is known yet. */
  details: DossierInfo | null;
  /** The stay duration to show (the step-1 form's, while it is being filled in). */
  stayMonths: number;
  hasJustDeposited: boolean;
  /** The step's panel. */
  children: ReactNode;
};

/**
 * The tunnel page's frame (spec 2, common frame): its header, the progress bar, the step, the
 * stay and booking summaries, "How to book", and the help column with the step's questions.
 *
 * The side parts (HowToBook, TunnelFaq, TunnelLinks, BookingRecap, HelpPanel) are `memo`
 * components: the step's machines change state often (the form on screen, a save, the
 * countdown), each change renders the frame again at once and in one task, and those parts
 * depend only on the step, the content and the dossier. At 4x CPU this halved the tunnel's
 * blocking time on load (median of 7 loads: 149 -> 75 ms).
 */
export function TunnelFrame(props: TunnelFrameProps) {
  const { locale, step, details, content } = props;
  const statuscode = details?.statuscode ?? null;
  const help = helpColumnView(step, props.hasJustDeposited, statuscode);
  const hasBooking =
    details !== null && details.residence !== null && (step === 5 || !hidesSummary(statuscode));
  const stay = stayBlockView(step, {
    statuscode,
    arrivalDate: details?.applicatif.date_arrivee ?? null,
    leaseStart: details?.date_debut_de_bail ?? null,
    months: props.stayMonths,
  });
  return (
    <>
      <TunnelTitle step={step} />
      <TunnelHeader locale={locale}>{props.headerExtras}</TunnelHeader>
      <Box px={{ base: "3", lg: "8" }} maxW="7xl" mx="auto">
        <TunnelProgress progress={props.progress} onJumpToStep={props.onJumpToStep} />
        <Grid
          gap="6"
          pb="10"
          templateColumns={{ base: "1fr", lg: "minmax(0, 1fr) minmax(0, 2.5fr) minmax(0, 1.2fr)" }}
          templateAreas={{ base: `"main" "aside" "howto"`, lg: `"howto main aside"` }}
        >
          <Box gridArea="main">{props.children}</Box>
          <Stack gridArea="aside" gap="5">
            {hasBooking && <StayBlock view={stay} locale={locale} />}
            {hasBooking && details && showsBookingRecap(step, statuscode) && (
              <BookingRecap
                residence={details.residence}
                typologie={details.typologie}
                lot={details.lot}
              />
            )}
            {showsColumnHelpPanel(step, props.hasJustDeposited, statuscode) && <HelpPanel />}
            {help.showsColumn && <TunnelFaq questions={content.faqFor(step)} />}
            <TunnelLinks locale={locale} />
          </Stack>
          <Box gridArea="howto">
            <HowToBook step={step} stages={content.bookingSteps} />
          </Box>
        </Grid>
      </Box>
    </>
  );
}
