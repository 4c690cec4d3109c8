import { act, renderHook } from '@testing-library/react';
import type { ChangeEvent } from 'react';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { useForm } from '../src/forms/use-form';

const schema = v.object({
  message: v.pipe(v.string(), v.nonEmpty('required'), v.minLength(10, 'invalidSize')),
});

const change = (value: string) => ({ target: { value } }) as ChangeEvent<HTMLInputElement>;

describe('useForm', () => {
  it('hides errors until a field is touched, then shows the translated message', () => {
    const { result } = renderHook(() => useForm(schema, { message: '' }));
    expect(result.current.isValid).toBe(false);
    expect(result.current.fieldState('message').error).toBeUndefined();
    act(() => result.current.register('message').onBlur());
    expect(result.current.fieldState('message').error).toBe('Campo obrigatório');
    act(() => result.current.register('message').onChange(change('curta')));
    expect(result.current.fieldState('message').error).toBe('Tamanho inválido');
  });

  it('submits only valid values, and shows every error after a failed submit', async () => {
    const onValid = vi.fn();
    const { result } = renderHook(() => useForm(schema, { message: '' }));
    act(() => {
      result.current.handleSubmit(onValid)();
    });
    expect(onValid).not.toHaveBeenCalled();
    expect(result.current.fieldState('message').invalid).toBe(true);
    act(() => result.current.setValue('message', 'uma mensagem longa'));
    await act(async () => {
      await result.current.handleSubmit(onValid)();
    });
    expect(onValid).toHaveBeenCalledWith({ message: 'uma mensagem longa' });
  });
});
