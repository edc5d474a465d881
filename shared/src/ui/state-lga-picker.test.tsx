import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
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
