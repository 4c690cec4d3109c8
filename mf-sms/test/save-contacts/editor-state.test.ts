import { describe, expect, it } from 'vitest';
import { createRow } from '../../src/components/save-contacts/contact-rows';
import {
  editorReducer,
  firstProblemIndex,
  initialEditor,
  rowsToSend,
} from '../../src/components/save-contacts/editor-state';

const numbers = (count: number, from = 0) =>
  Array.from({ length: count }, (_, index) =>
    createRow({ number: `55119${String(from + index).padStart(8, '0')}` }),
  );

describe('the batch editor state', () => {
  it('starts with one blank row and adds rows on the last lot', () => {
    let state = initialEditor();
    expect(state.rows).toHaveLength(1);
    state = { ...state, rows: numbers(100) };
    state = editorReducer(state, { type: 'add' });
    expect(state.rows).toHaveLength(101);
    expect(state.lot).toBe(1);
  });

  it('imports after the rows typed, drops the blank ones, merges the property columns', () => {
    const typed = createRow({ number: '5511987654321', properties: { city: 'Recife' } });
    let state = { rows: [typed, createRow()], properties: ['city'], lot: 0 };
    state = editorReducer(state, {
      type: 'import',
      parsed: { rows: numbers(3), properties: ['city', 'name'], ignoredColumns: [], hasHeader: true },
    });
    expect(state.rows).toHaveLength(4);
    expect(state.rows[0]).toBe(typed);
    expect(state.properties).toEqual(['city', 'name']);
  });

  it('removes a property column from every row', () => {
    const row = createRow({ number: '5511987654321', properties: { city: 'Recife', name: 'Ana' } });
    const state = editorReducer(
      { rows: [row], properties: ['city', 'name'], lot: 0 },
      { type: 'removeProperty', name: 'city' },
    );
    expect(state.properties).toEqual(['name']);
    expect(state.rows[0]?.properties).toEqual({ name: 'Ana' });
  });

  it('drops the rows a failed save had already sent, so a retry sends the rest', () => {
    const rows = [createRow(), ...numbers(1500)];
    const state = editorReducer({ rows, properties: [], lot: 3 }, { type: 'sent', count: 1000 });
    expect(state.rows).toEqual(rowsToSend(rows).slice(1000));
    expect(state.lot).toBe(0);
    expect(editorReducer(state, { type: 'sent', count: 500 }).rows).toHaveLength(1);
  });

  it('removes invalid and repeated rows together, and finds the first problem', () => {
    const rows = [...numbers(2), createRow({ number: 'abc' }), ...numbers(1)];
    const repeated = new Set([rows[3]?.id ?? 0]);
    expect(firstProblemIndex(rows, repeated)).toBe(2);
    const state = editorReducer({ rows, properties: [], lot: 0 }, { type: 'removeProblems' });
    expect(state.rows.map((row) => row.number)).toEqual(numbers(2).map((row) => row.number));
  });
});
