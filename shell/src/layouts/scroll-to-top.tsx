import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Every new path starts at the top of the page (spec §2); query or hash changes do not scroll. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
