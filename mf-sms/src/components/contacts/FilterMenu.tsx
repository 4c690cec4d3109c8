import { ChevronDownIcon } from '@atalho/ui';
import { Button, HStack, Menu, Portal, Switch, Text, VisuallyHidden } from '@chakra-ui/react';
import { useState } from 'react';
import { t } from '../../i18n';

export interface FilterOption {
  value: string;
  label: string;
}

interface FilterMenuProps {
  label: string;
  chosen: string[];
  exclusive: boolean;
  /** Loads the options once the menu is first opened (or values are chosen). */
  useOptions(enabled: boolean): { data?: FilterOption[]; isPending: boolean };
  onChange(chosen: string[]): void;
  onExclusiveChange(exclusive: boolean): void;
}

/**
 * A multi-select filter (tags, segments or properties; spec 002 §2) with its "todos os valores" switch:
 * off, a contact matches with any chosen value; on, only with every one (decision 032).
 */
export function FilterMenu({
  label,
  chosen,
  exclusive,
  useOptions,
  onChange,
  onExclusiveChange,
}: FilterMenuProps) {
  const [opened, setOpened] = useState(false);
  const options = useOptions(opened || chosen.length > 0);
  const toggle = (value: string, checked: boolean) =>
    onChange(checked ? [...chosen, value] : chosen.filter((item) => item !== value));

  return (
    <HStack gap="3" wrap="wrap" role="group" aria-label={label}>
      <Menu.Root closeOnSelect={false} onOpenChange={(details) => details.open && setOpened(true)}>
        <Menu.Trigger asChild>
          <Button variant={chosen.length ? 'subtle' : 'outline'} size="sm">
            {chosen.length ? t('filterChosen', { label, count: chosen.length }) : label}
            <ChevronDownIcon />
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="14rem" maxH="20rem" overflowY="auto">
              {options.data?.length ? (
                options.data.map((option) => (
                  <Menu.CheckboxItem
                    key={option.value}
                    value={option.value}
                    checked={chosen.includes(option.value)}
                    onCheckedChange={(checked) => toggle(option.value, checked)}
                  >
                    <Menu.ItemIndicator />
                    <Text truncate>{option.label}</Text>
                  </Menu.CheckboxItem>
                ))
              ) : (
                <Text px="2" py="1.5" fontSize="sm" color="fg.muted">
                  {options.isPending ? t('filterLoading') : t('filterNone')}
                </Text>
              )}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      <Switch.Root
        size="sm"
        checked={exclusive}
        disabled={chosen.length < 2 && !exclusive}
        onCheckedChange={(details) => onExclusiveChange(details.checked)}
      >
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label fontSize="sm">
          {t('filterExclusive')}
          <VisuallyHidden>{t('filterExclusiveHint', { label })}</VisuallyHidden>
        </Switch.Label>
      </Switch.Root>
    </HStack>
  );
}
