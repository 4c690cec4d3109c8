// `@atalho/ui/color-field`: an entry of its own, so pages without a colour picker do not download react-colorful.
import { t } from '@atalho/ui/i18n';
import { Box, Button, HStack, Input, Popover, Portal, Text } from '@chakra-ui/react';
import { HexColorPicker } from 'react-colorful';

export interface ColorFieldProps {
  label: string;
  value: string;
  invalid?: boolean;
  /** Shown but not changeable (a colour the plan does not include). */
  disabled?: boolean;
  onChange(value: string): void;
}

/**
 * One colour of a page's style (bio, info product): a swatch that opens the picker in a popover, and the hex
 * code to type (`#rrggbb` or `#rrggbbaa`).
 */
export function ColorField({ label, value, invalid = false, disabled = false, onChange }: ColorFieldProps) {
  return (
    <HStack gap="2" justify="space-between">
      <Text fontSize="sm" flex="1" minW="0" color={disabled ? 'fg.muted' : undefined}>
        {label}
      </Text>
      <Popover.Root lazyMount unmountOnExit>
        <Popover.Trigger asChild>
          <Button
            size="sm"
            variant="outline"
            px="2"
            disabled={disabled}
            aria-label={t('color.pick', { name: label })}
          >
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
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-label={t('color.hex', { name: label })}
        spellCheck={false}
        onChange={(event) => onChange(event.target.value)}
      />
    </HStack>
  );
}
