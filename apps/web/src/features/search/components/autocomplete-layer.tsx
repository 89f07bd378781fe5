import { useEffect, useLayoutEffect, type RefObject } from 'react';
import { useAutocomplete, type Autocomplete, type SuggestionItem } from '../use-autocomplete';
import { optionId, SuggestionList } from './suggestion-list';

/** What the search box shows of the autocomplete: primitives, so an unchanged state re-renders nothing. */
export interface AutocompleteView {
  expanded: boolean;
  activeDescendant: string | undefined;
  count: number;
}

export interface AutocompleteLayerProps {
  value: string;
  listboxId: string;
  onChoose: (item: SuggestionItem) => void;
  formRef: RefObject<HTMLFormElement | null>;
  /** Receives the autocomplete's handlers (open, close, keys) for the search box. */
  handle: RefObject<Autocomplete | null>;
  onView: (view: AutocompleteView) => void;
}

/**
 * The header search's autocomplete, loaded on the first focus of the search box (ADR 043): it
 * runs the combobox logic and draws the listbox; the box itself stays in `SearchForm`.
 */
export default function AutocompleteLayer({
  value,
  listboxId,
  onChoose,
  formRef,
  handle,
  onView,
}: AutocompleteLayerProps) {
  const ac = useAutocomplete(value, onChoose, formRef);
  const active = ac.activeIndex >= 0 ? ac.items[ac.activeIndex] : undefined;
  const activeDescendant = active ? optionId(listboxId, active) : undefined;
  const { expanded } = ac;
  const count = ac.items.length;

  useLayoutEffect(() => {
    handle.current = ac;
  });
  useLayoutEffect(() => {
    onView({ expanded, activeDescendant, count });
  }, [expanded, activeDescendant, count, onView]);
  // The focus (or typing) that loaded this module has already happened: open as it would have.
  const { open } = ac;
  const openOnArrival = () => {
    if (formRef.current?.contains(document.activeElement)) open();
  };
  // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on arrival
  useEffect(openOnArrival, []);
  useEffect(
    () => () => {
      handle.current = null;
    },
    [handle],
  );

  if (!expanded) return null;
  return (
    <SuggestionList
      id={listboxId}
      items={ac.items}
      activeIndex={ac.activeIndex}
      query={value}
      onHover={ac.setActiveIndex}
      onChoose={(item) => {
        ac.close();
        onChoose(item);
      }}
    />
  );
}
