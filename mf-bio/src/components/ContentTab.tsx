import type { BioSectionType } from '@atalho/sdk/schemas';
import type { SchemaForm } from '@atalho/ui';
import { Button, Heading, HStack, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { t } from '../i18n';
import {
  addItem,
  type bioEditorSchema,
  type DraftSection,
  moveItem,
  removeItem,
  restoreItem,
} from './bio-draft';
import { NewSectionDialog } from './NewSectionDialog';
import { SectionFormDialog } from './SectionFormDialog';
import { SectionList } from './SectionList';
import { SocialLinksEditor } from './SocialLinksEditor';

type Editing = { type: BioSectionType; index: number | null } | null;

/** Tab 1: the sections (added, edited, reordered, deleted) and the social links. */
export function ContentTab({ form }: { form: SchemaForm<typeof bioEditorSchema> }) {
  const sections = form.watch('biographyHasOnlineAddresses');
  const [choosing, setChoosing] = useState(false);
  const [editing, setEditing] = useState<Editing>(null);
  const update = (next: DraftSection[]) =>
    form.setValue('biographyHasOnlineAddresses', next, { shouldDirty: true, shouldValidate: true });

  const save = (section: DraftSection) => {
    if (editing?.index == null) update(addItem(sections, section));
    else update(sections.map((item, index) => (index === editing.index ? section : item)));
    closeForm();
  };
  // A new section's form opens over the type chooser, which closes with it: closing the chooser first would
  // return its focus to "Adicionar seção" after the form took it, and the form would close as focused outside.
  const closeForm = () => {
    setEditing(null);
    setChoosing(false);
  };

  return (
    <Stack gap="8">
      <Stack gap="3" as="section" aria-labelledby="bio-sections-title">
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Heading as="h2" size="md" id="bio-sections-title">
            {t('sectionsTitle')}
          </Heading>
          <Button size="sm" onClick={() => setChoosing(true)}>
            {t('addSection')}
          </Button>
        </HStack>
        <SectionList
          sections={sections}
          onMove={(from, to) => update(moveItem(sections, from, to))}
          onEdit={(index) => {
            const section = sections[index];
            if (section) setEditing({ type: section.type, index });
          }}
          onRemove={(index) => update(removeItem(sections, index))}
          onRestore={(index) => update(restoreItem(sections, index))}
        />
      </Stack>
      <Stack gap="3" as="section" aria-labelledby="bio-social-title">
        <Heading as="h2" size="md" id="bio-social-title">
          {t('socialTitle')}
        </Heading>
        <SocialLinksEditor form={form} />
      </Stack>
      {choosing && (
        <NewSectionDialog
          onClose={() => setChoosing(false)}
          onPick={(type) => setEditing({ type, index: null })}
        />
      )}
      {editing && (
        <SectionFormDialog
          type={editing.type}
          section={editing.index === null ? null : (sections[editing.index] ?? null)}
          onSave={save}
          onClose={closeForm}
        />
      )}
    </Stack>
  );
}
