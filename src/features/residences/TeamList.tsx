import { Flex, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import type { TeamMember } from "../../api/catalogue.ts";
import { Picture } from "../page/Picture.tsx";

/** The people who run the residence: a face and a role make the place less anonymous. */
export function TeamList({ team }: { team: readonly TeamMember[] }) {
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="4">
      {team.map((member) => (
        <Flex as="li" key={member.name} align="center" gap="3">
          {member.picture && (
            <Picture
              src={member.picture}
              alt=""
              width={64}
              height={64}
              w="16"
              h="16"
              flexShrink="0"
              borderRadius="full"
            />
          )}
          <Stack gap="0">
            <Text fontWeight="semibold">{member.name}</Text>
            {member.role && (
              <Text fontSize="sm" color="fg.muted">
                {member.role}
              </Text>
            )}
          </Stack>
        </Flex>
      ))}
    </SimpleGrid>
  );
}
