import type { ReactNode } from 'react';
import { useT } from 'shared';
import { opsBook, type OpsText } from '../i18n/index.js';

/** One name and value of a console page's `<dl>` of facts; the `<div>` keeps the pair on one grid row. */
export function Fact({
  name,
  className,
  children,
}: {
  name: OpsText;
  className?: string;
  children: ReactNode;
}) {
  const t = useT(opsBook);
  return (
    <div>
      <dt>{t(name)}</dt>
      <dd className={className}>{children}</dd>
    </div>
  );
}
