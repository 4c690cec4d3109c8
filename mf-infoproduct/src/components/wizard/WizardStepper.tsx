import { AlertIcon, CheckIcon } from '@atalho/ui';
import { Box, Button, chakra, HStack, Progress, Text } from '@chakra-ui/react';
import { type WizardKey, wt } from '../../wizard-i18n';
import { STEP_COUNT } from './wizard-draft';

export const STEP_LABELS = [
  'step1',
  'step2',
  'step3',
  'step4',
  'step5',
  'step6',
  'step7',
  'step8',
] as const satisfies readonly WizardKey[];

interface StepperProps {
  current: number;
  invalid: ReadonlySet<number>;
  /** Whether the person may jump to a step (an earlier one, or any once the ones before it are valid). */
  canGo(step: number): boolean;
  onGo(step: number): void;
}

/**
 * The 8 steps as an ordered list (the current one `aria-current="step"`), each marked done or pending; a step
 * the person may reach is a button.
 */
export function WizardStepper({ current, invalid, canGo, onGo }: StepperProps) {
  return (
    <chakra.nav aria-label={wt('wizardSteps')}>
      <chakra.ol listStyleType="none" m="0" p="0" display="flex" flexDirection="column" gap="1">
        {STEP_LABELS.map((label, step) => {
          const isCurrent = step === current;
          const valid = !invalid.has(step);
          const state = isCurrent ? wt('stepCurrent') : valid ? wt('stepDone') : wt('stepPending');
          return (
            <chakra.li key={label} aria-current={isCurrent ? 'step' : undefined} data-valid={valid}>
              <Button
                variant={isCurrent ? 'subtle' : 'ghost'}
                colorPalette={isCurrent ? 'brand' : 'gray'}
                w="full"
                justifyContent="flex-start"
                h="auto"
                py="2"
                px="2"
                gap="3"
                disabled={!isCurrent && !canGo(step)}
                onClick={() => onGo(step)}
              >
                <Box
                  as="span"
                  display="inline-flex"
                  alignItems="center"
                  justifyContent="center"
                  w="7"
                  h="7"
                  flexShrink={0}
                  borderRadius="full"
                  fontSize="sm"
                  fontWeight="bold"
                  bg={valid ? 'green.solid' : isCurrent ? 'brand.solid' : 'bg.muted'}
                  color={valid ? 'green.contrast' : isCurrent ? 'brand.contrast' : 'fg.muted'}
                  aria-hidden
                >
                  {valid ? <CheckIcon /> : step + 1}
                </Box>
                <Text
                  as="span"
                  textAlign="start"
                  whiteSpace="normal"
                  fontWeight={isCurrent ? 'semibold' : 'normal'}
                >
                  {wt(label)}
                  <chakra.span srOnly> ({state})</chakra.span>
                </Text>
                {!valid && !isCurrent && step < current && (
                  <Box as="span" color="fg.error" ms="auto" aria-hidden>
                    <AlertIcon />
                  </Box>
                )}
              </Button>
            </chakra.li>
          );
        })}
      </chakra.ol>
    </chakra.nav>
  );
}

/** The phone's stepper: "Passo 3 de 8", the step's name and a progress bar. */
export function CompactStepper({ current }: { current: number }) {
  return (
    <Box>
      <HStack justify="space-between" gap="2" mb="2">
        <Text fontSize="sm" color="fg.muted">
          {wt('wizardStepOf', { n: current + 1, total: STEP_COUNT })}
        </Text>
      </HStack>
      <Progress.Root
        value={((current + 1) / STEP_COUNT) * 100}
        size="xs"
        aria-label={wt('wizardStepOf', { n: current + 1, total: STEP_COUNT })}
      >
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
    </Box>
  );
}
