import { Link } from 'react-router-dom';
import { PageHeading, buttonClass, useT, type PageHeadingProps } from 'shared';
import { ROUTE_HEADING_IDS, authBook, translatedHeading } from '../i18n/index.js';

/**
 * The page's heading in English, also painted in its skeleton before its code arrives
 * (scripts/build-info.mjs). The page shows it from the catalogue (ROUTE_HEADING_IDS), in the page's
 * language; catalogue.test.ts checks this English and the catalogue's agree.
 */
export const heading = {
  title: 'Password changed',
  description:
    'Your new password is set. For your safety we signed you out everywhere, and emailed you to say the password changed.',
} satisfies PageHeadingProps;

export function PasswordSuccessfulPage() {
  const t = useT(authBook);
  return (
    <>
      <PageHeading {...translatedHeading(t, ROUTE_HEADING_IDS['/password-successful'])} />
      <Link to="/sign-in" className={buttonClass('primary', true)}>
        {t('common.signIn')}
      </Link>
    </>
  );
}
