import { fileURLToPath } from 'node:url';
import { codeUnder, describeBook } from '@aboki/test-kit/catalogues';
import en from './en.js';
import { ROUTE_HEADING_IDS, authBook } from './index.js';
import { heading as otpHeading } from '../pages/otp-page.js';
import { heading as passwordSuccessfulHeading } from '../pages/password-successful-page.js';
import { heading as resetOtpHeading } from '../pages/reset-password-otp-page.js';
import { heading as resetHeading } from '../pages/reset-password-page.js';
import { heading as resetSubmitHeading } from '../pages/reset-password-submit-page.js';
import { heading as signInHeading } from '../pages/sign-in-page.js';
import { heading as signUpHeading } from '../pages/sign-up-page.js';

describeBook(authBook, () => codeUnder(fileURLToPath(new URL('..', import.meta.url))));

describe('mfe-auth page headings', () => {
  it("names each page's heading by ids whose English is the heading the skeleton paints", () => {
    const declared = {
      '/sign-in': signInHeading,
      '/sign-up': signUpHeading,
      '/otp': otpHeading,
      '/reset-password': resetHeading,
      '/reset-password/otp': resetOtpHeading,
      '/reset-password/submit': resetSubmitHeading,
      '/password-successful': passwordSuccessfulHeading,
    };
    expect(Object.keys(ROUTE_HEADING_IDS).sort()).toEqual(Object.keys(declared).sort());
    for (const [route, ids] of Object.entries(ROUTE_HEADING_IDS)) {
      const inEnglish = Object.fromEntries(
        Object.entries(ids).map(([part, id]) => [part, en[id as keyof typeof en]]),
      );
      expect([route, inEnglish]).toEqual([route, declared[route as keyof typeof declared]]);
    }
  });
});
