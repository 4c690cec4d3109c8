import { parseShootingsView, writeShootingsView } from '../components/shootings/shootings-view';
import { useUrlView } from './useUrlView';

/** The shootings screen's state in the URL: page, status filter, selected campaign. */
export function useShootingsView() {
  return useUrlView(parseShootingsView, writeShootingsView);
}
