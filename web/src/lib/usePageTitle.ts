import { useEffect } from 'react';

/** Sets the document title: "{title} · RentWheels". */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = title ? `${title} · RentWheels` : 'RentWheels — Car rental across Pakistan';
  }, [title]);
}
