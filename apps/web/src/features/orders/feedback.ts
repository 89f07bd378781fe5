// The review dialog and the photo picker (tested on their own), in one place for the order
// pages and one module for the order pages' tests to stand in for.
export { PhotoPicker } from './components/photo-picker';
export { ReviewDialog } from './components/review-dialog';
