import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { localJSONStorage } from '@/lib/persist';

// The product-creation wizard's step (SPEC §3, §4, §9): default 2, kept in local storage
// under "stageState" together with the draft (`productData`), so a reload or a tab opened
// again returns to the same step with the same answers.

export const STAGE_STORAGE_KEY = 'stageState';
export const DEFAULT_STAGE = 2;
export const MIN_STAGE = 1;

/** The wizard's answers; plain JSON only (ids, texts), never files. */
export type ProductData = Record<string, unknown>;

export interface StageState {
  currentStage: number;
  /** The wizard's answers so far; merged step by step. */
  productData: ProductData;
  nextStage: () => void;
  /** One step back, never below 1. */
  prevStage: () => void;
  setStage: (stage: number) => void;
  setProductData: (patch: ProductData) => void;
  /** Start a new product: empty data, back to the default stage. */
  resetProduct: () => void;
}

export const useStageStore = create<StageState>()(
  persist(
    (set) => ({
      currentStage: DEFAULT_STAGE,
      productData: {},
      nextStage: () => set((state) => ({ currentStage: state.currentStage + 1 })),
      prevStage: () =>
        set((state) => ({ currentStage: Math.max(MIN_STAGE, state.currentStage - 1) })),
      setStage: (stage) => set({ currentStage: stage }),
      setProductData: (patch) =>
        set((state) => ({ productData: { ...state.productData, ...patch } })),
      resetProduct: () => set({ productData: {}, currentStage: DEFAULT_STAGE }),
    }),
    {
      name: STAGE_STORAGE_KEY,
      storage: localJSONStorage<Pick<StageState, 'currentStage' | 'productData'>>(),
      partialize: (state) => ({
        currentStage: state.currentStage,
        productData: state.productData,
      }),
    },
  ),
);
