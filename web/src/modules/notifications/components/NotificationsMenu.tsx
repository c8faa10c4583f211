import { useMutation } from "@apollo/client/react";
import { Badge, Box, Button, Circle, HStack, IconButton, Popover, Portal, Text } from "@chakra-ui/react";
import { Bell, CheckCheck } from "lucide-react";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useNavigate } from "react-router";
import { graphql } from "../../../gql";
import type { NotificationsMenu_ItemFragment } from "../../../gql/graphql";
import { ConnectionList, pagingProps, useConnection } from "../../../ui/list";
import { describeNotification } from "../utils/describeNotification";
import { notificationTarget } from "../utils/notificationTarget";
import { formatDateTime } from "../../../ui/format/formatDateTime";

graphql(`
  fragment NotificationsMenu_Item on Notification {
    id
    type
    data
    createdAt
    readAt
  }
`);

const LIST = graphql(`
  query NotificationsMenu_List($first: Int!, $after: String) {
    unreadNotificationCount
    myNotifications(first: $first, after: $after) {
      pageInfo { ...ListKit_PageInfo }
      edges { cursor node { ...NotificationsMenu_Item } }
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

/**
 * The header's notifications dropdown, backed by the stored notifications. It
 * opens no subscription of its own: the shell's one `notificationAdded`
 * subscription (useLiveRefresh) fetches its list again on each notification.
 */
export function NotificationsMenu() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const list = useConnection(LIST, { variables: { first: 10 }, select: (d) => d.myNotifications });
  const [markRead] = useMutation(MARK_READ, { refetchQueries: ["NotificationsMenu_List"] });
  const [markAll, { loading: markingAll }] = useMutation(MARK_ALL, { refetchQueries: ["NotificationsMenu_List"] });

  const unread = list.data?.unreadNotificationCount ?? 0;

  const openItem = (node: NotificationsMenu_ItemFragment, isUnread: boolean) => {
    if (isUnread) void markRead({ variables: { id: node.id } });
    setOpen(false);
    navigate(notificationTarget(node.type, node.data));
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
              <Box p="2" data-testid="notifications-list">
                <ConnectionList
                  label={intl.formatMessage({ id: "notifications.title" })}
                  items={list.nodes}
                  itemKey={(n) => n.id}
                  renderItem={(n) => <NotificationItem notification={n} onOpen={openItem} />}
                  skeletonRows={2}
                  empty={<FormattedMessage id="notifications.empty" />}
                  {...pagingProps(list)}
                />
              </Box>
            </Box>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}

function NotificationItem({
  notification: node,
  onOpen,
}: {
  notification: NotificationsMenu_ItemFragment;
  onOpen: (notification: NotificationsMenu_ItemFragment, isUnread: boolean) => void;
}) {
  const intl = useIntl();
  const { title, message } = describeNotification(intl, node);
  const isUnread = !node.readAt;
  return (
    <Button
      variant="ghost"
      w="full"
      h="auto"
      py="3"
      px="3"
      justifyContent="flex-start"
      alignItems="flex-start"
      textAlign="start"
      whiteSpace="normal"
      bg={isUnread ? "brand.subtle" : undefined}
      onClick={() => onOpen(node, isUnread)}
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
  );
}
