import { Box, Button, HStack, Input, Popover, Portal, Text } from '@chakra-ui/react';
import { HexColorPicker } from 'react-colorful';
import { t } from '../i18n';

/** One of the seven colours: a swatch opening the picker in a popover, and the hex code to type. */
export function ColorField({
  label,
  value,
  invalid,
  onChange,
}: {
  label: string;
  value: string;
  invalid: boolean;
  onChange(value: string): void;
}) {
  return (
    <HStack gap="2" justify="space-between">
      <Text fontSize="sm" flex="1" minW="0">
        {label}
      </Text>
      <Popover.Root lazyMount unmountOnExit>
        <Popover.Trigger asChild>
          <Button size="sm" variant="outline" px="2" aria-label={t('colorPick', { name: label })}>
            <Box w="5" h="5" borderRadius="sm" borderWidth="1px" style={{ background: value }} />
          </Button>
        </Popover.Trigger>
        <Portal>
          <Popover.Positioner>
            <Popover.Content w="auto">
              <Popover.Body p="3">
                <HexColorPicker color={value} onChange={onChange} />
              </Popover.Body>
            </Popover.Content>
          </Popover.Positioner>
        </Portal>
      </Popover.Root>
      <Input
        size="sm"
        w="7.5rem"
        value={value}
        aria-invalid={invalid || undefined}
        aria-label={t('colorHex', { name: label })}
        spellCheck={false}
        onChange={(event) => onChange(event.target.value)}
      />
    </HStack>
  );
}
