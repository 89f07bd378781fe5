import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_STAGE, STAGE_STORAGE_KEY, useStageStore } from './stage-store';

const stage = () => useStageStore.getState();
const stored = () =>
  JSON.parse(localStorage.getItem('stageState') ?? 'null') as {
    state: { currentStage: number; productData: Record<string, unknown> };
  } | null;

beforeEach(() => {
  useStageStore.setState({ currentStage: 2, productData: {} });
  localStorage.clear();
});

describe('product-creation stage', () => {
  it('defaults to stage 2 under the key stageState', () => {
    expect(DEFAULT_STAGE).toBe(2);
    expect(STAGE_STORAGE_KEY).toBe('stageState');
    expect(useStageStore.getInitialState().currentStage).toBe(2);
  });

  it('nextStage adds 1', () => {
    stage().nextStage();
    expect(stage().currentStage).toBe(3);
    stage().nextStage();
    expect(stage().currentStage).toBe(4);
  });

  it('prevStage subtracts 1 but never goes below 1', () => {
    stage().setStage(3);
    stage().prevStage();
    expect(stage().currentStage).toBe(2);
    stage().prevStage();
    expect(stage().currentStage).toBe(1);
    stage().prevStage();
    expect(stage().currentStage).toBe(1);
  });

  it('setStage sets the value', () => {
    stage().setStage(5);
    expect(stage().currentStage).toBe(5);
  });

  it('persists currentStage in local storage under stageState', () => {
    stage().setStage(4);
    expect(stored()).toEqual({ state: { currentStage: 4, productData: {} }, version: 0 });
    stage().nextStage();
    expect(stored()?.state.currentStage).toBe(5);
  });

  it('restores the stored stage on load, and starts at 2 without one', async () => {
    vi.resetModules();
    expect((await import('./stage-store')).useStageStore.getState().currentStage).toBe(2);
    localStorage.setItem('stageState', JSON.stringify({ state: { currentStage: 6 }, version: 0 }));
    vi.resetModules();
    expect((await import('./stage-store')).useStageStore.getState().currentStage).toBe(6);
  });

  it('persists the draft (productData) with the stage and restores both after a reload', async () => {
    stage().setProductData({ productId: 41, title: 'Pamuklu tişört' });
    stage().setStage(3);
    expect(stored()?.state).toEqual({
      currentStage: 3,
      productData: { productId: 41, title: 'Pamuklu tişört' },
    });
    vi.resetModules();
    const again = (await import('./stage-store')).useStageStore.getState();
    expect(again.currentStage).toBe(3);
    expect(again.productData).toEqual({ productId: 41, title: 'Pamuklu tişört' });
  });

  it('merges productData step by step; resetProduct starts over at stage 2', () => {
    stage().setProductData({ title: 'Kadın Elbise' });
    stage().setProductData({ brand: 12 });
    expect(stage().productData).toEqual({ title: 'Kadın Elbise', brand: 12 });
    stage().setStage(5);
    stage().resetProduct();
    expect(stage().productData).toEqual({});
    expect(stage().currentStage).toBe(2);
  });
});
