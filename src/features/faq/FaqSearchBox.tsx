import { Box, Field, Icon, Input } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { Search } from "lucide-react";

type FaqSearchBoxProps = {
  value: string;
  onChange: (value: string) => void;
  /** Enter: write the search to the address at once rather than after the pause. */
  onSubmit: () => void;
};

/** The FAQ's search field; results filter as one types (see faqSearch.ts). */
export function FaqSearchBox({ value, onChange, onSubmit }: FaqSearchBoxProps) {
  const { t } = useLingui();
  return (
    <Box
      as="form"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Field.Root>
        <Field.Label fontWeight="semibold">{t`Rechercher une question`}</Field.Label>
        <Box position="relative" w="full">
          <Icon
            aria-hidden="true"
            position="absolute"
            insetStart="3"
            top="50%"
            transform="translateY(-50%)"
            color="fg.muted"
            pointerEvents="none"
          >
            <Search />
          </Icon>
          <Input
            type="search"
            size="lg"
            ps="10"
            value={value}
            onChange={(event) => onChange(event.target.value)}
            placeholder={t`Ex. : garant, dépôt de garantie, bail`}
            autoComplete="off"
            enterKeyHint="search"
          />
        </Box>
      </Field.Root>
    </Box>
  );
}
