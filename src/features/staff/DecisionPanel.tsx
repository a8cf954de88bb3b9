import {
  Box,
  Button,
  Checkbox,
  Field,
  Heading,
  Input,
  List,
  RadioGroup,
  Stack,
  Text,
  Textarea,
} from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import {
  selectDraft,
  toReviewDraftView,
  toReviewView,
} from "../../../machines/review.selectors.ts";
import type { reviewDraftMachine, TypedSlotField } from "../../../machines/reviewDraft.ts";
import { useCurrentLocale } from "../../shared/useCurrentRoute.ts";
import {
  decisionLabels,
  OFFERED_DECISIONS,
  problemTexts,
  slotProblemTexts,
} from "./decisionWords.ts";
import { slotRangeWords, slotWords } from "./slotWords.ts";
import { ReviewContext, StaffFileContext } from "./staffContexts.ts";
import { failureText } from "./staffWords.ts";

/**
 * The decisions the review offers (the server's `allowedDecisions`), the draft of the one
 * started, its confirmation and what became of its sending.
 */
export function DecisionPanel() {
  const { t, i18n } = useLingui();
  const view = ReviewContext.useSelector(toReviewView);
  const draft = ReviewContext.useSelector(selectDraft);
  const { send } = ReviewContext.useActorRef();
  const offered = OFFERED_DECISIONS.filter((decision) => view.canStart[decision]);
  const decision = view.decision ? i18n._(decisionLabels[view.decision]) : null;
  const reasonLabel = useReasonLabel();
  return (
    <Box as="section" aria-labelledby="decision-heading" borderWidth="1px" rounded="md" p="4">
      <Heading as="h2" size="lg" mb="3" id="decision-heading">
        {decision ?? t`Décision`}
      </Heading>
      <Box aria-live="polite">
        {view.isReadOnly ? <Text>{t`Lecture seule : aucune décision possible.`}</Text> : null}
        {!view.isReadOnly && !view.decision && offered.length === 0 && !view.isLoading ? (
          <Text>{t`Aucune décision ne vous est possible sur ce dossier maintenant.`}</Text>
        ) : null}
        {view.isSending ? <Text role="status">{t`Envoi de la décision…`}</Text> : null}
      </Box>
      {!view.decision && !view.isReadOnly ? (
        <Stack gap="2">
          {offered.map((kind) => (
            <Button
              key={kind}
              variant="outline"
              onClick={() => send({ type: "start", decision: kind })}
            >
              {i18n._(decisionLabels[kind])}
            </Button>
          ))}
        </Stack>
      ) : null}
      {draft && view.isDrafting ? <DraftForm draft={draft} /> : null}
      {view.isConfirming && view.submitted ? (
        <Stack gap="3">
          <Text>{t`Vérifiez la décision avant de l'envoyer.`}</Text>
          <AppointmentChange slotId={view.submitted.slotId} />
          {view.decision === "offer-slots" ? <SlotsToOffer slots={view.submitted.slots} /> : null}
          {view.submitted.reasons.length > 0 ? (
            <Box>
              <Text>{t`Motifs :`}</Text>
              <List.Root>
                {view.submitted.reasons.map((code) => (
                  <List.Item key={code}>{reasonLabel(code)}</List.Item>
                ))}
              </List.Root>
            </Box>
          ) : null}
          {view.submitted.note ? <Text whiteSpace="pre-wrap">{view.submitted.note}</Text> : null}
          <Button colorPalette="brand" onClick={() => send({ type: "confirm" })}>
            {t`Confirmer l'envoi`}
          </Button>
          <Button variant="outline" onClick={() => send({ type: "back" })}>
            {t`Modifier`}
          </Button>
        </Stack>
      ) : null}
      {view.decision && view.errorCode && !view.isSending ? (
        <Stack gap="3" role="alert">
          <Text>
            {view.isStale
              ? t`Le dossier a changé depuis sa lecture : rechargez-le. Rien n'a été enregistré.`
              : view.isNotAllowed
                ? t`L'état du dossier ne permet plus cette décision (${view.errorCode}) : rechargez-le.`
                : view.needsSignIn
                  ? t`Cette décision demande une connexion récente : reconnectez-vous, puis recommencez-la sur ce dossier.`
                  : i18n._(failureText(view.errorCode))}
          </Text>
          {view.needsSignIn ? <SignInAgain /> : null}
          {view.canReload ? (
            <Button onClick={() => send({ type: "reload" })}>{t`Recharger le dossier`}</Button>
          ) : null}
          {view.canRetry ? (
            <>
              <Text>{t`Votre saisie est gardée.`}</Text>
              <Button colorPalette="brand" onClick={() => send({ type: "retry" })}>
                {t`Réessayer`}
              </Button>
              <Button variant="outline" onClick={() => send({ type: "back" })}>
                {t`Modifier`}
              </Button>
            </>
          ) : null}
          {view.isForbidden ? (
            <Button variant="outline" onClick={() => send({ type: "cancelDraft" })}>
              {t`Abandonner`}
            </Button>
          ) : null}
        </Stack>
      ) : null}
    </Box>
  );
}

/** A new sign-in for a decisive decision; the page leaves for the provider's and comes back. */
function SignInAgain() {
  const { t } = useLingui();
  const { send } = StaffFileContext.useActorRef();
  const state = StaffFileContext.useSelector((snapshot) => ({
    isLeaving: snapshot.matches({ signIn: "signingInAgain" }),
    hasFailed: snapshot.matches({ signIn: "signInFailed" }),
  }));
  return (
    <>
      {state.hasFailed ? (
        <Text>{t`La connexion n'a pas pu commencer. Veuillez réessayer.`}</Text>
      ) : null}
      <Button
        colorPalette="brand"
        loading={state.isLeaving}
        onClick={() => send({ type: "signInAgain" })}
      >
        {t`Se reconnecter`}
      </Button>
    </>
  );
}

/**
 * What an appointment decision changes, to confirm: the appointment booked now and, for a move,
 * the slot chosen (one of the file's free slots).
 */
function AppointmentChange({ slotId }: { slotId: number | null }) {
  const { t, i18n } = useLingui();
  const locale = useCurrentLocale();
  const { file, decision } = ReviewContext.useSelector(toReviewView);
  if (decision !== "move-appointment" && decision !== "cancel-appointment") return null;
  const current = file?.appointment ? i18n._(slotWords(file.appointment, locale)) : null;
  const slot = file?.freeSlots.find((free) => free.id === slotId);
  const chosen = slot ? i18n._(slotWords(slot, locale)) : null;
  return (
    <>
      {current ? <Text>{t`Rendez-vous actuel : ${current}`}</Text> : null}
      {chosen ? <Text>{t`Nouveau créneau : ${chosen}`}</Text> : null}
    </>
  );
}

/** The inventory slots an `offer-slots` will add, to confirm (Paris time). */
function SlotsToOffer({ slots }: { slots: readonly { startsAt: string; endsAt: string }[] }) {
  const { t, i18n } = useLingui();
  const locale = useCurrentLocale();
  return (
    <Box>
      <Text>{t`Créneaux proposés :`}</Text>
      <List.Root>
        {slots.map((slot) => (
          <List.Item key={slot.startsAt}>{i18n._(slotRangeWords(slot, locale))}</List.Item>
        ))}
      </List.Root>
    </Box>
  );
}

/**
 * The inventory slots to offer, each a day and start and end times in Paris time (native date
 * and time inputs), up to ten; each says what is wrong with it once confirming was asked for.
 */
function SlotsTyped({
  draft,
  view,
}: {
  draft: ActorRefFrom<typeof reviewDraftMachine>;
  view: ReturnType<typeof toReviewDraftView>;
}) {
  const { t, i18n } = useLingui();
  const edit =
    (key: number, field: TypedSlotField) => (event: { currentTarget: HTMLInputElement }) =>
      draft.send({ type: "editSlot", key, field, value: event.currentTarget.value });
  return (
    <Box as="fieldset">
      <Text as="legend" fontWeight="semibold" mb="2">
        {t`Créneaux à proposer (heure de Paris)`}
      </Text>
      <Stack gap="3">
        {view.typedSlots.map((slot, index) => {
          const number = index + 1;
          const problemId = `offered-slot-${slot.key}-problem`;
          // The fields the problem is about: those missing, the end, or the start of one past.
          const isInvalid = (field: TypedSlotField) =>
            (slot.problem === "slotIncomplete" && slot[field] === "") ||
            (slot.problem === "slotEndNotAfterStart" && field === "endTime") ||
            (slot.problem === "slotInPast" && field !== "endTime");
          const described = slot.problem ? { "aria-describedby": problemId } : {};
          return (
            <Box as="fieldset" key={slot.key} borderWidth="1px" rounded="md" p="3">
              <Text as="legend" px="1">{t`Créneau ${number}`}</Text>
              <Stack direction={{ base: "column", md: "row" }} gap="3" align={{ md: "end" }}>
                <Field.Root invalid={isInvalid("day")}>
                  <Field.Label>{t`Jour`}</Field.Label>
                  <Input
                    type="date"
                    value={slot.day}
                    onChange={edit(slot.key, "day")}
                    {...described}
                  />
                </Field.Root>
                <Field.Root invalid={isInvalid("startTime")}>
                  <Field.Label>{t`Heure de début`}</Field.Label>
                  <Input
                    type="time"
                    value={slot.startTime}
                    onChange={edit(slot.key, "startTime")}
                    {...described}
                  />
                </Field.Root>
                <Field.Root invalid={isInvalid("endTime")}>
                  <Field.Label>{t`Heure de fin`}</Field.Label>
                  <Input
                    type="time"
                    value={slot.endTime}
                    onChange={edit(slot.key, "endTime")}
                    {...described}
                  />
                </Field.Root>
                <Button
                  variant="outline"
                  flexShrink={0}
                  onClick={() => draft.send({ type: "removeSlot", key: slot.key })}
                >
                  {t`Retirer le créneau ${number}`}
                </Button>
              </Stack>
              {slot.problem ? (
                <Text id={problemId} color="fg.error" mt="2">
                  {i18n._(slotProblemTexts[slot.problem])}
                </Text>
              ) : null}
            </Box>
          );
        })}
        {view.canAddSlot ? (
          <Button
            variant="outline"
            alignSelf="start"
            onClick={() => draft.send({ type: "addSlot" })}
          >
            {t`Ajouter un créneau`}
          </Button>
        ) : (
          <Text>{t`Dix créneaux au plus par envoi.`}</Text>
        )}
      </Stack>
    </Box>
  );
}

/** The free slots of the file's residence an appointment may move to, one to choose. */
function SlotChoice({
  draft,
  slotId,
}: {
  draft: ActorRefFrom<typeof reviewDraftMachine>;
  slotId: number | null;
}) {
  const { t, i18n } = useLingui();
  const locale = useCurrentLocale();
  const slots = ReviewContext.useSelector((snapshot) => snapshot.context.file?.freeSlots ?? []);
  if (slots.length === 0)
    return <Text>{t`Aucun créneau libre dans la résidence pour déplacer ce rendez-vous.`}</Text>;
  return (
    <RadioGroup.Root
      value={slotId === null ? null : String(slotId)}
      onValueChange={(details) =>
        details.value && draft.send({ type: "chooseSlot", slotId: Number(details.value) })
      }
      colorPalette="brand"
    >
      <RadioGroup.Label fontWeight="semibold">{t`Nouveau créneau`}</RadioGroup.Label>
      <Stack gap="2" mt="2">
        {slots.map((slot) => (
          <RadioGroup.Item key={slot.id} value={String(slot.id)}>
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText>{i18n._(slotWords(slot, locale))}</RadioGroup.ItemText>
          </RadioGroup.Item>
        ))}
      </Stack>
    </RadioGroup.Root>
  );
}

/** A reason's label in the page's language, from the catalogue read with the file. */
function useReasonLabel() {
  const { i18n } = useLingui();
  const reasons = ReviewContext.useSelector((snapshot) => snapshot.context.file?.reasons);
  const locale = i18n.locale === "en" ? "en" : "fr";
  return (code: string) => reasons?.find((reason) => reason.code === code)?.label[locale] ?? code;
}

function DraftForm({ draft }: { draft: ActorRefFrom<typeof reviewDraftMachine> }) {
  const { t, i18n } = useLingui();
  const view = useSelector(draft, toReviewDraftView);
  const { send } = ReviewContext.useActorRef();
  const labelOf = useReasonLabel();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        draft.send({ type: "submit", at: new Date().toISOString() });
      }}
    >
      <Stack gap="4">
        {view.needsReasons ? (
          <Box as="fieldset">
            <Text as="legend" fontWeight="semibold" mb="2">
              {t`Motifs`}
            </Text>
            <Stack gap="2">
              {view.offeredReasons.map((code) => (
                <Checkbox.Root
                  key={code}
                  checked={view.reasons.includes(code)}
                  onCheckedChange={(details) =>
                    draft.send(
                      details.checked === true
                        ? { type: "chooseReason", code }
                        : { type: "unchooseReason", code },
                    )
                  }
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{labelOf(code)}</Checkbox.Label>
                </Checkbox.Root>
              ))}
            </Stack>
          </Box>
        ) : null}
        {view.takesNote ? (
          <Field.Root>
            <Field.Label>{t`Message au candidat`}</Field.Label>
            <Textarea
              value={view.note}
              maxLength={2000}
              onChange={(event) =>
                draft.send({ type: "editNote", text: event.currentTarget.value })
              }
            />
          </Field.Root>
        ) : null}
        {view.takesSlotChoice ? <SlotChoice draft={draft} slotId={view.slotId} /> : null}
        {view.takesSlots ? <SlotsTyped draft={draft} view={view} /> : null}
        {view.problems.length > 0 ? (
          <Box role="alert">
            {view.problems.map((problem) => (
              <Text key={problem} color="fg.error">
                {i18n._(problemTexts[problem])}
              </Text>
            ))}
          </Box>
        ) : null}
        <Button type="submit" colorPalette="brand">
          {t`Vérifier et confirmer`}
        </Button>
        <Button variant="outline" onClick={() => send({ type: "cancelDraft" })}>
          {t`Abandonner`}
        </Button>
      </Stack>
    </form>
  );
}
