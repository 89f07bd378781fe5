// Public surface of the products feature.
export {
  DEFAULT_STAGE,
  MIN_STAGE,
  STAGE_STORAGE_KEY,
  useStageStore,
  type ProductData,
  type StageState,
} from './stores/stage-store';
