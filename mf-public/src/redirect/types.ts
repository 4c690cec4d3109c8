/** Props every visitor view receives from the shell's visitor bootstrap (composition contract). */
export interface VisitorViewProps {
  code: string;
  contactCode?: string;
  search: URLSearchParams;
  initialData?: unknown;
}
