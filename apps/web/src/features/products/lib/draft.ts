import type { VendorBrand, VendorCategory } from '@carsi/shared';
import { useEffect } from 'react';
import { useStageStore } from '../stores/stage-store';
import type { GridRow } from './wizard-rules';

/** The wizard's draft as kept in `productData` (plain JSON; see the stage store). */
export interface WizardDraft {
  /** Set once the draft is saved on the server (POST); later steps work on it. */
  productId?: number;
  category?: VendorCategory | null;
  brand?: Pick<VendorBrand, 'id' | 'name' | 'status'> | null;
  lineId?: number | null;
  title?: string;
  description?: string;
  kdvRate?: 1 | 10 | 20;
  /** attribute id → value id (one value per non-axis attribute). */
  attributes?: Record<string, number>;
  /** axis attribute id → chosen value ids. */
  axes?: Record<string, number[]>;
  /** combination key → the grid row as typed. */
  rows?: Record<string, GridRow>;
  /** The product was submitted: its title for the "kaydedildi" page. */
  submittedTitle?: string;
}

export function useDraft(): [WizardDraft, (patch: WizardDraft) => void] {
  const data = useStageStore((s) => s.productData) as WizardDraft;
  const set = useStageStore((s) => s.setProductData);
  return [data, set as (patch: WizardDraft) => void];
}

/** Puts the stage store on this page's step (also after back/forward or a typed address). */
export function useWizardStage(stage: number): void {
  const setStage = useStageStore((s) => s.setStage);
  useEffect(() => setStage(stage), [setStage, stage]);
}

/** The `:pid` of a wizard page as a number, or null. */
export function productIdOf(raw: string | undefined | null): number | null {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 && n <= 2_147_483_647 ? n : null;
}
