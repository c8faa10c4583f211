import { useMutation, useQuery, useSubscription } from "@apollo/client/react";
import { Badge, Box, Button, Circle, HStack, IconButton, Popover, Portal, Skeleton, Stack, Text } from "@chakra-ui/react";
import { Bell, CheckCheck } from "lucide-react";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useNavigate } from "react-router";
import { graphql } from "../../../gql";
import { describeNotification } from "../utils/describeNotification";
import { notificationTarget } from "../utils/notificationTarget";
import { formatDateTime } from "../../../ui/format/formatDateTime";

const LIST = graphql(`
  query NotificationsMenu_List {
    unreadNotificationCount
    myNotifications(first: 10) {
      edges {
        node {
          id
          type
          data
          createdAt
          readAt
        }
      }
    }
  }
`);

const ADDED = graphql(`
  subscription NotificationsMenu_Added {
    notificationAdded {
      id
    }
  }
`);

const MARK_READ = graphql(`
  mutation NotificationsMenu_MarkRead($id: ID!) {
    markNotificationRead(id: $id) {
      id
      readAt
    }
  }
`);

const MARK_ALL = graphql(`
  mutation NotificationsMenu_MarkAll {
    markAllNotificationsRead
  }
`);

/** The header's notifications dropdown, backed by the stored notifications and kept live. */
export function NotificationsMenu() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const { data, error, refetch } = useQuery(LIST);
  useSubscription(ADDED, { onData: () => void refetch() });
  const [markRead] = useMutation(MARK_READ, { refetchQueries: ["NotificationsMenu_List"] });
  const [markAll, { loading: markingAll }] = useMutation(MARK_ALL, { refetchQueries: ["NotificationsMenu_List"] });

  const unread = data?.unreadNotificationCount ?? 0;
  const items = data?.myNotifications.edges ?? [];

  const openItem = (id: string, type: string, isUnread: boolean) => {
    if (isUnread) void markRead({ variables: { id } });
    setOpen(false);
    navigate(notificationTarget(type));
  };

  return (
    <Popover.Root open={open} onOpenChange={(e) => setOpen(e.open)} positioning={{ placement: "bottom-end" }}>
      <Popover.Trigger asChild>
        <IconButton
          variant="ghost"
          position="relative"
          aria-label={intl.formatMessage({ id: "notifications.button" }, { count: unread })}
          data-testid="notifications-button"
        >
          <Bell />
          {unread > 0 && (
            <Badge
              position="absolute"
              top="0.5"
              insetEnd="0.5"
              colorPalette="red"
              variant="solid"
              borderRadius="full"
              minW="5"
              h="5"
              justifyContent="center"
              fontSize="2xs"
              aria-hidden
            >
              {unread > 99 ? "99+" : unread}
            </Badge>
          )}
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content w={{ base: "calc(100vw - 2rem)", sm: "sm" }} maxH="70vh" overflow="hidden" display="flex" flexDirection="column">
            <HStack justify="space-between" px="4" py="3" borderBottomWidth="1px">
              <Text fontWeight="semibold">
                <FormattedMessage id="notifications.title" />
              </Text>
              <Button size="xs" variant="ghost" disabled={unread === 0 || markingAll} onClick={() => markAll()}>
                <CheckCheck aria-hidden />
                <FormattedMessage id="notifications.markAll" />
              </Button>
            </HStack>
            <Box overflowY="auto" flex="1">
              {error && !data ? (
                <Stack p="4" gap="2" align="flex-start">
                  <Text color="red.fg">
                    <FormattedMessage id="common.loadError" />
                  </Text>
                  <Button size="xs" onClick={() => refetch()}>
                    <FormattedMessage id="common.retry" />
                  </Button>
                </Stack>
              ) : !data ? (
                <Stack p="4">
                  <Skeleton h="10" />
                  <Skeleton h="10" />
                </Stack>
              ) : items.length === 0 ? (
                <Text p="4" color="fg.muted">
                  <FormattedMessage id="notifications.empty" />
                </Text>
              ) : (
                <Stack as="ul" listStyleType="none" gap="0" data-testid="notifications-list">
                  {items.map(({ node }) => {
                    const { title, message } = describeNotification(intl, node);
                    const isUnread = !node.readAt;
                    return (
                      <Box as="li" key={node.id} borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
                        <Button
                          variant="ghost"
                          w="full"
                          h="auto"
                          py="3"
                          px="4"
                          borderRadius="0"
                          justifyContent="flex-start"
                          alignItems="flex-start"
                          textAlign="start"
                          whiteSpace="normal"
                          bg={isUnread ? "brand.subtle" : undefined}
                          onClick={() => openItem(node.id, node.type, isUnread)}
                          data-unread={isUnread || undefined}
                        >
                          <Circle size="2" mt="1.5" bg={isUnread ? "brand.solid" : "transparent"} flexShrink={0} aria-hidden />
                          <Box flex="1" minW="0">
                            <Text fontWeight={isUnread ? "semibold" : "medium"} textStyle="sm">
                              {title}
                            </Text>
                            <Text textStyle="sm" color="fg.muted" fontWeight="normal">
                              {message}
                            </Text>
                            <Text textStyle="xs" color="fg.muted" fontWeight="normal" mt="1">
                              {formatDateTime(node.createdAt, intl.locale)}
                              {isUnread && (
                                <>
                                  {" · "}
                                  <FormattedMessage id="notifications.unread" />
                                </>
                              )}
                            </Text>
                          </Box>
                        </Button>
                      </Box>
                    );
                  })}
                </Stack>
              )}
            </Box>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
