import { Heading, Stack, Steps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { t } from '../i18n';

export interface WizardLayoutProps {
  /** The steps' titles, in order. */
  titles: string[];
  step: number;
  children: ReactNode;
}

/** The progress of a payment wizard (dots on phones, titled steps from `md`) over the current step's form. */
export function WizardLayout({ titles, step, children }: WizardLayoutProps) {
  return (
    <Stack gap="5">
      <Steps.Root step={step} count={titles.length} size="sm" colorPalette="brand" aria-hidden="true">
        <Steps.List>
          {titles.map((title, index) => (
            <Steps.Item key={title} index={index}>
              <Steps.Indicator />
              <Steps.Title display={{ base: 'none', md: 'block' }}>{title}</Steps.Title>
              <Steps.Separator />
            </Steps.Item>
          ))}
        </Steps.List>
      </Steps.Root>
      <Heading as="h3" size="md" data-testid="wizard-step">
        {t('wizardStepOf', { step: step + 1, total: titles.length, title: titles[step] ?? '' })}
      </Heading>
      {children}
    </Stack>
  );
}
