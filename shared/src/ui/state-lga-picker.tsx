import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { NIGERIAN_STATES, findPlaces, findState, type PlaceSuggestion } from '../nigeria/index.js';
import { Field, controlClass } from './field.js';
import { Select, type SelectProps } from './select.js';
import { useT } from '../i18n/language-atom.js';
import { kitBook } from './i18n/index.js';
import styles from './state-lga-picker.module.css';

/** Said when what was typed names no area we know. */

const STATE_OPTIONS = NIGERIAN_STATES.map((state) => ({ value: state.name, label: state.name }));

/** One of the picker's selects: what the form gives it; the picker supplies the options. */
export type PickerSelectProps = Omit<SelectProps, 'options' | 'disabled' | 'label' | 'placeholder'> & {
  label?: string;
  placeholder?: string;
};

export interface StateLgaPickerProps {
  /** The chosen state as the form holds it now (react-hook-form: `useWatch({ control, name: 'state' })`). */
  state: string;
  /**
   * The state select: the form's binding (`{...register('state')}`, or `value` and `onChange`), its
   * error, and any other attribute. Label "State" and placeholder "Choose your state" unless given.
   */
  stateSelect: PickerSelectProps;
  /**
   * The LGA select, likewise: label "Local government area (LGA)", and a placeholder ("Choose your
   * LGA" unless given) once a state is chosen; until then it is disabled and asks for the state.
   */
  lgaSelect: PickerSelectProps;
  /** Empties the form's LGA (react-hook-form: `setValue('lga', '')`), called when the state changes. */
  clearLga: () => void;
  /**
   * Sets the form's state and LGA together (react-hook-form: `setValue('state', state)` then
   * `setValue('lga', lga)`). When given, a "Neighbourhood or area" field above the selects offers
   * places as people name them ("Yaba", "Wuse", "Bodija"): most people know their area, not its LGA.
   */
  choosePlace?: (state: string, lga: string) => void;
}

/**
 * The state select and the LGA select that follows it: a new state empties the LGA, which belonged
 * to the old one. With `choosePlace`, an area typed and chosen above them fills in both.
 */
export function StateLgaPicker({
  state,
  stateSelect,
  lgaSelect,
  clearLga,
  choosePlace,
}: StateLgaPickerProps) {
  const t = useT(kitBook);
  // A state or LGA chosen by hand afterwards makes the area's words wrong: a new key empties them.
  const [placeKey, setPlaceKey] = useState(0);
  // A form that writes its fields at once (react-hook-form's setValue) writes the place's LGA before
  // that state's LGAs are options, so the select would show none: it is shown once they are.
  const lgaElement = useRef<HTMLSelectElement | null>(null);
  const chosen = useRef<{ state: string; lga: string } | null>(null);
  useLayoutEffect(() => {
    const place = chosen.current;
    if (!place || place.state !== state) return;
    chosen.current = null;
    if (lgaElement.current && lgaElement.current.value !== place.lga) lgaElement.current.value = place.lga;
  });
  const byHand = () => {
    chosen.current = null;
    if (choosePlace) setPlaceKey((key) => key + 1);
  };
  const lgaOptions = (findState(state)?.lgas ?? []).map((lga) => ({ value: lga, label: lga }));
  const {
    label: stateLabel = t('State'),
    placeholder: statePlaceholder = t('Choose your state'),
    ...stateRest
  } = stateSelect;
  const {
    label: lgaLabel = t('Local government area (LGA)'),
    placeholder: lgaPlaceholder = t('Choose your LGA'),
    ...lgaRest
  } = lgaSelect;
  return (
    <>
      {choosePlace ? (
        <PlaceField
          key={placeKey}
          choosePlace={(place) => {
            chosen.current = place;
            choosePlace(place.state, place.lga);
          }}
        />
      ) : null}
      <Select
        {...stateRest}
        label={stateLabel}
        placeholder={statePlaceholder}
        options={STATE_OPTIONS}
        onChange={(event) => {
          stateSelect.onChange?.(event);
          clearLga();
          byHand();
        }}
      />
      <Select
        {...lgaRest}
        label={lgaLabel}
        placeholder={state ? lgaPlaceholder : t('Choose a state first')}
        options={lgaOptions}
        disabled={!state}
        ref={withElement(lgaSelect.ref, lgaElement)}
        onChange={(event) => {
          lgaSelect.onChange?.(event);
          byHand();
        }}
      />
    </>
  );
}

/**
 * A combobox (ARIA 1.2, list autocomplete) over `findPlaces`: typing offers places; arrow keys and
 * Enter, or a tap, choose one; Escape or leaving the field closes the list. Nothing of it is sent.
 */
function PlaceField({ choosePlace }: { choosePlace: (place: PlaceSuggestion) => void }) {
  const t = useT(kitBook);
  const listId = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const places = open ? findPlaces(text) : [];
  const expanded = places.length > 0;
  const optionId = (at: number) => `${listId}-${at}`;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const choose = (place: PlaceSuggestion) => {
    setText(place.label);
    close();
    choosePlace(place);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!expanded) {
        // Opens the list again after Escape; the words of a place already chosen find nothing.
        if (findPlaces(text).length > 0) setOpen(true);
        return;
      }
      const down = event.key === 'ArrowDown';
      setActive((at) =>
        at < 0 ? (down ? 0 : places.length - 1) : (at + (down ? 1 : -1) + places.length) % places.length,
      );
    } else if (event.key === 'Enter' && expanded) {
      // While the list is open, Enter picks from it instead of sending the form.
      event.preventDefault();
      const place = places[active];
      if (place) choose(place);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      close();
    }
  };

  return (
    // The whole row's width where the picker sits in a two-column grid (the search form).
    <div className={styles.wide}>
      <Field
        label={t('Neighbourhood or area')}
        optional
        hint={t('Type where you live, like Yaba or Wuse, and choose it: we fill in the state and LGA.')}
      >
        {({ id, describedBy }) => (
          <div className={styles.place}>
            <input
              id={id}
              type="text"
              role="combobox"
              aria-autocomplete="list"
              aria-expanded={expanded}
              aria-controls={listId}
              aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
              aria-describedby={describedBy}
              autoComplete="off"
              spellCheck={false}
              className={controlClass}
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                setOpen(true);
                setActive(-1);
              }}
              onKeyDown={onKeyDown}
              onBlur={close}
            />
            <ul
              id={listId}
              role="listbox"
              aria-label={t('Places')}
              className={styles.options}
              hidden={!expanded}
            >
              {places.map((place, at) => (
                <li
                  key={place.label}
                  id={optionId(at)}
                  role="option"
                  aria-selected={at === active}
                  className={styles.option}
                  // Keeps the focus in the field, so choosing does not first close the list.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(place)}
                >
                  {place.label}
                </li>
              ))}
            </ul>
            {/* Announced politely; not a "status" region, which the page's own messages are. */}
            <span aria-live="polite" className={styles.none}>
              {open && text.trim() && !expanded
                ? t('No area by that name: choose the state and LGA below.')
                : ''}
            </span>
          </div>
        )}
      </Field>
    </div>
  );
}

/** The form's own ref to the select (react-hook-form's register gives one), and the picker's. */
function withElement(
  formRef: Ref<HTMLSelectElement> | undefined,
  own: { current: HTMLSelectElement | null },
): (element: HTMLSelectElement | null) => void {
  return (element) => {
    own.current = element;
    if (typeof formRef === 'function') formRef(element);
    else if (formRef) formRef.current = element;
  };
}
