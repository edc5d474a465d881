import { jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  FormError,
  OtpInput,
  PasswordInput,
  PhoneInput,
  applyFieldErrors,
  nationalToSchemaPhone,
  storedToNationalPhone,
} from './forms.js';

describe('PasswordInput', () => {
  it('hides the password until asked, and hides it again', async () => {
    render(<PasswordInput label="Password" hint="At least 8 characters" error="Too short" />);
    const input = screen.getByLabelText('Password');

    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('At least 8 characters Too short');

    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-controls', input.id);

    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('passes typing and refs through, and never submits its form from the toggle', async () => {
    const ref = { current: null as HTMLInputElement | null };
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <PasswordInput label="Password" ref={ref} />
      </form>,
    );

    await userEvent.type(screen.getByLabelText('Password'), 'correct horse');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));

    expect(ref.current).toHaveValue('correct horse');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('OtpInput', () => {
  it('asks phones for the number pad and offers the emailed code', () => {
    render(<OtpInput />);
    const input = screen.getByRole('textbox', { name: '6-digit code' });

    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    expect(input).toHaveAttribute('pattern', '[0-9]{6}');
  });

  it('keeps only the digits of what is typed or pasted, six at most', async () => {
    const onChange = jest.fn<(value: string) => void>();
    render(<OtpInput onChange={(event) => onChange(event.target.value)} />);
    const input = screen.getByRole('textbox', { name: '6-digit code' });

    await userEvent.click(input);
    await userEvent.paste('123 45-6789');

    expect(input).toHaveValue('123456');
    expect(onChange).toHaveBeenLastCalledWith('123456');
  });
});

describe('FormError and applyFieldErrors', () => {
  it('announces a form’s own failure, and nothing without one', () => {
    const { rerender } = render(<FormError message={null} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    rerender(<FormError message="Incorrect email or password." />);
    expect(screen.getByRole('alert')).toHaveTextContent('Incorrect email or password.');
  });

  it('hands the server’s field messages to the fields the form has', () => {
    const set = jest.fn<(name: 'email' | 'password', message: string) => void>();

    expect(applyFieldErrors({ password: 'Too common', other: 'x' }, ['email', 'password'], set)).toBe(true);
    expect(set.mock.calls).toEqual([['password', 'Too common']]);
    expect(applyFieldErrors({}, ['email'], set)).toBe(false);
  });
});

describe('PhoneInput', () => {
  it('is a tel field after a fixed +234 that offers the person their own number by default', () => {
    render(<PhoneInput label="Phone number" error="Enter a Nigerian mobile number" />);
    const input = screen.getByLabelText('Phone number');
    expect(input).toHaveAttribute('type', 'tel');
    expect(input).toHaveAttribute('inputmode', 'tel');
    expect(input).toHaveAttribute('autocomplete', 'tel-national');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('+234')).toHaveAttribute('aria-hidden', 'true');
  });

  it("offers no autofill where someone else's number is typed", () => {
    render(<PhoneInput label="Guarantor's phone" autoComplete="off" optional />);
    expect(screen.getByLabelText(/Guarantor's phone/)).toHaveAttribute('autocomplete', 'off');
    expect(screen.getByText(/\(optional\)/)).toBeInTheDocument();
  });

  it('converts between what the field holds, the schema and storage', () => {
    expect(nationalToSchemaPhone('803 123 4567')).toBe('08031234567');
    expect(nationalToSchemaPhone('0803-123-4567')).toBe('08031234567');
    expect(storedToNationalPhone('+2348031234567')).toBe('8031234567');
    expect(storedToNationalPhone(null)).toBe('');
  });
});
