import type { HTMLAttributes } from 'react';
import styles from './card.module.css';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** `section` or `article` when the card has its own heading; a plain `div` otherwise. */
  as?: 'div' | 'section' | 'article' | 'li';
}

export function Card({ as: Element = 'div', className, ...rest }: CardProps) {
  return <Element {...rest} className={[styles.card, className].filter(Boolean).join(' ')} />;
}
