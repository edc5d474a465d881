import { Link } from 'react-router-dom';
import { PageHeading, buttonClass, useT, type PageHeadingProps, translatedHeading } from 'shared';
import { authBook } from '../i18n/index.js';

/**
 * The page's heading in English, also painted in its skeleton before its code arrives
 * (scripts/build-info.mjs, with its translations from the catalogues). The page shows it in the
 * page's language.
 */
export const heading = {
  title: 'Password changed',
  description:
    'Your new password is set. For your safety we signed you out everywhere, and emailed you to say the password changed.',
} as const satisfies PageHeadingProps;

export function PasswordSuccessfulPage() {
  const t = useT(authBook);
  return (
    <>
      <PageHeading {...translatedHeading(t, heading)} />
      <Link to="/sign-in" className={buttonClass('primary', true)}>
        {t('Sign in')}
      </Link>
    </>
  );
}
