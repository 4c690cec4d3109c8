import { type Infoproduct, infoproductSubdomain } from '@atalho/sdk/infoproducts';
import { requiredTier } from '@atalho/sdk/schemas';
import { ConfirmDialog, planNameOf, t, useEntitlement, usePlansDialog, useSchemaForm } from '@atalho/ui';
import {
  Alert,
  Box,
  Button,
  CloseButton,
  Dialog,
  Heading,
  HStack,
  Portal,
  Stack,
  Text,
} from '@chakra-ui/react';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import * as v from 'valibot';
import { saveErrorOf, useSaveInfoproduct } from '../../hooks/wizard/useSaveInfoproduct';
import { type SubdomainStatus, useSubdomainCheck } from '../../hooks/wizard/useSubdomainCheck';
import { wt } from '../../wizard-i18n';
import { PagePreview } from './PagePreview';
import { toPreviewView } from './preview-view';
import { AddressStep } from './steps/AddressStep';
import { AppearanceStep } from './steps/AppearanceStep';
import { ContactFormStep } from './steps/ContactFormStep';
import { DescriptionStep } from './steps/DescriptionStep';
import { FooterStep } from './steps/FooterStep';
import { ProductStep } from './steps/ProductStep';
import { SiteTypeStep } from './steps/SiteTypeStep';
import { TopicsStep } from './steps/TopicsStep';
import { CompactStepper, STEP_LABELS, WizardStepper } from './WizardStepper';
import {
  fromInfoproduct,
  invalidSteps,
  LAST_STEP,
  newDraft,
  STEP_COUNT,
  STEPS,
  sameDraft,
  toBody,
  type WizardDraft,
} from './wizard-draft';
import { type StepProps, wizardFormSchema } from './wizard-form';

const SUBDOMAIN_IN_USE = 'subdomainAlreadyInUSe';

function stepContent(step: number, props: StepProps, status: SubdomainStatus): ReactNode {
  switch (step) {
    case STEPS.siteType:
      return <SiteTypeStep {...props} />;
    case STEPS.product:
      return <ProductStep {...props} />;
    case STEPS.address:
      return <AddressStep {...props} status={status} />;
    case STEPS.appearance:
      return <AppearanceStep {...props} />;
    case STEPS.topics:
      return <TopicsStep {...props} />;
    case STEPS.more:
      return <DescriptionStep {...props} />;
    case STEPS.form:
      return <ContactFormStep {...props} />;
    default:
      return <FooterStep {...props} />;
  }
}

/**
 * The 8-step info-product editor (spec 001 §2 "Edit wizard"), full screen, open while mounted; `item` null
 * creates one. A new item starts on step 1 with every step invalid and moves forward only from a valid step; a
 * saved one opens with its steps valid and any step reachable. Save sends the whole item once every step is valid
 * and the subdomain check is done. Closing with changes asks, then restores the snapshot. Beside the steps (behind
 * "Pré-visualizar" on smaller screens), the public page as it will look.
 */
export function InfoproductWizard({
  item,
  onClose,
  onSaved,
}: {
  item: Infoproduct | null;
  onClose(): void;
  onSaved(item: Infoproduct): void;
}) {
  const pro = useEntitlement('infoproductPro');
  const openPlans = usePlansDialog((state) => state.open);
  const [saved, setSaved] = useState(item);
  const [snapshot, setSnapshot] = useState<WizardDraft>(() =>
    item ? fromInfoproduct(item, pro) : newDraft(pro),
  );
  const form = useSchemaForm(wizardFormSchema, { mode: 'onChange', defaultValues: snapshot });
  const [step, setStep] = useState<number>(STEPS.siteType);
  const [previewing, setPreviewing] = useState(false);
  const [confirmingClose, setConfirmingClose] = useState(false);
  const [takenCode, setTakenCode] = useState<string | null>(null);
  const [serverMessages, setServerMessages] = useState<string[]>([]);
  // A new item's steps count as invalid until shown (spec 001 §2: every step starts invalid).
  const [visited, setVisited] = useState<ReadonlySet<number>>(
    () => new Set(item ? Array.from({ length: STEP_COUNT }, (_, i) => i) : [STEPS.siteType]),
  );
  const save = useSaveInfoproduct();
  const heading = useRef<HTMLHeadingElement>(null);

  const draft = form.watch() as WizardDraft;
  const code = draft.onlineAddress.code.trim();
  const checked = useSubdomainCheck(code, {
    linkId: saved?.onlineAddress.id,
    savedCode: saved?.onlineAddress.code,
    valid: v.is(infoproductSubdomain, code),
  });
  // The server's 409 holds for the address it refused until another one is typed.
  const status = takenCode !== null && takenCode === code ? 'taken' : checked;
  const invalid = invalidSteps(draft, pro);
  for (let i = 0; i < STEP_COUNT; i += 1) if (!visited.has(i)) invalid.add(i);
  if (status === 'taken') invalid.add(STEPS.address);
  const checking = status === 'waiting' || status === 'checking';
  const isNew = saved === null;
  const stepReady = !invalid.has(step) && !(step === STEPS.address && checking);
  const canForward = step < LAST_STEP && stepReady && !save.isPending;
  const canSave = invalid.size === 0 && !checking && !save.isPending;
  const canGo = (target: number) =>
    target <= step || !isNew || Array.from({ length: target }, (_, i) => i).every((i) => !invalid.has(i));

  const previewJson = JSON.stringify(toPreviewView(draft, pro));
  const view = useMemo(() => JSON.parse(previewJson), [previewJson]);

  const go = (target: number) => {
    setPreviewing(false);
    setVisited((before) => new Set(before).add(target));
    setStep(target);
    // The new step's heading takes the focus, so a screen reader says where the person is.
    setTimeout(() => heading.current?.focus());
  };

  const requestClose = () => {
    if (save.isPending) return;
    if (sameDraft(form.getValues() as WizardDraft, snapshot)) onClose();
    else setConfirmingClose(true);
  };

  const discard = () => {
    form.reset(snapshot);
    setConfirmingClose(false);
    onClose();
  };

  const submit = async () => {
    if (!canSave) return;
    setServerMessages([]);
    const values = form.getValues() as WizardDraft;
    try {
      const answer = await save.mutateAsync(toBody(values, pro));
      const next = fromInfoproduct(answer, pro);
      setSaved(answer);
      setSnapshot(next);
      form.reset(next);
      // The list page tells the user it saved (one notice), refreshes and selects the item.
      onSaved(answer);
    } catch (error) {
      const { status: httpStatus, messages } = await saveErrorOf(error);
      if (messages.includes(SUBDOMAIN_IN_USE)) {
        setTakenCode(values.onlineAddress.code.trim());
        go(STEPS.address);
      }
      if (httpStatus === 403 && messages.includes('plan.required'))
        openPlans(planNameOf(requiredTier('infoproductPro')));
      setServerMessages(
        messages.filter((message) => message !== SUBDOMAIN_IN_USE && message !== 'plan.required'),
      );
    }
  };

  const stepTitle = wt(STEP_LABELS[step] ?? 'step1');
  return (
    <Dialog.Root
      open
      size="full"
      closeOnInteractOutside={false}
      onOpenChange={(details) => {
        if (!details.open) requestClose();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content
            display="flex"
            flexDirection="column"
            h="100dvh"
            maxH="100dvh"
            overflow="hidden"
            bg="bg.subtle"
          >
            <Dialog.Header
              display="flex"
              alignItems="center"
              gap="3"
              px={{ base: '4', md: '6' }}
              py="3"
              bg="bg"
              borderBottomWidth="1px"
            >
              <Stack gap="0" flex="1" minW="0">
                <Dialog.Title fontSize={{ base: 'md', md: 'lg' }} truncate>
                  {isNew ? wt('wizardNewTitle') : wt('wizardEditTitle')}
                </Dialog.Title>
                {!isNew && (
                  <Text fontSize="sm" color="fg.muted" truncate>
                    {saved?.title}
                  </Text>
                )}
              </Stack>
              <CloseButton size="sm" aria-label={wt('close')} onClick={requestClose} />
            </Dialog.Header>
            <Dialog.Body
              flex="1"
              minH="0"
              p="0"
              display="grid"
              gridTemplateColumns={{
                base: 'minmax(0, 1fr)',
                lg: '15rem minmax(0, 1fr)',
                xl: '15rem minmax(0, 1fr) minmax(22rem, 34rem)',
              }}
              overflow="hidden"
            >
              <Box
                display={{ base: 'none', lg: 'block' }}
                borderEndWidth="1px"
                bg="bg"
                p="3"
                overflowY="auto"
              >
                <WizardStepper current={step} invalid={invalid} canGo={canGo} onGo={go} />
              </Box>
              <Box
                overflowY="auto"
                px={{ base: '4', md: '8' }}
                py={{ base: '4', md: '6' }}
                display={previewing ? { base: 'none', xl: 'block' } : 'block'}
              >
                <Stack gap="5" maxW="44rem" mx="auto" pb="6">
                  <Box display={{ lg: 'none' }}>
                    <CompactStepper current={step} />
                  </Box>
                  <Heading as="h2" size="lg" ref={heading} tabIndex={-1} outline="none">
                    {stepTitle}
                  </Heading>
                  <form noValidate onSubmit={(event) => event.preventDefault()} aria-label={stepTitle}>
                    {stepContent(step, { form, pro }, status)}
                  </form>
                </Stack>
              </Box>
              <Box
                display={previewing ? 'block' : { base: 'none', xl: 'block' }}
                borderStartWidth={{ xl: '1px' }}
                bg="bg"
                p={{ base: '3', md: '4' }}
                minW="0"
                overflow="hidden"
              >
                <PagePreview view={view} height="calc(100dvh - 12.5rem)" />
              </Box>
            </Dialog.Body>
            <Dialog.Footer
              flexDirection="column"
              alignItems="stretch"
              gap="2"
              px={{ base: '3', md: '6' }}
              py="3"
              bg="bg"
              borderTopWidth="1px"
            >
              {serverMessages.length > 0 && (
                <Alert.Root status="error" size="sm" role="alert">
                  <Alert.Indicator />
                  <Alert.Title>{serverMessages.map((message) => t.maybe(message)).join(' · ')}</Alert.Title>
                </Alert.Root>
              )}
              <HStack gap="2" justify="space-between" wrap="wrap">
                <HStack gap="2">
                  <Button
                    variant="outline"
                    disabled={step === 0 || save.isPending}
                    onClick={() => go(step - 1)}
                  >
                    {wt('back')}
                  </Button>
                  <Button
                    variant="ghost"
                    display={{ xl: 'none' }}
                    aria-pressed={previewing}
                    onClick={() => setPreviewing(!previewing)}
                  >
                    {previewing ? wt('previewHide') : wt('preview')}
                  </Button>
                </HStack>
                <HStack gap="2">
                  {step < LAST_STEP && (
                    <Button
                      variant={canSave ? 'outline' : 'solid'}
                      disabled={!canForward}
                      onClick={() => go(step + 1)}
                    >
                      {wt('next')}
                    </Button>
                  )}
                  <Button
                    variant={step === LAST_STEP || canSave ? 'solid' : 'outline'}
                    disabled={!canSave}
                    loading={save.isPending}
                    loadingText={wt('saving')}
                    onClick={submit}
                  >
                    {wt('save')}
                  </Button>
                </HStack>
              </HStack>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
      <ConfirmDialog
        open={confirmingClose}
        title={wt('discardTitle')}
        confirmLabel={wt('discardConfirm')}
        cancelLabel={wt('discardCancel')}
        destructive
        onConfirm={discard}
        onClose={() => setConfirmingClose(false)}
      >
        {wt('discardText')}
      </ConfirmDialog>
    </Dialog.Root>
  );
}
