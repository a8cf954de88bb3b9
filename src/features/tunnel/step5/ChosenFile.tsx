import { Box, HStack, Image, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { FileText } from "lucide-react";
import type { ReactNode } from "react";

/** A file's size as people read it: kilobytes under a megabyte, else megabytes. */
function readableSize(bytes: number, locale: string): string {
  const megabytes = bytes >= 1_000_000;
  return new Intl.NumberFormat(locale, {
    style: "unit",
    unit: megabytes ? "megabyte" : "kilobyte",
    maximumFractionDigits: 1,
  }).format(megabytes ? bytes / 1_000_000 : Math.max(bytes / 1000, 0.1));
}

type ChosenFileProps = {
  file: { name: string; size: number; previewUrl?: string | null | undefined };
  /** The card's own control (remove), after the name and size. */
  children?: ReactNode;
  testId?: string;
};

/**
 * A file chosen for sending and not sent yet (a proof, the insurance certificate): its preview
 * for an image, else a document icon, its name and size, so the applicant sees what goes.
 */
export function ChosenFile({ file, children, testId }: ChosenFileProps) {
  const { i18n, t } = useLingui();
  const { name } = file;
  return (
    <HStack
      borderWidth="1px"
      borderRadius="md"
      p="3"
      gap="3"
      alignItems="center"
      flexWrap="wrap"
      data-testid={testId}
    >
      {file.previewUrl ? (
        <Image
          src={file.previewUrl}
          alt={t`Aperçu de ${name}`}
          maxH="24"
          maxW="32"
          objectFit="contain"
          borderRadius="sm"
        />
      ) : (
        <FileText aria-hidden="true" size={24} />
      )}
      <Box flex="1" minW="0">
        <Text fontWeight="medium" wordBreak="break-all">
          {name}
        </Text>
        <Text textStyle="sm" color="fg.muted">
          {readableSize(file.size, i18n.locale)}
        </Text>
      </Box>
      {children}
    </HStack>
  );
}
