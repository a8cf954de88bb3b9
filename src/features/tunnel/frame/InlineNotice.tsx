import { Flex, Text } from "@chakra-ui/react";
import type { ReactNode, Ref } from "react";

type InlineNoticeProps = {
  /** "alert" for a failure the applicant should hear at once, "status" for an offer. */
  role: "alert" | "status";
  tone: "error" | "info";
  children: ReactNode;
  /** The notice's buttons. */
  actions: ReactNode;
  /** For a notice that takes focus when it shows (it is then focusable by script only). */
  ref?: Ref<HTMLDivElement>;
};

/** A line of text with its buttons, in a bordered box above a step's content. */
export function InlineNotice({ role, tone, children, actions, ref }: InlineNoticeProps) {
  return (
    <Flex
      ref={ref}
      tabIndex={ref ? -1 : undefined}
      role={role}
      gap="3"
      align="center"
      wrap="wrap"
      mb="4"
      p="3"
      borderWidth="1px"
      borderColor={tone === "error" ? "border.error" : "border.info"}
      borderRadius="md"
    >
      <Text flex="1" minW="14rem">
        {children}
      </Text>
      <Flex gap="2">{actions}</Flex>
    </Flex>
  );
}
