// Public surface of the products feature: the product-creation stage and the wizard.
export {
  DEFAULT_STAGE,
  MIN_STAGE,
  STAGE_STORAGE_KEY,
  useStageStore,
  type ProductData,
  type StageState,
} from './stores/stage-store';
export { BasicsForm, type BasicsSlots } from './components/basics-form';
export { PhotosManager } from './components/photos-manager';
export { VariantsStep } from './components/variants-step';
export { ListingGrid } from './components/listing-grid';
export { PreviewStep } from './components/preview-step';
export { ProductSavedView } from './components/saved-page';
export { CreateVariantForm } from './components/create-variant-form';
export { WizardShell } from './components/wizard-shell';
export { WIZARD_STEPS, SHORT_STEPS } from './components/wizard-stepper';
export { productIdOf, useDraft, useWizardStage, type WizardDraft } from './lib/draft';
export { useWizardProduct } from './api/wizard';
