import { countLinks, linkKeys, listSubscriptions, subscriptionKeys } from '@atalho/sdk';
import { BellIcon, formatDate, planLabel } from '@atalho/ui';
import { Badge, Box, Button, Float, IconButton, Popover, Portal, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { panelNotifications } from './notifications';

/** The notifications check of spec 001 §7: `error=true`, size 1, its total. */
const linkErrorsQuery = { error: true, page: 0, size: 1 };
/** Every bio page is served by one link of type BIO (spec 000 §3), so its count says whether the user has one. */
const bioLinksQuery = { type: 'BIO' as const, page: 0, size: 1 };

export function NotificationsBell() {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const linkErrors = useQuery({
    queryKey: linkKeys.count(linkErrorsQuery),
    queryFn: () => countLinks(linkErrorsQuery),
  });
  const bioLinks = useQuery({
    queryKey: linkKeys.count(bioLinksQuery),
    queryFn: () => countLinks(bioLinksQuery),
  });
  const subscriptions = useQuery({ queryKey: subscriptionKeys.list(), queryFn: listSubscriptions });
  const items = panelNotifications({
    linkErrors: linkErrors.data,
    hasBio: bioLinks.data === undefined ? undefined : bioLinks.data > 0,
    pastDue: subscriptions.data?.flatMap(({ subscriptionPlan, past_due }) =>
      past_due ? [{ plan: planLabel(subscriptionPlan.name), retryOn: formatDate(past_due.retry_at) }] : [],
    ),
  });

  const count = items.length;
  return (
    <Popover.Root
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      positioning={{ placement: 'bottom-end' }}
    >
      <Popover.Trigger asChild>
        <IconButton
          variant="ghost"
          aria-label={count > 0 ? `Notificações: ${count} novas` : 'Notificações'}
          position="relative"
        >
          <BellIcon />
          {count > 0 && (
            <Float offset="2">
              <Badge
                colorPalette="red"
                variant="solid"
                size="xs"
                borderRadius="full"
                minW="4.5"
                justifyContent="center"
              >
                {count}
              </Badge>
            </Float>
          )}
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content width={{ base: 'xs', md: 'sm' }}>
            <Popover.Body p="0">
              <Text px="4" pt="3" pb="2" fontWeight="semibold">
                Notificações
              </Text>
              <Stack gap="0" as="ul" listStyleType="none">
                {items.map((item) => (
                  <Box as="li" key={item.id} px="4" py="3" borderTopWidth="1px">
                    <Text fontWeight="medium">{item.title}</Text>
                    <Text fontSize="sm" color="fg.muted">
                      {item.description}
                    </Text>
                    <Button
                      size="xs"
                      variant="subtle"
                      mt="2"
                      onClick={() => {
                        setOpen(false);
                        navigate(item.to);
                      }}
                    >
                      {item.actionLabel}
                    </Button>
                  </Box>
                ))}
              </Stack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
