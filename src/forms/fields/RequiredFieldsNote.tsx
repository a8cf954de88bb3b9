import { Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react";
import { requiredFieldsNoteMessage } from "../rules.ts";

/** Spec 5: "* champs obligatoires", beside any form whose labels carry the asterisk. */
export function RequiredFieldsNote() {
  const { i18n } = useLingui();
  return (
    <Text textStyle="sm" color="fg.muted">
      {i18n._(requiredFieldsNoteMessage)}
    </Text>
  );
}
