import { Box, RadioGroup, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface Choice<T extends string> {
  value: T;
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
  badge?: ReactNode;
}

/** A radio group drawn as cards with a line of explanation each (site type, product type, action). */
export function ChoiceCards<T extends string>({
  label,
  value,
  choices,
  onChange,
  invalid,
}: {
  label: string;
  value: T | null;
  choices: Choice<T>[];
  onChange(value: T): void;
  invalid?: boolean;
}) {
  return (
    <RadioGroup.Root
      value={value}
      onValueChange={(details) => details.value && onChange(details.value as T)}
      aria-label={label}
      aria-invalid={invalid || undefined}
    >
      <Stack gap="3">
        {choices.map((choice) => (
          <Box
            key={choice.value}
            borderWidth={value === choice.value ? '2px' : '1px'}
            borderColor={value === choice.value ? 'colorPalette.solid' : 'border'}
            colorPalette="brand"
            borderRadius="l3"
            p="4"
            bg={choice.disabled ? 'bg.muted' : value === choice.value ? 'colorPalette.subtle' : 'bg'}
            opacity={choice.disabled ? 0.8 : 1}
          >
            <RadioGroup.Item value={choice.value} disabled={choice.disabled} alignItems="flex-start" w="full">
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator mt="0.5" />
              <RadioGroup.ItemText flex="1">
                <Text as="span" fontWeight="semibold" display="block">
                  {choice.label} {choice.badge}
                </Text>
                {choice.description && (
                  <Text as="span" display="block" color="fg.muted" fontSize="sm" mt="1" fontWeight="normal">
                    {choice.description}
                  </Text>
                )}
              </RadioGroup.ItemText>
            </RadioGroup.Item>
          </Box>
        ))}
      </Stack>
    </RadioGroup.Root>
  );
}
