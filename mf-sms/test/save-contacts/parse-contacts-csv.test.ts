import { describe, expect, it, vi } from 'vitest';
import {
  type CsvProgress,
  contactsTemplateCsv,
  isImportAborted,
  parseContactsCsv,
  TEMPLATE_FILE_NAME,
} from '../../src/components/save-contacts/parse-contacts-csv';

const numberAt = (index: number) => `55119${String(index).padStart(8, '0')}`;

describe('parseContactsCsv', { timeout: 60_000 }, () => {
  it('reads the template: header, BOM, segments and tags split by commas, properties by header', async () => {
    const template = contactsTemplateCsv();
    expect(TEMPLATE_FILE_NAME).toBe('modelo-contatos.csv');
    expect(template.charCodeAt(0)).toBe(0xfeff);
    expect(template.split('\r\n')[0]).toBe('\ufeffnumber;segments;tags;name;age');
    const parsed = await parseContactsCsv(template);
    expect(parsed.hasHeader).toBe(true);
    expect(parsed.properties).toEqual(['name', 'age']);
    expect(parsed.ignoredColumns).toEqual([]);
    expect(
      parsed.rows.map(({ number, segments, tags, properties, problem }) => ({
        number,
        segments,
        tags,
        properties,
        problem,
      })),
    ).toEqual([
      {
        number: '5511987654321',
        segments: 'Clientes,VIP',
        tags: 'promoção,black friday',
        properties: { name: 'Ana', age: '32' },
        problem: null,
      },
      {
        number: '5521998765432',
        segments: 'Clientes',
        tags: '',
        properties: { name: 'Bruno', age: '45' },
        problem: null,
      },
    ]);
  });

  it('reads a file the same way, BOM included', async () => {
    const file = new File([contactsTemplateCsv()], 'contatos.csv', { type: 'text/csv' });
    const parsed = await parseContactsCsv(file);
    expect(parsed.rows.map((row) => row.number)).toEqual(['5511987654321', '5521998765432']);
    expect(parsed.properties).toEqual(['name', 'age']);
  });

  it('takes a file without header as number;segments;tags, BOM before the first number', async () => {
    const parsed = await parseContactsCsv('\ufeff5511987654321;VIP;natal;extra\n5521998765432\n');
    expect(parsed.hasHeader).toBe(false);
    expect(parsed.properties).toEqual([]);
    expect(parsed.rows.map((row) => [row.number, row.segments, row.tags, row.properties])).toEqual([
      ['5511987654321', 'VIP', 'natal', {}],
      ['5521998765432', '', '', {}],
    ]);
  });

  it('splits on semicolons only, keeps quoted cells whole, skips empty lines', async () => {
    const csv = [
      'number;segments;tags;observacao',
      '"55 (11) 98765-4321";"Clientes, VIP";"a;b";"linha 1',
      'linha 2"',
      '',
      ';;;',
      '5521998765432,x;;;',
    ].join('\n');
    const parsed = await parseContactsCsv(csv);
    expect(parsed.rows).toHaveLength(2);
    const [first, second] = parsed.rows;
    expect(first).toMatchObject({
      number: '55 (11) 98765-4321',
      segments: 'Clientes, VIP',
      tags: 'a;b',
      properties: { observacao: 'linha 1\nlinha 2' },
      problem: null,
    });
    expect(second).toMatchObject({
      number: '5521998765432,x',
      problem: { field: 'number', key: 'number.invalid.value' },
    });
  });

  it('ignores headers that cannot name a property', async () => {
    const parsed = await parseContactsCsv(
      'number;segments;tags;name;idade do cliente;;name\n5511987654321;;;Ana;30;x;Bia\n',
    );
    expect(parsed.properties).toEqual(['name']);
    expect(parsed.ignoredColumns).toEqual(['idade do cliente', '#6', 'name']);
    expect(parsed.rows[0]?.properties).toEqual({ name: 'Ana' });
  });

  it('puts the rows the contract refuses last, each group in file order', async () => {
    const csv = ['number;segments;tags', '4411987654321', numberAt(1), 'abc', numberAt(2), '551198765'].join(
      '\n',
    );
    const parsed = await parseContactsCsv(csv);
    expect(parsed.rows.map((row) => row.number)).toEqual([
      numberAt(1),
      numberAt(2),
      '4411987654321',
      'abc',
      '551198765',
    ]);
    expect(parsed.rows.map((row) => row.problem?.key ?? null)).toEqual([
      null,
      null,
      'brazil.number.only',
      'number.invalid.value',
      'number.invalid.value',
    ]);
  });

  it('reads 20,000 rows (three reads of the file) in groups of 100, reporting progress up to the end', async () => {
    const lines = ['number;segments;tags;name'];
    for (let index = 0; index < 20_000; index += 1) lines.push(`${numberAt(index)};Clientes;;Nome ${index}`);
    const now = vi.spyOn(performance, 'now');
    let clock = 0;
    // Every group of 100 rows "takes" 20 ms, so the parser hands the page a turn after each.
    now.mockImplementation(() => {
      clock += 10;
      return clock;
    });
    const progress: CsvProgress[] = [];
    const parsed = await parseContactsCsv(lines.join('\n'), { onProgress: (step) => progress.push(step) });
    now.mockRestore();
    expect(parsed.rows).toHaveLength(20_000);
    expect(parsed.rows[19_999]?.properties).toEqual({ name: 'Nome 19999' });
    expect(progress.length).toBeGreaterThan(100);
    expect(progress.every((step) => step.rows % 100 === 0 || step.fraction === 1)).toBe(true);
    expect(progress.at(-1)).toEqual({ rows: 20_000, fraction: 1 });
    const fractions = progress.map((step) => step.fraction);
    expect(fractions).toEqual([...fractions].sort((a, b) => a - b));
  });

  it('stops when its signal aborts', async () => {
    const lines = Array.from({ length: 5000 }, (_, index) => numberAt(index));
    const controller = new AbortController();
    const now = vi.spyOn(performance, 'now');
    let clock = 0;
    now.mockImplementation(() => (clock += 10));
    const parsing = parseContactsCsv(lines.join('\n'), {
      signal: controller.signal,
      onProgress: (step) => {
        if (step.rows >= 1000) controller.abort();
      },
    });
    const error = await parsing.then(
      () => null,
      (reason: unknown) => reason,
    );
    now.mockRestore();
    expect(isImportAborted(error)).toBe(true);
  });

  it('reads an empty file as no contacts', async () => {
    expect(await parseContactsCsv('')).toMatchObject({ rows: [], hasHeader: false });
    expect(await parseContactsCsv('number;segments;tags\n')).toMatchObject({ rows: [], hasHeader: true });
  });
});
