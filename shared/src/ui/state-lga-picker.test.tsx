import { jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
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

interface Place {
  state: string;
  lga: string;
}

/** The picker in a react-hook-form form, as the profile, Aboki and search forms use it. */
function WithHookForm({ onSubmit, defaults }: { onSubmit: (values: Place) => void; defaults: Place }) {
  const {
    register,
    control,
    setValue,
    handleSubmit,
    formState: { errors },
  } = useForm<Place>({ defaultValues: defaults });
  const state = useWatch({ control, name: 'state' });
  return (
    <form onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
      <StateLgaPicker
        state={state}
        stateSelect={{
          label: 'Home state',
          placeholder: 'Choose a state',
          ...register('state', { required: 'Choose the state' }),
          error: errors.state?.message,
        }}
        lgaSelect={{
          label: 'Home LGA',
          placeholder: 'Choose an LGA',
          autoComplete: 'address-level2',
          // Checks the form's value, not the select's: the LGA must be emptied in the form too.
          ...register('lga', { validate: (lga) => lga !== '' || 'Choose the LGA' }),
          error: errors.lga?.message,
        }}
        clearLga={() => setValue('lga', '')}
      />
      <button type="submit">Save</button>
    </form>
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

  it('works as two react-hook-form fields: its labels, errors, attributes, and the LGA emptied', async () => {
    const onSubmit = jest.fn<(values: Place) => void>();
    render(<WithHookForm onSubmit={onSubmit} defaults={{ state: 'Lagos', lga: 'Ikeja' }} />);
    const state = screen.getByRole('combobox', { name: 'Home state' });
    const lga = screen.getByRole('combobox', { name: 'Home LGA' });

    expect(state).toHaveValue('Lagos');
    expect(lga).toHaveValue('Ikeja');
    expect(lga).toHaveAttribute('autocomplete', 'address-level2');
    expect(optionTexts(state)[0]).toBe('Choose a state');
    expect(optionTexts(lga)[0]).toBe('Choose an LGA');

    await userEvent.selectOptions(state, 'FCT');
    expect(lga).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(onSubmit).not.toHaveBeenCalled();
    expect(lga).toHaveAttribute('aria-invalid', 'true');
    expect(lga).toHaveAccessibleDescription('Choose the LGA');
    expect(state).not.toHaveAttribute('aria-invalid');

    await userEvent.selectOptions(lga, 'Gwagwalada');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({ state: 'FCT', lga: 'Gwagwalada' }, expect.anything());
  });

  it('shows the state’s error from the form', async () => {
    render(<WithHookForm onSubmit={() => undefined} defaults={{ state: '', lga: '' }} />);

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(screen.getByRole('combobox', { name: 'Home state' })).toHaveAccessibleDescription(
      'Choose the state',
    );
    expect(screen.getByRole('combobox', { name: 'Home LGA' })).toBeDisabled();
  });
});
