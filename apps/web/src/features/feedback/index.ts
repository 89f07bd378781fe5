// Public surface of the feedback feature: shoppers' reviews (with photos) and questions.
export { uploadPhoto, UPLOADS_PATH } from './api/upload-photo';
export { createReview, useCreateReview, reviewPath } from './api/create-review';
export { askQuestion, useAskQuestion, questionsPath } from './api/ask-question';
export { PhotoPicker, type PhotoPickerProps } from './components/photo-picker';
export { ReviewDialog, type ReviewDialogProps } from './components/review-dialog';
export { StarRatingInput } from './components/star-rating-input';
export { QuestionForm, QUESTION_SENT, type QuestionFormProps } from './components/question-form';
