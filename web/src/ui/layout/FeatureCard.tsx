import { Box, Heading, Icon, Stack, type StackProps, Text } from "@chakra-ui/react";
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { SOFT_CARD } from "./softCard";

interface FeatureCardProps extends Omit<StackProps, "title"> {
  icon: LucideIcon;
  /** the icon tile's background and colour: the brand's unless given */
  iconBg?: string;
  iconColor?: string;
  title: ReactNode;
  text: ReactNode;
  /** the landing page's bigger card: more room, larger icon, heading and text */
  large?: boolean;
  children: ReactNode;
}

/** A card in a list (it is the `li`): a tinted icon, a heading (h3), a muted line of text, then its own content. */
export function FeatureCard({ icon, iconBg = "brand.subtle", iconColor = "brand.fg", title, text, large = false, children, ...card }: FeatureCardProps) {
  return (
    <Stack as="li" gap={large ? "4" : "3"} p="6" {...SOFT_CARD} {...card}>
      <Box alignSelf="flex-start" p={large ? "3" : "2.5"} rounded="xl" bg={iconBg} color={iconColor}>
        <Icon as={icon} boxSize={large ? "7" : "6"} aria-hidden="true" />
      </Box>
      <Heading as="h3" fontSize={large ? "xl" : "lg"}>
        {title}
      </Heading>
      <Text color="fg.muted" fontSize={large ? undefined : "sm"}>
        {text}
      </Text>
      {children}
    </Stack>
  );
}
