import { create } from 'zustand';

interface PlansDialogState {
  isOpen: boolean;
  /** Plan name to highlight (e.g. 'URL_SHORTNER_PRO'), when the dialog opens from a locked feature. */
  planHint: string | null;
  open(planHint?: string): void;
  close(): void;
}

/** Opens the plans dialog the shell renders (mf_billing/PlansDialog). */
export const usePlansDialog = create<PlansDialogState>()((set) => ({
  isOpen: false,
  planHint: null,
  open: (planHint) => set({ isOpen: true, planHint: planHint ?? null }),
  close: () => set({ isOpen: false, planHint: null }),
}));
