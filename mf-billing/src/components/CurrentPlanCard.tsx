import type { SubscriptionPlanRef } from '@atalho/sdk/schemas';
import { CrownIcon, planLabel, usePlansDialog } from '@atalho/ui';
import { t as sharedT } from '@atalho/ui/i18n';
import { Box, Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { t } from '../i18n';

/** The plan the user holds (from the session user), with the way to the plans dialog. */
export function CurrentPlanCard({ plan, paid }: { plan: SubscriptionPlanRef | null; paid: boolean }) {
  const openPlans = () => usePlansDialog.getState().open();
  return (
    <Card.Root variant="outline" mb="5" data-testid="current-plan">
      <Card.Body>
        <Stack
          direction={{ base: 'column', sm: 'row' }}
          justify="space-between"
          align={{ sm: 'center' }}
          gap="4"
        >
          <Stack gap="1">
            <Text fontSize="sm" color="fg.muted">
              {t('subscriptionsCurrentPlan')}
            </Text>
            <HStack gap="2">
              {paid && (
                <Box color="accent.500">
                  <CrownIcon />
                </Box>
              )}
              <Heading as="h2" size="xl">
                {planLabel(plan?.name ?? 'FREE')}
              </Heading>
            </HStack>
          </Stack>
          {paid ? (
            <Button variant="outline" onClick={openPlans}>
              {sharedT('action.seePlans')}
            </Button>
          ) : (
            <Button colorPalette="accent" onClick={openPlans}>
              <CrownIcon />
              {sharedT('action.upgrade')}
            </Button>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
