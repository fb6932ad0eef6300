import {
  ARTICLE_IMAGES,
  IMAGE_THEMES,
  type ImageTheme,
  suggestArticleImage,
} from '@meridian/shared/articles/article-images';
import { useId, useState } from 'react';
import { Badge } from '../../components/ui/badge';
import { cn } from '../../lib/utils';
import { themeOfImage } from './article-form';

const THEME_NAMES: Record<ImageTheme, string> = {
  strategy: 'Strategy',
  operations: 'Operations',
  leadership: 'Leadership',
  growth: 'Growth',
  analysis: 'Analysis',
};

export interface HeroImagePickerProps {
  /** The chosen image's path ('' for none). */
  value: string;
  onChange: (url: string) => void;
  /** `imageUrl` of every other article, for the suggestion. */
  usedUrls: readonly (string | undefined)[];
}

/**
 * The hero image from the library (docs/product/publishing.md#images): a theme, then one of its
 * images as a radio group of thumbnails. Picking a theme selects the image of that theme used by the
 * fewest other articles, marked "Suggested"; staff may pick another.
 */
export function HeroImagePicker({ value, onChange, usedUrls }: HeroImagePickerProps) {
  const [theme, setTheme] = useState<ImageTheme>(() => themeOfImage(value));
  const selectId = useId();
  const suggested = suggestArticleImage(theme, usedUrls).url;
  const images = ARTICLE_IMAGES.filter((image) => image.theme === theme);
  return (
    <fieldset className="space-y-3 rounded-lg border border-border p-4">
      <legend className="px-1 text-sm font-semibold">Hero image</legend>
      <div className="space-y-1">
        <label htmlFor={selectId} className="block text-sm font-medium">
          Image theme
        </label>
        <select
          id={selectId}
          value={theme}
          onChange={(event) => {
            const next = event.target.value as ImageTheme;
            setTheme(next);
            onChange(suggestArticleImage(next, usedUrls).url);
          }}
          className="h-11 w-full rounded-md border border-input bg-background px-3 text-base sm:w-64"
        >
          {IMAGE_THEMES.map((name) => (
            <option key={name} value={name}>
              {THEME_NAMES[name]}
            </option>
          ))}
        </select>
      </div>
      <div role="radiogroup" aria-label={`${THEME_NAMES[theme]} images`} className="grid grid-cols-3 gap-3">
        {images.map((image) => {
          const isSuggested = image.url === suggested;
          return (
            <div key={image.url} className="relative">
              <label className="block cursor-pointer">
                <input
                  type="radio"
                  name="hero-image"
                  value={image.url}
                  checked={value === image.url}
                  onChange={() => onChange(image.url)}
                  aria-label={isSuggested ? `${image.alt} (suggested)` : image.alt}
                  className="peer sr-only"
                />
                <img
                  src={image.url}
                  alt=""
                  width={1200}
                  height={600}
                  loading="lazy"
                  className={cn(
                    'aspect-[2/1] w-full rounded-md border-2 border-transparent object-cover',
                    'peer-checked:border-accent peer-checked:ring-4 peer-checked:ring-accent/40',
                    'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring',
                  )}
                />
              </label>
              {isSuggested ? (
                <Badge aria-hidden="true" variant="accent" className="absolute top-1 left-1">
                  Suggested
                </Badge>
              ) : null}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
