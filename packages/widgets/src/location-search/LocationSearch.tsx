'use client';
import * as React from 'react';
import type { TideClient, TideLocation } from '../client.ts';
import type { HeightUnits } from '../types.ts';
import { MIN_SEARCH_LENGTH, SEARCH_DEBOUNCE_MS } from '../constants.ts';
import { classNames } from '../internal/class-names.ts';
import { useControllableState } from '../internal/use-controllable-state.ts';
import { useFormatters, useLabels } from '../internal/use-text.ts';
import type { TidesWidgetProps } from '../widget-props.ts';

/**
 * Where the box is in its lookup cycle, shown as `data-state` on the root:
 * - `idle`: fewer than 3 characters (one or two say that 3 are needed), or the text is the
 *   chosen location;
 * - `typing`: waiting for the pause before looking up;
 * - `loading`: a lookup is running (spinner);
 * - `results`: matches arrived; `empty`: none did (no-results panel);
 * - `error`: the lookup failed (logged and the list emptied; the visitor sees no message).
 */
export type LocationSearchState = 'idle' | 'typing' | 'loading' | 'results' | 'empty' | 'error';

/** The latest lookup and the text it was for. */
interface Lookup {
  term: string;
  status: 'loading' | 'done' | 'error';
  results: TideLocation[];
}

const NO_LOOKUP: Lookup = { term: '', status: 'done', results: [] };

export interface LocationSearchProps
  extends
    Omit<React.ComponentPropsWithoutRef<'div'>, 'defaultValue' | 'onChange'>,
    Pick<TidesWidgetProps, 'labels' | 'formatters' | 'theme'> {
  /** Looks locations up; only `searchLocations` is used. */
  client: Pick<TideClient, 'searchLocations'>;
  /** The chosen location when controlled; `null` for none. @defaultValue `undefined` (uncontrolled) */
  value?: TideLocation | null;
  /** The location chosen at first when uncontrolled. @defaultValue `null` */
  defaultValue?: TideLocation | null;
  /** Called when the visitor chooses a location, or edits the text away from it (`null`). */
  onValueChange?: (location: TideLocation | null) => void;
  /** The text box's id, for labelling it from outside. @defaultValue a generated id */
  inputId?: string;
  /** Disables the text box. @defaultValue `false` */
  disabled?: boolean;
  /** With `'m'`, distances lead with kilometres (`'4.9 km (3.0 mi)'`), else with miles. @defaultValue `'ft'` */
  units?: HeightUnits;
}

/** The line under a match's name that tells it from its namesakes, when there is one. */
function OptionDetail({ text }: { text: string }) {
  if (!text) return null;
  return (
    <span className="tides-location-search__option-detail" data-slot="option-detail">
      {text}
    </span>
  );
}

/**
 * A search box for coastal locations, built on the WAI-ARIA combobox pattern: the text box
 * keeps focus, one listbox shows the matches, and `aria-activedescendant` marks the option
 * the arrow keys are on. Lookups start 300 ms after typing stops, once the text is longer
 * than two characters; a newer lookup abandons the older one.
 */
export const LocationSearch = /* @__PURE__ */ React.forwardRef<HTMLDivElement, LocationSearchProps>(
  function LocationSearch(props, forwardedRef) {
    const {
      client,
      value: valueProp,
      defaultValue = null,
      onValueChange,
      inputId: inputIdProp,
      disabled = false,
      units = 'ft',
      labels: labelOverrides,
      formatters: formatterOverrides,
      theme,
      className,
      onBlur,
      ...rootProps
    } = props;
    const labels = useLabels(labelOverrides);
    const { formatLocationName } = useFormatters(formatterOverrides);

    const [selected, setSelected] = useControllableState<TideLocation | null>({
      prop: valueProp,
      defaultProp: defaultValue,
      onChange: onValueChange,
    });
    const selectedLabel = selected ? formatLocationName(selected) : null;

    const [text, setText] = React.useState(selectedLabel ?? '');
    const [lookup, setLookup] = React.useState<Lookup>(NO_LOOKUP);
    // Whether the popup may show: typing opens it; Escape, a choice or leaving closes it.
    const [open, setOpen] = React.useState(false);
    const [activeIndex, setActiveIndex] = React.useState(-1);

    // A parent that sets the value shows its name in the box. Compared by id so a parent
    // passing a fresh object with each render does not fight the visitor's typing.
    const [shownValueId, setShownValueId] = React.useState(selected?.id ?? null);
    if ((selected?.id ?? null) !== shownValueId) {
      setShownValueId(selected?.id ?? null);
      if (selected && selectedLabel !== null && text !== selectedLabel) setText(selectedLabel);
    }

    const term = text.trim();
    const shouldSearch = term.length >= MIN_SEARCH_LENGTH && text !== selectedLabel;
    // Text too short to search clears the list, so earlier matches never
    // come back while a later term is looked up.
    if (!shouldSearch && lookup !== NO_LOOKUP) setLookup(NO_LOOKUP);

    // The latest client, read when the timer fires, so a parent re-creating its client on
    // every render does not restart the lookup.
    const clientRef = React.useRef(client);
    React.useEffect(() => {
      clientRef.current = client;
    });

    React.useEffect(() => {
      if (!shouldSearch) return undefined;
      const controller = new AbortController();
      const timer = setTimeout(() => {
        setLookup((previous) => ({ term, status: 'loading', results: previous.results }));
        clientRef.current.searchLocations(term, { signal: controller.signal }).then(
          (results) => {
            if (controller.signal.aborted) return;
            setLookup({ term, status: 'done', results });
            // The first match is on offer at once, so Enter after typing "Boston" picks it.
            setActiveIndex(results.length > 0 ? 0 : -1);
          },
          (error: unknown) => {
            if (controller.signal.aborted) return;
            // A failed lookup is logged only, and the list emptied.
            console.warn('[tides] Location search failed:', error);
            setLookup({ term, status: 'error', results: [] });
            setActiveIndex(-1);
          },
        );
      }, SEARCH_DEBOUNCE_MS);
      return () => {
        clearTimeout(timer);
        controller.abort();
      };
    }, [term, shouldSearch]);

    let state: LocationSearchState;
    if (!shouldSearch) state = 'idle';
    else if (lookup.term !== term) state = 'typing';
    else if (lookup.status === 'loading') state = 'loading';
    else if (lookup.status === 'error') state = 'error';
    else state = lookup.results.length > 0 ? 'results' : 'empty';

    const options = shouldSearch ? lookup.results : [];
    const expanded = open && options.length > 0;
    const showNoResults = open && state === 'empty';
    // One or two characters typed: too few to search, so the visitor is told to type more.
    const showTooShort =
      open && term.length > 0 && term.length < MIN_SEARCH_LENGTH && text !== selectedLabel;

    const generatedId = React.useId();
    const inputId = inputIdProp ?? `${generatedId}-input`;
    const listboxId = `${generatedId}-listbox`;
    const optionId = (index: number) => `${generatedId}-option-${index}`;
    const activeOption = expanded && activeIndex >= 0 && activeIndex < options.length;

    const listboxRef = React.useRef<HTMLUListElement>(null);
    React.useEffect(() => {
      if (!activeOption) return;
      const option = listboxRef.current?.children[activeIndex];
      // jsdom has no scrollIntoView; browsers all do.
      if (option instanceof HTMLElement) option.scrollIntoView?.({ block: 'nearest' });
    }, [activeOption, activeIndex]);

    function choose(next: TideLocation) {
      setText(formatLocationName(next));
      setShownValueId(next.id);
      setOpen(false);
      setActiveIndex(-1);
      setSelected(next);
    }

    function handleChange(event: React.ChangeEvent<HTMLInputElement>) {
      const next = event.target.value;
      setText(next);
      setOpen(true);
      setActiveIndex(-1);
      if (selected && next !== selectedLabel) setSelected(null);
    }

    function handleKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
      const count = options.length;
      switch (event.key) {
        case 'ArrowDown': {
          if (count === 0) return;
          event.preventDefault();
          setOpen(true);
          setActiveIndex(expanded ? (activeIndex + 1) % count : 0);
          return;
        }
        case 'ArrowUp': {
          if (count === 0) return;
          event.preventDefault();
          setOpen(true);
          setActiveIndex(expanded && activeIndex > 0 ? activeIndex - 1 : count - 1);
          return;
        }
        case 'Enter': {
          const location = activeOption ? options[activeIndex] : undefined;
          if (!location) return;
          // Choosing an option must not also submit an enclosing form.
          event.preventDefault();
          choose(location);
          return;
        }
        case 'Escape': {
          if (expanded || showNoResults) {
            event.preventDefault();
            setOpen(false);
            setActiveIndex(-1);
          } else if (text !== '') {
            // The pattern's second Escape clears the box.
            event.preventDefault();
            setText('');
            if (selected) setSelected(null);
          }
          return;
        }
        default:
          return;
      }
    }

    function handleBlur(event: React.FocusEvent<HTMLDivElement>) {
      onBlur?.(event);
      // Focus leaving the widget closes the popup; focus moving within it does not.
      const next = event.relatedTarget;
      if (!(next instanceof Node) || !event.currentTarget.contains(next)) {
        setOpen(false);
        setActiveIndex(-1);
      }
    }

    let status = '';
    if (state === 'loading') status = labels.searchingLocations;
    else if (expanded) status = labels.locationsFound(options.length);

    return (
      <div
        className={classNames('tides-root', 'tides-location-search', className)}
        data-state={state}
        data-theme={theme}
        data-disabled={disabled ? '' : undefined}
        {...rootProps}
        onBlur={handleBlur}
        ref={forwardedRef}
      >
        <label className="tides-label" data-slot="label" htmlFor={inputId}>
          {labels.locationLabel}
        </label>
        <div className="tides-location-search__field" data-slot="field">
          <span className="tides-location-search__icon" data-slot="search-icon" aria-hidden="true">
            <svg viewBox="0 0 24 24" width="16" height="16" focusable="false">
              <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
              <path
                d="m20 20-3.5-3.5"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          </span>
          <input
            id={inputId}
            className="tides-location-search__input"
            data-slot="input"
            part="search-input"
            type="text"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listboxId}
            aria-activedescendant={activeOption ? optionId(activeIndex) : undefined}
            autoComplete="off"
            spellCheck={false}
            placeholder={labels.locationPlaceholder}
            value={text}
            disabled={disabled}
            onChange={handleChange}
            onKeyDown={handleKeyDown}
          />
          {state === 'loading' ? (
            <span className="tides-spinner" data-slot="spinner" aria-hidden="true" />
          ) : null}
          {selected ? (
            <span
              className="tides-location-search__selected"
              data-slot="selected-indicator"
              role="img"
              aria-label={labels.locationSelected}
            />
          ) : null}
        </div>
        <ul
          ref={listboxRef}
          id={listboxId}
          className="tides-location-search__listbox"
          data-slot="listbox"
          part="search-listbox"
          role="listbox"
          aria-label={labels.locationListbox}
          hidden={!expanded}
          // Keep focus in the text box when an option is pressed, so choosing never blurs it.
          onMouseDown={(event) => event.preventDefault()}
        >
          {options.map((location, index) => (
            // Options are never focused (aria-activedescendant pattern): the keyboard path is
            // the text box's Arrow and Enter keys, so a click handler alone is right here.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              key={location.id}
              id={optionId(index)}
              className="tides-location-search__option"
              data-slot="option"
              part="search-option"
              data-state={index === activeIndex ? 'active' : 'inactive'}
              role="option"
              aria-selected={index === activeIndex}
              onClick={() => choose(location)}
              onMouseMove={() => {
                if (index !== activeIndex) setActiveIndex(index);
              }}
            >
              <span data-slot="option-name">{formatLocationName(location)}</span>
              <OptionDetail text={labels.locationDetail({ ...location, units })} />
            </li>
          ))}
        </ul>
        <div
          className="tides-location-search__status"
          data-slot="status"
          role="status"
          aria-live="polite"
        >
          {showNoResults ? (
            <div className="tides-location-search__no-results" data-slot="no-results">
              <p>{labels.noLocationsFound(term)}</p>
              <p className="tides-location-search__hint" data-slot="hint">
                {labels.noLocationsHint}
              </p>
            </div>
          ) : showTooShort ? (
            <p className="tides-location-search__hint" data-slot="too-short">
              {labels.locationTooShort(MIN_SEARCH_LENGTH)}
            </p>
          ) : (
            <span className="tides-visually-hidden">{status}</span>
          )}
        </div>
      </div>
    );
  },
);
