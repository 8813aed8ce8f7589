import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { NEWS_BODY_SANITIZE } from '../../core';

/** HTML from the server (a news body), sanitised by DOMPurify: the only place the app renders HTML. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, NEWS_BODY_SANITIZE), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
