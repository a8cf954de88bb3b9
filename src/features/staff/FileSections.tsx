import { Badge, Box, Button, Heading, List, Stack, Table, Text } from "@chakra-ui/react";
import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import type { DecisionKind, ReviewFile } from "../../api/reviewSchemas.ts";
import { useCurrentLocale } from "../../shared/useCurrentRoute.ts";
import { decisionLabels } from "./decisionWords.ts";
import { slotWords } from "./slotWords.ts";
import { StaffFileContext } from "./staffContexts.ts";
import { applicantActLabel, signerLabel, signerStateLabel, statusLabel } from "./staffWords.ts";

/** A value of the applicant's record as text: what the tunnel saved, read-only. */
function plain(value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section" aria-label={title}>
      <Heading as="h2" size="lg" mb="3">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

function Facts({ rows, label }: { rows: [string, unknown][]; label: string }) {
  return (
    <Table.Root size="sm" variant="outline">
      <Table.Caption srOnly>{label}</Table.Caption>
      <Table.Body>
        {rows.map(([name, value]) => (
          <Table.Row key={name}>
            <Table.ColumnHeader scope="row" fontWeight="normal" color="fg.muted" w="40%">
              {name}
            </Table.ColumnHeader>
            <Table.Cell wordBreak="break-word">{plain(value)}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

/** What the applicant entered, grouped as in the tunnel, and what the team needs beside it. */
export function FileSections({ file }: { file: ReviewFile }) {
  const { t, i18n } = useLingui();
  const locale = useCurrentLocale();
  const { send } = StaffFileContext.useActorRef();
  const words = (label: MessageDescriptor | string) =>
    typeof label === "string" ? label : i18n._(label);
  const actionWords = (action: string) => {
    const act = applicantActLabel(action);
    if (act) return i18n._(act);
    return Object.hasOwn(decisionLabels, action)
      ? i18n._(decisionLabels[action as DecisionKind])
      : action;
  };
  const money = (amount: unknown) =>
    typeof amount === "number"
      ? i18n.number(amount, { style: "currency", currency: "EUR" })
      : plain(amount);
  const { applicant, flatAndStay } = file;
  return (
    <Stack gap="8">
      <Section title={t`Candidat`}>
        <Facts
          label={t`Candidat`}
          rows={[
            [t`Nom`, `${applicant.firstname} ${applicant.lastname}`],
            [t`E-mail`, applicant.email],
            [t`Téléphone`, applicant.phone],
            [t`Date de naissance`, applicant.birthdate],
            [t`Langue`, applicant.language],
          ]}
        />
      </Section>
      <Section title={t`Étape 1 : logement et séjour`}>
        <Facts
          label={t`Logement et séjour`}
          rows={[
            [t`Résidence`, flatAndStay.residence?.name],
            [t`Type de logement`, flatAndStay.typology?.name],
            [t`Logement`, flatAndStay.bed],
            [t`Arrivée`, flatAndStay.arrival],
            [t`Durée (mois)`, flatAndStay.stayMonths],
            [t`Code promo`, flatAndStay.promoCode],
          ]}
        />
      </Section>
      <Section title={t`Étape 2 : profil`}>
        <Facts label={t`Profil`} rows={Object.entries(file.profile)} />
      </Section>
      <Section title={t`Étape 3 : garants`}>
        <Facts label={t`Garants`} rows={Object.entries(file.guarantors)} />
      </Section>
      <Section title={t`Prix et garantie`}>
        <Facts
          label={t`Prix et garantie`}
          rows={[
            [t`Loyer charges comprises`, money(file.price?.rentIncludingCharges)],
            [t`Dépôt de garantie`, money(file.price?.deposit)],
            [t`Frais d'entrée`, money(file.price?.entryFees)],
            [t`Revenu minimum des garants`, money(file.guarantee?.minimumIncome)],
            [
              t`Règle de garantie`,
              file.guarantee === null
                ? null
                : file.guarantee.enough
                  ? t`Respectée`
                  : t`Non respectée`,
            ],
          ]}
        />
      </Section>
      <Section title={t`Signataires`}>
        {file.signers.length === 0 ? (
          <Text>{t`Le bail n'est pas encore en signature.`}</Text>
        ) : (
          <List.Root>
            {file.signers.map((signer) => (
              <List.Item key={signer.step}>
                {words(signerLabel(signer.step))} : {words(signerStateLabel(signer.state))}
              </List.Item>
            ))}
          </List.Root>
        )}
      </Section>
      <Section title={t`Rendez-vous d'état des lieux`}>
        <Text>
          {file.appointment
            ? i18n._(slotWords(file.appointment, locale))
            : t`Aucun rendez-vous d'état des lieux n'est pris.`}
        </Text>
      </Section>
      <Section title={t`Étape 4 : documents`}>
        {file.documents.length === 0 ? (
          <Text>{t`Aucun document.`}</Text>
        ) : (
          <List.Root gap="3" listStyleType="none" ps="0">
            {file.documents.map((document) => (
              <List.Item key={document.id}>
                <Text fontWeight="semibold">
                  {document.section} :{" "}
                  <Button
                    variant="plain"
                    p="0"
                    h="auto"
                    textDecoration="underline"
                    onClick={() =>
                      send({
                        type: "openDocument",
                        document: {
                          reference: file.reference,
                          documentId: document.id,
                          contentType: document.contentType,
                          fileName: document.fileName,
                        },
                      })
                    }
                  >
                    {document.fileName}
                  </Button>
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {document.contentType}, {i18n.number(Math.ceil(document.size / 1024))} Ko
                </Text>
                {document.identityChecks.map((check) => (
                  <Text key={check.files.join(",")} fontSize="sm">
                    {t`Lecture de la pièce :`}{" "}
                    <Badge colorPalette={check.status === "ok" ? "green" : "red"}>
                      {check.status === "ok" ? t`conforme` : t`à vérifier`}
                    </Badge>{" "}
                    {check.reason ?? ""} {check.documentType ?? ""}
                  </Text>
                ))}
              </List.Item>
            ))}
          </List.Root>
        )}
      </Section>
      <Section title={t`Historique`}>
        {file.history.length === 0 ? (
          <Text>{t`Aucun événement.`}</Text>
        ) : (
          <List.Root as="ol">
            {file.history.map((entry) => {
              const after = entry.status.after ? statusLabel(entry.status.after) : null;
              return (
                <List.Item key={`${entry.at}-${entry.action}`}>
                  {i18n.date(entry.at, { dateStyle: "short", timeStyle: "short" })} —{" "}
                  {entry.actor.name ?? entry.actor.kind} : {actionWords(entry.action)}
                  {after ? ` → ${typeof after === "string" ? after : i18n._(after)}` : ""}
                </List.Item>
              );
            })}
          </List.Root>
        )}
      </Section>
    </Stack>
  );
}
