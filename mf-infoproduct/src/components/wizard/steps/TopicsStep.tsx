import { INFOPRODUCT_LIMITS } from '@atalho/sdk/infoproducts';
import { FormField, TrashIcon } from '@atalho/ui';
import { Button, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { wizardError, wt } from '../../../wizard-i18n';
import { Counter } from '../Counter';
import { RemovedRow } from '../RemovedRow';
import { newEntry, removeEntry, restoreEntry } from '../wizard-draft';
import { edit, type StepProps } from '../wizard-form';

/**
 * Step 5: the topics' title (required, ≤ 200) and the topics (each required, ≤ 100; at least one kept). A saved
 * topic removed is shown greyed with an undo; a new one is dropped.
 */
export function TopicsStep({ form }: StepProps) {
  const { register, watch, setValue, formState } = form;
  const itens = watch('itens');
  const set = (next: typeof itens) => setValue('itens', next, edit);
  const full = itens.filter((entry) => !entry.deleted).length >= INFOPRODUCT_LIMITS.itens;
  const noneLeft = itens.every((entry) => entry.deleted);
  return (
    <Stack gap="6">
      <FormField
        label={wt('itensTitleLabel')}
        required
        error={wizardError(formState.errors.itensTitle)}
        helperText={<Counter value={watch('itensTitle')} max={INFOPRODUCT_LIMITS.itensTitle} />}
      >
        <Input {...register('itensTitle')} placeholder={wt('itensTitlePlaceholder')} />
      </FormField>
      <Stack gap="3" as="fieldset">
        <Text as="legend" fontWeight="medium" mb="2">
          {wt('itensLabel')}
        </Text>
        {itens.map((entry, index) =>
          entry.deleted ? (
            <RemovedRow key={entry.key} text={entry.value} onUndo={() => set(restoreEntry(itens, index))} />
          ) : (
            <HStack key={entry.key} gap="1" align="flex-start">
              <FormField
                label={wt('itemLabel', { n: index + 1 })}
                required
                error={wizardError(formState.errors.itens?.[index]?.value)}
                rootProps={{ flex: '1', minW: '0' }}
              >
                <Input {...register(`itens.${index}.value`)} />
              </FormField>
              <IconButton
                mt="7"
                size="sm"
                variant="ghost"
                colorPalette="red"
                aria-label={wt('itemRemove', { n: index + 1 })}
                onClick={() => set(removeEntry(itens, index))}
              >
                <TrashIcon />
              </IconButton>
            </HStack>
          ),
        )}
        {noneLeft && (
          <Text color="fg.error" fontSize="sm" role="alert">
            {wt('itensNone')}
          </Text>
        )}
        <Button
          size="sm"
          variant="outline"
          alignSelf="start"
          disabled={full}
          onClick={() => set([...itens, newEntry()])}
        >
          {wt('itemAdd')}
        </Button>
      </Stack>
    </Stack>
  );
}
