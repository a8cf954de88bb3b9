import { Flex, Heading, Icon, Stack } from "@chakra-ui/react";
import type { Service } from "../../api/catalogue.ts";
import { serviceIcon } from "../offer/serviceIcons.tsx";

type ServiceListProps = { title: string; services: readonly Service[] };

/** A titled list of services with their icons (decorative: the title says it). */
export function ServiceList({ title, services }: ServiceListProps) {
  if (services.length === 0) return null;
  return (
    <Stack gap="3">
      <Heading as="h3" size="md">
        {title}
      </Heading>
      <Stack as="ul" listStyleType="none" gap="2">
        {services.map((service) => {
          const Glyph = serviceIcon(service.icon);
          return (
            <Flex as="li" key={service.title} align="center" gap="3">
              <Icon aria-hidden="true" color="brand.fg" boxSize="5">
                <Glyph />
              </Icon>
              {service.title}
            </Flex>
          );
        })}
      </Stack>
    </Stack>
  );
}
