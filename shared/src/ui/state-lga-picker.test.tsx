import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { NIGERIAN_STATES, findState } from '../nigeria/index.js';
import { StateLgaPicker } from './state-lga-picker.js';

const optionTexts = (select: HTMLElement) =>
  Array.from(select.querySelectorAll('option')).map((option) => option.textContent);

/** The picker held in React state, as the home page's form holds it. */
function Controlled() {
  const [state, setState] = useState('');
  const [lga, setLga] = useState('');
  return (
    <>
      <StateLgaPicker
        state={state}
        stateSelect={{ name: 'state', value: state, onChange: (event) => setState(event.target.value) }}
        lgaSelect={{ name: 'lga', value: lga, onChange: (event) => setLga(event.target.value) }}
        clearLga={() => setLga('')}
      />
      <p>LGA held: {lga || 'none'}</p>
    </>
  );
}

interface Errors {
  state?: string;
  lga?: string;
}

/** The picker with a form's own words, errors and attributes, as the Aboki form sets it up. */
function Configured({ initial, errors = {} }: { initial: { state: string; lga: string }; errors?: Errors }) {
  const [state, setState] = useState(initial.state);
  const [lga, setLga] = useState(initial.lga);
  return (
    <StateLgaPicker
      state={state}
      stateSelect={{
        label: 'Home state',
        placeholder: 'Choose a state',
        value: state,
        onChange: (event) => setState(event.target.value),
        error: errors.state,
      }}
      lgaSelect={{
        label: 'Home LGA',
        placeholder: 'Choose an LGA',
        autoComplete: 'address-level2',
        value: lga,
        onChange: (event) => setLga(event.target.value),
        error: errors.lga,
      }}
      clearLga={() => setLga('')}
    />
  );
}

describe('StateLgaPicker', () => {
  it('asks for the state first, then offers only its LGAs', async () => {
    render(<Controlled />);
    const state = screen.getByRole('combobox', { name: 'State' });
    const lga = screen.getByRole('combobox', { name: 'Local government area (LGA)' });

    expect(state).toHaveAttribute('name', 'state');
    expect(optionTexts(state)).toEqual(['Choose your state', ...NIGERIAN_STATES.map((item) => item.name)]);
    expect(lga).toBeDisabled();
    expect(optionTexts(lga)).toEqual(['Choose a state first']);

    await userEvent.selectOptions(state, 'Kano');

    expect(lga).toBeEnabled();
    expect(optionTexts(lga)).toEqual(['Choose your LGA', ...findState('Kano')!.lgas]);
  });

  it('empties the LGA when another state is chosen', async () => {
    render(<Controlled />);
    const state = screen.getByRole('combobox', { name: 'State' });
    const lga = screen.getByRole('combobox', { name: 'Local government area (LGA)' });

    await userEvent.selectOptions(state, 'Lagos');
    await userEvent.selectOptions(lga, 'Ikeja');
    expect(lga).toHaveValue('Ikeja');

    expect(screen.getByText('LGA held: Ikeja')).toBeInTheDocument();

    await userEvent.selectOptions(state, 'Kano');
    expect(lga).toHaveValue('');
    expect(screen.getByText('LGA held: none')).toBeInTheDocument();
    expect(optionTexts(lga)).not.toContain('Ikeja');
  });

  it('takes the form’s labels, placeholders, attributes and errors', async () => {
    render(<Configured initial={{ state: 'Lagos', lga: 'Ikeja' }} errors={{ lga: 'Choose the LGA' }} />);
    const state = screen.getByRole('combobox', { name: 'Home state' });
    const lga = screen.getByRole('combobox', { name: 'Home LGA' });

    expect(state).toHaveValue('Lagos');
    expect(lga).toHaveValue('Ikeja');
    expect(lga).toHaveAttribute('autocomplete', 'address-level2');
    expect(optionTexts(state)[0]).toBe('Choose a state');
    expect(optionTexts(lga)[0]).toBe('Choose an LGA');
    expect(lga).toHaveAttribute('aria-invalid', 'true');
    expect(lga).toHaveAccessibleDescription('Choose the LGA');
    expect(state).not.toHaveAttribute('aria-invalid');

    await userEvent.selectOptions(state, 'FCT');
    expect(lga).toHaveValue('');
    await userEvent.selectOptions(lga, 'Gwagwalada');
    expect(lga).toHaveValue('Gwagwalada');
  });

  it('shows the state’s error, and still asks for the state first in the form’s words', () => {
    render(<Configured initial={{ state: '', lga: '' }} errors={{ state: 'Choose the state' }} />);

    expect(screen.getByRole('combobox', { name: 'Home state' })).toHaveAccessibleDescription(
      'Choose the state',
    );
    const lga = screen.getByRole('combobox', { name: 'Home LGA' });
    expect(lga).toBeDisabled();
    expect(optionTexts(lga)).toEqual(['Choose a state first']);
  });
});

/** The picker with the area field, held in React state; every place chosen is recorded in `chosen`. */
function WithPlace({ chosen }: { chosen: [string, string][] }) {
  const [state, setState] = useState('');
  const [lga, setLga] = useState('');
  return (
    <StateLgaPicker
      state={state}
      stateSelect={{ name: 'state', value: state, onChange: (event) => setState(event.target.value) }}
      lgaSelect={{ name: 'lga', value: lga, onChange: (event) => setLga(event.target.value) }}
      clearLga={() => setLga('')}
      choosePlace={(placeState, placeLga) => {
        chosen.push([placeState, placeLga]);
        setState(placeState);
        setLga(placeLga);
      }}
    />
  );
}

/**
 * The picker as react-hook-form's `register` binds it: the selects keep their own values, and
 * `setValue` writes a select at once, before the new state's LGAs are options; `useWatch` then
 * renders the new state.
 */
function Uncontrolled() {
  const [state, setState] = useState('');
  const stateElement = useRef<HTMLSelectElement | null>(null);
  const lgaElement = useRef<HTMLSelectElement | null>(null);
  const setValue = (element: HTMLSelectElement | null, value: string) => {
    if (element) element.value = value;
  };
  return (
    <StateLgaPicker
      state={state}
      stateSelect={{ name: 'state', ref: stateElement, onChange: (event) => setState(event.target.value) }}
      lgaSelect={{ name: 'lga', ref: lgaElement }}
      clearLga={() => setValue(lgaElement.current, '')}
      choosePlace={(placeState, placeLga) => {
        setValue(stateElement.current, placeState);
        setValue(lgaElement.current, placeLga);
        setState(placeState);
      }}
    />
  );
}

const placeField = () => screen.getByRole('combobox', { name: 'Neighbourhood or area (optional)' });

describe('StateLgaPicker with choosePlace', () => {
  it('shows no area field unless the form can take a place', () => {
    render(<Controlled />);
    expect(screen.queryByRole('combobox', { name: /Neighbourhood/ })).not.toBeInTheDocument();
  });

  it('offers areas as you type, and a tap on one fills in the state and the LGA', async () => {
    const chosen: [string, string][] = [];
    render(<WithPlace chosen={chosen} />);
    const field = placeField();
    expect(field).toHaveAttribute('aria-autocomplete', 'list');
    expect(field).toHaveAttribute('aria-expanded', 'false');

    await userEvent.type(field, 'Yab');

    const list = screen.getByRole('listbox');
    expect(field).toHaveAttribute('aria-expanded', 'true');
    expect(field).toHaveAttribute('aria-controls', list.id);
    const yaba = screen.getByRole('option', { name: 'Yaba — Lagos Mainland, Lagos' });
    expect(yaba).toHaveClass('option');

    await userEvent.click(yaba);

    expect(chosen).toEqual([['Lagos', 'Lagos Mainland']]);
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('Lagos');
    expect(screen.getByRole('combobox', { name: 'Local government area (LGA)' })).toHaveValue(
      'Lagos Mainland',
    );
    expect(field).toHaveValue('Yaba — Lagos Mainland, Lagos');
    expect(field).toHaveFocus();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(field).toHaveAttribute('aria-expanded', 'false');
  });

  it('chooses with the arrow keys and Enter, and closes on Escape', async () => {
    const chosen: [string, string][] = [];
    render(<WithPlace chosen={chosen} />);
    const field = placeField();

    await userEvent.type(field, 'wuse');
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Wuse — Abuja Municipal, FCT', 'Wuse 2 — Abuja Municipal, FCT']);

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(chosen).toEqual([]);

    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const wuse2 = screen.getByRole('option', { name: 'Wuse 2 — Abuja Municipal, FCT' });
    expect(wuse2).toHaveAttribute('aria-selected', 'true');
    expect(field).toHaveAttribute('aria-activedescendant', wuse2.id);

    await userEvent.keyboard('{Enter}');

    expect(chosen).toEqual([['FCT', 'Abuja Municipal']]);
    expect(screen.getByRole('combobox', { name: 'Local government area (LGA)' })).toHaveValue(
      'Abuja Municipal',
    );
    expect(field).toHaveValue('Wuse 2 — Abuja Municipal, FCT');
  });

  it('offers no list for a word it does not know, and says so', async () => {
    render(<WithPlace chosen={[]} />);
    const field = placeField();

    await userEvent.type(field, 'Xyzzy');

    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('No area by that name: choose the state and LGA below.')).toHaveAttribute(
      'aria-live',
      'polite',
    );
  });

  it('empties the area when the state or the LGA is then chosen by hand', async () => {
    render(<WithPlace chosen={[]} />);
    await userEvent.type(placeField(), 'Bodija');
    await userEvent.click(screen.getByRole('option', { name: 'Bodija — Ibadan North, Oyo' }));
    expect(placeField()).toHaveValue('Bodija — Ibadan North, Oyo');

    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Local government area (LGA)' }),
      'Egbeda',
    );

    expect(placeField()).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('Oyo');
  });

  it('shows the LGA chosen even when the form writes it before the state’s LGAs are there', async () => {
    render(<Uncontrolled />);
    await userEvent.type(placeField(), 'Rumuola');
    await userEvent.click(screen.getByRole('option', { name: 'Rumuola — Obio/Akpor, Rivers' }));

    expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('Rivers');
    expect(screen.getByRole('combobox', { name: 'Local government area (LGA)' })).toHaveValue('Obio/Akpor');
  });
});
