import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** New page, top of the page (the router keeps the scroll position otherwise). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
