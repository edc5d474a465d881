import type { ButtonHTMLAttributes } from 'react';
import { Spinner } from './spinner.js';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

/** Class names for a button look, so a router link can look like a button. */
export function buttonClass(variant: ButtonVariant = 'primary', block = false): string {
  return [styles.button, styles[variant], block ? styles.block : ''].filter(Boolean).join(' ');
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** Full width, for forms on small screens. */
  block?: boolean;
  /** Shows a spinner, disables the button and tells assistive technology it is working. */
  busy?: boolean;
}

export function Button({
  variant = 'primary',
  block = false,
  busy = false,
  type = 'button',
  disabled,
  className,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={[buttonClass(variant, block), className].filter(Boolean).join(' ')}
    >
      {busy ? <Spinner size="small" /> : null}
      {children}
    </button>
  );
}
