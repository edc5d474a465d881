import { NIGERIAN_STATES, findState } from '../nigeria/index.js';
import { Select, type SelectProps } from './select.js';

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
}

/** The state select and the LGA select that follows it: a new state empties the LGA, which belonged to the old one. */
export function StateLgaPicker({ state, stateSelect, lgaSelect, clearLga }: StateLgaPickerProps) {
  const lgaOptions = (findState(state)?.lgas ?? []).map((lga) => ({ value: lga, label: lga }));
  const {
    label: stateLabel = 'State',
    placeholder: statePlaceholder = 'Choose your state',
    ...stateRest
  } = stateSelect;
  const {
    label: lgaLabel = 'Local government area (LGA)',
    placeholder: lgaPlaceholder = 'Choose your LGA',
    ...lgaRest
  } = lgaSelect;
  return (
    <>
      <Select
        {...stateRest}
        label={stateLabel}
        placeholder={statePlaceholder}
        options={STATE_OPTIONS}
        onChange={(event) => {
          stateSelect.onChange?.(event);
          clearLga();
        }}
      />
      <Select
        {...lgaRest}
        label={lgaLabel}
        placeholder={state ? lgaPlaceholder : 'Choose a state first'}
        options={lgaOptions}
        disabled={!state}
      />
    </>
  );
}
