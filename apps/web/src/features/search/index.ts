export { getBestSellers, useBestSellers } from './api/get-best-sellers';
export { getSuggestions, SUGGEST_MIN_CHARS, useSuggestions } from './api/get-suggestions';
export { DidYouMean, SearchHeading, searchHref } from './components/search-heading';
export { optionId, SuggestionList } from './components/suggestion-list';
export { ZeroResults } from './components/zero-results';
export { findFolded, Highlight } from './highlight';
export {
  SUGGEST_DEBOUNCE_MS,
  suggestionItems,
  useAutocomplete,
  type Autocomplete,
  type SuggestionItem,
} from './use-autocomplete';
export { useDebouncedValue } from './use-debounced-value';
export { SearchForm } from './components/search-form';
