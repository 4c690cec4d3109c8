import { signOut, useSession } from '@atalho/sdk';
import { CardIcon, CodeIcon, LinkIcon, LogoutIcon, SparkIcon, UserIcon } from '@atalho/ui';
import { Avatar, Box, Menu, Portal, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router';

export function ProfileMenu() {
  const user = useSession((state) => state.user);
  const navigate = useNavigate();
  const name = user?.name ?? 'Minha conta';

  const select = (value: string) => {
    if (value === 'logout') {
      void signOut().then(() => navigate('/loading', { replace: true }));
      return;
    }
    navigate(value);
  };

  return (
    <Menu.Root onSelect={(details) => select(details.value)} positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger aria-label="Abrir menu da conta" borderRadius="full" cursor="pointer" focusRing="outside">
        <Avatar.Root size="sm" colorPalette="brand">
          <Avatar.Fallback name={name} />
          {user?.picture && <Avatar.Image src={user.picture} alt="" />}
        </Avatar.Root>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="64">
            <Box px="3" py="2">
              <Text fontWeight="semibold" truncate>
                {name}
              </Text>
              {user?.email && (
                <Text fontSize="sm" color="fg.muted" truncate>
                  {user.email}
                </Text>
              )}
            </Box>
            <Menu.Separator />
            <Menu.Item value="/painel/configs/account">
              <UserIcon />
              Minha conta
            </Menu.Item>
            <Menu.Item value="/painel/subscriptions">
              <CardIcon />
              Assinaturas
            </Menu.Item>
            <Menu.Item value="/painel/links/shortened">
              <LinkIcon />
              Links
            </Menu.Item>
            <Menu.Item value="/painel/configs/loading-screen">
              <SparkIcon />
              Tela de carregamento
            </Menu.Item>
            <Menu.Item value="/painel/api-reference">
              <CodeIcon />
              Referência da API
            </Menu.Item>
            <Menu.Separator />
            <Menu.Item value="logout" color="fg.error" _hover={{ bg: 'bg.error', color: 'fg.error' }}>
              <LogoutIcon />
              Sair
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
