import { Share2 } from '../../components/ui/icons/share-2';
import { Button } from '../../components/ui/button';
import { absoluteUrl } from '../../config/site';
import { openLinkedInShare } from '../../lib/linkedin';

/** Props of {@link ShareButton}. */
export interface ShareButtonProps {
  path: string;
  title: string;
  summary: string;
  /** Visible text (default 'Share'). */
  label?: string;
}

/** Shares an article on LinkedIn in a 600x400 window (docs/product/site.md#insights). */
export function ShareButton({ path, title, summary, label = 'Share' }: ShareButtonProps) {
  return (
    <Button variant="ghost" size="sm" onClick={() => openLinkedInShare({ url: absoluteUrl(path), title, summary })}>
      <Share2 aria-hidden="true" />
      {label}
      {/* The accessible name starts with the visible text (WCAG 2.5.3) and names the article. */}
      <span className="sr-only">
        {label.includes('LinkedIn') ? '' : ' on LinkedIn'}: {title}
      </span>
    </Button>
  );
}
