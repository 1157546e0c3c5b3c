import { useEffect } from 'react';
import { commonMessages } from '../../messages';

interface DocumentHeadProps {
  title: string;
  description?: string;
}

/** Sets document.title ("<title> | Tiệm In Thẻ") and the meta description for the current page. */
export function DocumentHead({ title, description }: DocumentHeadProps) {
  useEffect(() => {
    document.title = `${title} | ${commonMessages.brand}`;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description ?? commonMessages.defaultDescription;
  }, [title, description]);
  return null;
}
