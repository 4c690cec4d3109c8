import { useSession } from '@atalho/sdk';
import { PanelPage } from '@atalho/ui';
import { Avatar, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { DataExportCard } from '../components/account/DataExportCard';
import { DeleteAccountCard } from '../components/account/DeleteAccountCard';
import { t } from '../i18n';

/**
 * /painel/configs/account ("Minha conta" in the profile menu; decision 037): who is signed in, a copy of all their
 * data as a ZIP (LGPD access and portability), and the account's deletion.
 */
export function AccountPage() {
  const user = useSession((state) => state.user);
  return (
    <PanelPage
      title={t('accountTitle')}
      maxW="3xl"
      header={
        <Text color="fg.muted" maxW="3xl">
          {t('accountIntro')}
        </Text>
      }
    >
      <Stack gap="6">
        <Card.Root variant="outline">
          <Card.Body>
            <HStack gap="4" minW="0">
              <Avatar.Root size="lg" colorPalette="brand">
                <Avatar.Fallback name={user?.name ?? ''} />
                {user?.picture && <Avatar.Image src={user.picture} alt="" />}
              </Avatar.Root>
              <Stack gap="0" minW="0">
                <Text fontWeight="semibold" truncate>
                  {user?.name}
                </Text>
                <Text color="fg.muted" truncate>
                  {user?.email}
                </Text>
              </Stack>
            </HStack>
          </Card.Body>
        </Card.Root>
        <DataExportCard />
        <DeleteAccountCard email={user?.email ?? ''} />
      </Stack>
    </PanelPage>
  );
}
