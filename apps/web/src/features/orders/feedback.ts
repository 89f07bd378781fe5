// The review dialog and the photo picker of the feedback feature, in one place for the order
// pages (and one module for tests to stand in for).
export { PhotoPicker, ReviewDialog } from '@/features/feedback';
