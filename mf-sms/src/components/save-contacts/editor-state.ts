import {
  type ContactRow,
  createRow,
  findRepeatedRows,
  isBlankRow,
  lotCount,
  lotOfIndex,
  type RowInput,
  updateRow,
  withoutInvalid,
  withoutRepeated,
} from './contact-rows';
import type { ParsedContacts } from './parse-contacts-csv';

/** The batch editor's list: its rows, the property columns, and the lot on screen. */
export interface EditorState {
  rows: ContactRow[];
  properties: string[];
  /** 0-based. */
  lot: number;
}

export type EditorAction =
  | { type: 'add' }
  | { type: 'change'; id: number; change: Partial<RowInput> }
  | { type: 'remove'; id: number }
  | { type: 'removeInvalid' }
  | { type: 'removeRepeated' }
  | { type: 'removeProblems' }
  | { type: 'import'; parsed: ParsedContacts }
  | { type: 'addProperty'; name: string }
  | { type: 'removeProperty'; name: string }
  | { type: 'lot'; lot: number }
  | { type: 'sent'; count: number };

export function initialEditor(): EditorState {
  return { rows: [createRow()], properties: [], lot: 0 };
}

/** The state with its lot kept inside the list. */
function withRows(state: EditorState, rows: ContactRow[], lot = state.lot): EditorState {
  return { ...state, rows, lot: Math.min(Math.max(0, lot), lotCount(rows.length) - 1) };
}

/** The rows a save sends, in order: every row but the blank ones. */
export function rowsToSend(rows: readonly ContactRow[]): ContactRow[] {
  return rows.filter((row) => !isBlankRow(row));
}

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'add': {
      const rows = [...state.rows, createRow()];
      return withRows(state, rows, lotOfIndex(rows.length - 1));
    }
    case 'change': {
      const index = state.rows.findIndex((row) => row.id === action.id);
      const row = state.rows[index];
      if (!row) return state;
      const rows = state.rows.slice();
      rows[index] = updateRow(row, action.change);
      return { ...state, rows };
    }
    case 'remove': {
      const rows = state.rows.filter((row) => row.id !== action.id);
      return withRows(state, rows.length > 0 ? rows : [createRow()]);
    }
    case 'removeInvalid':
      return withRows(state, orOneBlank(withoutInvalid(state.rows)));
    case 'removeRepeated':
      return withRows(state, withoutRepeated(state.rows));
    case 'removeProblems': {
      const repeated = findRepeatedRows(state.rows);
      return withRows(state, orOneBlank(withoutInvalid(state.rows).filter((row) => !repeated.has(row.id))));
    }
    case 'import': {
      const kept = state.rows.filter((row) => !isBlankRow(row));
      const properties = [
        ...state.properties,
        ...action.parsed.properties.filter((name) => !state.properties.includes(name)),
      ];
      const rows = kept.concat(action.parsed.rows);
      return { rows: rows.length > 0 ? rows : [createRow()], properties, lot: lotOfIndex(kept.length) };
    }
    case 'addProperty':
      if (state.properties.includes(action.name)) return state;
      return { ...state, properties: [...state.properties, action.name] };
    case 'removeProperty': {
      const rows = state.rows.map((row) => {
        if (!(action.name in row.properties)) return row;
        const { [action.name]: _removed, ...properties } = row.properties;
        return updateRow(row, { properties });
      });
      return { ...state, rows, properties: state.properties.filter((name) => name !== action.name) };
    }
    case 'lot':
      return withRows(state, state.rows, action.lot);
    case 'sent':
      // The first `count` rows to send were saved: they leave the list, so a retry sends only the rest.
      return withRows(state, orOneBlank(rowsToSend(state.rows).slice(action.count)), 0);
  }
}

function orOneBlank(rows: ContactRow[]): ContactRow[] {
  return rows.length > 0 ? rows : [createRow()];
}

/** The first row with a problem (invalid or repeated), or -1. */
export function firstProblemIndex(rows: readonly ContactRow[], repeated: ReadonlySet<number>): number {
  return rows.findIndex((row) => row.problem !== null || repeated.has(row.id));
}
