import { Button, HStack, Text } from '@chakra-ui/react';
import { wt } from '../../wizard-i18n';

/** A saved entry marked deleted (spec 001 §2): greyed and struck through, with an undo until the save. */
export function RemovedRow({ text, onUndo }: { text: string; onUndo(): void }) {
  return (
    <HStack
      gap="2"
      justify="space-between"
      borderWidth="1px"
      borderStyle="dashed"
      borderRadius="l2"
      px="3"
      py="2"
      bg="bg.muted"
      data-testid="removed-row"
    >
      <Text fontSize="sm" color="fg.muted" minW="0" truncate>
        <Text as="s">{text || '—'}</Text>
        <Text as="span" display="block" fontSize="xs">
          {wt('removed')}
        </Text>
      </Text>
      <Button size="xs" variant="outline" onClick={onUndo}>
        {wt('undo')}
      </Button>
    </HStack>
  );
}
