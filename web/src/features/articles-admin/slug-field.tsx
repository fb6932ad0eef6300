import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldFrame } from '../../components/form/form-field';
import { Input } from '../../components/ui/input';

export interface SlugFieldProps {
  /** react-hook-form's registration of the slug. */
  registration: UseFormRegisterReturn<'slug'>;
  /** The slug typed so far (shown in the address note). */
  slug: string;
  /** True once the article has been scheduled or published: the slug is read-only. */
  fixed: boolean;
  error?: string;
}

/**
 * The slug (docs/product/publishing.md#slug) with a note that says what it is: the address it
 * makes while it can change, or why it no longer can. The note and any error describe the input.
 */
export function SlugField({ registration, slug, fixed, error }: SlugFieldProps) {
  const noteId = useId();
  return (
    <div className="space-y-1">
      <FieldFrame label="Slug" error={error}>
        {(wiring) => (
          <Input
            {...registration}
            {...wiring}
            readOnly={fixed}
            aria-describedby={[noteId, wiring['aria-describedby']].filter(Boolean).join(' ')}
          />
        )}
      </FieldFrame>
      <p id={noteId} className="text-sm text-muted-foreground">
        {fixed
          ? 'Fixed since the article was published: links to it stay valid.'
          : `Address: /insights/${slug || '…'} (made from the title until you change it)`}
      </p>
    </div>
  );
}
