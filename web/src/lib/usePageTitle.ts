import { useEffect } from 'react';
import { useT } from '@/lib/i18n';

/** Sets the document title: "{title} · RentWheels". */
export function usePageTitle(title: string) {
  const t = useT();
  const text = title ? t('app.pageTitle', { title }) : t('app.defaultTitle');
  useEffect(() => {
    document.title = text;
  }, [text]);
}
