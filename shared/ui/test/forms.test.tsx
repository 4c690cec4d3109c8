import { Input } from '@chakra-ui/react';
import { fireEvent, screen } from '@testing-library/react';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { FormField } from '../src/forms/FormField';
import { useSchemaForm } from '../src/forms/use-schema-form';
import { renderWithUi } from './render';

const schema = v.object({
  name: v.pipe(v.string(), v.trim(), v.nonEmpty('required'), v.maxLength(5, 'invalidSize')),
});

function NameForm({ onSave }: { onSave(values: v.InferOutput<typeof schema>): void }) {
  const form = useSchemaForm(schema, { defaultValues: { name: '' } });
  return (
    <form onSubmit={form.handleSubmit(onSave)} noValidate>
      <FormField label="Nome" error={form.formState.errors.name} helperText="Até 5 letras">
        <Input {...form.register('name')} />
      </FormField>
      <button type="submit">Salvar</button>
    </form>
  );
}

describe('schema forms', () => {
  it('shows the schema message keys translated, and the helper text only without an error', async () => {
    const onSave = vi.fn();
    renderWithUi(<NameForm onSave={onSave} />);
    expect(screen.getByText('Até 5 letras')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Campo obrigatório')).toBeTruthy();
    expect(screen.queryByText('Até 5 letras')).toBeNull();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('hands the schema output (trimmed) to the submit handler', async () => {
    const onSave = vi.fn();
    renderWithUi(<NameForm onSave={onSave} />);
    fireEvent.change(screen.getByLabelText('Nome'), { target: { value: '  Ana ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await vi.waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0]).toEqual({ name: 'Ana' });
  });
});
