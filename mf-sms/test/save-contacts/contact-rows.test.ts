import { describe, expect, it } from 'vitest';
import {
  contactBodyOf,
  createRow,
  findRepeatedRows,
  isBlankRow,
  LOT_SIZE,
  lotCount,
  lotOf,
  lotOfIndex,
  propertyNameProblem,
  rowProblem,
  sortInvalidLast,
  summarizeRows,
  updateRow,
  withoutInvalid,
  withoutRepeated,
} from '../../src/components/save-contacts/contact-rows';

const valid = '5511987654321';

describe('contact rows', () => {
  it('checks each row with the contract: Brazil only, the mobile number rule, sizes, required', () => {
    expect(rowProblem({ number: valid, segments: '', tags: '', properties: {} })).toBeNull();
    expect(rowProblem({ number: '+55 (11) 98765-4321', segments: '', tags: '', properties: {} })).toBeNull();
    expect(rowProblem({ number: '14155550123', segments: '', tags: '', properties: {} })).toEqual({
      field: 'number',
      key: 'brazil.number.only',
    });
    expect(rowProblem({ number: '551198765432', segments: '', tags: '', properties: {} })).toEqual({
      field: 'number',
      key: 'number.invalid.value',
    });
    expect(rowProblem({ number: '', segments: 'VIP', tags: '', properties: {} })).toEqual({
      field: 'number',
      key: 'required',
    });
    expect(
      rowProblem({ number: `${valid}${' 1'.repeat(10)}`, segments: '', tags: '', properties: {} }),
    ).toEqual({ field: 'number', key: 'invalidSize' });
    expect(rowProblem({ number: valid, segments: '', tags: 'x'.repeat(31), properties: {} })).toEqual({
      field: 'tags',
      key: 'invalidSize',
    });
    expect(rowProblem({ number: valid, segments: 's'.repeat(31), tags: '', properties: {} })).toEqual({
      field: 'segments',
      key: 'invalidSize',
    });
    expect(
      rowProblem({
        number: valid,
        segments: '',
        tags: '',
        properties: { name: 'Ana', age: '9'.repeat(101) },
      }),
    ).toEqual({ field: 'properties', key: 'invalidSize', property: 'age' });
  });

  it('builds the body POST /contacts/all takes: segment names, tags as typed, non-empty properties', () => {
    expect(
      contactBodyOf({
        number: valid,
        segments: 'Clientes, VIP,,Clientes',
        tags: 'natal, promo',
        properties: { name: 'Ana', age: ' ' },
      }),
    ).toEqual({
      number: valid,
      segments: [{ name: 'Clientes' }, { name: 'VIP' }],
      tags: 'natal, promo',
      properties: [{ name: 'name', value: 'Ana' }],
    });
  });

  it('leaves a blank row unflagged and checks a row again when it changes', () => {
    const row = createRow();
    expect(isBlankRow(row)).toBe(true);
    expect(row.problem).toBeNull();
    const typed = updateRow(row, { number: '4411' });
    expect(typed.id).toBe(row.id);
    expect(typed.problem).toEqual({ field: 'number', key: 'brazil.number.only' });
    expect(updateRow(typed, { number: valid }).problem).toBeNull();
  });

  it('flags the repeats of a number, however it is formatted, keeping the first', () => {
    const rows = [
      createRow({ number: valid }),
      createRow({ number: '5521998765432' }),
      createRow({ number: '+55 (11) 98765-4321' }),
      createRow({ number: '55 11 98765 4321' }),
      createRow(),
      createRow(),
    ];
    const repeated = findRepeatedRows(rows);
    expect([...repeated]).toEqual([rows[2]?.id, rows[3]?.id]);
    expect(withoutRepeated(rows).map((row) => row.number)).toEqual([valid, '5521998765432', '', '']);
    expect(summarizeRows(rows, repeated)).toEqual({ valid: 2, invalid: 0, repeated: 2, blank: 2 });
  });

  it('puts invalid rows last, each group in its order, and removes them on demand', () => {
    const rows = [
      createRow({ number: 'x1' }),
      createRow({ number: valid }),
      createRow({ number: '4411' }),
      createRow({ number: '5521998765432' }),
      createRow(),
    ];
    expect(sortInvalidLast(rows).map((row) => row.number)).toEqual([
      valid,
      '5521998765432',
      '',
      'x1',
      '4411',
    ]);
    expect(withoutInvalid(rows).map((row) => row.number)).toEqual([valid, '5521998765432']);
  });

  it('shows rows in lots of 100', () => {
    const rows = Array.from({ length: 250 }, (_, index) => index);
    expect(LOT_SIZE).toBe(100);
    expect(lotCount(250)).toBe(3);
    expect(lotCount(200)).toBe(2);
    expect(lotCount(0)).toBe(1);
    expect(lotOf(rows, 0)).toHaveLength(100);
    expect(lotOf(rows, 2)).toEqual(rows.slice(200));
    expect(lotOfIndex(199)).toBe(1);
    expect(lotOfIndex(200)).toBe(2);
  });

  it('accepts property names the campaigns can use as variables', () => {
    expect(propertyNameProblem('name')).toBeNull();
    expect(propertyNameProblem('data_nascimento')).toBeNull();
    expect(propertyNameProblem('idade do cliente')).toBe('invalid');
    expect(propertyNameProblem('1a')).toBe('invalid');
    expect(propertyNameProblem('')).toBe('required');
  });
});
