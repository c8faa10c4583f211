import { Badge, Button, Card, HStack, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { Eye, Mail, Pencil, Phone } from "lucide-react";
import { FormattedMessage, useIntl } from "react-intl";
import type { TeamMember_StaffFragment } from "../../../gql/graphql";
import { CountryLabel } from "../../opportunities/components/CountryLabel";
import { PersonAvatar } from "../../projects/components/PersonAvatar";
import { StaffStatusBadge } from "./StaffStatusBadge";

interface Props {
  members: TeamMember_StaffFragment[];
  onView: (id: string) => void;
  onEdit: (id: string) => void;
}

/** Cards with e-mail, phone, department and status; "Ver" and "Editar" work. */
export function DirectoryTab({ members, onView, onEdit }: Props) {
  const intl = useIntl();
  if (!members.length) {
    return (
      <Text color="fg.muted" py="8" textAlign="center">
        <FormattedMessage id="team.empty" />
      </Text>
    );
  }
  return (
    <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4" pt="4">
      {members.map((m) => (
        <Card.Root key={m.id} variant="outline" data-testid="staff-card">
          <Card.Body gap="3">
            <HStack gap="3" align="start">
              <PersonAvatar name={m.name} src={m.avatarUrl} size="md" />
              <Stack gap="0.5" flex="1" minW="0">
                <Text fontWeight="semibold">{m.name}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {m.role}
                </Text>
              </Stack>
              <StaffStatusBadge status={m.status} />
            </HStack>
            <Stack gap="1" fontSize="sm">
              <HStack gap="1.5" minW="0">
                <Mail size={14} aria-hidden />
                <Text truncate>{m.email}</Text>
              </HStack>
              <HStack gap="1.5">
                <Phone size={14} aria-hidden />
                <Text>{m.phone ?? "—"}</Text>
              </HStack>
              <HStack gap="3" wrap="wrap">
                <Badge variant="outline">
                  <FormattedMessage id={`team.department.${m.department}`} />
                </Badge>
                <CountryLabel country={m.country} />
              </HStack>
            </Stack>
            <HStack gap="2">
              <Button size="sm" variant="outline" flex="1" onClick={() => onView(m.id)} aria-label={intl.formatMessage({ id: "team.directory.viewNamed" }, { name: m.name })}>
                <Eye />
                <FormattedMessage id="team.directory.view" />
              </Button>
              <Button size="sm" variant="outline" flex="1" onClick={() => onEdit(m.id)} aria-label={intl.formatMessage({ id: "team.directory.editNamed" }, { name: m.name })}>
                <Pencil />
                <FormattedMessage id="team.directory.edit" />
              </Button>
            </HStack>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}
